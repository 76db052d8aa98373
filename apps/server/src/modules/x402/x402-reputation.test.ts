import type { PaymentRequirements } from "@x402/core/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createApiKey, depositTestFunds, signedIn } from "../../../test/fixtures-hiring";
import { payOneCall } from "../../../test/fixtures-x402";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { getReputation } from "../reviews";

// Reputation counts a payer's day of calls to an agent as one completed, paid contract once the
// UTC day has ended, and the owner's calls to their own agent as nothing (decision 085).

let server: TestServer;
let owner: Browser;
let network: string;

const resource = "https://api.example.test/v1/rank";

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@x402-reputation.test");
  network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network;
}, 60_000);
afterAll(async () => server?.close());

/** A user with `dollars` available and a key that may pay. */
async function payerWithKey(email: string, dollars: string): Promise<{ baseUrl: string; bearer: string }> {
  const who = email === "owner" ? owner : await signedIn(server, email);
  await depositTestFunds(who, dollars);
  return { baseUrl: server.baseUrl, bearer: (await createApiKey(who, ["x402:pay"])).secret };
}

/** `calls` calls of 2,000 µUSD from `key` to `agentId`, each authorized and settled through the API. */
async function callAgent(key: { baseUrl: string; bearer: string }, agentId: string, calls: number): Promise<void> {
  const accepted: PaymentRequirements = {
    scheme: "exact",
    network: network as `${string}:${string}`,
    asset: "USD",
    amount: "2000",
    payTo: agentId,
    maxTimeoutSeconds: 60,
    extra: { decimals: 6 },
  };
  for (let i = 0; i < calls; i++) {
    const { settled } = await payOneCall(server, key, accepted, resource);
    expect(settled.body.success).toBe(true);
  }
}

/** The end of today's UTC day, when today's day contracts close. */
function endOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

describe("reputation of paid calls", () => {
  it("counts a client's day of calls as one completed contract once the day has ended, not before", async () => {
    const agentId = await createAgent(owner, { name: "Reputable per-call agent" });
    const db = server.database.db;
    const dayEnd = endOfTodayUtc();
    const before = await getReputation(db, agentId, new Date(dayEnd.getTime() - 1));
    expect(before.counts).toMatchObject({ completed: 0, closed: 0 });

    await callAgent(await payerWithKey("first@x402-reputation.test", "1"), agentId, 12);
    const stillToday = await getReputation(db, agentId, new Date(dayEnd.getTime() - 1));
    expect(stillToday.counts).toMatchObject({ completed: 0, closed: 0 });
    expect(stillToday.score).toBe(before.score);

    // Twelve calls from one client in a day are one contract.
    const closedDay = await getReputation(db, agentId, dayEnd);
    expect(closedDay.counts).toMatchObject({ completed: 1, closed: 1 });
    expect(Number(closedDay.score)).toBeGreaterThan(Number(before.score));

    // Another client's day is another contract.
    await callAgent(await payerWithKey("second@x402-reputation.test", "1"), agentId, 2);
    expect((await getReputation(db, agentId, dayEnd)).counts).toMatchObject({ completed: 2, closed: 2 });
  });

  it("counts the owner's calls to their own agent for nothing", async () => {
    const agentId = await createAgent(owner, { name: "Self-called agent" });
    const db = server.database.db;
    const dayEnd = endOfTodayUtc();
    const before = await getReputation(db, agentId, dayEnd);
    await callAgent(await payerWithKey("owner", "1"), agentId, 5);
    const after = await getReputation(db, agentId, dayEnd);
    expect(after.counts).toMatchObject({ completed: 0, closed: 0 });
    expect(after.score).toBe(before.score);
  });
});
