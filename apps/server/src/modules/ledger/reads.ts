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

/**
 * {@link LedgerTotals} over every account and transfer, split in two: `apart` holds the money of
 * the contracts `isApart` selects (the demo contracts, for the public figures), `rest` the others.
 * Payouts are summed per escrow account first, so the condition runs once per contract.
 * @param isApart a SQL condition on a contract id, owned by the hiring module (`isDemoContract`).
 */
export async function ledgerTotalsApart(
  db: Db | Tx,
  isApart: (contractId: SQL) => SQL,
): Promise<{ rest: LedgerTotals; apart: LedgerTotals }> {
  const rows = await executeRows<{ apart: boolean; volume: bigint | string; escrow: bigint | string }>(
    db,
    sql`with paid as (
          select debit_account_id as id, sum(amount_micros) as amount from ledger_transfers
          where code in ${paidOutCodes} group by debit_account_id
        ), held as (
          select a.owner_type, a.owner_id, coalesce(p.amount, 0) as volume,
            case when a.kind = 'escrow' then a.credits_posted - a.debits_posted else 0 end as escrow
          from ledger_accounts a left join paid p on p.id = a.id
          where a.kind = 'escrow' or p.id is not null
        )
        select (h.owner_type = 'contract' and ${isApart(sql`h.owner_id`)}) as apart,
          coalesce(sum(h.volume), 0) as volume, coalesce(sum(h.escrow), 0) as escrow
        from held h group by 1`,
  );
  const side = (apart: boolean): LedgerTotals => {
    const row = rows.find((r) => r.apart === apart);
    return { volume: BigInt(row?.volume ?? 0), escrow: BigInt(row?.escrow ?? 0) };
  };
  return { rest: side(false), apart: side(true) };
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

/** A statement line as the database returns it (bigints may come as strings). */
type StatementRow = {
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
};

/** The columns of a {@link StatementRow} of account `accountId`, over `ledger_transfers t` and the counterparty `o`. */
function statementColumns(accountId: string): SQL {
  return sql`t.id, t.created_at, t.code, t.reference, t.amount_micros,
          t.credit_account_id = ${accountId} as incoming,
          case when t.credit_account_id = ${accountId} then t.credit_balance_after else t.debit_balance_after end as balance_after,
          o.owner_type, o.owner_id, o.kind`;
}

/** Joins the other side of each transfer of account `accountId` as `o`. */
function counterpartyJoin(accountId: string): SQL {
  return sql`join ledger_accounts o
          on o.id = case when t.credit_account_id = ${accountId} then t.debit_account_id else t.credit_account_id end`;
}

function toStatementLine(r: StatementRow): StatementLine {
  return {
    id: BigInt(r.id),
    createdAt: new Date(r.created_at),
    code: r.code,
    reference: r.reference,
    amountMicros: BigInt(r.amount_micros),
    incoming: r.incoming,
    balanceAfterMicros: BigInt(r.balance_after),
    counterparty: { ownerType: r.owner_type, ownerId: r.owner_id, kind: r.kind },
  };
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
  const rows = await executeRows<StatementRow>(
    db,
    sql`select ${statementColumns(accountId)}
        from ledger_transfers t ${counterpartyJoin(accountId)}
        where (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
          ${opts.before !== undefined ? sql`and t.id < ${opts.before}` : sql``}
          ${opts.only !== undefined ? sql`and t.id = ${opts.only}` : sql``}
        order by t.id desc limit ${opts.limit}`,
  );
  return rows.map(toStatementLine);
}

/** A {@link StatementLine} of a period, with the fee its posting withheld from it. */
export interface PeriodStatementLine extends StatementLine {
  /**
   * For a `payout` or `bonus` credited to the account: the platform fee posted with it, µUSD (what
   * the payer paid on top of the net this line credits); 0 for every other line.
   */
  feeWithheldMicros: bigint;
}

/**
 * Statement lines of account `accountId` posted in `[from, to)`, oldest first, keyset-paged on the
 * transfer id: only ids above `after` when given, at most `limit` lines.
 *
 * A payout's or bonus's fee is its own leg from the same payer, posted right after the net leg
 * (escrow.ts `payoutLegs`); the payer's account is locked for the whole posting, so the next
 * transfer debiting it is that fee when it has code `fee`, the same reference and the same
 * transaction time. A fee of 0 is not posted, and then the next leg is something else: 0 withheld.
 */
export async function statementLinesBetween(
  db: Db | Tx,
  accountId: string,
  opts: { from: Date; to: Date; after?: bigint; limit: number },
): Promise<PeriodStatementLine[]> {
  const rows = await executeRows<StatementRow & { fee_withheld: bigint | string }>(
    db,
    sql`select ${statementColumns(accountId)},
          case when n.code = 'fee' and n.reference = t.reference and n.created_at = t.created_at
            then n.amount_micros else 0 end as fee_withheld
        from ledger_transfers t ${counterpartyJoin(accountId)}
        left join lateral (
          select x.code, x.reference, x.created_at, x.amount_micros from ledger_transfers x
          where x.debit_account_id = t.debit_account_id and x.id > t.id
          order by x.id limit 1
        ) n on t.credit_account_id = ${accountId} and t.code in ('payout', 'bonus')
        where (t.debit_account_id = ${accountId} or t.credit_account_id = ${accountId})
          and t.created_at >= ${opts.from.toISOString()}::timestamptz and t.created_at < ${opts.to.toISOString()}::timestamptz
          ${opts.after !== undefined ? sql`and t.id > ${opts.after}` : sql``}
        order by t.id limit ${opts.limit}`,
  );
  return rows.map((r) => ({ ...toStatementLine(r), feeWithheldMicros: BigInt(r.fee_withheld) }));
}

/** What a spending mandate has spent, µUSD: sums of the transfers tagged with it (decision 028). */
export interface MandateSpendTotals {
  /** In the rolling 24 hours before the database's `now()`. */
  lastDay: bigint;
  /** Since the mandate was created. */
  total: bigint;
  /** On the contract asked about: its escrow fundings and bonuses (0 when none was asked about). */
  contract: bigint;
}

/** Rolling window of a mandate's per-day limit, in hours (DESIGN.md "Matching and autonomy"). */
export const mandateDayWindowH = 24;

/**
 * {@link MandateSpendTotals} of mandate `mandateId` in one query over its transfers (index
 * `ledger_transfers_mandate_idx`). Called under the mandate's row lock, it sees every spend
 * committed before the lock was granted: PostgreSQL's read committed takes a new snapshot per statement.
 * @param contractId the contract whose spending `contract` sums, if any: every leg a mandated call
 *   moved for it carries the reference `contract:<id>` (escrow fundings, a bonus and its fee).
 */
export async function mandateSpendTotals(
  db: Db | Tx,
  mandateId: string,
  contractId?: string,
): Promise<MandateSpendTotals> {
  const [row] = await executeRows<{ day: bigint | string; total: bigint | string; contract: bigint | string }>(
    db,
    sql`select coalesce(sum(t.amount_micros) filter (where t.created_at > now() - make_interval(hours => ${mandateDayWindowH})), 0) as day,
          coalesce(sum(t.amount_micros), 0) as total,
          coalesce(sum(t.amount_micros) filter (where t.reference = ${contractId ? `contract:${contractId}` : null}), 0) as contract
        from ledger_transfers t
        where t.mandate_id = ${mandateId}`,
  );
  return { lastDay: BigInt(row?.day ?? 0), total: BigInt(row?.total ?? 0), contract: BigInt(row?.contract ?? 0) };
}

/** {@link MandateSpendTotals} `lastDay` and `total` of several mandates at once, by mandate id. */
export async function mandatesSpendTotals(
  db: Db | Tx,
  mandateIds: string[],
): Promise<Map<string, { lastDay: bigint; total: bigint }>> {
  if (!mandateIds.length) return new Map();
  const rows = await executeRows<{ id: string; day: bigint | string; total: bigint | string }>(
    db,
    sql`select t.mandate_id as id,
          coalesce(sum(t.amount_micros) filter (where t.created_at > now() - make_interval(hours => ${mandateDayWindowH})), 0) as day,
          coalesce(sum(t.amount_micros), 0) as total
        from ledger_transfers t
        where t.mandate_id in (${sql.join(
          mandateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by t.mandate_id`,
  );
  return new Map(rows.map((r) => [String(r.id), { lastDay: BigInt(r.day), total: BigInt(r.total) }]));
}

/** One transfer made under a mandate, with the contract whose escrow it funded (if one did). */
export interface MandateSpendLine {
  id: bigint;
  amountMicros: bigint;
  code: string;
  /** The contract the money was spent on (an escrow funding, a bonus or its fee), from the reference; else null. */
  contractId: string | null;
  createdAt: Date;
}

/** Transfers of mandate `mandateId`, newest first: ids below `before` when given, at most `limit`. */
export async function mandateSpendLines(
  db: Db | Tx,
  mandateId: string,
  opts: { before?: bigint; limit: number },
): Promise<MandateSpendLine[]> {
  const rows = await executeRows<{
    id: bigint | string;
    amount_micros: bigint | string;
    code: string;
    contract_id: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select t.id, t.amount_micros, t.code, t.created_at,
          case when t.reference like 'contract:%' then substring(t.reference from 10) end as contract_id
        from ledger_transfers t
        where t.mandate_id = ${mandateId} ${opts.before !== undefined ? sql`and t.id < ${opts.before}` : sql``}
        order by t.id desc limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    id: BigInt(r.id),
    amountMicros: BigInt(r.amount_micros),
    code: r.code,
    contractId: r.contract_id === null ? null : String(r.contract_id),
    createdAt: new Date(r.created_at),
  }));
}

