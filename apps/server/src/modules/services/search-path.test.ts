import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { rumSearchIndexName } from "../../db/optional-indexes";
import { executeRows } from "../../db/rows";
import { configureServiceSearch, expandPrefix, type ResolvedSearchPath, resolveSearchPath } from "./search-path";

// Every text-search path of decision 082 keeps the catalogue's contract: the same matches as
// today's GIN path for a prefix, a title match above a description-only one, pages without repeats
// or gaps, and the typo pass. On PostgreSQL with the RUM extension (CI installs it) the RUM paths
// run too, and are what `auto` picks.

let server: TestServer;
let owner: Browser;
let agentId: string;
let hasRum = false;
const paths: ResolvedSearchPath[] = ["gin", "gin-expanded"];

const anon = () => ({ baseUrl: server.baseUrl });
const search = async (query: string) =>
  (await api(anon(), "GET", `/api/v1/services?${query}`)).body as {
    data: { id: string; title: string }[];
    nextCursor: string | null;
  };

beforeAll(async () => {
  // The cache off: each search below must reach the path under test.
  server = await startTestServer({ CATALOGUE_CACHE_TTL_MS: "0" });
  const [row] = await executeRows<{ found: boolean }>(
    server.database.db,
    sql`select to_regclass(${rumSearchIndexName}) is not null as found`,
  );
  hasRum = row?.found === true;
  if (hasRum) paths.push("rum", "rum-expanded");
  owner = await signedIn(server, "search-paths@example.com");
  agentId = await createAgent(owner, { name: "Lexeme Lab", categories: ["Research"] });
  const add = (title: string, description: string) =>
    api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      title,
      description,
      category: "Research",
      pricingTags: [],
      estimatedDuration: 30,
      perMinutePricing: true,
    });
  // "kube…" stands for two lexemes (kubernetes → kubernet, kubectl); one service names it only in
  // its description, so it must rank below those that name it in the title.
  await add("Kubernetes incident review", "Post-mortems for clusters.");
  await add("Kubectl incident drills", "Practice for on-call teams.");
  await add("Incident write-ups", "For teams running kubernetes in production.");
  for (let i = 1; i <= 5; i++) await add(`Kubernetes incident triage ${i}`, "Sorting alerts by urgency.");
  await add("Glossary build", "Terms for small firms.");
});
afterAll(async () => {
  if (server) configureServiceSearch(server.database.db, "auto");
  await server?.close();
});

/** Every page of `query` at 2 a page, in order. */
async function allPages(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await search(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    ids.push(...page.data.map((s) => s.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe("service search paths (decision 082)", () => {
  it("uses the RUM index by default on PostgreSQL where it exists, and today's GIN path on PGlite", async () => {
    if (process.env.CI && process.env.DATABASE_URL) expect(hasRum).toBe(true);
    configureServiceSearch(server.database.db, "auto");
    expect(await resolveSearchPath(server.database.db)).toBe(hasRum ? "rum-expanded" : "gin");
  });

  it("finds the same services for a prefix on every path, title matches first, pages without repeats", async () => {
    configureServiceSearch(server.database.db, "gin");
    const today = await allPages("q=incident%20kube");
    expect(today).toHaveLength(8);
    for (const path of paths) {
      configureServiceSearch(server.database.db, path);
      const ids = await allPages("q=incident%20kube");
      expect(new Set(ids).size, path).toBe(ids.length);
      expect([...ids].sort(), path).toEqual([...today].sort());
      const titles = (await search("q=incident%20kube&limit=10")).data.map((s) => s.title);
      expect(titles.at(-1), path).toBe("Incident write-ups");
    }
  });

  it("finds a word no service had before by its first letters, on the next search", async () => {
    for (const path of paths) {
      configureServiceSearch(server.database.db, path);
      expect((await search("q=zeitgeis")).data, path).toEqual([]);
    }
    await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      title: "Zeitgeist report",
      description: "Trends of the month.",
      category: "Research",
      pricingTags: [],
      estimatedDuration: 30,
      perMinutePricing: true,
    });
    for (const path of paths) {
      configureServiceSearch(server.database.db, path);
      expect(
        (await search("q=zeitgeis")).data.map((s) => s.title),
        path,
      ).toEqual(["Zeitgeist report"]);
    }
  });

  it("spells a prefix out as the lexemes it stands for, and keeps the prefix when it stands for none", async () => {
    const db = server.database.db;
    expect(await expandPrefix(db, "incident & kube:*")).toBe("'incid' & ( 'kubectl' | 'kubernet' )");
    expect(await expandPrefix(db, "kube:*")).toBe("'kubectl' | 'kubernet'");
    expect(await expandPrefix(db, "incident & qwzx:*")).toBeNull();
    expect(await expandPrefix(db, "incident & the:*")).toBeNull();
  });

  it("still forgives a typo in a title when the words match nothing", async () => {
    for (const path of paths) {
      configureServiceSearch(server.database.db, path);
      expect(
        (await search("q=glosary")).data.map((s) => s.title),
        path,
      ).toContain("Glossary build");
    }
  });
});
