import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, startTestServer, type TestServer } from "../../../test/harness";
import { evaluateSupportSearch, loadSupportEvaluation, offTopicQuestions, supportTargets } from "./evaluation";
import { loadContentLibrary } from "./library";
import { articlePassages, createSupportIndex, operationPassage, operationsOf } from "./retrieval";

let server: TestServer;
const visitor = () => ({ baseUrl: server.baseUrl });
const library = loadContentLibrary();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("the content library", () => {
  it("holds at least three posts, newest first, and articles in every section they name", () => {
    expect(library.posts.length).toBeGreaterThanOrEqual(3);
    const dates = library.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(library.articles.length).toBeGreaterThanOrEqual(12);
    for (const item of [...library.posts, ...library.articles]) expect(item.body.length).toBeGreaterThan(200);
  });

  it("refuses a file with bad front matter, naming the file and every bad field", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "blog"));
    mkdirSync(join(dir, "support"));
    writeFileSync(join(dir, "blog", "Bad_Name.md"), '---\ntitle: ""\ndate: "soon"\n---\nBody');
    expect(() => loadContentLibrary(dir)).toThrow(
      /Bad_Name\.md: .*slug.*title.*date|Bad_Name\.md: .*title.*date.*slug/,
    );
    writeFileSync(join(dir, "blog", "Bad_Name.md"), "No front matter at all");
    expect(() => loadContentLibrary(dir)).toThrow(/Bad_Name\.md: no front matter/);
  });
});

describe("the blog", () => {
  it("lists posts without bodies and serves one post with its Markdown", async () => {
    const list = await api(visitor(), "GET", "/api/v1/blog/posts");
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { slug: string }) => p.slug)).toEqual(library.posts.map((p) => p.slug));
    expect(list.body.data[0].body).toBeUndefined();
    const first = library.posts[0];
    const post = await api(visitor(), "GET", `/api/v1/blog/posts/${first?.slug}`);
    expect(post.body).toMatchObject({ title: first?.title, body: first?.body });
    expect((await api(visitor(), "GET", "/api/v1/blog/posts/no-such-post")).status).toBe(404);
    const bad = await api(visitor(), "GET", "/api/v1/blog/posts/..%2Fsecrets");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("slug");
  });

  it("publishes an RSS 2.0 feed with one item per post, linking the post pages", async () => {
    const res = await fetch(new URL("/blog/rss.xml", server.baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\s*<rss version="2\.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(library.posts.map((p) => `${server.baseUrl}/blog/${p.slug}`));
  });
});

describe("support", () => {
  it("lists the articles and serves one, 404 for an unknown one", async () => {
    const list = await api(visitor(), "GET", "/api/v1/support/articles");
    expect(list.body.data).toHaveLength(library.articles.length);
    const article = library.articles[0];
    expect((await api(visitor(), "GET", `/api/v1/support/articles/${article?.slug}`)).body.body).toBe(article?.body);
    expect((await api(visitor(), "GET", "/api/v1/support/articles/nope")).status).toBe(404);
  });

  it("searches the articles and the API reference", async () => {
    const res = await api(visitor(), "GET", `/api/v1/support/search?q=${encodeURIComponent("withdraw money")}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0].href).toMatch(/^\/support\//);
    const apiHits = await api(
      visitor(),
      "GET",
      `/api/v1/support/search?q=${encodeURIComponent("idempotency key header")}`,
    );
    expect(apiHits.body.data.some((p: { source: string }) => p.source === "api")).toBe(true);
    const empty = await api(visitor(), "GET", "/api/v1/support/search?q=");
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe("q");
  });

  it("answers with the best passage and its sources, or says it does not know", async () => {
    const known = await api(visitor(), "POST", "/api/v1/support/answers", {
      question: "how do I cash out my balance to my bank?",
    });
    expect(known.status).toBe(200);
    expect(known.body.answered).toBe(true);
    expect(known.body.sources.length).toBeGreaterThan(0);
    expect(known.body.sources.length).toBeLessThanOrEqual(3);
    expect(new Set(known.body.sources.map((s: { href: string }) => s.href)).size).toBe(known.body.sources.length);
    // The answer is a quote of the first source, nothing made up.
    expect(known.body.text).toBe(known.body.sources[0].excerpt);
    for (const question of ["what is the weather in Lisbon tomorrow", "the the and of", "recipe for lasagne"]) {
      const unknown = await api(visitor(), "POST", "/api/v1/support/answers", { question });
      expect(unknown.body, question).toMatchObject({ answered: false, sources: [] });
      expect(unknown.body.text).toMatch(/contact form/);
    }
    const bad = await api(visitor(), "POST", "/api/v1/support/answers", { question: " ", extra: 1 });
    expect(bad.status).toBe(400);
  });

  it(`finds an expected article among the first three pages for ≥ ${supportTargets.top3 * 100} % of the evaluation questions`, () => {
    const cases = loadSupportEvaluation();
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const slugs = new Set(library.articles.map((a) => a.slug));
    for (const c of cases) for (const slug of c.expected) expect(slugs, c.question).toContain(slug);
    const index = createSupportIndex([
      ...library.articles.flatMap(articlePassages),
      ...operationsOf(server.app.swagger() as { paths?: Record<string, Record<string, unknown>> }).map(
        operationPassage,
      ),
    ]);
    const result = evaluateSupportSearch(index.search, cases);
    expect(result.top3, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(supportTargets.top3);
    // Written apart from the vocabulary and never tuned on: the figure that says it generalises.
    const holdout = evaluateSupportSearch(index.search, loadSupportEvaluation("holdout"));
    expect(holdout.top3, JSON.stringify(holdout.misses, null, 1)).toBeGreaterThanOrEqual(supportTargets.top3);
    for (const question of offTopicQuestions) expect(index.answer(question).answered, question).toBe(false);
  });
});
