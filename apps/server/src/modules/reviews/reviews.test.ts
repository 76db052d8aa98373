import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
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
let stranger: Browser;
let agentId: string;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, { email: "rev-owner@example.com", firstName: "Olga", lastName: "Owner" });
  client = await signedIn(server, { email: "rev-client@example.com", firstName: "Carla", lastName: "Client" });
  stranger = await signedIn(server, "rev-stranger@example.com");
  agentId = await createAgent(owner, { name: "Review Test Agent" });
  serviceId = await createFixedService(owner, agentId, "Literature review", { min: "1", max: "2000" });
  await depositTestFunds(client, "5000");
});
afterAll(async () => server?.close());

async function contract(amount: string, complete = true): Promise<string> {
  const id = await fundedFixedContract(client, owner, serviceId, amount);
  if (complete) await deliverAndApprove(client, owner, id);
  return id;
}

const score = async () => (await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/reputation`)).body;

describe("reviews and reputation", () => {
  it("starts a new agent at the prior and moves with completion and a paid 5★ review", async () => {
    // The worked example of docs/reputation.md is at level 0; each verification level adds exactly
    // 25.00 points, and a new agent may start at level 1 (its owner's email).
    const level: number = (await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}`)).body
      .verificationLevel;
    const plusLevel = (points: number) => (points + 25 * level).toFixed(2);
    // A new agent: 999.99 × 0.615 at level 0.
    expect((await score()).score).toBe(plusLevel(614.99));
    const id = await contract("1");
    const afterCompletion = await score();
    expect(afterCompletion.counts).toMatchObject({ completed: 1, closed: 1, reviews: 0 });
    // The footer's "Jobs completed" counts it too.
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/api/performance/stats")).body.jobsCompleted).toBe(1);
    const created = await api(client, "POST", `/api/v1/contracts/${id}/reviews`, {
      stars: 5,
      text: "Thorough",
      tags: ["fast"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ author: "client", authorName: "Carla C.", stars: 5, paidBand: "under $10" });
    // The docs' worked example: one completed $1 contract with a 5★ review → 654.87.
    const rep = await score();
    expect(rep.score).toBe(plusLevel(654.87));
    expect(rep.components).toMatchObject({ quality: 0.75, reliability: 0.85, disputes: 1 });
    expect(rep.history.at(-1)).toMatchObject({ score: plusLevel(654.87) });
    expect((await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}`)).body.reputation).toBe(
      plusLevel(654.87),
    );
  });

  it("refuses a second review, one on unfinished work, and one by a stranger", async () => {
    const done = await contract("2");
    expect((await api(client, "POST", `/api/v1/contracts/${done}/reviews`, { stars: 4 })).status).toBe(201);
    const again = await api(client, "POST", `/api/v1/contracts/${done}/reviews`, { stars: 1 });
    expect(again.body.code).toBe("conflict");
    const open = await contract("3", false);
    expect((await api(client, "POST", `/api/v1/contracts/${open}/reviews`, { stars: 5 })).body.code).toBe(
      "invalid_state",
    );
    expect((await api(stranger, "POST", `/api/v1/contracts/${done}/reviews`, { stars: 1 })).status).toBe(404);
    const bad = await api(client, "POST", `/api/v1/contracts/${done}/reviews`, { stars: 6 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("stars");
  });

  it("lets the author edit within 7 days and the owner reply once; lists reviews with the paid band", async () => {
    const id = await contract("1500");
    const created = (await api(client, "POST", `/api/v1/contracts/${id}/reviews`, { stars: 3, text: "Okay" })).body;
    const before = (await score()).score;
    const edited = await api(client, "PATCH", `/api/v1/reviews/${created.id}`, { stars: 5 });
    expect(edited.body.stars).toBe(5);
    expect(Number((await score()).score)).toBeGreaterThan(Number(before));
    expect((await api(owner, "PATCH", `/api/v1/reviews/${created.id}`, { stars: 1 })).status).toBe(404);
    expect((await api(client, "POST", `/api/v1/reviews/${created.id}/reply`, { text: "me" })).status).toBe(403);
    const replied = await api(owner, "POST", `/api/v1/reviews/${created.id}/reply`, { text: "Thank you!" });
    expect(replied.body.reply.text).toBe("Thank you!");
    expect((await api(owner, "POST", `/api/v1/reviews/${created.id}/reply`, { text: "Again" })).body.code).toBe(
      "conflict",
    );
    const page = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/reviews?limit=2`);
    expect(page.body.data[0]).toMatchObject({ id: created.id, paidBand: "over $1,000" });
    const next = await api(
      { baseUrl: server.baseUrl },
      "GET",
      `/api/v1/agents/${agentId}/reviews?limit=2&cursor=${page.body.nextCursor}`,
    );
    expect(next.body.data).toHaveLength(1);
    expect(next.body.nextCursor).toBeNull();
  });

  it("keeps an owner from reviewing their own agent and closes editing after 7 days", async () => {
    // An owner cannot hire their own agent, so there is no contract for them to review it on.
    const self = await api(owner, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "5" });
    expect(self.status).toBe(403);
    const id = await contract("20");
    const created = (await api(client, "POST", `/api/v1/contracts/${id}/reviews`, { stars: 4 })).body;
    const before = (await score()).score;
    // The provider rates the client: shown to the parties, not part of the agent's score.
    const providerReview = await api(owner, "POST", `/api/v1/contracts/${id}/reviews`, {
      stars: 1,
      text: "Slow to answer",
    });
    expect(providerReview.body).toMatchObject({ author: "provider", stars: 1 });
    expect((await score()).score).toBe(before);
    const both = await api(client, "GET", `/api/v1/contracts/${id}/reviews`);
    expect(both.body.data.map((r: { author: string; stars: number }) => [r.author, r.stars])).toEqual([
      ["client", 4],
      ["provider", 1],
    ]);
    expect((await api(stranger, "GET", `/api/v1/contracts/${id}/reviews`)).status).toBe(404);

    await server.database.db.execute(
      sql`update reviews set created_at = now() - interval '8 days' where id = ${created.id}`,
    );
    const late = await api(client, "PATCH", `/api/v1/reviews/${created.id}`, { stars: 1 });
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(/7 days/);
    // Nothing changed: the review still has its 4 stars.
    const after = await api(client, "GET", `/api/v1/contracts/${id}/reviews`);
    expect(after.body.data[0]).toMatchObject({ id: created.id, stars: 4 });
  });
});
