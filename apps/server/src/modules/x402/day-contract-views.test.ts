import type { PaymentRequirements } from "@x402/core/types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, depositTestFunds, signedIn } from "../../../test/fixtures-hiring";
import { payOneCall } from "../../../test/fixtures-x402";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";
import { executeRows } from "../../db/rows";
import { payOutX402Calls } from "./x402-payouts";

// What the payer and the agent's owner read of their paid calls (decision 087): day contracts with
// their spend, payouts and escrow, each call with its authorization, and nobody else's.

let server: TestServer;
let owner: Browser;
let payer: Browser;
let stranger: Browser;
let network: `${string}:${string}`;
let agentId: string;
let dayContractId: string;
const authorizations: string[] = [];

const resource = "https://api.example.test/v1/words";

function requirement(amount: string, payTo: string): PaymentRequirements {
  return { scheme: "exact", network, asset: "USD", amount, payTo, maxTimeoutSeconds: 60, extra: { decimals: 6 } };
}

async function pay(amount: string, to = agentId): Promise<string> {
  const { authorization, settled } = await payOneCall(server, payer, requirement(amount, to), resource);
  expect(settled.body.success, JSON.stringify(settled.body)).toBe(true);
  return authorization.id as string;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@x402-views.test");
  payer = await signedIn(server, "payer@x402-views.test");
  stranger = await signedIn(server, "stranger@x402-views.test");
  await depositTestFunds(payer, "10");
  network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network;
  agentId = await createAgent(owner, { name: "Word counter" });
  // Three calls: 1,500 µUSD each, so each call's fee rounds down to 1 µUSD (decision 085).
  for (let i = 0; i < 3; i++) authorizations.push(await pay("1500"));
  const state = await read(payer, `/api/v1/x402/authorizations/${authorizations[0]}`);
  dayContractId = (state.settlement as { dayContractId: string }).dayContractId;
}, 60_000);
afterAll(async () => server?.close());

/** The body of a GET that must answer 200. */
async function read(who: Browser, path: string) {
  const res = await api(who, "GET", path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("paid calls as the payer and the owner read them", () => {
  it("lists the day's calls and spend to the payer, all pending until a payout runs", async () => {
    const page = await read(payer, "/api/v1/x402/day-contracts?role=payer");
    expect(page.data).toEqual([
      expect.objectContaining({
        id: dayContractId,
        role: "payer",
        agent: { id: agentId, name: "Word counter" },
        day: new Date().toISOString().slice(0, 10),
        isSelfCall: false,
        calls: 3,
        spent: "0.0045",
        pending: "0.0045",
        paidOut: "0.00",
        payouts: 0,
      }),
    ]);
    // The owner's side lists it too, and the payer's provider side does not.
    const provider = await read(owner, "/api/v1/x402/day-contracts?role=provider");
    expect(provider.data.map((d: { id: string; role: string }) => [d.id, d.role])).toEqual([
      [dayContractId, "provider"],
    ]);
    expect((await read(payer, "/api/v1/x402/day-contracts?role=provider")).data).toEqual([]);
  });

  it("shows the owner what a payout paid: fees per call rounded down, the rest earned", async () => {
    await payOutX402Calls(server.database.db);
    const detail = await read(owner, `/api/v1/x402/day-contracts/${dayContractId}`);
    expect(detail).toMatchObject({
      calls: 3,
      spent: "0.0045",
      pending: "0.00",
      paidOut: "0.0045",
      fees: "0.000003",
      earned: "0.004497",
      payouts: 1,
    });
    expect(detail.payoutList).toEqual([
      expect.objectContaining({ seq: 1, calls: 3, gross: "0.0045", fee: "0.000003", net: "0.004497" }),
    ]);
    const calls = await read(owner, `/api/v1/x402/day-contracts/${dayContractId}/calls`);
    const payoutId = detail.payoutList[0].id;
    expect(calls.data).toHaveLength(3);
    for (const call of calls.data)
      expect(call).toMatchObject({ resource, amount: "0.0015", fee: "0.000001", payoutId });
    expect(new Set(calls.data.map((c: { authorizationId: string }) => c.authorizationId))).toEqual(
      new Set(authorizations),
    );
  });

  it("pages calls newest first without losing or repeating one, and refuses a forged cursor", async () => {
    const first = await read(payer, `/api/v1/x402/day-contracts/${dayContractId}/calls?limit=2`);
    const second = await read(
      payer,
      `/api/v1/x402/day-contracts/${dayContractId}/calls?limit=2&cursor=${first.nextCursor}`,
    );
    expect(first.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((c: { authorizationId: string }) => c.authorizationId);
    expect(new Set(ids)).toEqual(new Set(authorizations));
    expect(second.nextCursor).toBeNull();
    const forged = await api(payer, "GET", `/api/v1/x402/day-contracts/${dayContractId}/calls?cursor=bm9wZQ`);
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual([expect.objectContaining({ field: "cursor" })]);
  });

  it("lists day contracts newest day first across pages", async () => {
    // An older day of the same pair, and a day with a second agent: three day contracts.
    const other = await createAgent(owner, { name: "Line counter" });
    await pay("1000", other);
    await executeRows(server.database.db, sql`update x402_day_contracts set day = day - 3 where id = ${dayContractId}`);
    const ids = await idsPageByPage(payer, "/api/v1/x402/day-contracts", 1);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(dayContractId);
    await executeRows(server.database.db, sql`update x402_day_contracts set day = day + 3 where id = ${dayContractId}`);
  });

  it("answers 404 to anyone but the payer and the owner", async () => {
    expect((await api(stranger, "GET", `/api/v1/x402/day-contracts/${dayContractId}`)).status).toBe(404);
    expect((await api(stranger, "GET", `/api/v1/x402/day-contracts/${dayContractId}/calls`)).status).toBe(404);
    expect((await read(stranger, "/api/v1/x402/day-contracts")).data).toEqual([]);
  });
});
