import { PassThrough } from "node:stream";
import {
  blogPost,
  blogPostList,
  contentSlug,
  supportAnswer,
  supportAnswerRequest,
  supportArticle,
  supportArticleList,
  supportSearchQuery,
  supportSearchResult,
} from "@agora/contracts";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { problems } from "../../lib/problem";
import type { ContentLibrary } from "./library";
import { type SendSupportEvent, type SupportPhrasing, streamSupportAnswer } from "./phrasing";
import {
  articlePassages,
  createSupportIndex,
  distinctPages,
  operationPassage,
  operationsOf,
  type SupportIndex,
} from "./retrieval";
import { blogFeed } from "./rss";

const slugParams = z.object({ slug: contentSlug });
const open = { access: { auth: "public" as const } };

/** Whether `Accept` lists `text/event-stream` (server-sent events) with a quality above 0 (RFC 9110 §12.5.1). */
function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    return type === "text/event-stream" && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * Takes one model call from the ceiling. A store that cannot count (the database unreachable)
 * refuses the call: the cost stays bounded, and the question is still answered by the quote.
 */
async function mayCallModel(phrasing: SupportPhrasing, log: FastifyBaseLogger): Promise<boolean> {
  try {
    if (await phrasing.takeModelCall()) return true;
    log.info("model calls of this minute spent (LLM_CALLS_PER_MINUTE); quoting the passage");
  } catch (err) {
    log.warn({ err }, "model call ceiling not counted; quoting the passage");
  }
  return false;
}

/**
 * The company pages' content: `/api/v1/blog/posts…`, `/blog/rss.xml`, `/api/v1/support/articles…`,
 * and the support chat's `/api/v1/support/search` and `/api/v1/support/answers`. All public.
 * @param publicUrl the site's origin, for the feed's absolute links.
 * @param phrasing the support chat's model (LLM_URL, decision 042) and its ceiling on calls, or
 *   undefined to quote passages only.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  library: ContentLibrary,
  publicUrl: string,
  phrasing?: SupportPhrasing,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The API reference is known once every route is registered; the index is built on first use.
  let index: SupportIndex | undefined;
  const supportIndex = () => {
    index ??= createSupportIndex([
      ...library.articles.flatMap(articlePassages),
      ...operationsOf(app.swagger() as { paths?: Record<string, Record<string, unknown>> }).map(operationPassage),
    ]);
    return index;
  };

  r.get(
    "/api/v1/blog/posts",
    {
      schema: {
        operationId: "listBlogPosts",
        summary: "Blog posts",
        description: "Every post, newest first.",
        tags: ["platform"],
        response: { 200: blogPostList, ...problems(429) },
      },
      config: open,
    },
    async () => ({ data: library.posts.map(({ body: _body, ...summary }) => summary) }),
  );

  r.get(
    "/api/v1/blog/posts/:slug",
    {
      schema: {
        operationId: "getBlogPost",
        summary: "One blog post with its Markdown",
        tags: ["platform"],
        params: slugParams,
        response: { 200: blogPost, ...problems(400, 404) },
      },
      config: open,
    },
    async (request) => {
      const post = library.posts.find((p) => p.slug === request.params.slug);
      if (!post) throw notFound("Post");
      return post;
    },
  );

  r.get(
    "/blog/rss.xml",
    {
      schema: { hide: true },
      config: open,
    },
    async (_request, reply) =>
      reply
        .type("application/rss+xml; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(blogFeed(library.posts, publicUrl)),
  );

  r.get(
    "/api/v1/support/articles",
    {
      schema: {
        operationId: "listSupportArticles",
        summary: "Support articles",
        description: "Every article, by section then title.",
        tags: ["platform"],
        response: { 200: supportArticleList, ...problems(429) },
      },
      config: open,
    },
    async () => ({ data: library.articles.map(({ body: _body, ...summary }) => summary) }),
  );

  r.get(
    "/api/v1/support/articles/:slug",
    {
      schema: {
        operationId: "getSupportArticle",
        summary: "One support article with its Markdown",
        tags: ["platform"],
        params: slugParams,
        response: { 200: supportArticle, ...problems(400, 404) },
      },
      config: open,
    },
    async (request) => {
      const article = library.articles.find((a) => a.slug === request.params.slug);
      if (!article) throw notFound("Article");
      return article;
    },
  );

  r.get(
    "/api/v1/support/search",
    {
      schema: {
        operationId: "searchSupport",
        summary: "Search the help articles and the API reference",
        description: "Full-text search (BM25) over article sections and API operations; the best passages first.",
        tags: ["platform"],
        querystring: supportSearchQuery,
        response: { 200: supportSearchResult, ...problems(400) },
      },
      config: open,
    },
    async (request) => ({
      data: distinctPages(supportIndex().search(request.query.q, 30))
        .slice(0, 10)
        .map(({ passage: { id: _id, text: _text, ...passage } }) => passage),
    }),
  );

  r.post(
    "/api/v1/support/answers",
    {
      schema: {
        operationId: "answerSupportQuestion",
        summary: "Answer a question from the help articles",
        description:
          "Quotes the best passage of the help articles and API reference and links up to three sources, or " +
          "says it does not know (`answered: false`). When the instance has a language model (LLM_URL) and " +
          "the request sends `Accept: text/event-stream`, an answered question is phrased by the model from " +
          "those passages only and streams as server-sent events: `sources` ({sources}), `delta` ({text}, " +
          "to append, in order) and a last `done` (the whole answer with `generated`; when the model fails " +
          "it carries the quoted passage). Otherwise the answer is this JSON, and nothing is generated.",
        tags: ["platform"],
        body: supportAnswerRequest,
        response: { 200: supportAnswer, ...problems(400, 429) },
      },
      config: open,
    },
    async (request, reply) => {
      const { question } = request.body;
      const retrieved = supportIndex().retrieve(question);
      // Nothing to phrase, or a client that reads JSON only: the retrieval answer, as always.
      if (!phrasing || !retrieved.answer.answered || !acceptsEventStream(request.headers.accept))
        return retrieved.answer;
      // Each phrased answer is a paid call: past the deployment's ceiling the passage is quoted.
      if (!(await mayCallModel(phrasing, request.log))) return retrieved.answer;
      const out = new PassThrough();
      const gone = new AbortController();
      // "close" also comes after the last byte; aborting then is harmless, the model is done.
      reply.raw.on("close", () => gone.abort());
      const send: SendSupportEvent = (event, data) => {
        // Fastify destroys the stream when the browser leaves; what would follow has no reader.
        if (!out.destroyed) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      void streamSupportAnswer(question, retrieved, phrasing.phrase, send, request.log, gone.signal).finally(() =>
        out.end(),
      );
      // The route's types describe the JSON answer; Fastify sends a stream as it is, unserialised.
      const streamReply = reply as unknown as FastifyReply;
      return (
        streamReply
          .type("text/event-stream; charset=utf-8")
          .header("cache-control", "no-cache, no-transform")
          // Proxies such as nginx would otherwise buffer the stream and deliver it all at the end.
          .header("x-accel-buffering", "no")
          .send(out)
      );
    },
  );
}
