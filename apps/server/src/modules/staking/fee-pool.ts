import { accruedFeeShare, feeIndexRise, feeIndexScale, stakersFeeShare } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { arrayLiteral, executeRows } from "../../db/rows";
import type { PayoutFeeHook } from "../ledger";
import { type AccountRef, accountId, platformAccount, type TransferLeg, transferMany } from "../ledger";
import { stakeSignals } from "./stake-reads";

// The stakers' fee pool of each agent (docs/decisions/047-stake-fee-index.md). A payout moves the
// stakers' half of its fee to the pool's account in one transfer and raises the pool's fee index;
// positions are paid what they earned since they were last paid when their stake changes, when
// the pool is slashed and by the money jobs' settlement. A payout therefore costs the same for 1
// staker or 10,000, and every movement is still a ledger transfer.

/** The ledger account of agent `agentId`'s fee pool: fee shares its stakers earned and were not yet paid. */
export const stakePoolAccount = (agentId: string): AccountRef => ({
  ownerType: "stake_pool",
  ownerId: agentId,
  kind: "stake",
});

/** A locked fee pool: its agent, fee index (× 10^18) and ledger account id. */
export interface FeePool {
  agentId: string;
  index: bigint;
  accountId: string;
}

/**
 * Locks agent `agentId`'s fee pool row, the pool's one lock (taken before any of its accounts, by
 * every payout, stake, unstake, slash and settlement), and returns it.
 * @param create makes the row on first use (staking); a payout or slash passes false.
 * @returns undefined when the agent was never staked on and `create` is false.
 */
export async function lockFeePool(tx: Tx, agentId: string, create: boolean): Promise<FeePool | undefined> {
  if (create) await tx.execute(sql`insert into stake_fee_pools (agent_id) values (${agentId}) on conflict do nothing`);
  const [row] = await executeRows<{ fee_index: string }>(
    tx,
    sql`select fee_index::text from stake_fee_pools where agent_id = ${agentId} for update`,
  );
  if (!row) return undefined;
  return { agentId, index: BigInt(row.fee_index), accountId: await accountId(tx, stakePoolAccount(agentId)) };
}

/**
 * The transfer that accrues the stakers' share of a payout's platform fee (decision 047): 50 % of
 * the fee, from the platform's fee account to the pool's account, raising the pool's fee index by
 * `share × 10^18 / active stake` in the same transaction. The ledger runs it inside every payout's
 * posting, after the fee leg (registered with `onPayoutFee` in app.ts). O(1) in the number of
 * stakers, but for one sum over their balances.
 * @returns no leg when nobody is staked on the agent or the share rounds to nothing; else one leg
 *   keyed `<key>:share` when the payout has a key.
 */
export const accrueFeeShare: PayoutFeeHook = async (tx, { agentId, feeMicros, feesAccountId, reference, key }) => {
  const share = stakersFeeShare(feeMicros);
  if (share <= 0n) return [];
  const pool = await lockFeePool(tx, agentId, false);
  if (!pool) return [];
  const active = (await stakeSignals(tx, [agentId])).get(agentId)?.totalMicros ?? 0n;
  const rise = feeIndexRise(share, active);
  if (rise === 0n) return [];
  await tx.execute(
    sql`update stake_fee_pools set fee_index = fee_index + ${rise.toString()}::numeric where agent_id = ${agentId}`,
  );
  return [
    {
      debit: feesAccountId,
      credit: pool.accountId,
      amount: share,
      code: "fee_share_accrual",
      reference,
      ...(key ? { key: `${key}:share` } : {}),
    },
  ];
};

/** A position as its settlement needs it: active stake (µUSD), the index it was paid to, its staker's available account. */
export interface PoolPosition {
  id: string;
  stakeMicros: bigint;
  paidIndex: bigint;
  availableId: string;
}

