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
import { executeRows } from "../../db/rows";
import { aggregateReviews, computeReputation, type ReviewInput, scoreReputation } from "../reputation/reputation";
import { reputationInputs, snapshotDailyReputations } from "./reputation.service";

let server: TestServer;
let owner: Browser;
let client: Browser;
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, { email: "snap-owner@example.com", firstName: "Sam" });
  client = await signedIn(server, { email: "snap-client@example.com", firstName: "Cleo" });
  await depositTestFunds(client, "5000");
});
afterAll(async () => server?.close());

async function newAgent(name: string): Promise<{ agentId: string; serviceId: string }> {
  const agentId = await createAgent(owner, { name });
  const serviceId = await createFixedService(owner, agentId, "Desk research", { min: "1", max: "2000" });
  return { agentId, serviceId };
}

/** Hires, funds, delivers and approves through the API; @returns the contract id. */
async function completedContract(serviceId: string, amount: string): Promise<string> {
  const id = await fundedFixedContract(client, owner, serviceId, amount);
  await deliverAndApprove(client, owner, id);
  return id;
}

describe("reviews aggregated in SQL", () => {
  it("gives the same sums and score as the pure function, over varied ages, amounts and stars", async () => {
    const db = server.database.db;
    const { agentId } = await newAgent("Aggregate Check Agent");
    const { agentId: otherAgentId } = await newAgent("Aggregate Other Agent");
    const now = new Date("2026-11-22T12:00:00.000Z");
    // Ages from today to almost three years, one review dated in the future (counts as age 0),
    // amounts from $0.000001 to $1,000,000, every star value.
    const ages = [0, 0.25, 1, 29.5, 179.9, 180, 361, 1000, -2];
    const amounts = [1n, 999_999n, 1_000_000n, 5_250_000n, 123_456_789n, 799_990_000n, 10n ** 12n];
    const reviews: ReviewInput[] = Array.from({ length: 63 }, (_, i) => ({
      stars: 1 + ((i * 7) % 5),
      paidMicros: amounts[i % amounts.length] as bigint,
      at: new Date(now.getTime() - (ages[i % ages.length] as number) * day),
    }));
    const [u] = await executeRows<{ id: string }>(
      db,
      sql`select id from users where email = 'snap-client@example.com'`,
    );
    const insert = async (agent: string, r: ReviewInput, side: "client" | "provider") => {
      // Reviews need a contract each; these rows stand for closed, paid contracts.
      await db.execute(sql`
        with o as (
          insert into offers (agent_id, client_id, provider_id, proposed_by, pricing_model, amount_micros, status, expires_at)
          select ${agent}, ${u?.id}, owner_id, 'client', 'fixed', 1000000, 'accepted', now() from agents where id = ${agent}
          returning id, agent_id, client_id, provider_id),
        c as (
          insert into contracts (offer_id, agent_id, client_id, provider_id, title, pricing_model, amount_micros, status)
          select id, agent_id, client_id, provider_id, 'Check', 'fixed', 1000000, 'completed' from o returning id)
        insert into reviews (contract_id, agent_id, author_id, author_side, stars, paid_micros, created_at)
        select c.id, ${agent}, ${u?.id}, ${side}, ${r.stars}, ${r.paidMicros}, ${r.at.toISOString()}::timestamptz from c`);
    };
    for (const r of reviews) await insert(agentId, r, "client");
    // Reviews that must not count: the owner's side, another agent's.
    await insert(agentId, { stars: 1, paidMicros: 10n ** 9n, at: now }, "provider");
    await insert(otherAgentId, { stars: 1, paidMicros: 10n ** 9n, at: now }, "client");

    const fromSql = await reputationInputs(db, agentId, now);
    const pure = aggregateReviews(reviews, now);
    expect(fromSql.quality.count).toBe(63);
    expect(fromSql.quality.weight).toBeGreaterThan(100);
    expect(fromSql.quality.weight / pure.weight).toBeCloseTo(1, 12);
    expect(fromSql.quality.weightedRating / pure.weightedRating).toBeCloseTo(1, 12);
    const fromPure = computeReputation({ ...fromSql, reviews }, now);
    expect(scoreReputation(fromSql)).toEqual({
      hundredths: fromPure.hundredths,
      components: {
        ...fromPure.components,
        quality: expect.closeTo(fromPure.components.quality, 12),
      },
    });
  });
});

describe("daily reputation snapshot", () => {
  it("snapshots every agent once a day with its decayed score, and shows it in the history", async () => {
    const { agentId, serviceId } = await newAgent("Snapshot Agent");
    const contractId = await completedContract(serviceId, "1000");
    const review = (await api(client, "POST", `/api/v1/contracts/${contractId}/reviews`, { stars: 5 })).body;
    const publicApi = { baseUrl: server.baseUrl };
    const before = (await api(publicApi, "GET", `/api/v1/agents/${agentId}/reputation`)).body;
    expect(before.history).toHaveLength(1);

    const tomorrow = new Date(Date.now() + day);
    const agentCount = (
      await executeRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from agents`)
    )[0]?.n as number;
    expect(await snapshotDailyReputations(server.database.db, tomorrow, 2)).toBe(agentCount);

    const after = (await api(publicApi, "GET", `/api/v1/agents/${agentId}/reputation`)).body;
    expect(after.history).toHaveLength(2);
    expect(after.history[1].day).toBe(tomorrow.toISOString().slice(0, 10));
    // One day older, the $1,000 5★ review weighs 0.5^(1/180) as much: the score drops a little.
    const level = (await api(publicApi, "GET", `/api/v1/agents/${agentId}`)).body.verificationLevel;
    const expected = computeReputation(
      {
        reviews: [{ stars: 5, paidMicros: 1_000_000_000n, at: new Date(review.createdAt) }],
        completed: 1,
        cancelledByAgent: 0,
        disputesLost: 0,
        closed: 1,
        verificationLevel: level,
      },
      tomorrow,
    );
    expect(after.history[1].score).toBe((expected.hundredths / 100).toFixed(2));
    expect(Number(after.history[1].score)).toBeLessThan(Number(before.history[0].score));
    const [row] = await executeRows<{ h: number }>(
      server.database.db,
      sql`select reputation_hundredths as h from agents where id = ${agentId}`,
    );
    expect(row?.h).toBe(expected.hundredths);

    // The snapshots are the job's state: the same day again (another tick, a restart) does nothing.
    expect(await snapshotDailyReputations(server.database.db, tomorrow)).toBe(0);
    expect((await api(publicApi, "GET", `/api/v1/agents/${agentId}/reputation`)).body.history).toHaveLength(2);
  });

  it("shares a day's work between concurrent runs without doing an agent twice", async () => {
    const db = server.database.db;
    const later = new Date(Date.now() + 3 * day);
    const [{ n } = { n: 0 }] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from agents`);
    const counts = await Promise.all([
      snapshotDailyReputations(db, later, 1),
      snapshotDailyReputations(db, later, 1),
      snapshotDailyReputations(db, later, 1),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    const [snaps] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from reputation_snapshots where day = ${later.toISOString().slice(0, 10)}::date`,
    );
    expect(snaps?.n).toBe(n);
  });
});
