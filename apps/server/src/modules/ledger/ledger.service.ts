import { formatMicros, type TransferCode } from "@agora/contracts";
import { and, eq, sql, sum } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { arrayLiteral, executePreparedRows, executeRows } from "../../db/rows";
import { AppError } from "../../lib/errors";
import { type AccountKind, type AccountOwner, ledgerAccounts, platformShardsMax } from "./ledger.tables";

/** The owner id of the platform's own accounts (fees, funding). */
export const platformOwnerId = "00000000-0000-0000-0000-000000000000";

/** Names an account by what it is for; {@link accountId} turns it into an id, creating it once. */
export interface AccountRef {
  ownerType: AccountOwner;
  /** The user's or contract's id, or {@link platformOwnerId}. */
  ownerId: string;
  kind: AccountKind;
  /**
   * Which row of a platform account (decision 078); 0 when absent, and always 0 for the others.
   * Writers pick it with {@link platformAccount}'s `spreadBy`; reads sum every shard.
   */
  shard?: number;
}

/** One movement: `amount` µUSD from `debit` to `credit` (account ids). */
export interface TransferLeg {
  debit: string;
  credit: string;
  /** µUSD, > 0. */
  amount: bigint;
  /** Why: one of the contract package's transfer codes, e.g. `deposit`, `escrow_fund`, `payout`. */
  code: TransferCode;
  /** What caused it, e.g. `contract:<uuid>`. */
  reference: string;
  /** Exactly-once key: a second leg with the same key fails the whole transaction (unique index). */
  key?: string;
  /**
   * The spending mandate the leg moves money under (decision 028), stored on its transfer row so
   * the mandate's spend is derived from the ledger. The caller checked the mandate under its lock.
   */
  mandateId?: string;
}

/** A posted leg with both balances after it, in µUSD. */
export interface PostedTransfer extends TransferLeg {
  id: bigint;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

/**
 * Rows each platform account is split into by default (decision 078). On the 2-core benchmark
 * machine payouts of 1,000 contracts became CPU-bound from about 8–16 shards on (one instance, 10
 * connections); with 32, three instances' 30 connections find on average fewer than one other
 * payout on their row, and a balance read sums at most 32 rows.
 */
export const platformShardCountDefault = 32;

// Module state, as the payout hooks are: a process posts with one N; benchmarks switch it to
// compare N = 1 with the default in one run.
let platformShardCount = platformShardCountDefault;

/**
 * Sets how many shards new platform transfers spread over, from the next call on (1 ≤ n ≤ 256;
 * benchmarks and tests). Lowering it is safe: rows of higher shards keep their money and are
 * still summed on read; they only stop receiving.
 * @throws RangeError outside 1…{@link platformShardsMax}.
 */
export function setPlatformShardCount(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > platformShardsMax)
    throw new RangeError(`platform shard count must be an integer in 1…${platformShardsMax}, got ${n}`);
  platformShardCount = n;
}

/**
 * The shard `spreadBy` picks among `count`: FNV-1a (32-bit) of its UTF-16 code units, modulo
 * `count`. Deterministic across processes and restarts, so a retried payout of the same contract
 * lands on the same row; well mixed even for UUIDs that share a prefix.
 */
