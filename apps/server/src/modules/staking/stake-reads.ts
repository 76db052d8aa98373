import {
  accruedFeeShare,
  type ErasureBlocker,
  formatMicros,
  formatUsd,
  type StakeListQuery,
  type StakePage,
  type StakePool,
  type StakePosition,
  type TopStakePools,
  type Unstake,
} from "@agora/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { agentListingView, agentNameView } from "../agents/agents.tables";
import { stakePoolView, stakeSlashes, stakes } from "./staking.tables";

/**
 * A user's active stake over all agents, µUSD: the balances of their positions' ledger accounts
 * (decision 044). Stake in cooldown is not active. With `at`, the active stake at that instant,
 * replayed from the ledger's transfers up to and including it, so a later stake, unstake or slash
 * changes nothing (the voting snapshot, decision 045).
 */
export async function activeStakeOf(db: Db | Tx, userId: string, at?: Date): Promise<bigint> {
  const [row] = await executeRows<{ micros: string }>(
    db,
    at
      ? sql`select (coalesce(sum(case when t.credit_account_id = a.id then t.amount_micros else -t.amount_micros end), 0))::text as micros
              from stakes s
              join ledger_balances a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
              join ledger_movements t on (t.credit_account_id = a.id or t.debit_account_id = a.id)
             where s.user_id = ${userId} and t.created_at <= ${at.toISOString()}::timestamptz`
      : sql`select (coalesce(sum(a.balance), 0))::text as micros
              from stakes s
              join ledger_balances a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
             where s.user_id = ${userId}`,
  );
  return BigInt(row?.micros ?? "0");
}

/** Newest first, how many unstakes a position shows. */
const unstakesShown = 20;
/** Newest first, how many slashes a pool shows. */
const slashesShown = 20;
/** The window of a pool's "fee share paid" figure, ms: 30 days. */
const feeShareWindowMs = 30 * 24 * 60 * 60 * 1000;

/** What a position's money is, µUSD, by stake id: active, cooling, earned and slashed. */
interface PositionFigures {
  active: bigint;
  cooling: bigint;
  earned: bigint;
  slashed: bigint;
}

/**
 * The money figures of stake positions `ids`, µUSD: active (its account), cooling (its unreleased
 * unstakes' accounts), earned (its `fee_share` transfers, plus what its pool's fee index owes it
 * and the settlement has not paid yet, decision 047) and slashed (the `slash` transfers out of its
 * account and its unstakes' accounts), read in one statement.
 */
export async function positionFigures(db: Db | Tx, ids: readonly string[]): Promise<Map<string, PositionFigures>> {
  if (!ids.length) return new Map();
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await executeRows<{
    id: string;
    active: string;
    cooling: string;
    earned: string;
    slashed: string;
    fee_index: string;
    fee_index_paid: string;
  }>(
    db,
    sql`select s.id, s.fee_index_paid::text as fee_index_paid,
               coalesce((select p.fee_index from stake_fee_pools p where p.agent_id = s.agent_id), 0)::text as fee_index,
               coalesce((select a.balance from ledger_balances a
                          where a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'), 0)::text as active,
               coalesce((select sum(a.balance) from stake_unstakes u
                           join ledger_balances a on a.owner_type = 'unstake' and a.owner_id = u.id and a.kind = 'stake'
                          where u.stake_id = s.id and u.released_at is null), 0)::text as cooling,
               coalesce((select sum(t.amount_micros) from ledger_movements t
                          where t.reference = 'stake:' || s.id::text and t.code = 'fee_share'), 0)::text as earned,
               coalesce((select sum(t.amount_micros) from ledger_movements t
                           join ledger_balances a on a.id = t.debit_account_id
                          where t.code = 'slash' and ((a.owner_type = 'stake' and a.owner_id = s.id)
                             or (a.owner_type = 'unstake' and a.owner_id in (select u.id from stake_unstakes u where u.stake_id = s.id)))), 0)::text as slashed
          from stakes s where s.id in (${idList})`,
  );
  return new Map(
    rows.map((r) => {
      const active = BigInt(r.active);
      const accrued = accruedFeeShare(active, BigInt(r.fee_index), BigInt(r.fee_index_paid));
      return [
        r.id,
        { active, cooling: BigInt(r.cooling), earned: BigInt(r.earned) + accrued, slashed: BigInt(r.slashed) },
      ];
    }),
  );
}

