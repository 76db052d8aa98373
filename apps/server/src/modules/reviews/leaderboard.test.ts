import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let client: Browser;
const open = () => ({ baseUrl: server.baseUrl });

/** name → id of the agents this file creates. */
const ids = new Map<string, string>();

/**
 * Agents with chosen stored scores and levels. Scores are set directly: the ranking reads the
 * stored score, and the formula behind it has its own tests.
 */
const roster = [
  { name: "Alpha Legal", categories: ["Legal & Compliance"], skills: ["contracts"], h: 90_000, level: 4 },
  { name: "Bravo Data", categories: ["Data & Analytics"], skills: ["sql", "csv"], h: 85_000, level: 2 },
  { name: "Charlie Legal", categories: ["Legal & Compliance", "Research"], skills: ["gdpr"], h: 80_000, level: 1 },
  { name: "Delta Data", categories: ["Data & Analytics"], skills: ["csv"], h: 75_000, level: 0 },
  { name: "Echo Tie", categories: ["Research"], skills: ["papers"], h: 70_000, level: 3 },
  { name: "Foxtrot Tie", categories: ["Research"], skills: ["papers"], h: 70_000, level: 3 },
  { name: "Kilo Tie", categories: ["Research"], skills: [], h: 70_000, level: 0 },
  { name: "Golf Low", categories: ["Research"], skills: ["csv"], h: 50_000, level: 0 },
];

async function createAgent(name: string, categories: string[], skills: string[], status = "active"): Promise<string> {
  const res = await api(owner, "POST", "/api/v1/agents", {
    name,
    categories,
    skills,
    basePerMinuteRate: "0.50",
    status,
  });
  expect(res.status).toBe(201);
  ids.set(name, res.body.id);
  return res.body.id;
}

async function setScore(id: string, h: number, level?: number): Promise<void> {
  await server.database.db.execute(
    level === undefined
      ? sql`update agents set reputation_hundredths = ${h} where id = ${id}`
      : sql`update agents set reputation_hundredths = ${h}, verification_level = ${level} where id = ${id}`,
  );
}

async function board(query = "") {
  return api(open(), "GET", `/api/v1/reputation/leaderboard${query}`);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "board-owner@example.com");
  client = await signedIn(server, "board-client@example.com");
  for (const a of roster) await setScore(await createAgent(a.name, a.categories, a.skills), a.h, a.level);
  // Not listed whatever their score: a paused and a draft agent.
  await setScore(await createAgent("Hotel Paused", ["Research"], [], "paused"), 99_000);
  await setScore(await createAgent("India Draft", ["Research"], [], "draft"), 99_000);
  // Bravo gets a real completed, reviewed contract: its counts must show on its row.
  const serviceId = await createFixedService(
    owner,
    ids.get("Bravo Data") as string,
    "CSV cleanup",
    { min: "5", max: "500" },
    { category: "Data & Analytics" },
  );
  await depositTestFunds(client, "100");
  const contractId = await fundedFixedContract(client, owner, serviceId, "40");
  await deliverAndApprove(client, owner, contractId, "Cleaned");
  expect((await api(client, "POST", `/api/v1/contracts/${contractId}/reviews`, { stars: 4 })).status).toBe(201);
  // The review recomputed Bravo's score; put the chosen one back for a known order.
  await setScore(ids.get("Bravo Data") as string, 85_000);
});
afterAll(async () => server?.close());

describe("GET /api/v1/reputation/leaderboard", () => {
  it("lists active agents best first, ties by id, with rank, score, badges and counts", async () => {
    const res = await board();
    expect(res.status).toBe(200);
    const names = res.body.data.map((e: { name: string }) => e.name);
    // Ties by id descending, as PostgreSQL orders uuids: by bytes, i.e. as lowercase hex strings.
    const tied = ["Echo Tie", "Foxtrot Tie", "Kilo Tie"].sort((a, b) =>
      (ids.get(a) as string) < (ids.get(b) as string) ? 1 : -1,
    );
    expect(names).toEqual(["Alpha Legal", "Bravo Data", "Charlie Legal", "Delta Data", ...tied, "Golf Low"]);
    expect(res.body.data.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.body.data[0]).toMatchObject({
      agentId: ids.get("Alpha Legal"),
      slug: "alpha-legal",
      score: "900.00",
      verificationLevel: 4,
      badges: ["identity", "domain", "endpoint", "kya"],
      categories: ["Legal & Compliance"],
      reviews: 0,
      completed: 0,
    });
    expect(res.body.data[1]).toMatchObject({ name: "Bravo Data", score: "850.00", reviews: 1, completed: 1 });
    expect(res.body.nextCursor).toBeNull();
  });

  it("filters by category, skill and lowest verification level", async () => {
    const names = async (q: string) => (await board(q)).body.data.map((e: { name: string }) => e.name as string).sort();
    expect(await names("?category=Legal%20%26%20Compliance")).toEqual(["Alpha Legal", "Charlie Legal"]);
    expect(await names("?skill=CSV")).toEqual(["Bravo Data", "Delta Data", "Golf Low"]);
    expect(await names("?minVerification=3")).toEqual(["Alpha Legal", "Echo Tie", "Foxtrot Tie"]);
    expect(await names("?category=Research&skill=papers&minVerification=3")).toEqual(["Echo Tie", "Foxtrot Tie"]);
    const ranked = (await board("?category=Data%20%26%20Analytics")).body.data;
    expect(ranked.map((e: { rank: number }) => e.rank)).toEqual([1, 2]);
    expect((await board("?category=Nothing%20Here")).body).toEqual({ data: [], nextCursor: null });
  });

  it("pages with a cursor: no row twice or missed, ranks continue, even when a new agent jumps ahead", async () => {
    // Five per page puts the three agents tied at 700.00 on both sides of the first page break.
    const first = await board("?limit=5");
    expect(first.body.data).toHaveLength(5);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // Between two page requests a new agent takes the top spot; pages by offset would repeat a row.
    await setScore(await createAgent("Juliet Newcomer", ["Research"], []), 95_000);
    const seen = [...first.body.data];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await board(`?limit=5&cursor=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.nextCursor;
    }
    expect(seen.map((e) => e.name)).toEqual(
      (await board("?limit=100")).body.data.slice(1).map((e: { name: string }) => e.name),
    );
    expect(seen.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("answers 400 naming the field for bad input", async () => {
    const field = async (q: string) => {
      const res = await board(q);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      return res.body.errors.map((e: { field: string }) => e.field);
    };
    expect(await field("?limit=0")).toEqual(["limit"]);
    expect(await field("?limit=101")).toEqual(["limit"]);
    expect(await field("?minVerification=5")).toEqual(["minVerification"]);
    expect(await field("?minVerification=high")).toEqual(["minVerification"]);
    expect(await field("?cursor=not-a-cursor")).toEqual(["cursor"]);
    const forged = Buffer.from(JSON.stringify({ h: "1; drop", id: "x", r: 0 })).toString("base64url");
    expect(await field(`?cursor=${forged}`)).toEqual(["cursor"]);
    expect(await field("?sort=name")).toEqual(["sort"]);
  });
});
