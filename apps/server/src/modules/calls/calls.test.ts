import { verifyCallReceipt, verifyReceipt } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createPerCallService,
  depositTestFunds,
  hirePerCall,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { balanceOf, checkLedger, escrowAccount, platformAccount, userAccount } from "../ledger";
import { payOutContractCalls } from "./call-payouts";

// Per-call contracts (decision 086): hiring prepays an escrow, each call draws its price with a
// signed receipt and no ledger transfer, payouts pay calls in batches of one posting with the fee
// rounded down per call, and closing pays what is left unpaid and refunds the rest.

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let ownerId: string;
let clientId: string;
let agentId: string;
let services = 0;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000", STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, "owner@calls.test");
  client = await signedIn(server, "client@calls.test");
  stranger = await signedIn(server, "stranger@calls.test");
  await depositTestFunds(client, "100");
  ownerId = (await ok(await api(owner, "GET", "/api/auth/user"), "owner")).id as string;
  clientId = (await ok(await api(client, "GET", "/api/auth/user"), "client")).id as string;
  agentId = await createAgent(owner, { name: "Per Call Agent" });
}, 60_000);
afterAll(async () => server?.close());

const db = () => server.database.db;
const available = (userId: string) => balanceOf(db(), userAccount(userId));
const escrowOf = (contractId: string) => balanceOf(db(), escrowAccount(contractId));
const platformFees = () => balanceOf(db(), platformAccount("fees"));

let keys = 0;
/** The client makes a call on `contractId` with a fresh idempotency key, or `key`. */
function call(contractId: string, who: Browser = client, key = `call-${++keys}`) {
  return api(who, "POST", `/api/v1/contracts/${contractId}/calls`, undefined, { "idempotency-key": key });
}

/** A new per-call service of `price` dollars a call, hired with `prepaid` dollars; @returns the contract id. */
async function perCallContract(price: string, prepaid: string, fields: Record<string, unknown> = {}) {
  const service = await createPerCallService(owner, agentId, `Lookup API ${++services}`, price, fields);
  return hirePerCall(client, service, prepaid);
}