/** The newest unstakes of positions `ids` (at most 20 each), with what is still in each one's account. */
export async function unstakesOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, Unstake[]>> {
  if (!ids.length) return new Map();
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await executeRows<{
    id: string;
    stake_id: string;
    amount: string;
    remaining: string;
    requested_at: string | Date;
    release_at: string | Date;
    released_at: string | Date | null;
    released: string | null;
  }>(
    db,
    sql`select u.id, u.stake_id, u.amount_micros::text as amount,
               coalesce(a.balance, 0)::text as remaining,
               u.requested_at, u.release_at, u.released_at, u.released_micros::text as released
          from (select *, row_number() over (partition by stake_id order by requested_at desc, id desc) as n
                  from stake_unstakes where stake_id in (${idList})) u
          left join ledger_balances a on a.owner_type = 'unstake' and a.owner_id = u.id and a.kind = 'stake'
         where u.n <= ${unstakesShown}
         order by u.requested_at desc, u.id desc`,
  );
  const byStake = new Map<string, Unstake[]>();
  for (const r of rows) {
    const list = byStake.get(r.stake_id) ?? [];
    list.push({
      id: r.id,
      amount: formatMicros(BigInt(r.amount)),
      remaining: formatMicros(BigInt(r.remaining)),
      requestedAt: new Date(r.requested_at).toISOString(),
      releaseAt: new Date(r.release_at).toISOString(),
      releasedAt: r.released_at === null ? null : new Date(r.released_at).toISOString(),
      released: r.released === null ? null : formatMicros(BigInt(r.released)),
    });
    byStake.set(r.stake_id, list);
  }
  return byStake;
}

/**
 * The stake signal of each of `agentIds` (active stake µUSD and stakers), from the `stake_pools`
 * view; agents without stake are absent. Cards, profiles, the leaderboard and matching read it.
 */
export async function stakeSignals(
  db: Db | Tx,
  agentIds: readonly string[],
): Promise<Map<string, { totalMicros: bigint; stakers: number }>> {
  if (!agentIds.length) return new Map();
  const rows = await db
    .select({ agentId: stakePoolView.agentId, total: stakePoolView.activeMicros, stakers: stakePoolView.stakers })
    .from(stakePoolView)
    .where(inArray(stakePoolView.agentId, [...new Set(agentIds)]));
  return new Map(rows.map((r) => [r.agentId, { totalMicros: BigInt(r.total), stakers: Number(r.stakers) }]));
}

/**
 * Agent `agentId`'s public pool: active stake, stakers, owner stake, stake cooling down, fee
 * shares paid in the last 30 days, and the newest slashes; with the viewer's own position.
 */
