import { sql } from "drizzle-orm";
import { bigint, check, index, integer, numeric, pgTable, pgView, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { disputes } from "../disputes/disputes.tables";
import { users } from "../users/users.tables";

/**
 * Stake positions (decision 044): one per staker and agent. The money is not here: each position
 * owns a ledger account (`owner_type 'stake'`, `owner_id` = this id, kind `stake`), so a position's
 * value is that account's balance and every change to it is a ledger transfer.
 */
export const stakes = pgTable(
  "stakes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /**
     * The pool's fee index (in {@link stakeFeePools}) when this position was last paid its fee
     * share (decision 047); what it has earned since is `stake × (index − this) / 10^18`.
     */
    feeIndexPaid: numeric("fee_index_paid", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("stakes_agent_user_uq").on(t.agentId, t.userId), index("stakes_user_idx").on(t.userId, t.createdAt)],
);

/** A row of {@link stakes}. */
export type StakeRow = typeof stakes.$inferSelect;

/**
 * Each staked agent's fee pool (decision 047). A payout moves the stakers' half of its fee in one
 * transfer to the pool's ledger account (`owner_type 'stake_pool'`, `owner_id` = the agent) and
 * raises `fee_index` by `share × 10^18 / active stake`; each position is paid what it earned since
 * `stakes.fee_index_paid` when its stake changes and by the money jobs' settlement. The row is
 * also the pool's lock: every payout, stake, unstake, slash and settlement takes it first, so the
 * active stake a payout divides by cannot change under it.
 */
export const stakeFeePools = pgTable("stake_fee_pools", {
  agentId: uuid("agent_id")
    .primaryKey()
    .references(() => agents.id),
  /** Cumulative µUSD of fee share per µUSD of active stake, × 10^18; only grows. */
  feeIndex: numeric("fee_index", { precision: 78, scale: 0, mode: "bigint" }).notNull().default(sql`0`),
});

/**
 * Unstakes in their 7-day cooldown (decision 044). Unstaking moves the amount at once from the
 * position's account to this unstake's own ledger account (`owner_type 'unstake'`), where it earns
 * nothing but can still be slashed; the release job moves what is left to the staker's available
 * account once `release_at` has passed, exactly once (transfer key `unstake:<id>`).
 */
export const stakeUnstakes = pgTable(
  "stake_unstakes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stakeId: uuid("stake_id")
      .notNull()
      .references(() => stakes.id),
    /** What the staker asked to unstake, µUSD. */
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    releaseAt: timestamp("release_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** What was returned (the amount less any slash during the cooldown), µUSD. */
    releasedMicros: bigint("released_micros", { mode: "bigint" }),
  },
  (t) => [
    index("stake_unstakes_stake_idx").on(t.stakeId, t.requestedAt),
    index("stake_unstakes_due_idx").on(t.releaseAt).where(sql`${t.releasedAt} is null`),
    check("stake_unstakes_amount_ck", sql`${t.amountMicros} > 0`),
  ],
);

/** A row of {@link stakeUnstakes}. */
export type StakeUnstakeRow = typeof stakeUnstakes.$inferSelect;

/**
 * Slashes of an agent's pool (decision 044), one per dispute the agent lost. The per-staker
 * amounts are the ledger transfers with code `slash` and reference `dispute:<id>`.
 */
export const stakeSlashes = pgTable(
  "stake_slashes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    /** The slashable stake (active and cooling down) before the slash, µUSD. */
    poolMicros: bigint("pool_micros", { mode: "bigint" }).notNull(),
    /** What moved to the client, µUSD. */
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    /** The client's share of the dispute in basis points, which scales the slash. */
    clientShareBps: bigint("client_share_bps", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("stake_slashes_dispute_uq").on(t.disputeId),
    index("stake_slashes_agent_idx").on(t.agentId, t.createdAt),
    check("stake_slashes_amount_ck", sql`${t.amountMicros} >= 0 and ${t.amountMicros} <= ${t.poolMicros}`),
  ],
);

/** A row of {@link stakeSlashes}. */
export type StakeSlashRow = typeof stakeSlashes.$inferSelect;

/**
 * The staking module's read interface for other modules' SQL (search, cards, leaderboard,
 * matching): each agent's active pool, µUSD, its number of stakers and its owner's own stake.
 * Stake in cooldown is not active, so it is not here. Agents without a staker are absent.
 */
export const stakePoolView = pgView("stake_pools", {
  agentId: uuid("agent_id").notNull(),
  activeMicros: bigint("active_micros", { mode: "bigint" }).notNull(),
  stakers: integer("stakers").notNull(),
  ownerMicros: bigint("owner_micros", { mode: "bigint" }).notNull(),
}).as(sql`
  select s.agent_id,
         sum(a.credits_posted - a.debits_posted)::bigint as active_micros,
         count(*)::int as stakers,
         coalesce(sum(a.credits_posted - a.debits_posted) filter (where s.user_id = g.owner_id), 0)::bigint as owner_micros
    from stakes s
    join ledger_accounts a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
    join agent_names g on g.id = s.agent_id
   where a.credits_posted > a.debits_posted
   group by s.agent_id`);