describe("per-call contracts", () => {
  it("hires at once: an active contract whose escrow holds what the client prepaid", async () => {
    const service = await createPerCallService(owner, agentId, "Translation API", "0.01");
    const before = await available(clientId);
    const hire = await api(client, "POST", `/api/v1/services/${service}/hire`, { prepaid: "2.50" });
    expect(hire.status).toBe(201);
    expect(hire.body.offer).toMatchObject({ status: "accepted", pricingModel: "per_call", pricePerCall: "0.01" });
    expect(hire.body.contract).toMatchObject({
      status: "active",
      pricingModel: "per_call",
      pricePerCall: "0.01",
      escrow: "2.50",
      calls: { count: 0, spent: "0.00", unpaid: "0.00", available: "2.50" },
    });
    expect(before - (await available(clientId))).toBe(2_500_000n);
    const again = await api(client, "POST", `/api/v1/services/${service}/hire`, { prepaid: "1" });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(hire.body.contract.id);
    expect(again.body.contractId).toBe(hire.body.contract.id);
  });

  it("names prepaid below one call's price, and amount, in one 400", async () => {
    const service = await createPerCallService(owner, agentId, "Cheap API", "0.50");
    const res = await api(client, "POST", `/api/v1/services/${service}/hire`, { prepaid: "0.49", amount: "1" });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["amount", "prepaid"]);
  });

  it("draws one call's price with a receipt that verifies offline, and answers a retry with the same call", async () => {
    const id = await perCallContract("0.0015", "1");
    const first = await call(id, client, "same-call");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ contractId: id, seq: 1, price: "0.0015", spent: "0.0015", paid: false });
    const keySet = (await api(server, "GET", "/.well-known/agora-receipts.json")).body;
    expect(await verifyCallReceipt(first.body.receipt, keySet)).toBe(true);
    // A changed figure breaks the signature, and a call receipt is no stream receipt.
    expect(await verifyCallReceipt({ ...first.body.receipt, price: "0.0001" }, keySet)).toBe(false);
    expect(await verifyReceipt(first.body.receipt, keySet)).toBe(false);
    const retry = await call(id, client, "same-call");
    expect(retry.body).toEqual(first.body);
    const second = await call(id);
    expect(second.body).toMatchObject({ seq: 2, spent: "0.003" });
    // No ledger transfer per call: the escrow still holds all of it.
    expect(await escrowOf(id)).toBe(1_000_000n);
    const contract = await api(client, "GET", `/api/v1/contracts/${id}`);
    expect(contract.body.calls).toEqual({ count: 2, spent: "0.003", unpaid: "0.003", available: "0.997" });
  });

  it("refuses a call the escrow cannot pay, with 409 and no change", async () => {
    const id = await perCallContract("0.40", "1");
    expect((await call(id)).status).toBe(201);
    expect((await call(id)).status).toBe(201);
    const short = await call(id);
    expect(short.status).toBe(409);
    expect(short.body.code).toBe("insufficient_funds");
    expect(short.body.detail).toContain("0.20");
    expect((await api(client, "POST", `/api/v1/contracts/${id}/fund`, { amount: "0.20" })).status).toBe(200);
    expect((await call(id)).body.seq).toBe(3);
  });

  it("refuses a call past the service's cap per client a day, across the client's contracts", async () => {
    const service = await createPerCallService(owner, agentId, "Capped API", "0.01", {
      callCap: { maxCalls: 2, period: "day" },
    });
    const id = await hirePerCall(client, service, "1");
    expect((await call(id)).status).toBe(201);
    expect((await call(id)).status).toBe(201);
    const capped = await call(id);
    expect(capped.status).toBe(409);
    expect(capped.body.code).toBe("limit_reached");
    // Closing and hiring again does not reset the day's count.
    expect((await api(client, "POST", `/api/v1/contracts/${id}/cancel`)).status).toBe(200);
    const again = await hirePerCall(client, service, "1");
    expect((await call(again)).body.code).toBe("limit_reached");
  });

  it("answers 404 to a stranger, 403 to the agent's owner calling, and lists calls for both parties", async () => {
    const id = await perCallContract("0.01", "1");
    for (let i = 0; i < 3; i++) await call(id);
    expect((await call(id, stranger)).status).toBe(404);
    expect((await api(stranger, "GET", `/api/v1/contracts/${id}/calls`)).status).toBe(404);
    expect((await call(id, owner)).status).toBe(403);
    const noKey = await api(client, "POST", `/api/v1/contracts/${id}/calls`);
    expect(noKey.status).toBe(400);
    const page = await api(owner, "GET", `/api/v1/contracts/${id}/calls?limit=2`);
    expect(page.body.data.map((c: { seq: number }) => c.seq)).toEqual([3, 2]);
    const rest = await api(client, "GET", `/api/v1/contracts/${id}/calls?limit=2&cursor=${page.body.nextCursor}`);
    expect(rest.body.data.map((c: { seq: number }) => c.seq)).toEqual([1]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it("pays calls to the owner in batches of one posting, each call's fee rounded down", async () => {
    // 1,500 µUSD × 5: 1 µUSD of fee per call, where 0.1 % of a batch's sum would round to more.
    const id = await perCallContract("0.0015", "1");
    // Earlier tests' calls are paid first, so this run's figures are this contract's alone.
    await payOutContractCalls(db(), 1_000);
    for (let i = 0; i < 5; i++) await call(id);
    const [ownerBefore, feesBefore] = [await available(ownerId), await platformFees()];
    const run = await payOutContractCalls(db(), 2);
    expect(run).toMatchObject({ payouts: 3, calls: 5 });
    const payouts = await executeRows<{ seq: number; calls: number; fee: string; net: string }>(
      db(),
      sql`select seq, calls, fee_micros::text as fee, net_micros::text as net from contract_call_payouts
          where contract_id = ${id} order by seq`,
    );
    expect(payouts).toEqual([
      { seq: 1, calls: 2, fee: "2", net: "2998" },
      { seq: 2, calls: 2, fee: "2", net: "2998" },
      { seq: 3, calls: 1, fee: "1", net: "1499" },
    ]);
    expect((await available(ownerId)) - ownerBefore).toBe(7_495n);
    expect((await platformFees()) - feesBefore).toBe(5n);
    expect(await escrowOf(id)).toBe(1_000_000n - 7_500n);
    const keys = await executeRows<{ k: string }>(
      db(),
      sql`select transfer_key as k from ledger_transfers where transfer_key like ${`call-payout:${id}:%`} order by 1`,
    );
    expect(keys.map((r) => r.k)).toEqual(
      [1, 2, 3].flatMap((s) => [`call-payout:${id}:${s}:fee`, `call-payout:${id}:${s}:payout`]),
    );
    expect(await payOutContractCalls(db(), 2)).toMatchObject({ payouts: 0, calls: 0 });
    const listed = await api(client, "GET", `/api/v1/contracts/${id}/calls`);
    expect(listed.body.data.every((c: { paid: boolean }) => c.paid)).toBe(true);
    const contract = await api(client, "GET", `/api/v1/contracts/${id}`);
    expect(contract.body).toMatchObject({ paidOut: "0.0075", fees: "0.000005" });
    expect(contract.body.calls).toMatchObject({ count: 5, unpaid: "0.00", available: "0.9925" });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("closing pays the calls still unpaid and returns the rest of the escrow to the client", async () => {
    const id = await perCallContract("0.25", "1");
    await call(id);
    await call(id);
    await payOutContractCalls(db(), 1_000);
    await call(id);
    const [clientBefore, ownerBefore] = [await available(clientId), await available(ownerId)];
    const closed = await api(client, "POST", `/api/v1/contracts/${id}/approve`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "completed", escrow: "0.00" });
    expect(closed.body.calls).toMatchObject({ count: 3, spent: "0.75", unpaid: "0.00", available: "0.00" });
    expect((await available(clientId)) - clientBefore).toBe(250_000n);
    expect((await available(ownerId)) - ownerBefore).toBe(250_000n - 250n);
    expect((await call(id)).status).toBe(409);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("a dispute pays the calls already served, then freezes only what the client has not used", async () => {
    const id = await perCallContract("0.20", "1");
    await call(id);
    await call(id);
    const ownerBefore = await available(ownerId);
    const opened = await api(client, "POST", `/api/v1/contracts/${id}/disputes`, {
      reason: "The last two answers were empty; I want the rest back.",
    });
    expect(opened.status).toBe(201);
    expect(opened.body.frozenEscrow).toBe("0.60");
    expect((await available(ownerId)) - ownerBefore).toBe(400_000n - 400n);
    expect(await escrowOf(id)).toBe(600_000n);
    const contract = await api(client, "GET", `/api/v1/contracts/${id}`);
    expect(contract.body).toMatchObject({ status: "disputed", paidOut: "0.40" });
    expect(contract.body.calls).toMatchObject({ count: 2, unpaid: "0.00" });
    expect((await call(id)).status).toBe(409);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("lets concurrent calls and payouts draw exactly what the escrow holds, each seq once", async () => {
    const id = await perCallContract("0.10", "1");
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => call(id)),
      payOutContractCalls(db(), 3).then(() => ({ status: 0, body: undefined })),
      payOutContractCalls(db(), 3).then(() => ({ status: 0, body: undefined })),
    ]);
    const made = answers.filter((a) => a.status === 201);
    expect(made).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(made.map((a) => a.body.seq).sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await payOutContractCalls(db(), 1_000);
    const contract = await api(client, "GET", `/api/v1/contracts/${id}`);
    expect(contract.body).toMatchObject({ escrow: "0.00", paidOut: "1.00", fees: "0.001" });
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