export function platformShardOf(spreadBy: string, count: number = platformShardCount): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < spreadBy.length; i++) {
    hash ^= spreadBy.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/**
 * The platform's accounts: fee revenue, and the funding side of deposits and withdrawals. Each is
 * several rows (decision 078); `spreadBy` (a contract, user or agent id the transfer already has)
 * picks the row a transfer posts to, so transfers of different contracts or users do not wait on
 * one lock. Without it, shard 0. {@link balanceOf} sums every shard whatever the ref's shard.
 */
export const platformAccount = (kind: "fees" | "funding", spreadBy?: string): AccountRef => ({
  ownerType: "platform",
  ownerId: platformOwnerId,
  kind,
  shard: spreadBy === undefined ? 0 : platformShardOf(spreadBy),
});

/** A user's spendable account. Stake lives in each position's own account (staking module, decision 044). */
export const userAccount = (userId: string): AccountRef => ({
  ownerType: "user",
  ownerId: userId,
  kind: "available",
});

/** A contract's escrow account. */
export const escrowAccount = (contractId: string): AccountRef => ({
  ownerType: "contract",
  ownerId: contractId,
  kind: "escrow",
});

/**
 * The id of the account row `ref` names (its shard's row for a platform account), creating it
 * (balance 0) on first use. Safe under concurrency: the insert ignores a conflict and the row is
 * read back. {@link accountIds} for several in one query.
 */
export async function accountId(db: Db | Tx, ref: AccountRef): Promise<string> {
  const [id] = await accountIds(db, [ref]);
  return id as string;
}

/** A ref's row key, the same whether built from a ref or read from a row (UUIDs come back lower case). */
const rowKey = (r: { ownerType: string; ownerId: string; kind: string; shard?: number }) =>
  `${r.ownerType}/${r.ownerId.toLowerCase()}/${r.kind}/${r.shard ?? 0}`;

/**
 * The ids of the account rows `refs` name, in the same order, as {@link accountId} gives each: one
 * query when they all exist (a payout names four), two more when some must be created first.
 * @throws Error when a row is still missing after its insert (never, unless the table is altered).
 */
export async function accountIds(db: Db | Tx, refs: AccountRef[]): Promise<string[]> {
  if (!refs.length) return [];
  // Raw and prepared: drizzle spends a few hundred µs of CPU building a select, and every payout
  // asks this. The text depends only on how many refs there are (a payout's four, or one).
  const read = async () => {
    const rows = await executePreparedRows<{
      id: string;
      owner_type: string;
      owner_id: string;
      kind: string;
      shard: number;
    }>(
      db,
      `ledger_account_ids_${refs.length}`,
      sql`select id, owner_type, owner_id, kind, shard from ledger_accounts where ${sql.join(
        refs.map(
          (r) =>
            sql`(owner_type = ${r.ownerType} and owner_id = ${r.ownerId} and kind = ${r.kind} and shard = ${r.shard ?? 0})`,
        ),
        sql` or `,
      )}`,
    );
    return new Map(
      rows.map((row) => [
        rowKey({ ownerType: row.owner_type, ownerId: row.owner_id, kind: row.kind, shard: Number(row.shard) }),
        row.id,
      ]),
    );
  };
  let found = await read();
  const missing = refs.filter((r) => !found.has(rowKey(r)));
  if (missing.length) {
    await db
      .insert(ledgerAccounts)
      .values(missing.map((r) => ({ ownerType: r.ownerType, ownerId: r.ownerId, kind: r.kind, shard: r.shard ?? 0 })))
      .onConflictDoNothing();
    found = await read();
  }
  return refs.map((r) => {
    const id = found.get(rowKey(r));
    if (!id) throw new Error(`ledger account ${rowKey(r)} missing after insert`);
    return id;
  });
}

/**
 * The balance (credits − debits, µUSD) of the account `ref` names, summed over all its rows: a
 * platform account's shards (decision 078) read as one account, whichever shard `ref` carries.
 * 0 when it does not exist yet.
 */
export async function balanceOf(db: Db | Tx, ref: AccountRef): Promise<bigint> {
  const [row] = await db
    .select({ d: sum(ledgerAccounts.debitsPosted), c: sum(ledgerAccounts.creditsPosted) })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, ref.ownerType),
        eq(ledgerAccounts.ownerId, ref.ownerId),
        eq(ledgerAccounts.kind, ref.kind),
      ),
    );
  return BigInt(row?.c ?? 0) - BigInt(row?.d ?? 0);
}

/**
 * Posts several legs atomically with the `ledger_post` SQL function (migrations 0007, 0023, 0029):
 * it locks every account involved in ascending id order (the fixed order rules out deadlocks
 * between concurrent transfers, docs/product/PERFORMANCE.md), takes the legs in order, refuses the
 * first that would take an `available`, `escrow`, `stake` or `fees` account below zero, and writes
 * the transfer rows (each with both running balances after it and its leg's mandate, if any) and
 * the accounts' totals (leg by leg up to 4 legs, set-based above), in one statement and one round trip. Nothing is written
 * when any leg fails. Pass a transaction to make the legs part of a larger change (a contract's
 * state with its escrow).
 * @returns the posted legs with both balances after each, in µUSD.
 * @throws AppError('insufficient_funds') naming the account kind and the shortfall.
 * @throws Error for a non-positive amount, equal accounts, an unknown account or a reused `key`.
 */
