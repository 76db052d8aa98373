import { disputeLostBelowAgentShareBps, formatMicros, proRata, slashAmount, unstakeCooldownMs } from "@agora/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { findAgentRow } from "../agents";
import { type AccountRef, accountId, transfer, transferMany, userAccount } from "../ledger";
import { refuseUnderMandate } from "../mandates";
import { publishEvent } from "../realtime";
import { type FeePool, feeShareLegs, lockFeePool, poolPositions } from "./fee-pool";
import { stakeSlashes, stakes, stakeUnstakes } from "./staking.tables";

// Staking pools (docs/decisions/044-staking-pools.md). Each position and each unstake in its
// cooldown owns a ledger account, so every staker's money is a balance the ledger check covers and
// every change to it is a transfer in the transaction that causes it.

/** The ledger account of stake position `stakeId`: its active stake. */
export const stakeAccount = (stakeId: string): AccountRef => ({ ownerType: "stake", ownerId: stakeId, kind: "stake" });

/** The ledger account of unstake `unstakeId`: money in its cooldown. */
export const unstakeAccount = (unstakeId: string): AccountRef => ({
  ownerType: "unstake",
  ownerId: unstakeId,
  kind: "stake",
});

/** Agent statuses that can be staked on: the public ones. */
const stakeableStatuses = new Set(["active", "paused"]);

/**
 * Stakes `amountMicros` of `actor`'s available money on agent `agentId` (`available → stake`),
 * adding to their position on it, which is created on first use. An owner may stake on their own
 * agent; it shows as owner stake. Call inside the route's idempotent transaction.
 * @returns the position's id.
 * @throws AppError('not_found') for an unknown, draft or suspended agent; AppError('forbidden') for
 *   a key under a spending mandate; AppError('insufficient_funds') when the available balance is short.
 */
export async function addStake(tx: Tx, actor: Actor, agentId: string, amountMicros: bigint): Promise<string> {
  await refuseUnderMandate(tx, actor, "stake");
  const agent = await findAgentRow(tx, agentId);
  if (!agent || !stakeableStatuses.has(agent.status)) throw notFound("Agent");
  const pool = (await lockFeePool(tx, agentId, true)) as FeePool;
  await tx.insert(stakes).values({ agentId, userId: actor.id, feeIndexPaid: pool.index }).onConflictDoNothing();
  const [position] = await tx
    .select({ id: stakes.id })
    .from(stakes)
    .where(and(eq(stakes.agentId, agentId), eq(stakes.userId, actor.id)));
  if (!position) throw new Error("stake position missing after insert");
  // What the position earned at its old stake is paid first: its earnings assume a constant stake.
  const earned = await feeShareLegs(tx, pool, await poolPositions(tx, agentId, position.id), true);
  await transferMany(tx, [
    ...earned,
    {
      debit: await accountId(tx, userAccount(actor.id)),
      credit: await accountId(tx, stakeAccount(position.id)),
      amount: amountMicros,
      code: "stake",
      reference: `stake:${position.id}`,
    },
  ]);
  return position.id;
}

/** Locks `ref`'s ledger account row and returns its id and balance, µUSD; undefined when it does not exist. */
async function lockAccount(tx: Tx, ref: AccountRef): Promise<{ id: string; balance: bigint } | undefined> {
  const [row] = await executeRows<{ id: string; balance: string }>(
    tx,
    sql`select id, balance::text as balance from ledger_balances
         where owner_type = ${ref.ownerType} and owner_id = ${ref.ownerId} and kind = ${ref.kind} for update`,
  );
  return row ? { id: row.id, balance: BigInt(row.balance) } : undefined;
}

/**
 * Starts unstaking `amountMicros` (all of the active stake when undefined) from `actor`'s position
 * `stakeId`: the money moves at once to the unstake's own account, where it earns nothing and can
 * still be slashed, and returns to the available balance when the 7-day cooldown ends
 * ({@link releaseDueUnstakes}).
 * @returns the unstake's id.
 * @throws AppError('not_found') for another user's or an unknown position; AppError('invalid_state')
 *   when nothing is staked; AppError('validation_failed') naming `amount` when it exceeds the stake.
 */
