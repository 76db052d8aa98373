import { transferCodes } from "@agora/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { mandates } from "../mandates/mandates.tables";

/**
 * What an account holds (docs/product/DESIGN.md "Money"): a user's spendable `available` money and `stake`;
 * a contract's `escrow`; the platform's `fees` (revenue) and `funding` (the other side of money
 * entering or leaving through a payment rail, the only account that runs negative).
 */
export const accountKinds = ["available", "escrow", "stake", "fees", "funding"] as const;
/** One of {@link accountKinds}. */
export type AccountKind = (typeof accountKinds)[number];

/**
 * Who an account belongs to: a user, a contract (its escrow), the platform, a stake position, an
 * unstake in its cooldown (decision 044: each position's money is its own account) or an agent's
 * stake pool, which holds the fee shares its stakers have earned and not yet been paid (decision 047).
 */
export const accountOwners = ["user", "contract", "platform", "stake", "unstake", "stake_pool"] as const;
/** One of {@link accountOwners}. */
export type AccountOwner = (typeof accountOwners)[number];

/**
 * Shards an account of the platform may have, and so the bound of the `shard` column's CHECK
 * (decision 078). How many are in use is `platformShardCount` (ledger.service.ts), at most this.
 */
export const platformShardsMax = 256;

/**
 * Double-entry accounts modelled on TigerBeetle: the balance is `credits_posted − debits_posted`
 * in µUSD; both only grow. The CHECK refuses an overdraft even if application code were wrong.
 * An account is one row, except the platform's `fees` and `funding`: each is split into shard rows
 * (decision 078) so that payouts of different contracts do not queue on one row lock; its balance
 * is the sum of its rows, and each row alone keeps the overdraft rule.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerType: text("owner_type", { enum: accountOwners }).notNull(),
    /** The user's or contract's id; the nil UUID for the platform. */
    ownerId: uuid("owner_id").notNull(),
    kind: text("kind", { enum: accountKinds }).notNull(),
    /** Which row of a platform account this is (0 ≤ shard < {@link platformShardsMax}); 0 for every other account. */
    shard: smallint("shard").notNull().default(0),
    debitsPosted: bigint("debits_posted", { mode: "bigint" }).notNull().default(sql`0`),
    creditsPosted: bigint("credits_posted", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_accounts_owner_kind_shard_uq").on(t.ownerType, t.ownerId, t.kind, t.shard),
    check(
      "ledger_accounts_shard_ck",
      sql`${t.shard} >= 0 and ${t.shard} < ${sql.raw(String(platformShardsMax))} and (${t.shard} = 0 or ${t.ownerType} = 'platform')`,
    ),
    check("ledger_accounts_no_overdraft_ck", sql`${t.kind} = 'funding' or ${t.creditsPosted} >= ${t.debitsPosted}`),
    check("ledger_accounts_posted_ck", sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0`),
  ],
);

/**
 * Append-only transfers: the only way money moves. Rows are never updated or deleted; a mistake
 * is corrected by a reversing transfer. Each row records both accounts' balances after it, so a
 * statement shows a running balance without summing history.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    debitAccountId: uuid("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    /** Why the money moved: one of the contract package's `transferCodes` (`deposit`, `payout`, `fee`, …). */
    code: text("code", { enum: transferCodes }).notNull(),
    /** What caused it, e.g. `contract:<uuid>`, `stream:<uuid>`, `deposit:<uuid>`. */
    reference: text("reference").notNull(),
    /** Optional unique key: a second transfer with the same key is refused (exactly-once legs). */
    transferKey: text("transfer_key").unique("ledger_transfers_key_uq"),
    debitBalanceAfter: bigint("debit_balance_after", { mode: "bigint" }).notNull(),
    creditBalanceAfter: bigint("credit_balance_after", { mode: "bigint" }).notNull(),
    /**
     * The spending mandate the money moved under (a call made with a mandated API key), written by
     * `ledger_post` with the row: a mandate's spend is the sum of its transfers (decision 028).
     */
    mandateId: uuid("mandate_id").references(() => mandates.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.id),
    // The mandate check sums a mandate's last 24 hours under its lock, and its spends page newest first.
    index("ledger_transfers_mandate_idx").on(t.mandateId, t.createdAt).where(sql`${t.mandateId} is not null`),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.id),
    index("ledger_transfers_reference_idx").on(t.reference),
    // The admin analytics sum a window of days (decision 037); rows are appended in time order.
    index("ledger_transfers_created_idx").on(t.createdAt),
    check("ledger_transfers_amount_ck", sql`${t.amountMicros} > 0`),
    check("ledger_transfers_distinct_ck", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check("ledger_transfers_reference_ck", sql`length(${t.reference}) > 0`),
    check(
      "ledger_transfers_code_ck",
      sql`${t.code} in (${sql.raw(transferCodes.map((code) => `'${code}'`).join(", "))})`,
    ),
  ],
);

/** A row of {@link ledgerTransfers}. */
export type TransferRow = typeof ledgerTransfers.$inferSelect;

/**
 * Every account with its balance (µUSD, `credits_posted − debits_posted`): what other modules read
 * of the ledger's accounts, in their own SQL, instead of its table (issue 31; docs/ARCHITECTURE.md
 * "Boundaries"). A plain view, so PostgreSQL inlines it; `for update` on it locks the account row.
 * One row per account row: the platform's `fees` and `funding` appear once per shard (decision
 * 078), so a reader of them sums; no module reads them here today (`balanceOf` does the summing).
 */
export const ledgerBalanceView = pgView("ledger_balances").as((qb) =>
  qb
    .select({
      id: ledgerAccounts.id,
      ownerType: ledgerAccounts.ownerType,
      ownerId: ledgerAccounts.ownerId,
      kind: ledgerAccounts.kind,
      balance: sql<bigint>`${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted}`.as("balance"),
    })
    .from(ledgerAccounts),
);

/**
 * Every transfer as other modules may read it (µUSD amounts, codes, references, times), without the
 * running balances and keys that are the ledger's own business.
 */
export const ledgerMovementView = pgView("ledger_movements").as((qb) =>
  qb
    .select({
      id: ledgerTransfers.id,
      debitAccountId: ledgerTransfers.debitAccountId,
      creditAccountId: ledgerTransfers.creditAccountId,
      amountMicros: ledgerTransfers.amountMicros,
      code: ledgerTransfers.code,
      reference: ledgerTransfers.reference,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers),
);