/** The positions on agent `agentId` (only `stakeId` when given), in id order. Call with the pool locked. */
export async function poolPositions(tx: Tx | Db, agentId: string, stakeId?: string): Promise<PoolPosition[]> {
  const rows = await executeRows<{ id: string; stake: string; paid: string; available_id: string }>(
    tx,
    sql`select s.id, coalesce(a.balance, 0)::text as stake, s.fee_index_paid::text as paid,
               ua.id as available_id
          from stakes s
          left join ledger_balances a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
          join ledger_balances ua on ua.owner_type = 'user' and ua.owner_id = s.user_id and ua.kind = 'available'
         where s.agent_id = ${agentId} ${stakeId ? sql`and s.id = ${stakeId}` : sql``}
         order by s.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    stakeMicros: BigInt(r.stake),
    paidIndex: BigInt(r.paid),
    availableId: r.available_id,
  }));
}

/**
 * The legs that pay `positions` the fee share they earned up to the pool's index, `accruedFeeShare`
 * each, from the pool's account to the staker's available account (code `fee_share`, reference
 * `stake:<id>`, key `fee_share:<id>:<index>`, so a position is never paid twice for one index), and
 * marks them paid to the index. Post the legs in the same transaction.
 * @param everyPosition also marks positions that earned less than 1 µUSD, whose fraction then goes
 *   to the pool's remainder: needed before a position's stake changes, as its earnings assume a
 *   constant stake; the settlement passes false so that fractions keep adding up.
 */
export async function feeShareLegs(
  tx: Tx,
  pool: FeePool,
  positions: readonly PoolPosition[],
  everyPosition: boolean,
): Promise<TransferLeg[]> {
  const legs: TransferLeg[] = [];
  const marked: string[] = [];
  for (const p of positions) {
    const amount = accruedFeeShare(p.stakeMicros, pool.index, p.paidIndex);
    if (amount > 0n)
      legs.push({
        debit: pool.accountId,
        credit: p.availableId,
        amount,
        code: "fee_share",
        reference: `stake:${p.id}`,
        key: `fee_share:${p.id}:${pool.index}`,
      });
    if ((amount > 0n || everyPosition) && p.paidIndex !== pool.index) marked.push(p.id);
  }
  if (marked.length)
    await tx.execute(
      sql`update stakes set fee_index_paid = ${pool.index.toString()}::numeric where id = any(${arrayLiteral(marked)}::uuid[])`,
    );
  return legs;
}

/**
 * What the pool holds beyond what its positions are still owed, µUSD: the fractions of a µUSD that
 * the index and each payment rounded away. Owed is the exact `Σ stake × (index − paid) / 10^18`,
 * rounded up, so the remainder never takes what a staker could later be paid.
 */
function poolRemainder(pool: FeePool, balanceMicros: bigint, unpaid: readonly PoolPosition[]): bigint {
  const owedScaled = unpaid.reduce((sum, p) => sum + p.stakeMicros * (pool.index - p.paidIndex), 0n);
  const owed = (owedScaled + feeIndexScale - 1n) / feeIndexScale;
  return balanceMicros > owed ? balanceMicros - owed : 0n;
}

/** How many pools one settlement pass takes; the next pass takes the rest. */
const settlementBatch = 50;

/**
 * The money jobs' settlement of fee shares (decision 047): for each pool with a position that has
 * earned at least 1 µUSD, or with money and no active stake, pays every such position in one
 * posting and returns the pool's remainder ({@link poolRemainder}) to the platform's fee account
 * (code `fee_share_remainder`), each pool in its own transaction under its lock.
 * @returns how many positions were paid.
 */
export async function settleFeePools(db: Db): Promise<number> {
  const due = await executeRows<{ agent_id: string }>(
    db,
    sql`select p.agent_id from stake_fee_pools p
         where exists (select 1 from stakes s
                         join ledger_balances a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
                        where s.agent_id = p.agent_id
                          and a.balance::numeric * (p.fee_index - s.fee_index_paid) >= ${feeIndexScale.toString()}::numeric)
            or exists (select 1 from ledger_balances pa
                        where pa.owner_type = 'stake_pool' and pa.owner_id = p.agent_id and pa.kind = 'stake'
                          and pa.balance > 0
                          and not exists (select 1 from stakes s
                                            join ledger_balances a on a.owner_type = 'stake' and a.owner_id = s.id and a.kind = 'stake'
                                           where s.agent_id = p.agent_id and a.balance > 0))
         limit ${settlementBatch}`,
  );
  let paid = 0;
  for (const { agent_id } of due) paid += await settleFeePool(db, agent_id);
  return paid;
}

/** Settles agent `agentId`'s pool in its own transaction; @returns how many positions were paid. */
export async function settleFeePool(db: Db, agentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const pool = await lockFeePool(tx, agentId, false);
    if (!pool) return 0;
    const positions = await poolPositions(tx, agentId);
    const legs = await feeShareLegs(tx, pool, positions, false);
    const paid = legs.length;
    const [account] = await executeRows<{ balance: string }>(
      tx,
      sql`select balance::text as balance from ledger_balances where id = ${pool.accountId} for update`,
    );
    const balance = BigInt(account?.balance ?? "0") - legs.reduce((sum, l) => sum + l.amount, 0n);
    // Every position owed a µUSD or more was just paid up to the index; the others still are owed a fraction.
    const unpaid = positions.filter((p) => accruedFeeShare(p.stakeMicros, pool.index, p.paidIndex) === 0n);
    const remainder = poolRemainder(pool, balance, unpaid);
    if (remainder > 0n)
      legs.push({
        debit: pool.accountId,
        credit: await accountId(tx, platformAccount("fees", agentId)),
        amount: remainder,
        code: "fee_share_remainder",
        reference: `agent:${agentId}`,
      });
    await transferMany(tx, legs);
    return paid;
  });
}
