import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contracts } from "../hiring/hiring.tables";
import { users } from "../users/users.tables";

/**
 * A dispute freezes a contract's escrow until an admin splits it (docs/product/DESIGN.md "Hiring flow" 6).
 * One per contract. Amounts in µUSD.
 */
export const disputes = pgTable(
  "disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .unique("disputes_contract_uq")
      .references(() => contracts.id),
    openedBy: uuid("opened_by")
      .notNull()
      .references(() => users.id),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    frozenMicros: bigint("frozen_micros", { mode: "bigint" }).notNull(),
    agentShareBps: integer("agent_share_bps"),
    toAgentMicros: bigint("to_agent_micros", { mode: "bigint" }),
    feeMicros: bigint("fee_micros", { mode: "bigint" }),
    toClientMicros: bigint("to_client_micros", { mode: "bigint" }),
    resolutionNote: text("resolution_note"),
    resolvedBy: uuid("resolved_by").references(() => users.id),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("disputes_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    check("disputes_share_ck", sql`${t.agentShareBps} is null or ${t.agentShareBps} between 0 and 10000`),
  ],
);

/** The dispute's thread: the opening evidence, replies from both sides and admin notes. */
export const disputeMessages = pgTable(
  "dispute_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    evidenceUrl: text("evidence_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dispute_messages_dispute_idx").on(t.disputeId, t.createdAt)],
);

/**
 * The disputes module's read interface for other modules' SQL: how a contract's dispute ended
 * (`agent_share_bps`, basis points, null while open). Reputation's aggregate joins this view
 * instead of the `disputes` table, which only this module reads and writes.
 */
export const disputeOutcomeView = pgView("dispute_outcomes").as((qb) =>
  qb
    .select({ contractId: disputes.contractId, status: disputes.status, agentShareBps: disputes.agentShareBps })
    .from(disputes),
);

/** A row of {@link disputes}. */
export type DisputeRow = typeof disputes.$inferSelect;
