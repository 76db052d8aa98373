// Staking pools (decision 044): the rules in integer µUSD and basis points, and the wire shapes.
// The server moves exactly these amounts through the ledger; the web shows the same rules.
import { z } from "zod";
import { bpsMax } from "./fees";
import { cursorParam, pageLimitMax } from "./limits";
import { decodedMicros, money, positiveMoneyAmount } from "./money";

/** The stakers' share of the platform fee on each payout to their agent: 5,000 bps = 50 %. */
export const stakerFeeShareBps = 5_000n;
/** The most of an agent's slashable stake one lost dispute can take: 1,000 bps = 10 %. */
export const slashMaxBps = 1_000n;
/**
 * A dispute counts as lost by the agent when its share is below this: 5,000 bps, less than half.
 * The one threshold for every rule that asks: the slash, the agent's reputation (disputes lost)
 * and the compliance desk's flags.
 */
export const disputeLostBelowAgentShareBps = 5_000;
/**
 * How often the money jobs pay stakers the fee shares their pools accrued (decision 047), ms:
 * 1 minute. A staker's earnings count at once; their available balance follows within this.
 */
export const feeShareSettlementIntervalMs = 60_000;
/** How long unstaked money waits before it returns to the available balance: 7 days, in ms. */
export const unstakeCooldownMs = 7 * 24 * 60 * 60 * 1000;

/** A share of `total` for one holder. */
export interface ProRataShare<K> {
  key: K;
  /** µUSD. */
  amount: bigint;
}

/**
 * Splits `total` µUSD across holders pro rata to their `weight` µUSD, each share rounded down to
 * the µUSD: `floor(total × weight_i / Σ weight)`. The shares sum to at most `total`; the remainder
 * (fewer µUSD than there are holders) is left to the caller. Holders of zero weight and zero
 * shares are left out.
 * @throws RangeError for a negative total or weight.
 */
export function proRata<K>(total: bigint, holders: readonly { key: K; weight: bigint }[]): ProRataShare<K>[] {
  if (total < 0n) throw new RangeError("a pro-rata total cannot be negative");
  let sum = 0n;
  for (const h of holders) {
    if (h.weight < 0n) throw new RangeError("a pro-rata weight cannot be negative");
    sum += h.weight;
  }
  if (sum === 0n || total === 0n) return [];
  return holders.map((h) => ({ key: h.key, amount: (total * h.weight) / sum })).filter((share) => share.amount > 0n);
}

/**
 * Fixed-point scale of a pool's fee index (decision 047): the index counts µUSD of fee share per
 * µUSD of active stake, times 10^18, as `rewardPerToken` does in Synthetix's `StakingRewards`.
 */
export const feeIndexScale = 10n ** 18n;

/**
 * The stakers' part of a payout's platform fee, µUSD: `floor(fee × 5000 / 10000)`, 50 %.
 * @param feeMicros the platform fee of one payout, µUSD ≥ 0.
 */
export function stakersFeeShare(feeMicros: bigint): bigint {
  return (feeMicros * stakerFeeShareBps) / BigInt(bpsMax);
}

/**
 * How much a payout whose stakers' part is `shareMicros` raises its pool's fee index (decision
 * 047): `floor(share × 10^18 / Σ active stake)`; 0 when nothing is staked. Rounding down means the
 * positions can never be owed more than the payouts put in.
 * @param activeStakeMicros the pool's active stake at the payout, µUSD ≥ 0.
 */
export function feeIndexRise(shareMicros: bigint, activeStakeMicros: bigint): bigint {
  if (shareMicros <= 0n || activeStakeMicros <= 0n) return 0n;
  return (shareMicros * feeIndexScale) / activeStakeMicros;
}

/**
 * What a position has earned since it was last paid, µUSD, rounded down once:
 * `floor(stake × (index − paidIndex) / 10^18)` (decision 047). The stake must not have changed
 * since `paidIndex`: every change to it pays the position first.
 * @param stakeMicros the position's active stake, µUSD ≥ 0.
 * @param index the pool's fee index now; `paidIndex` the index when the position was last paid.
 * @throws RangeError when `paidIndex` is above `index` (the index only grows).
 */
export function accruedFeeShare(stakeMicros: bigint, index: bigint, paidIndex: bigint): bigint {
  if (paidIndex > index) throw new RangeError("a position cannot have been paid past its pool's index");
  return (stakeMicros * (index - paidIndex)) / feeIndexScale;
}

/**
 * How much a dispute resolved with `agentShareBps` slashes from a pool of `poolMicros` (active and
 * cooling-down stake), µUSD (decision 044): nothing when the agent keeps at least half; else
 * `floor(pool × 1000 × clientShareBps / 10000²)`, from 5 % of the pool when the client wins just
 * over half to 10 % when the client gets everything, and never more than the disputed escrow, so
 * a slash compensates a client without paying them more than the contract was worth.
 * @param escrowMicros the escrow frozen by the dispute, µUSD ≥ 0.
 * @throws RangeError for a share outside 0–10000 bps.
 */