export async function requestUnstake(
  tx: Tx,
  actor: Actor,
  stakeId: string,
  amountMicros: bigint | undefined,
  now = new Date(),
): Promise<string> {
  const [owned] = await tx
    .select({ agentId: stakes.agentId })
    .from(stakes)
    .where(and(eq(stakes.id, stakeId), eq(stakes.userId, actor.id)));
  if (!owned) throw notFound("Stake");
  // The pool's lock comes before the position's and its accounts, as in every path that pays it.
  const pool = (await lockFeePool(tx, owned.agentId, true)) as FeePool;
  await tx.select({ id: stakes.id }).from(stakes).where(eq(stakes.id, stakeId)).for("update");
  const account = await lockAccount(tx, stakeAccount(stakeId));
  const active = account?.balance ?? 0n;
  if (active === 0n) throw new AppError("invalid_state", "Nothing is staked on this position");
  const amount = amountMicros ?? active;
  if (amount > active)
    throw new AppError("validation_failed", "The amount is more than the active stake", [
      { in: "body", field: "amount", message: `is more than the active stake of ${formatMicros(active)} USD` },
    ]);
  const [row] = await tx
    .insert(stakeUnstakes)
    .values({ stakeId, amountMicros: amount, requestedAt: now, releaseAt: new Date(now.getTime() + unstakeCooldownMs) })
    .returning({ id: stakeUnstakes.id });
  if (!row) throw new Error("unstake insert returned nothing");
  // Paid first, at the stake it earned with; the cooldown earns nothing.
  const earned = await feeShareLegs(tx, pool, await poolPositions(tx, owned.agentId, stakeId), true);
  await transferMany(tx, [
    ...earned,
    {
      debit: (account as { id: string }).id,
      credit: await accountId(tx, unstakeAccount(row.id)),
      amount,
      code: "unstake",
      reference: `stake:${stakeId}`,
    },
  ]);
  return row.id;
}

/** How many due unstakes one release pass takes; the next pass takes the rest. */
const releaseBatch = 100;

/**
 * The durable release of unstakes whose cooldown has ended (run by the money jobs every minute):
 * moves what is left in each unstake's account (its amount less any slash) to the staker's
 * available balance, marks it released and tells the staker (`stake.released`), each in its own
 * transaction. Rows are claimed with
 * `SKIP LOCKED`, and the transfer key `unstake:<id>` makes a release exactly-once even if two
 * instances or a retry reached it.
 * @returns how many unstakes were released.
 */
export async function releaseDueUnstakes(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: stakeUnstakes.id })
    .from(stakeUnstakes)
    .where(and(sql`${stakeUnstakes.releasedAt} is null`, sql`${stakeUnstakes.releaseAt} <= ${now.toISOString()}`))
    .orderBy(stakeUnstakes.releaseAt)
    .limit(releaseBatch);
  let released = 0;
  for (const { id } of due) if (await releaseUnstake(db, id, now)) released += 1;
  return released;
}

/** Releases unstake `id` if it is still due and unclaimed; false when another pass has it or had it. */
async function releaseUnstake(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: stakeUnstakes.id, userId: stakes.userId, stakeId: stakeUnstakes.stakeId, agentId: stakes.agentId })
      .from(stakeUnstakes)
      .innerJoin(stakes, eq(stakes.id, stakeUnstakes.stakeId))
      .where(and(eq(stakeUnstakes.id, id), sql`${stakeUnstakes.releasedAt} is null`))
      .for("update", { of: stakeUnstakes, skipLocked: true });
    if (!row) return false;
    const account = await lockAccount(tx, unstakeAccount(id));
    const remaining = account?.balance ?? 0n;
    if (account && remaining > 0n)
      await transfer(tx, {
        debit: account.id,
        credit: await accountId(tx, userAccount(row.userId)),
        amount: remaining,
        code: "unstake_release",
        reference: `stake:${row.stakeId}`,
        key: `unstake:${id}`,
      });
    await tx.update(stakeUnstakes).set({ releasedAt: now, releasedMicros: remaining }).where(eq(stakeUnstakes.id, id));
    await publishEvent(tx, `user:${row.userId}`, "stake.released", {
      agentId: row.agentId,
      name: await agentName(tx, row.agentId),
      amount: formatMicros(remaining),
      unstakeId: id,
    });
    return true;
  });
}

