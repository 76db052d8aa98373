import type { PaymentRequirements } from "@x402/core/types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createApiKey, depositTestFunds, ok, signedIn } from "../../../test/fixtures-hiring";
import { payOneCall } from "../../../test/fixtures-x402";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { startMoneyJobs } from "../../money-jobs";
import { balanceOf, checkLedger, escrowAccount, platformAccount, userAccount } from "../ledger";
import { payOutX402Calls } from "./x402-payouts";

// Settled x402 calls paid on to the agent's owner in batches (decision 085): one posting per
// batch, the fee rounded down per call, each call paid once, with several runs at once too.

let server: TestServer;
let owner: Browser;
let payer: Browser;
let ownerId: string;
let payerKey: { baseUrl: string; bearer: string };
let network: string;

const resource = "https://api.example.test/v1/answer";
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@x402-payouts.test");
  payer = await signedIn(server, "payer@x402-payouts.test");
  await depositTestFunds(payer, "100");
  ownerId = (await ok(await api(owner, "GET", "/api/auth/user"), "user")).id as string;
  payerKey = { baseUrl: server.baseUrl, bearer: (await createApiKey(payer, ["x402:pay"])).secret };
  network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network;
}, 60_000);
afterAll(async () => server?.close());

const db = () => server.database.db;

function requirement(amount: bigint, payTo: string): PaymentRequirements {
  return {
    scheme: "exact",
    network: network as `${string}:${string}`,
    asset: "USD",
    amount: String(amount),
    payTo,
    maxTimeoutSeconds: 60,
    extra: { decimals: 6 },
  };
}

/** Authorizes and settles one call of `price` µUSD to `agentId` through the API; @returns the day contract's id. */
async function settleCall(agentId: string, price: bigint): Promise<string> {
  const accepted = requirement(price, agentId);
  const { authorization: auth, settled } = await payOneCall(server, payerKey, accepted, resource);
  expect(settled.body.success).toBe(true);
  const state = await api(payerKey, "GET", `/api/v1/x402/authorizations/${auth.id}`);
  return state.body.settlement.dayContractId as string;
}

async function settleCalls(agentId: string, prices: bigint[]): Promise<string> {
  let day = "";
  for (const p of prices) day = await settleCall(agentId, p);
  return day;
}

const ownerBalance = () => balanceOf(db(), userAccount(ownerId));
const platformFees = () => balanceOf(db(), platformAccount("fees"));
const escrowOf = (dayContractId: string) => balanceOf(db(), escrowAccount(dayContractId));

/** The day contract's calls with no payout yet. */
async function unpaid(dayContractId: string): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(
    db(),
    sql`select count(*) as n from x402_settlements where day_contract_id = ${dayContractId} and payout_id is null`,
  );
  return Number(row?.n);
}

/** The day contract's payouts, in order. */
function payoutsOf(dayContractId: string) {
  return executeRows<{ seq: number; calls: number; gross_micros: string; fee_micros: string; net_micros: string }>(
    db(),
    sql`select seq, calls, gross_micros::text, fee_micros::text, net_micros::text from x402_payouts
        where day_contract_id = ${dayContractId} order by seq`,
  );
}

/** Ledger transfers whose key starts with `prefix`, by key. */
async function transferKeys(prefix: string): Promise<string[]> {
  const rows = await executeRows<{ transfer_key: string }>(
    db(),
    sql`select transfer_key from ledger_transfers where transfer_key like ${`${prefix}%`} order by transfer_key`,
  );
  return rows.map((r) => r.transfer_key);
}

