import { and, eq, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { users } from "../users/users.tables";

/**
 * Authorizations Agora signed for payers (decision 083): single-use, short-lived promises to pay
 * `amount` µUSD to an agent for one resource. Kept so a settle can check the mandate of the key
 * that asked for it and the payer can look its state up; the signature itself is recomputable.
 */
export const x402Authorizations = pgTable(
  "x402_authorizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payerId: uuid("payer_id")
      .notNull()
      .references(() => users.id),
    /** The API key that asked (its mandate governs the settlement); null for a browser session. */
    apiKeyId: uuid("api_key_id"),
    payToAgentId: uuid("pay_to_agent_id")
      .notNull()
      .references(() => agents.id),
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    /** The CAIP-2 network it was signed for, `agora:<reference>`. */
    network: text("network").notNull(),
    resource: text("resource").notNull(),
    validAfter: timestamp("valid_after", { withTimezone: true }).notNull(),
    validBefore: timestamp("valid_before", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("x402_authorizations_payer_idx").on(t.payerId, t.createdAt),
    check("x402_authorizations_amount_ck", sql`${t.amountMicros} > 0`),
    check("x402_authorizations_window_ck", sql`${t.validBefore} > ${t.validAfter}`),
  ],
);

/**
 * The contract of one payer with one payee agent for one UTC day (decision 083): its escrow (the
 * ledger's `contract` escrow account under this id) receives every call the payer settles to the
 * agent that day, so a thousand calls make one row, not a thousand. `isSelfCall` marks a pair
 * whose payer owns the agent: settled like any other, never counted for reputation.
 */
export const x402DayContracts = pgTable(
  "x402_day_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payerId: uuid("payer_id")
      .notNull()
      .references(() => users.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    /** The agent's owner when the day's first call settled: who the escrow is paid out to. */
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
    isSelfCall: boolean("is_self_call").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("x402_day_contracts_pair_day_uq").on(t.payerId, t.agentId, t.day),
    index("x402_day_contracts_agent_idx").on(t.agentId, t.day),
    // Each side's list pages newest day first (`day-contract-views.ts`).
    index("x402_day_contracts_payer_idx").on(t.payerId, t.day, t.id),
    index("x402_day_contracts_provider_idx").on(t.providerId, t.day, t.id),
  ],
);

/**
 * One payout of a day contract's settled calls to the agent's owner (decision 085): one ledger
 * posting out of the day contract's escrow, keyed `x402-payout:<day contract>:<seq>`. `seq`
 * counts the day contract's payouts from 1, taken under the day contract's row lock, and the
 * unique pair makes a second payout with the same number fail in the database too.
 */
export const x402Payouts = pgTable(
  "x402_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dayContractId: uuid("day_contract_id")
      .notNull()
      .references(() => x402DayContracts.id),
    /** 1 for the day contract's first payout, then 2, 3, … */
    seq: integer("seq").notNull(),
    /** Settled calls this payout paid. */
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
    unique("x402_payouts_day_contract_seq_uq").on(t.dayContractId, t.seq),
    check("x402_payouts_seq_ck", sql`${t.seq} > 0`),
    check("x402_payouts_calls_ck", sql`${t.calls} > 0`),
    check(
      "x402_payouts_split_ck",
      sql`${t.feeMicros} >= 0 and ${t.netMicros} >= 0 and ${t.grossMicros} = ${t.feeMicros} + ${t.netMicros}`,
    ),
  ],
);

/**
 * One row per settled authorization, written in the transaction of its ledger transfer: the
 * primary key makes a settlement exactly-once, and a repeated settle answers from this row.
 * `payoutId` is set once, by the payout that paid the call to the agent's owner (decision 085).
 */
export const x402Settlements = pgTable(
  "x402_settlements",
  {
    authorizationId: uuid("authorization_id")
      .primaryKey()
      .references(() => x402Authorizations.id),
    dayContractId: uuid("day_contract_id")
      .notNull()
      .references(() => x402DayContracts.id),
    /** The ledger transfer's id (`ledger_transfers.id`), x402's `transaction`. */
    transferId: bigint("transfer_id", { mode: "bigint" }).notNull(),
    isSelfCall: boolean("is_self_call").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
    /** The payout that paid this call on to the agent's owner; null while it waits in escrow. */
    payoutId: uuid("payout_id").references(() => x402Payouts.id),
  },
  (t) => [
    index("x402_settlements_day_contract_idx").on(t.dayContractId),
    // The payout job's worklist: only calls still in escrow, so it stays small however many were paid.
    index("x402_settlements_unpaid_idx").on(t.dayContractId, t.settledAt).where(sql`${t.payoutId} is null`),
  ],
);

/**
 * The x402 module's read interface for reputation (decision 085): the payer–agent day contracts
 * that count as one completed, paid contract of the agent once `endsAt` has passed. A day counts
 * when at least one call settled in it and the payer is not the agent's owner (`is_self_call`),
 * so a thousand calls of one client in a day weigh as one, and calling one's own agent weighs
 * nothing. `endsAt` is the end of the UTC `day` (the next day's 00:00 UTC). The reviews module
 * joins this view instead of the x402 tables.
 */
export const x402CountedDayView = pgView("x402_counted_days").as((qb) =>
  qb
    .select({
      id: x402DayContracts.id,
      agentId: x402DayContracts.agentId,
      day: x402DayContracts.day,
      endsAt: sql<Date>`((${x402DayContracts.day} + 1)::timestamp at time zone 'UTC')`.as("ends_at"),
    })
    .from(x402DayContracts)
    .where(
      and(
        eq(x402DayContracts.isSelfCall, false),
        sql`exists (select 1 from "x402_settlements" s where s."day_contract_id" = ${x402DayContracts.id})`,
      ),
    ),
);

/** A row of {@link x402Authorizations}. */
export type X402AuthorizationRow = typeof x402Authorizations.$inferSelect;