/** The agent's name for the events stakers receive. */
async function agentName(tx: Tx, agentId: string): Promise<string> {
  return (await findAgentRow(tx, agentId))?.name ?? "An agent";
}

/** Tells each staker who paid part of a slash how much left their stake (`stake.slashed`). */
async function tellSlashedStakers(
  tx: Tx,
  c: SlashCase,
  accounts: { id: string; user_id: string }[],
  shares: { key: string; amount: bigint }[],
): Promise<void> {
  const userOf = new Map(accounts.map((a) => [a.id, a.user_id]));
  const byUser = new Map<string, bigint>();
  for (const s of shares) {
    const userId = userOf.get(s.key) as string;
    byUser.set(userId, (byUser.get(userId) ?? 0n) + s.amount);
  }
  const name = await agentName(tx, c.agentId);
  for (const [userId, amount] of byUser)
    await publishEvent(tx, `user:${userId}`, "stake.slashed", {
      agentId: c.agentId,
      name,
      amount: formatMicros(amount),
      disputeId: c.disputeId,
    });
}

/** A dispute an agent may have lost, as {@link slashPool} needs it. */
export interface SlashCase {
  agentId: string;
  disputeId: string;
  clientId: string;
  /** The agent's share of the escrow, basis points 0–10000. */
  agentShareBps: number;
  /** The escrow the dispute froze, µUSD. */
  escrowMicros: bigint;
}

/**
 * Slashes agent `c.agentId`'s pool for a dispute it lost (decision 044): {@link slashAmount} of
 * its slashable stake (active positions and unstakes still in cooldown) moves to the client's
 * available account, pro rata across those accounts, rounded down per account, with code `slash`
 * and reference `dispute:<id>`, the slash is recorded and each staker who paid is told
 * (`stake.slashed`). The accounts are locked in id order
 * (the order `ledger_post` locks in) so a concurrent unstake or release waits. Call in the
 * resolution's transaction.
 * @returns the µUSD moved; 0 when the agent kept at least half or has no stake.
 */
export async function slashPool(tx: Tx, c: SlashCase): Promise<bigint> {
  if (c.agentShareBps >= disputeLostBelowAgentShareBps) return 0n;
  const feePool = await lockFeePool(tx, c.agentId, false);
  if (!feePool) return 0n;
  const accounts = await executeRows<{ id: string; balance: string; user_id: string }>(
    tx,
    sql`select a.id, a.balance::text as balance, s.user_id
          from ledger_balances a
          left join stake_unstakes u on a.owner_type = 'unstake' and u.id = a.owner_id
          join stakes s on s.id = case when a.owner_type = 'stake' then a.owner_id else u.stake_id end
         where a.kind = 'stake' and a.owner_type in ('stake', 'unstake') and a.balance > 0
           and s.agent_id = ${c.agentId} and u.released_at is null
         order by a.id
         for update of a`,
  );
  const pool = accounts.reduce((sum, a) => sum + BigInt(a.balance), 0n);
  const slash = slashAmount(pool, c.agentShareBps, c.escrowMicros);
  const shares = proRata(
    slash,
    accounts.map((a) => ({ key: a.id, weight: BigInt(a.balance) })),
  );
  if (!shares.length) return 0n;
  const client = await accountId(tx, userAccount(c.clientId));
  // Every position is paid what it earned before its stake shrinks, in the slash's one posting.
  const earned = await feeShareLegs(tx, feePool, await poolPositions(tx, c.agentId), true);
  await transferMany(tx, [
    ...earned,
    ...shares.map((s) => ({
      debit: s.key,
      credit: client,
      amount: s.amount,
      code: "slash" as const,
      reference: `dispute:${c.disputeId}`,
    })),
  ]);
  const moved = shares.reduce((sum, s) => sum + s.amount, 0n);
  await tellSlashedStakers(tx, c, accounts, shares);
  await tx.insert(stakeSlashes).values({
    agentId: c.agentId,
    disputeId: c.disputeId,
    clientId: c.clientId,
    poolMicros: pool,
    amountMicros: moved,
    clientShareBps: 10_000 - c.agentShareBps,
  });
  return moved;
}