/**
 * A mandate's spend per UTC day over the last `days` days (today included), oldest first, as
 * `{day: "YYYY-MM-DD", micros}`; days without spend are left out (the caller fills them in).
 */
export async function mandateDailySpend(
  db: Db | Tx,
  mandateId: string,
  days: number,
): Promise<{ day: string; micros: bigint }[]> {
  const rows = await executeRows<{ day: string; total: bigint | string }>(
    db,
    sql`select to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(t.amount_micros) as total
        from ledger_transfers t
        where t.mandate_id = ${mandateId}
          and t.created_at >= (((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC')
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ day: r.day, micros: BigInt(r.total) }));
}

/** One UTC day of money movements for the admin analytics, µUSD. */
export interface LedgerDayRow {
  /** `YYYY-MM-DD`. */
  day: string;
  /** True for the contracts `isApart` selects (the demo ones). */
  apart: boolean;
  /** Paid out that day: payouts plus fees. */
  volume: bigint;
  /** Fees paid out that day. */
  fees: bigint;
  /** Money into contract escrows minus money out of them that day (may be negative). */
  escrowNet: bigint;
}

/**
 * {@link LedgerDayRow}s for every UTC day from `since` (included) to `until` (excluded; null: no
 * end), `YYYY-MM-DD`, with a movement, read through `ledger_transfers_created_idx`. Volume and
 * fees are counted as {@link ledgerTotalsApart} counts them (paid out of any account); the escrow
 * flow only for contract escrows, so summing it over every day gives the escrow held. Movements
 * are summed per account and day first, so the condition runs once per contract and day.
 * @param isApart a SQL condition on a contract id, owned by the hiring module (`isDemoContractById`).
 */
export async function ledgerDaysApart(
  db: Db | Tx,
  since: string,
  until: string | null,
  isApart: (contractId: SQL) => SQL,
): Promise<LedgerDayRow[]> {
  const start = sql`((${since}::date)::timestamp at time zone 'UTC')`;
  const window =
    until === null
      ? sql`t.created_at >= ${start}`
      : sql`t.created_at >= ${start} and t.created_at < ((${until}::date)::timestamp at time zone 'UTC')`;
  const rows = await executeRows<{
    day: string;
    apart: boolean;
    volume: bigint | string;
    fees: bigint | string;
    net: bigint | string;
  }>(
    db,
    sql`with moves as (
          select (t.created_at at time zone 'UTC')::date as day, t.debit_account_id as account,
            case when t.code in ${paidOutCodes} then t.amount_micros else 0 end as paid,
            case when t.code = 'fee' then t.amount_micros else 0 end as fee, -t.amount_micros as net
          from ledger_transfers t where ${window}
          union all
          select (t.created_at at time zone 'UTC')::date, t.credit_account_id, 0, 0, t.amount_micros
          from ledger_transfers t where ${window}
        ), per_account as (
          select m.day, m.account, sum(m.paid) as paid, sum(m.fee) as fee, sum(m.net) as net from moves m group by 1, 2
        )
        select to_char(p.day, 'YYYY-MM-DD') as day,
          (a.owner_type = 'contract' and ${isApart(sql`a.owner_id`)}) as apart,
          sum(p.paid) as volume, sum(p.fee) as fees,
          coalesce(sum(p.net) filter (where a.kind = 'escrow' and a.owner_type = 'contract'), 0) as net
        from per_account p join ledger_accounts a on a.id = p.account
        group by 1, 2`,
  );
  return rows.map((r) => ({
    day: r.day,
    apart: r.apart === true,
    volume: BigInt(r.volume),
    fees: BigInt(r.fees),
    escrowNet: BigInt(r.net),
  }));
}
