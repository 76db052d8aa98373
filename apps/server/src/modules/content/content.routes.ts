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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { problems } from "../../lib/problem";
import type { ContentLibrary } from "./library";
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

/**
 * The company pages' content: `/api/v1/blog/posts…`, `/blog/rss.xml`, `/api/v1/support/articles…`,
 * and the support chat's `/api/v1/support/search` and `/api/v1/support/answers`. All public.
 * @param publicUrl the site's origin, for the feed's absolute links.
 */
export function registerContentRoutes(app: FastifyInstance, library: ContentLibrary, publicUrl: string): void {
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
          "Retrieval only: quotes the best passage and links up to three sources, or says it does not know " +
          "(`answered: false`). Nothing is generated.",
        tags: ["platform"],
        body: supportAnswerRequest,
        response: { 200: supportAnswer, ...problems(400, 429) },
      },
      config: open,
    },
    async (request) => supportIndex().answer(request.body.question),
  );
}
