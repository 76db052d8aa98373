import { feeShares, microsPerDollar, parseMicros, proRata, slashAmount, splitPayout } from "@agora/contracts";
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
import { activeStakeOf } from "./stake-reads";
import { releaseDueUnstakes } from "./staking.service";

// Model-based histories (decision 044): random sequences of stake, unstake, payout, lost or won
// dispute and cooldown run against the real API, and after every step each position, each
// cooldown and each staker's available balance must equal what a plain model of the rules
// predicts, a replay of the position's transfers must give its balance, and the ledger check
// must pass.

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

/** Starts a history from what the database holds, with no cooldown pending. */
async function observe(): Promise<Model> {
  await releaseDueUnstakes(server.database.db, farFuture());
  const model: Model = { active: [], cooling: [[], [], []], available: [] };
  for (const [who, s] of stakers.entries()) {
    model.active[who] = micros((await positionOf(who))?.active ?? "0");
    model.available[who] = micros((await api(s, "GET", "/api/v1/wallet")).body.available);
  }
  return model;
}

/** Applies a payout's fee share to the model: half of the fee to active stake, pro rata. */
function shareFee(model: Model, fee: bigint): void {
  for (const share of feeShares(
    fee,
    model.active.map((weight, key) => ({ key, weight })),
  ))
    model.available[share.key] = (model.available[share.key] as bigint) + share.amount;
}

async function apply(model: Model, o: Op): Promise<void> {
  if (o.kind === "stake") {
    const amount = BigInt(o.cents) * 10_000n;
    // The owner's available balance also grows with payouts, which the model does not follow.
    if (o.who === 2) model.available[2] = micros((await api(owner, "GET", "/api/v1/wallet")).body.available);
    const res = await api(stakers[o.who] as Browser, "POST", `/api/v1/agents/${agentId}/stakes`, {
      amount: dollars(amount),
    });
    if (amount > (model.available[o.who] as bigint)) return void expect(res.body.code).toBe("insufficient_funds");
    expect(res.status).toBe(201);
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
    for (const { key, amount } of proRata(slashAmount(pool, o.agentShareBps, escrow), accounts)) {
      if (key.unstake < 0) model.active[key.who] = (model.active[key.who] as bigint) - amount;
      else {
        const list = model.cooling[key.who] as bigint[];
        list[key.unstake] = (list[key.unstake] as bigint) - amount;
      }
    }
  } else {
    await releaseDueUnstakes(server.database.db, farFuture());
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