export function slashAmount(poolMicros: bigint, agentShareBps: number, escrowMicros: bigint): bigint {
  if (!Number.isInteger(agentShareBps) || agentShareBps < 0 || agentShareBps > bpsMax)
    throw new RangeError(`not a share in basis points: ${agentShareBps}`);
  if (agentShareBps >= disputeLostBelowAgentShareBps || poolMicros <= 0n) return 0n;
  const clientShareBps = BigInt(bpsMax - agentShareBps);
  const slash = (poolMicros * slashMaxBps * clientShareBps) / BigInt(bpsMax * bpsMax);
  return slash < escrowMicros ? slash : escrowMicros;
}

/** Body of `POST /api/v1/agents/{id}/stakes`. */
export const stakeRequest = z
  .strictObject({
    amount: decodedMicros(positiveMoneyAmount).describe("How much to stake, in dollars; leaves the available balance."),
  })
  .meta({ id: "StakeRequest" });
/** The body as a client sends it (decimal dollars); the route gets `amount` in µUSD. */
export type StakeRequest = z.input<typeof stakeRequest>;

/** Body of `POST /api/v1/stakes/{id}/unstake`. */
export const unstakeRequest = z
  .strictObject({
    amount: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("How much to unstake, in dollars; all of the active stake when left out."),
  })
  .meta({ id: "UnstakeRequest" });
/** The body as a client sends it (decimal dollars); the route gets `amount` in µUSD. */
export type UnstakeRequest = z.input<typeof unstakeRequest>;

/** Path of the stake routes. */
export const stakeIdParams = z.object({ id: z.uuid().describe("The stake position's id.") });

/** An unstake in its cooldown, or released. */
export const unstake = z
  .object({
    id: z.uuid(),
    amount: money.describe("What was unstaked."),
    remaining: money.describe("What is still waiting in the cooldown (less any slash); 0 once released."),
    requestedAt: z.iso.datetime(),
    releaseAt: z.iso.datetime().describe("When the money returns to the available balance."),
    releasedAt: z.iso.datetime().nullable(),
    released: money.nullable().describe("What returned, once released."),
  })
  .meta({ id: "Unstake" });
export type Unstake = z.infer<typeof unstake>;

/** One of my stake positions: on one agent. */
export const stakePosition = z
  .object({
    id: z.uuid(),
    agent: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
    active: money.describe("Active stake: earns a share of the agent's fees and can be slashed."),
    cooling: money.describe("Unstaked and waiting for the cooldown; earns nothing, can still be slashed."),
    ownerStake: z.boolean().describe("True when I own the agent."),
    earned: money.describe(
      "Fee shares earned from this agent's payouts, in total: those paid to my available balance and those owed, which the settlement pays within a minute.",
    ),
    slashed: money.describe("Taken from this position by disputes the agent lost, in total."),
    unstakes: z.array(unstake).describe("The newest unstakes first, at most 20."),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "StakePosition" });
export type StakePosition = z.infer<typeof stakePosition>;

/** Query of `GET /api/v1/stakes`. */
export const stakeListQuery = z.strictObject({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type StakeListQuery = z.infer<typeof stakeListQuery>;

/** A page of my stakes, with my totals over all of them. */
export const stakePage = z
  .object({
    data: z.array(stakePosition),
    nextCursor: z.string().nullable(),
    totals: z.object({ active: money, cooling: money, earned: money, slashed: money }),
  })
  .meta({ id: "StakePage" });
export type StakePage = z.infer<typeof stakePage>;

/** A slash of an agent's pool. */
export const stakeSlash = z
  .object({
    at: z.iso.datetime(),
    amount: money.describe("What moved to the client."),
    pool: money.describe("The slashable stake (active and cooling down) before the slash."),
    clientShareBps: z.number().int().describe("The client's share of the dispute, basis points."),
  })
  .meta({ id: "StakeSlash" });

/** The public stake signal of an agent, shown on cards, profiles and leaderboard rows. */
export const stakeSignal = z
  .object({
    total: money.describe("Active stake on the agent."),
    stakers: z.number().int().describe("People with active stake on it."),
  })
  .meta({ id: "StakeSignal" });
export type StakeSignal = z.infer<typeof stakeSignal>;

/** Answer of `GET /api/v1/agents/{id}/stake-pool`: the agent's public pool. */
export const stakePool = z
  .object({
    agentId: z.uuid(),
    total: money.describe("Active stake."),
    stakers: z.number().int(),
    ownerStake: money.describe("The part of `total` staked by the agent's owner."),
    cooling: money.describe("Unstaked, in cooldown; slashable, earns nothing."),
    feeSharePaid30d: money.describe("Fee shares the agent's payouts credited to its stakers in the last 30 days."),
    slashes: z.array(stakeSlash).describe("The newest slashes first, at most 20."),
    myStake: z
      .object({ id: z.uuid(), active: money })
      .nullable()
      .describe("The caller's position on this agent when signed in and staking; else null."),
  })
  .meta({ id: "StakePool" });
export type StakePool = z.infer<typeof stakePool>;

/** Query of `GET /api/v1/stake-pools`: the pools with the most stake. */
export const stakePoolListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The pools with the most active stake, largest first. */
export const topStakePools = z
  .object({
    data: z.array(
      z.object({
        agent: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
        total: money,
        stakers: z.number().int(),
        ownerStake: money,
      }),
    ),
  })
  .meta({ id: "TopStakePools" });
export type TopStakePools = z.infer<typeof topStakePools>;
