import {
  accruedFeeShare,
  feeIndexRise,
  microsPerDollar,
  parseMicros,
  proRata,
  slashAmount,
  splitPayout,
  stakersFeeShare,
} from "@agora/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { settleFeePools } from "./fee-pool";
import { activeStakeOf } from "./stake-reads";
import { releaseDueUnstakes } from "./staking.service";

// Model-based histories (decisions 044 and 047): random sequences of stake, unstake, payout, lost
// or won dispute, and cooldown with settlement run against the real API, and after every step each
// position, each cooldown, each staker's earnings and available balance must equal what a plain
// model of the rules predicts, a replay of the position's transfers must give its balance, and the
// ledger check must pass.

let server: TestServer;
let owner: Browser;
let client: Browser;
let admin: Browser;
/** Stakers 0 and 1, and the agent's owner as staker 2. */
let stakers: Browser[];
let userIds: string[];
let agentId: string;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  [owner, client, admin] = await Promise.all([
    signedIn(server, "history-owner@example.com"),
    signedIn(server, "history-client@example.com"),
    signedIn(server, "admin@agora.local"),
  ]);
  stakers = [
    await signedIn(server, "history-staker-0@example.com"),
    await signedIn(server, "history-staker-1@example.com"),
    owner,
  ];
  userIds = await Promise.all(stakers.map(async (s) => (await api(s, "GET", "/api/auth/user")).body.id as string));
  agentId = await createAgent(owner, { name: "History Agent" });
  serviceId = await createFixedService(owner, agentId, "Anything", { min: "1", max: "5000" });
  await Promise.all(stakers.map((s) => depositTestFunds(s, "1000")));
});
afterAll(async () => server?.close());

const micros = (dollars: string) => parseMicros(dollars) as bigint;
const dollars = (m: bigint) => `${m / microsPerDollar}.${(m % microsPerDollar).toString().padStart(6, "0")}`;
const farFuture = () => new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);

interface Model {
  active: bigint[];
  /** Per staker, what each unreleased unstake still holds. */
  cooling: bigint[][];
  available: bigint[];
  /** The pool's fee index, and per staker the index their position was last paid to. */
  index: bigint;
  paid: bigint[];
  /** Per staker, fee shares paid out so far. */
  settled: bigint[];
}

type Op =
  | { kind: "stake"; who: number; cents: number }
  | { kind: "unstake"; who: number; percent: number }
  | { kind: "payout"; cents: number }
  | { kind: "dispute"; agentShareBps: number; cents: number }
  | { kind: "cooldown" };

const stakeOp = (who: fc.Arbitrary<number>) =>
  fc.record({ kind: fc.constant("stake" as const), who, cents: fc.integer({ min: 1, max: 40_000 }) });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: stakeOp(fc.integer({ min: 0, max: 2 })), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant("unstake" as const),
      who: fc.integer({ min: 0, max: 2 }),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("payout" as const), cents: fc.integer({ min: 100, max: 300_000 }) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("dispute" as const),
      agentShareBps: fc.constantFrom(0, 1, 2_500, 4_999, 5_000, 10_000),
      cents: fc.integer({ min: 100, max: 100_000 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: "cooldown" as const }), weight: 1 },
);
/** Histories start with everyone staking, so the other steps have stake to act on. */
const history = fc
  .tuple(
    stakeOp(fc.constant(0)),
    stakeOp(fc.constant(1)),
    stakeOp(fc.constant(2)),
    fc.array(op, { minLength: 1, maxLength: 6 }),
  )
  .map(([a, b, c, rest]) => [a, b, c, ...rest]);

/** The position of staker `who` on the agent, as the API shows it (undefined before the first stake). */
async function positionOf(who: number) {
  const page = (await api(stakers[who] as Browser, "GET", "/api/v1/stakes?limit=100")).body;
  return page.data.find((p: { agent: { id: string } }) => p.agent.id === agentId);
}

/** The pool's fee index and each staker's paid index, as stored. */
async function storedIndexes(): Promise<{ index: bigint; paid: bigint[] }> {
  const db = server.database.db;
  const [pool] = await executeRows<{ i: string }>(
    db,
    sql`select fee_index::text as i from stake_fee_pools where agent_id = ${agentId}`,
  );
  const paid = [];
  for (const userId of userIds) {
    const [row] = await executeRows<{ i: string }>(
      db,
      sql`select fee_index_paid::text as i from stakes where agent_id = ${agentId} and user_id = ${userId}`,
    );
    paid.push(BigInt(row?.i ?? pool?.i ?? "0"));
  }
  return { index: BigInt(pool?.i ?? "0"), paid };
}

/** Starts a history from what the database holds, with no cooldown pending. */
async function observe(): Promise<Model> {
  await releaseDueUnstakes(server.database.db, farFuture());
  const model: Model = { active: [], cooling: [[], [], []], available: [], index: 0n, paid: [], settled: [] };
  for (const [who, s] of stakers.entries()) {
    const position = await positionOf(who);
    model.active[who] = micros(position?.active ?? "0");
    model.available[who] = micros((await api(s, "GET", "/api/v1/wallet")).body.available);
    model.settled[who] = micros(position?.earned ?? "0");
  }
  Object.assign(model, await storedIndexes());
  // `earned` includes what is owed and not yet paid; the model keeps that apart.
  for (const who of model.settled.keys()) model.settled[who] = (model.settled[who] as bigint) - owed(model, who);
  return model;
}

/** What staker `who`'s position has earned and not been paid. */
const owed = (model: Model, who: number) =>
  accruedFeeShare(model.active[who] as bigint, model.index, model.paid[who] as bigint);