describe("x402 payouts", () => {
  it("pays the owner the gross less each call's fee rounded down, in one posting, and empties the escrow", async () => {
    const agentId = await createAgent(owner, { name: "Per-call payout agent" });
    // 1,500 µUSD × 3: 1 µUSD of fee per call, 3 in all, where the sum's 0.1 % would be floor(4.5) = 4.
    const day = await settleCalls(agentId, [1_500n, 1_500n, 1_500n]);
    expect(await escrowOf(day)).toBe(4_500n);
    const [ownerBefore, feesBefore] = [await ownerBalance(), await platformFees()];

    const run = await payOutX402Calls(db());
    expect(run).toMatchObject({ payouts: 1, calls: 3 });
    expect((await ownerBalance()) - ownerBefore).toBe(4_497n);
    expect((await platformFees()) - feesBefore).toBe(3n);
    expect(await escrowOf(day)).toBe(0n);
    expect(await unpaid(day)).toBe(0);
    expect(await payoutsOf(day)).toEqual([
      { seq: 1, calls: 3, gross_micros: "4500", fee_micros: "3", net_micros: "4497" },
    ]);
    expect(await transferKeys(`x402-payout:${day}:`)).toEqual([
      `x402-payout:${day}:1:fee`,
      `x402-payout:${day}:1:payout`,
    ]);
    // Nothing left: a second run posts nothing.
    expect(await payOutX402Calls(db())).toMatchObject({ payouts: 0, calls: 0 });
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("pays in batches of at most N calls, one posting each, numbered in order", async () => {
    const agentId = await createAgent(owner, { name: "Batched payout agent" });
    const day = await settleCalls(agentId, [2_000n, 2_000n, 2_000n, 2_000n, 2_999n]);
    const ownerBefore = await ownerBalance();
    const run = await payOutX402Calls(db(), 2);
    expect(run).toMatchObject({ payouts: 3, calls: 5 });
    expect((await payoutsOf(day)).map((p) => [p.seq, p.calls, p.fee_micros])).toEqual([
      [1, 2, "4"],
      [2, 2, "4"],
      [3, 1, "2"],
    ]);
    expect((await ownerBalance()) - ownerBefore).toBe(10_999n - 10n);
    expect(await escrowOf(day)).toBe(0n);
  });

  it("pays a call settled after a payout with the next one", async () => {
    const agentId = await createAgent(owner, { name: "Late call agent" });
    const day = await settleCalls(agentId, [5_000n]);
    await payOutX402Calls(db());
    await settleCall(agentId, 7_000n);
    expect(await unpaid(day)).toBe(1);
    expect(await escrowOf(day)).toBe(7_000n);
    const ownerBefore = await ownerBalance();
    expect(await payOutX402Calls(db())).toMatchObject({ payouts: 1, calls: 1 });
    expect((await ownerBalance()) - ownerBefore).toBe(6_993n);
    expect((await payoutsOf(day)).map((p) => p.seq)).toEqual([1, 2]);
  });

  it("runs the fee-share hooks as any payout does: stakers' half of the fee goes to the agent's pool", async () => {
    const agentId = await createAgent(owner, { name: "Staked per-call agent" });
    const staker = await signedIn(server, "staker@x402-payouts.test");
    await depositTestFunds(staker, "50");
    expect((await api(staker, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "10" })).status).toBe(201);
    const day = await settleCalls(agentId, [10_000n, 10_000n]);
    await payOutX402Calls(db());
    expect(await transferKeys(`x402-payout:${day}:`)).toEqual([
      `x402-payout:${day}:1:fee`,
      `x402-payout:${day}:1:payout`,
      `x402-payout:${day}:1:share`,
    ]);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it("runs as a money job on the scheduler at its interval", async () => {
    const agentId = await createAgent(owner, { name: "Scheduled payout agent" });
    const day = await settleCalls(agentId, [3_000n, 3_000n]);
    // The other money jobs' intervals are far longer than this test: only the payout ticks.
    const stop = startMoneyJobs(db(), server.app.log, 60_000, { intervalMs: 50, batchCallsMax: 1 });
    try {
      for (let i = 0; i < 100 && (await unpaid(day)) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    expect(await unpaid(day)).toBe(0);
    expect(await escrowOf(day)).toBe(0n);
    expect((await payoutsOf(day)).map((p) => [p.seq, p.calls])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  describe.skipIf(!onPostgres)("on PostgreSQL, runs and settles at the same time", () => {
    it("pays every call once when two runs race", async () => {
      const agents = await Promise.all([1, 2, 3].map((i) => createAgent(owner, { name: `Racing payout agent ${i}` })));
      const days: string[] = [];
      for (const agentId of agents) days.push(await settleCalls(agentId, [1_500n, 2_500n, 3_500n, 4_500n]));
      const ownerBefore = await ownerBalance();
      const runs = await Promise.all([payOutX402Calls(db(), 3), payOutX402Calls(db(), 3)]);
      // A day contract one run holds is skipped by the other; what it skipped, the holder paid, or a next run will.
      const rest = await payOutX402Calls(db(), 3);
      expect(runs.reduce((n, r) => n + r.calls, 0) + rest.calls).toBe(12);
      // Per call: 1 + 2 + 3 + 4 µUSD of fee on 12,000 µUSD, for each of the three agents.
      expect((await ownerBalance()) - ownerBefore).toBe(3n * (12_000n - 10n));
      for (const day of days) {
        expect(await unpaid(day)).toBe(0);
        expect(await escrowOf(day)).toBe(0n);
        expect((await payoutsOf(day)).map((p) => p.seq)).toEqual([1, 2]);
      }
      expect((await checkLedger(db())).ok).toBe(true);
    });

    it("leaves a call settled during a payout to the next payout, and pays it there once", async () => {
      const agentId = await createAgent(owner, { name: "Mid-payout call agent" });
      const day = await settleCalls(agentId, [1_000n, 2_000n, 3_000n]);
      const ownerBefore = await ownerBalance();
      // Hold the escrow's account row: the payout reads its calls, then waits at the posting.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = db().transaction(async (tx) => {
        await tx.execute(
          sql`select id from ledger_accounts where owner_type = 'contract' and owner_id = ${day} and kind = 'escrow' for update`,
        );
        holding();
        await released;
      });
      await held;
      const waiting = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const [row] = await executeRows<{ n: number | string }>(
            db(),
            sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (Number(row?.n) >= n) return;
          await new Promise((r) => setTimeout(r, 25));
        }
        throw new Error(`fewer than ${n} transactions waiting on a lock`);
      };
      const payout = payOutX402Calls(db());
      await waiting(1);
      const lateSettle = settleCall(agentId, 4_000n);
      await waiting(2);
      release();
      await holder;
      const [first] = await Promise.all([payout, lateSettle]);
      expect(first).toMatchObject({ payouts: 1, calls: 3 });
      expect(await unpaid(day)).toBe(1);
      expect(await escrowOf(day)).toBe(4_000n);
      expect(await payOutX402Calls(db())).toMatchObject({ payouts: 1, calls: 1 });
      expect((await ownerBalance()) - ownerBefore).toBe(10_000n - 10n);
      expect(await escrowOf(day)).toBe(0n);
      expect((await checkLedger(db())).ok).toBe(true);
    });
  });
});
