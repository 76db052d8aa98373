import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, pgView, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { contracts } from "../hiring/hiring.tables";
import { services } from "../services/services.tables";
import { users } from "../users/users.tables";

/**
 * The running figures of one per-call contract (decision 086): calls drawn and µUSD they drew
 * (`spent`), and how much of that payouts have paid on to the agent's owner (`paid`). One row per
 * contract, written by every call and every payout under its row lock, so a call's `seq` and the
 * escrow still free to draw (escrow − (spent − paid)) are read and moved by one writer at a time.
 */
export const contractCallMeters = pgTable(
  "contract_call_meters",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id),
    /** Calls drawn so far: the last call's seq. */
    calls: integer("calls").notNull().default(0),
    /** µUSD all calls drew: the last call's cumulative spend. */
    spentMicros: bigint("spent_micros", { mode: "bigint" }).notNull().default(sql`0`),
    /** Calls paid on to the agent's owner by payouts. */
    paidCalls: integer("paid_calls").notNull().default(0),
    /** µUSD of `spent` that payouts moved out of the escrow (gross, fee included). */
    paidMicros: bigint("paid_micros", { mode: "bigint" }).notNull().default(sql`0`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "contract_call_meters_ck",
      sql`${t.calls} >= ${t.paidCalls} and ${t.paidCalls} >= 0 and ${t.spentMicros} >= ${t.paidMicros} and ${t.paidMicros} >= 0`,
    ),
  ],
);

/**
 * One payout of a per-call contract's calls to the agent's owner (decision 086, as x402's decision
 * 085): one ledger posting out of the contract's escrow, keyed `call-payout:<contract>:<seq>`.
 * `seq` counts the contract's payouts from 1 under its meter's row lock; the unique pair refuses a
 * second payout with the same number in the database too.
 */
export const contractCallPayouts = pgTable(
  "contract_call_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    /** 1 for the contract's first payout, then 2, 3, … */
    seq: integer("seq").notNull(),
    /** Calls this payout paid. */
    calls: integer("calls").notNull(),
    /** The calls' prices summed, µUSD: what left the escrow. */
    grossMicros: bigint("gross_micros", { mode: "bigint" }).notNull(),
    /** The platform fee, µUSD: each call's fee rounded down, summed (`splitCallsPayout`). */
    feeMicros: bigint("fee_micros", { mode: "bigint" }).notNull(),
    /** Paid to the agent's owner, µUSD: gross − fee. */
    netMicros: bigint("net_micros", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("contract_call_payouts_contract_seq_uq").on(t.contractId, t.seq),
    check("contract_call_payouts_seq_ck", sql`${t.seq} > 0`),
    check("contract_call_payouts_calls_ck", sql`${t.calls} > 0`),
    check(
      "contract_call_payouts_split_ck",
      sql`${t.feeMicros} >= 0 and ${t.netMicros} >= 0 and ${t.grossMicros} = ${t.feeMicros} + ${t.netMicros}`,
    ),
  ],
);

/**
 * One call of a per-call contract (decision 086): it drew `price` from the contract's escrow (no
 * ledger transfer: the escrow holds the money until a payout moves it), making `cumulative` drawn by
 * the contract's calls 1…`seq`. `clientId` and `serviceId` are the contract's, kept here so the
 * service's cap per client is one index range. `payoutId` is set once, by the payout that paid it.
 */
export const contractCalls = pgTable(
  "contract_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    seq: integer("seq").notNull(),
    priceMicros: bigint("price_micros", { mode: "bigint" }).notNull(),
    cumulativeMicros: bigint("cumulative_micros", { mode: "bigint" }).notNull(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    serviceId: uuid("service_id").references(() => services.id),
    /** The instant the call was drawn, as its receipt states it (ms). */
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    payoutId: uuid("payout_id").references(() => contractCallPayouts.id),
  },
  (t) => [
    unique("contract_calls_contract_seq_uq").on(t.contractId, t.seq),
    // The cap: a client's calls of a service since the period began.
    index("contract_calls_cap_idx").on(t.serviceId, t.clientId, t.createdAt),
    // The payout job's worklist: only calls still in escrow, so it stays small however many were paid.
    index("contract_calls_unpaid_idx").on(t.contractId, t.seq).where(sql`${t.payoutId} is null`),
    check("contract_calls_seq_ck", sql`${t.seq} > 0`),
    check("contract_calls_price_ck", sql`${t.priceMicros} > 0 and ${t.cumulativeMicros} >= ${t.priceMicros}`),
  ],
);

/**
 * The calls module's read interface for the contract's figures (decision 086): a per-call
 * contract's calls and spend, and what of it payouts have paid. Hiring joins it to show a
 * contract; a contract with no call yet has no row.
 */
export const contractCallTotalsView = pgView("contract_call_totals").as((qb) =>
  qb
    .select({
      contractId: contractCallMeters.contractId,
      calls: contractCallMeters.calls,
      spentMicros: contractCallMeters.spentMicros,
      paidMicros: contractCallMeters.paidMicros,
    })
    .from(contractCallMeters),
);

/** A row of {@link contractCalls}. */
export type ContractCallRow = typeof contractCalls.$inferSelect;