/** Pays staker `who` what they are owed; `every` also marks a position owed less than 1 µUSD. */
function settle(model: Model, who: number, every: boolean): void {
  const amount = owed(model, who);
  if (amount === 0n && !every) return;
  model.available[who] = (model.available[who] as bigint) + amount;
  model.settled[who] = (model.settled[who] as bigint) + amount;
  model.paid[who] = model.index;
}

/** Applies a payout's fee share to the model: half of the fee raises the index over active stake. */
function shareFee(model: Model, fee: bigint): void {
  model.index += feeIndexRise(
    stakersFeeShare(fee),
    model.active.reduce((s, a) => s + a, 0n),
  );
}

async function apply(model: Model, o: Op): Promise<void> {
  if (o.kind === "stake") {
    const amount = BigInt(o.cents) * 10_000n;
    // The owner's available balance also grows with payouts, which the model does not follow.
    if (o.who === 2) model.available[2] = micros((await api(owner, "GET", "/api/v1/wallet")).body.available);
    const res = await api(stakers[o.who] as Browser, "POST", `/api/v1/agents/${agentId}/stakes`, {
      amount: dollars(amount),
    });
    // The position is paid what it earned in the same posting, before the stake leaves.
    if (amount > (model.available[o.who] as bigint) + owed(model, o.who))
      return void expect(res.body.code).toBe("insufficient_funds");
    expect(res.status).toBe(201);
    settle(model, o.who, true);
    model.available[o.who] = (model.available[o.who] as bigint) - amount;
    model.active[o.who] = (model.active[o.who] as bigint) + amount;
  } else if (o.kind === "unstake") {
    const position = await positionOf(o.who);
    const active = model.active[o.who] as bigint;
    const amount = (active * BigInt(o.percent)) / 100n;
    if (!position) return;
    const res = await api(
      stakers[o.who] as Browser,
      "POST",
      `/api/v1/stakes/${position.id}/unstake`,
      amount > 0n ? { amount: dollars(amount) } : {},
    );
    if (active === 0n) return void expect(res.status).toBe(409);
    const taken = amount > 0n ? amount : active;
    expect(res.status).toBe(201);
    settle(model, o.who, true);
    model.active[o.who] = active - taken;
    (model.cooling[o.who] as bigint[]).push(taken);
  } else if (o.kind === "payout") {
    const gross = BigInt(o.cents) * 10_000n;
    await depositTestFunds(client, dollars(gross));
    await deliverAndApprove(client, owner, await fundedFixedContract(client, owner, serviceId, dollars(gross)));
    shareFee(model, splitPayout(gross).fee);
  } else if (o.kind === "dispute") {
    const escrow = BigInt(o.cents) * 10_000n;
    await depositTestFunds(client, dollars(escrow));
    const contractId = await fundedFixedContract(client, owner, serviceId, dollars(escrow));
    await ok(await api(owner, "POST", `/api/v1/contracts/${contractId}/deliver`, { note: "Done" }), "deliver");
    const dispute = await ok(
      await api(client, "POST", `/api/v1/contracts/${contractId}/disputes`, { reason: "Not what was agreed." }),
      "dispute",
    );
    await ok(
      await api(admin, "POST", `/api/v1/admin/disputes/${dispute.id}/resolve`, {
        agentShareBps: o.agentShareBps,
        note: "Decided.",
      }),
      "resolve",
    );
    shareFee(model, splitPayout((escrow * BigInt(o.agentShareBps)) / 10_000n).fee);
    // Every slashable account: each active position, then each cooldown.
    const accounts = [
      ...model.active.map((weight, who) => ({ key: { who, unstake: -1 }, weight })),
      ...model.cooling.flatMap((list, who) => list.map((weight, unstake) => ({ key: { who, unstake }, weight }))),
    ];
    const pool = accounts.reduce((s, a) => s + a.weight, 0n);
    const slashes = proRata(slashAmount(pool, o.agentShareBps, escrow), accounts);
    if (slashes.length) for (const who of model.active.keys()) settle(model, who, true);
    for (const { key, amount } of slashes) {
      if (key.unstake < 0) model.active[key.who] = (model.active[key.who] as bigint) - amount;
      else {
        const list = model.cooling[key.who] as bigint[];
        list[key.unstake] = (list[key.unstake] as bigint) - amount;
      }
    }
  } else {
    await releaseDueUnstakes(server.database.db, farFuture());
    await settleFeePools(server.database.db);
    for (const who of model.active.keys()) settle(model, who, false);
    for (const [who, list] of model.cooling.entries()) {
      model.available[who] = (model.available[who] as bigint) + list.reduce((s, x) => s + x, 0n);
      model.cooling[who] = [];
    }
  }
}

async function expectMatches(model: Model): Promise<void> {
  for (const [who, s] of stakers.entries()) {
    const position = await positionOf(who);
    const active = micros(position?.active ?? "0");
    expect(active).toBe(model.active[who]);
    expect(micros(position?.earned ?? "0")).toBe((model.settled[who] as bigint) + owed(model, who));
    expect(micros(position?.cooling ?? "0")).toBe((model.cooling[who] as bigint[]).reduce((a, x) => a + x, 0n));
    // Replaying the position's transfers up to now gives its balance.
    expect(await activeStakeOf(server.database.db, userIds[who] as string, new Date(Date.now() + 1_000))).toBe(active);
    // The owner's available balance also moves with payouts; the other stakers' only by staking.
    if (who < 2) expect(micros((await api(s, "GET", "/api/v1/wallet")).body.available)).toBe(model.available[who]);
  }
  expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body).toMatchObject({ ok: true });
}

describe("staking histories", () => {
  it("keeps every position equal to the model and the ledger consistent after every step", async () => {
    await fc.assert(
      fc.asyncProperty(history, async (ops) => {
        const model = await observe();
        for (const o of ops) {
          await apply(model, o);
          await expectMatches(model);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