export async function transferMany(db: Db | Tx, legs: TransferLeg[]): Promise<PostedTransfer[]> {
  if (!legs.length) return [];
  for (const leg of legs) {
    if (leg.amount <= 0n) throw new Error(`transfer amount must be positive, got ${leg.amount}`);
    if (leg.debit === leg.credit) throw new Error("transfer between an account and itself");
  }
  // One array literal per column: 7 bind parameters however many legs (db/rows.ts arrayLiteral).
  const column = (pick: (leg: TransferLeg) => string | null, type: string) =>
    sql`${arrayLiteral(legs.map(pick))}::${sql.raw(type)}[]`;
  try {
    const rows = await executePreparedRows<{
      transfer_id: bigint | string;
      debit_balance_after: bigint | string;
      credit_balance_after: bigint | string;
    }>(
      db,
      "ledger_post",
      sql`select transfer_id, debit_balance_after, credit_balance_after from ledger_post(
        ${column((l) => l.debit, "uuid")}, ${column((l) => l.credit, "uuid")}, ${column((l) => String(l.amount), "bigint")},
        ${column((l) => l.code, "text")}, ${column((l) => l.reference, "text")}, ${column((l) => l.key ?? null, "text")},
        ${column((l) => l.mandateId ?? null, "uuid")})`,
    );
    return legs.map((leg, i) => {
      const r = rows[i] as (typeof rows)[number];
      return {
        ...leg,
        id: BigInt(r.transfer_id),
        debitBalanceAfter: BigInt(r.debit_balance_after),
        creditBalanceAfter: BigInt(r.credit_balance_after),
      };
    });
  } catch (err) {
    const e = err as { code?: string; detail?: string; cause?: { code?: string; detail?: string } };
    const cause = e.code === "AG001" ? e : e.cause?.code === "AG001" ? e.cause : undefined;
    if (!cause) throw err;
    const [kind, short] = (cause.detail ?? "account:0").split(":");
    throw new AppError(
      "insufficient_funds",
      `The ${kind} balance is short by ${formatMicros(BigInt(short ?? "0"))} USD for this transfer`,
    );
  }
}

/** {@link transferMany} of one leg (one statement, so atomic without a transaction). Same errors. */
export async function transfer(db: Db | Tx, leg: TransferLeg): Promise<PostedTransfer> {
  const [posted] = await transferMany(db, [leg]);
  return posted as PostedTransfer;
}

/** The ledger's invariants over a full scan (docs/product/DESIGN.md "Money"). Amounts are decimal-dollar strings. */
export interface LedgerCheck {
  /** True when the sum is 0, nothing is negative and every account matches its transfers. */
  ok: boolean;
  /** Accounts scanned; a platform account's shard rows (decision 078) count as one account. */
  accounts: number;
  /** Sum of all balances; must be "0.000000"-equal. */
  sum: string;
  /** Account rows other than `funding` below zero (each shard row of `fees` must hold its own). */
  negative: { accountId: string; kind: string; balance: string }[];
  /** Accounts whose posted totals differ from the sum of their transfers (a replay of history). */
  mismatched: { accountId: string; posted: string; replayed: string }[];
}

/**
 * Scans every account row and replays every transfer to check the invariants: balances sum to
 * zero, no `available`/`escrow`/`stake`/`fees` row is negative, and each row's posted totals equal
 * the sums of the transfers that touch it. Checked per row, shards included, since a shard is
 * what `ledger_post` locks and refuses an overdraft on; counted per account.
 */
export async function checkLedger(db: Db | Tx): Promise<LedgerCheck> {
  const rows = await executeRows<{
    id: string;
    owner_type: string;
    owner_id: string;
    kind: string;
    debits: bigint | string;
    credits: bigint | string;
    replayed_debits: bigint | string;
    replayed_credits: bigint | string;
  }>(
    db,
    sql`select a.id, a.owner_type, a.owner_id, a.kind, a.debits_posted as debits, a.credits_posted as credits,
          coalesce(d.total, 0) as replayed_debits, coalesce(c.total, 0) as replayed_credits
        from ledger_accounts a
        left join (select debit_account_id as id, sum(amount_micros) as total from ledger_transfers group by 1) d on d.id = a.id
        left join (select credit_account_id as id, sum(amount_micros) as total from ledger_transfers group by 1) c on c.id = a.id`,
  );
  let sum = 0n;
  const negative: LedgerCheck["negative"] = [];
  const mismatched: LedgerCheck["mismatched"] = [];
  const accounts = new Set<string>();
  for (const r of rows) {
    accounts.add(`${r.owner_type}/${r.owner_id}/${r.kind}`);
    const balance = BigInt(r.credits) - BigInt(r.debits);
    const replayed = BigInt(r.replayed_credits) - BigInt(r.replayed_debits);
    sum += balance;
    if (r.kind !== "funding" && balance < 0n)
      negative.push({ accountId: r.id, kind: r.kind, balance: signed(balance) });
    if (BigInt(r.debits) !== BigInt(r.replayed_debits) || BigInt(r.credits) !== BigInt(r.replayed_credits))
      mismatched.push({ accountId: r.id, posted: signed(balance), replayed: signed(replayed) });
  }
  return {
    ok: sum === 0n && !negative.length && !mismatched.length,
    accounts: accounts.size,
    sum: signed(sum),
    negative,
    mismatched,
  };
}

/** formatMicros for a value that may be negative (ledger reports only; the wire never carries one). */
function signed(micros: bigint): string {
  return micros < 0n ? `-${formatMicros(-micros)}` : formatMicros(micros);
}