export async function stakePoolOf(
  db: Db,
  agentId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<StakePool> {
  const since = new Date(now.getTime() - feeShareWindowMs).toISOString();
  const [row] = await executeRows<{ total: string; stakers: number; owner: string; cooling: string; paid: string }>(
    db,
    sql`select coalesce((select active_micros from stake_pools where agent_id = ${agentId}), 0)::text as total,
               coalesce((select stakers from stake_pools where agent_id = ${agentId}), 0)::int as stakers,
               coalesce((select owner_micros from stake_pools where agent_id = ${agentId}), 0)::text as owner,
               coalesce((select sum(a.balance) from stake_unstakes u
                           join stakes s on s.id = u.stake_id
                           join ledger_balances a on a.owner_type = 'unstake' and a.owner_id = u.id and a.kind = 'stake'
                          where s.agent_id = ${agentId} and u.released_at is null), 0)::text as cooling,
               coalesce((select sum(case when t.credit_account_id = pa.id then t.amount_micros else -t.amount_micros end)
                           from ledger_balances pa
                           join ledger_movements t on t.credit_account_id = pa.id and t.code = 'fee_share_accrual'
                                                   or t.debit_account_id = pa.id and t.code = 'fee_share_remainder'
                          where pa.owner_type = 'stake_pool' and pa.owner_id = ${agentId} and pa.kind = 'stake'
                            and t.created_at >= ${since}::timestamptz), 0)::text as paid`,
  );
  const slashes = await db
    .select()
    .from(stakeSlashes)
    .where(eq(stakeSlashes.agentId, agentId))
    .orderBy(desc(stakeSlashes.createdAt))
    .limit(slashesShown);
  const [mine] = viewerId
    ? await db
        .select({ id: stakes.id })
        .from(stakes)
        .where(and(eq(stakes.agentId, agentId), eq(stakes.userId, viewerId)))
    : [];
  const myActive = mine ? ((await positionFigures(db, [mine.id])).get(mine.id)?.active ?? 0n) : 0n;
  return {
    agentId,
    total: formatMicros(BigInt(row?.total ?? "0")),
    stakers: Number(row?.stakers ?? 0),
    ownerStake: formatMicros(BigInt(row?.owner ?? "0")),
    cooling: formatMicros(BigInt(row?.cooling ?? "0")),
    feeSharePaid30d: formatMicros(BigInt(row?.paid ?? "0")),
    slashes: slashes.map((s) => ({
      at: s.createdAt.toISOString(),
      amount: formatMicros(s.amountMicros),
      pool: formatMicros(s.poolMicros),
      clientShareBps: s.clientShareBps,
    })),
    myStake: mine ? { id: mine.id, active: formatMicros(myActive) } : null,
  };
}

/** What a user has staked over all positions, µUSD: active plus cooling down (the wallet's "Staked"). */
export async function stakedTotalOf(db: Db | Tx, userId: string): Promise<bigint> {
  const [row] = await executeRows<{ micros: string }>(
    db,
    sql`select coalesce(sum(a.balance), 0)::text as micros
          from stakes s
          join ledger_balances a on a.kind = 'stake' and (
               (a.owner_type = 'stake' and a.owner_id = s.id)
            or (a.owner_type = 'unstake' and a.owner_id in (select u.id from stake_unstakes u where u.stake_id = s.id)))
         where s.user_id = ${userId}`,
  );
  return BigInt(row?.micros ?? "0");
}

/** The columns a position is shown with: its agent's names, and its owner for the owner-stake mark. */
const positionColumns = {
  id: stakes.id,
  createdAt: stakes.createdAt,
  agent: { id: agentNameView.id, name: agentNameView.name, slug: agentNameView.slug, ownerId: agentNameView.ownerId },
};

/** A row of {@link positionColumns}. */
type PositionRow = { id: string; createdAt: Date; agent: { id: string; name: string; slug: string; ownerId: string } };

/** `userId`'s position rows as the wire shows them, with their figures and newest unstakes. */
async function shapePositions(db: Db | Tx, userId: string, rows: PositionRow[]): Promise<StakePosition[]> {
  const ids = rows.map((r) => r.id);
  const [figures, unstakes] = await Promise.all([positionFigures(db, ids), unstakesOf(db, ids)]);
  return rows.map((r) => toPosition(r, userId, figures.get(r.id), unstakes.get(r.id)));
}

/**
 * `userId`'s stake positions, newest first, keyset-paged, each with its figures and newest
 * unstakes, and their totals over every position.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listMyStakes(db: Db, userId: string, query: StakeListQuery): Promise<StakePage> {
  const rows = await db
    .select({ ...positionColumns, cursorAt: exactInstant(stakes.createdAt) })
    .from(stakes)
    .innerJoin(agentNameView, eq(agentNameView.id, stakes.agentId))
    .where(
      and(eq(stakes.userId, userId), keysetAfter(stakes.createdAt, stakes.id, keysetPosition(query.cursor), "newest")),
    )
    .orderBy(desc(stakes.createdAt), desc(stakes.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  const [data, totals] = await Promise.all([shapePositions(db, userId, page), stakeTotalsOf(db, userId)]);
  return { data, nextCursor, totals };
}

/**
 * `userId`'s position `stakeId` as the wire shows it.
 * @throws AppError('not_found') when it is not theirs.
 */
export async function positionOf(db: Db | Tx, userId: string, stakeId: string): Promise<StakePosition> {
  const [row] = await db
    .select(positionColumns)
    .from(stakes)
    .innerJoin(agentNameView, eq(agentNameView.id, stakes.agentId))
    .where(and(eq(stakes.id, stakeId), eq(stakes.userId, userId)));
  if (!row) throw notFound("Stake");
  const [position] = await shapePositions(db, userId, [row]);
  return position as StakePosition;
}

/** A position row with its figures as the wire shows it. */
function toPosition(
  row: PositionRow,
  userId: string,
  f: PositionFigures | undefined,
  unstakes: Unstake[] | undefined,
): StakePosition {
  return {
    id: row.id,
    agent: { id: row.agent.id, name: row.agent.name, slug: row.agent.slug },
    active: formatMicros(f?.active ?? 0n),
    cooling: formatMicros(f?.cooling ?? 0n),
    ownerStake: row.agent.ownerId === userId,
    earned: formatMicros(f?.earned ?? 0n),
    slashed: formatMicros(f?.slashed ?? 0n),
    unstakes: unstakes ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's totals over all their positions, as dollar strings. */
async function stakeTotalsOf(db: Db, userId: string): Promise<StakePage["totals"]> {
  const ids = (await db.select({ id: stakes.id }).from(stakes).where(eq(stakes.userId, userId))).map((r) => r.id);
  const figures = [...(await positionFigures(db, ids)).values()];
  const sum = (pick: (f: PositionFigures) => bigint) => formatMicros(figures.reduce((s, f) => s + pick(f), 0n));
  return {
    active: sum((f) => f.active),
    cooling: sum((f) => f.cooling),
    earned: sum((f) => f.earned),
    slashed: sum((f) => f.slashed),
  };
}

/** The public pools with the most active stake, largest first (the governance page). */
export async function topStakePoolsOf(db: Db, limit: number): Promise<TopStakePools> {
  const rows = await db
    .select({
      id: agentListingView.id,
      name: agentListingView.name,
      slug: agentListingView.slug,
      total: stakePoolView.activeMicros,
      stakers: stakePoolView.stakers,
      owner: stakePoolView.ownerMicros,
    })
    .from(stakePoolView)
    .innerJoin(agentListingView, eq(agentListingView.id, stakePoolView.agentId))
    .where(inArray(agentListingView.status, ["active", "paused"]))
    .orderBy(desc(stakePoolView.activeMicros), agentListingView.id)
    .limit(limit);
  return {
    data: rows.map((r) => ({
      agent: { id: r.id, name: r.name, slug: r.slug },
      total: formatMicros(BigInt(r.total)),
      stakers: Number(r.stakers),
      ownerStake: formatMicros(BigInt(r.owner)),
    })),
  };
}

/**
 * Names the stake accounts on the other side of statement lines: for each `stake` account owner
 * (a position) and `unstake` account owner (an unstake), its position's id and agent's name.
 */
export async function stakeCounterparties(
  db: Db | Tx,
  owners: { stakeIds: readonly string[]; unstakeIds: readonly string[] },
): Promise<Map<string, { stakeId: string; agentName: string }>> {
  if (!owners.stakeIds.length && !owners.unstakeIds.length) return new Map();
  const list = (ids: readonly string[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null::uuid`;
  const rows = await executeRows<{ owner_id: string; stake_id: string; name: string }>(
    db,
    sql`select s.id as owner_id, s.id as stake_id, g.name from stakes s join agent_names g on g.id = s.agent_id
         where s.id in (${list(owners.stakeIds)})
        union all
        select u.id, s.id, g.name from stake_unstakes u join stakes s on s.id = u.stake_id join agent_names g on g.id = s.agent_id
         where u.id in (${list(owners.unstakeIds)})`,
  );
  return new Map(rows.map((r) => [r.owner_id, { stakeId: r.stake_id, agentName: r.name }]));
}

/** How a user's money stands on an agent, for the conflict-of-interest rule; null when it never did in the window. */
export type StakeExposure = "at_stake" | "recent";

/**
 * Whether `userId` has money on the pool of any agent of `agentIds`, or had within the window since `since`:
 * `at_stake` when their position's account or any of its unstakes' accounts holds money now
 * (stake in cooldown can still be slashed, decision 044); `recent` when both are empty now but a
 * ledger transfer moved money in or out of one of them at or after `since` (an account that is
 * empty now and saw a transfer in the window held money during it); null otherwise. Read from the
 * ledger, so topping up, unstaking, a release and a slash all count, and nothing else is stored.
 */
export async function stakeExposureOf(
  db: Db | Tx,
  userId: string,
  agentIds: readonly string[],
  since: Date,
): Promise<StakeExposure | null> {
  if (!agentIds.length) return null;
  const [row] = await executeRows<{ at_stake: boolean | null; recent: boolean | null }>(
    db,
    sql`with accounts as (
          select a.id, a.balance
            from stakes s
            join ledger_balances a on a.kind = 'stake' and (
                 (a.owner_type = 'stake' and a.owner_id = s.id)
              or (a.owner_type = 'unstake' and a.owner_id in (select u.id from stake_unstakes u where u.stake_id = s.id)))
           where s.user_id = ${userId} and s.agent_id in (${sql.join(
             agentIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )}))
        select (select bool_or(balance > 0) from accounts) as at_stake,
               exists (select 1 from ledger_movements t
                        where (t.debit_account_id in (select id from accounts) or t.credit_account_id in (select id from accounts))
                          and t.created_at >= ${since.toISOString()}::timestamptz) as recent`,
  );
  if (row?.at_stake) return "at_stake";
  return row?.recent ? "recent" : null;
}

/**
 * What of `userId`'s stake blocks erasing their account (decision 071): one blocker `stake` with
 * the active amount and the amount in its unstake cooldown, or none when nothing is staked.
 * Staked money is the person's; it must come back to their wallet (and out) before they go.
 */
export async function stakeErasureBlockers(tx: Tx, userId: string): Promise<ErasureBlocker[]> {
  const total = await stakedTotalOf(tx, userId);
  if (total <= 0n) return [];
  const active = await activeStakeOf(tx, userId);
  const cooling = total - active;
  const parts = [
    active > 0n ? `${formatUsd(active)} active` : null,
    cooling > 0n ? `${formatUsd(cooling)} in the unstake cooldown` : null,
  ].filter(Boolean);
  return [
    {
      kind: "stake",
      detail:
        `${formatUsd(total)} is staked on agents (${parts.join(", ")}): unstake it and wait for the ` +
        "cooldown to return it to your wallet",
    },
  ];
}
