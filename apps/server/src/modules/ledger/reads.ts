/**
 * The ledger's read API: what other modules may learn from `ledger_accounts` and
 * `ledger_transfers` without querying them. Amounts are µUSD bigints. Balances are derived from
 * transfers (docs/product/DESIGN.md "Money"), so every figure here is a sum the ledger keeps.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import type { AccountKind, AccountOwner } from "./ledger.tables";

/** Transfer codes that move money out of an escrow to the provider and the platform. */
const paidOutCodes = sql.raw("('payout', 'fee')");

/**
 * Sum of the escrow balances of the contracts `contractIds` selects, µUSD.
 * @param contractIds a subquery selecting contract ids (one uuid column), owned by the hiring module.
 */
export async function escrowBalanceSum(db: Db | Tx, contractIds: SQL): Promise<bigint> {
  const [row] = await executeRows<{ total: bigint | string }>(
    db,
    sql`select coalesce(sum(a.credits_posted - a.debits_posted), 0) as total
        from ledger_accounts a
        where a.owner_type = 'contract' and a.kind = 'escrow' and a.owner_id in (${contractIds})`,
  );
  return BigInt(row?.total ?? 0);
}

/** What the ledger holds and paid out for one contract, µUSD. */
export interface ContractMoney {
  /** Balance of its escrow account. */
  escrow: bigint;
  /** Gross paid out of the escrow: payouts plus fees. */
  paid: bigint;
  /** Fees paid out of the escrow. */
  fees: bigint;
}

/**
 * {@link ContractMoney} per contract in one query for a whole page; contracts that were never
 * funded (no escrow account) are left out of the map.
 */
export async function contractMoney(db: Db | Tx, contractIds: string[]): Promise<Map<string, ContractMoney>> {
  if (!contractIds.length) return new Map();
  const rows = await executeRows<{ id: string; escrow: bigint | string; paid: bigint | string; fees: bigint | string }>(
    db,
    sql`select a.owner_id as id, a.credits_posted - a.debits_posted as escrow,
          coalesce(sum(t.amount_micros) filter (where t.code in ${paidOutCodes}), 0) as paid,
          coalesce(sum(t.amount_micros) filter (where t.code = 'fee'), 0) as fees
        from ledger_accounts a left join ledger_transfers t on t.debit_account_id = a.id
        where a.owner_type = 'contract' and a.kind = 'escrow'
          and a.owner_id in (${sql.join(
            contractIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        group by a.owner_id, a.credits_posted, a.debits_posted`,
  );
  return new Map(rows.map((r) => [r.id, { escrow: BigInt(r.escrow), paid: BigInt(r.paid), fees: BigInt(r.fees) }]));
}

/** Gross paid out (payouts plus fees) of the accounts of contract `contractId`, µUSD. */
export async function contractPaidOut(db: Db | Tx, contractId: string): Promise<bigint> {
  const [row] = await executeRows<{ paid: bigint | string }>(
    db,
    sql`select coalesce(sum(t.amount_micros), 0) as paid from ledger_transfers t
        join ledger_accounts a on a.id = t.debit_account_id
        where a.owner_type = 'contract' and a.owner_id = ${contractId} and t.code in ${paidOutCodes}`,
  );
  return BigInt(row?.paid ?? 0);
}

/** Platform-wide money figures, µUSD. */
export interface LedgerTotals {
  /** Everything paid out of escrows: payouts plus fees. */
  volume: bigint;
  /** Everything held in escrow now. */
  escrow: bigint;
}

/** {@link LedgerTotals} over every account and transfer. */
export async function ledgerTotals(db: Db | Tx): Promise<LedgerTotals> {
  const [row] = await executeRows<{ volume: bigint | string; escrow: bigint | string }>(
    db,
    sql`select
          (select coalesce(sum(amount_micros), 0) from ledger_transfers where code in ${paidOutCodes}) as volume,
          (select coalesce(sum(credits_posted - debits_posted), 0) from ledger_accounts where kind = 'escrow') as escrow`,
  );
  return { volume: BigInt(row?.volume ?? 0), escrow: BigInt(row?.escrow ?? 0) };
}

/**
 * A SQL condition, true when the contract whose id is `contractId` (a column or expression of the
 * caller's query) was ever funded: an escrow account exists only once money went in.
 */
export function wasFunded(contractId: SQL): SQL {
  return sql`exists (select 1 from ledger_accounts la where la.owner_type = 'contract' and la.owner_id = ${contractId} and la.kind = 'escrow')`;
}

/** One transfer as the statement of one account shows it. */
export interface StatementLine {
  /** The transfer's id (int8). */
  id: bigint;
  createdAt: Date;
  code: string;
  reference: string;
  amountMicros: bigint;
  /** True when the transfer credited the statement's account. */
  incoming: boolean;
  /** The statement account's balance right after this transfer, µUSD. */
  balanceAfterMicros: bigint;
  /** The account on the other side of the transfer. */
  counterparty: { ownerType: AccountOwner; ownerId: string; kind: AccountKind };
}

/**
 * Statement lines of account `accountId` (a `ledger_accounts.id`), newest first: only transfer
 * ids below `before` when given, only the transfer `only` when given, at most `limit` lines.
 */
export async function statementLines(
  db: Db | Tx,
  accountId: string,
  opts: { before?: bigint; only?: bigint; limit: number },
): Promise<StatementLine[]> {
  const rows = await executeRows<{
    id: bigint | string;
    created_at: Date | string;
    code: string;
    reference: string;
    amount_micros: bigint | string;
    incoming: boolean;
    balance_after: bigint | string;
    owner_type: AccountOwner;
    owner_id: string;
    kind: AccountKind;
  }>(
    db,
    sql`select t.id, t.created_at, t.code, t.reference, t.amount_micros,
          t.credit_account_id = ${accountId} as incoming,
          case when t.credit_account_id = ${accountId} then t.credit_balance_after else t.debit_balance_after end as balance_after,
          o.owner_type, o.owner_id, o.kind
        from ledger_transfers t
        join ledger_accounts o
          on o.id = case when t.credit_account_id = ${accountId} then t.debit_account_id else t.credit_account_id end
        where (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
          ${opts.before !== undefined ? sql`and t.id < ${opts.before}` : sql``}
          ${opts.only !== undefined ? sql`and t.id = ${opts.only}` : sql``}
        order by t.id desc limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    id: BigInt(r.id),
    createdAt: new Date(r.created_at),
    code: r.code,
    reference: r.reference,
    amountMicros: BigInt(r.amount_micros),
    incoming: r.incoming,
    balanceAfterMicros: BigInt(r.balance_after),
    counterparty: { ownerType: r.owner_type, ownerId: r.owner_id, kind: r.kind },
  }));
}
