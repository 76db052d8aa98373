import { z } from "zod";

/*
 * The company pages' content (issue "People and operators", items 6 and 7): blog posts and support
 * articles are Markdown files in the repository (apps/server/content), served by the API, listed
 * and rendered by the web app, and searched by the support chat.
 */

/** A content file's name without `.md`: lowercase words joined by hyphens. */
export const contentSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
  .max(100);

/** A blog post as listed: no body. `date` is the publication day, `YYYY-MM-DD`. */
export const blogPostSummary = z
  .object({
    slug: contentSlug,
    title: z.string().min(1).max(140),
    date: z.iso.date(),
    summary: z.string().min(1).max(240),
    author: z.string().min(1).max(80),
  })
  .meta({ id: "BlogPostSummary" });
/** See {@link blogPostSummary}. */
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** A blog post with its Markdown body. */
export const blogPost = blogPostSummary.extend({ body: z.string() }).meta({ id: "BlogPost" });
/** See {@link blogPost}. */
export type BlogPost = z.infer<typeof blogPost>;

/** Answer of `GET /api/v1/blog/posts`: every post, newest first (a handful; no paging). */
export const blogPostList = z.object({ data: z.array(blogPostSummary) }).meta({ id: "BlogPostList" });

/** The support articles' sections, in the order the support page shows them. */
export const supportCategories = [
  "Getting started",
  "Hiring and paying",
  "Payments and wallet",
  "Disputes",
  "Verification and reputation",
  "Developers and API",
  "Account and privacy",
] as const;
/** See {@link supportCategories}. */
export type SupportCategory = (typeof supportCategories)[number];

/** A support article as listed: the question, its section and a short answer. */
export const supportArticleSummary = z
  .object({
    slug: contentSlug,
    title: z.string().min(1).max(140),
    category: z.enum(supportCategories),
    summary: z.string().min(1).max(300),
  })
  .meta({ id: "SupportArticleSummary" });
/** See {@link supportArticleSummary}. */
export type SupportArticleSummary = z.infer<typeof supportArticleSummary>;

/** A support article with its Markdown body. */
export const supportArticle = supportArticleSummary.extend({ body: z.string() }).meta({ id: "SupportArticle" });
/** See {@link supportArticle}. */
export type SupportArticle = z.infer<typeof supportArticle>;

/** Answer of `GET /api/v1/support/articles`: every article, by section then title. */
export const supportArticleList = z.object({ data: z.array(supportArticleSummary) }).meta({ id: "SupportArticleList" });

/** Longest question or search the support endpoints take, characters. */
export const supportQueryLengthMax = 500;

/** Query of `GET /api/v1/support/search`. */
export const supportSearchQuery = z
  .object({ q: z.string().trim().min(1).max(supportQueryLengthMax).describe("Words to look for.") })
  .strict();

/** A passage the support search found: where it is and what it says. */
export const supportPassage = z
  .object({
    title: z.string().describe("The article's question, or the API operation, with the section's heading."),
    href: z.string().describe("The page to read it on: /support/{slug} or /api-docs."),
    excerpt: z.string().describe("The passage's opening, in plain text."),
    source: z.enum(["faq", "api"]),
  })
  .meta({ id: "SupportPassage" });
/** See {@link supportPassage}. */
export type SupportPassage = z.infer<typeof supportPassage>;

/** Answer of `GET /api/v1/support/search`: the best passages first, at most 10. */
export const supportSearchResult = z.object({ data: z.array(supportPassage) }).meta({ id: "SupportSearchResult" });
/** See {@link supportSearchResult}. */
export type SupportSearchResult = z.infer<typeof supportSearchResult>;

/** Body of `POST /api/v1/support/answers`. */
export const supportAnswerRequest = z
  .object({ question: z.string().trim().min(1).max(supportQueryLengthMax) })
  .strict()
  .meta({ id: "SupportAnswerRequest" });
/** See {@link supportAnswerRequest}. */
export type SupportAnswerRequest = z.infer<typeof supportAnswerRequest>;

/**
 * Answer of `POST /api/v1/support/answers`: the best passage quoted, with up to three sources; or,
 * when no passage answers well enough, `answered: false` and no sources (the panel then offers the
 * contact form). Nothing in `text` comes from anywhere but the passages.
 */
export const supportAnswer = z
  .object({
    answered: z.boolean(),
    text: z.string(),
    sources: z.array(supportPassage).max(3),
  })
  .meta({ id: "SupportAnswer" });
/** See {@link supportAnswer}. */
export type SupportAnswer = z.infer<typeof supportAnswer>;

/*
 * The support chat's streamed answer (decision 042). With an LLM configured, a client that sends
 * `Accept: text/event-stream` to `POST /api/v1/support/answers` may get server-sent events (WHATWG
 * HTML, "Server-sent events") instead of one JSON answer: `sources` first, then `delta`s of the
 * model's text in order, then one `done`. The server answers JSON, as before, whenever nothing is
 * phrased (no LLM configured, or no passage good enough to answer with).
 */

/** Data of the `sources` event: the retrieved passages the answer may use; never the model's. */
export const supportStreamSources = z.object({ sources: z.array(supportPassage).max(3) });
/** See {@link supportStreamSources}. */
export type SupportStreamSources = z.infer<typeof supportStreamSources>;

/** Data of a `delta` event: the next piece of the model's Markdown, to append. */
export const supportStreamDelta = z.object({ text: z.string() });
/** See {@link supportStreamDelta}. */
export type SupportStreamDelta = z.infer<typeof supportStreamDelta>;

/**
 * Data of the `done` event, always the last: the whole answer to keep. `generated: true` when
 * `text` is the model's phrasing (Markdown citing passages as [1], [2]…); `false` when the model
 * failed, was late or answered nothing usable, and `text` is the quoted passage instead (the
 * deltas shown so far are then replaced).
 */
export const supportStreamDone = supportAnswer.extend({
  generated: z.boolean().describe("Whether `text` was phrased by the model (true) or quotes the best passage."),
});
/** See {@link supportStreamDone}. */
export type SupportStreamDone = z.infer<typeof supportStreamDone>;

/** Longest phrased answer streamed, characters; the stream stops there. */
export const supportPhrasedLengthMax = 4000;
