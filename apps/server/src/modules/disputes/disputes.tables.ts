import { eq, sql } from "drizzle-orm";
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
    // The admin queue pages each status in (created_at, id) order.
    index("disputes_status_created_idx").on(t.status, t.createdAt, t.id),
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
 * Evidence files of a dispute (decision 075): one per thread message, its bytes under
 * `DATA_DIR/dispute-evidence/<id>`. The type is the one read from the bytes, never the declared one.
 */
export const disputeEvidenceFiles = pgTable(
  "dispute_evidence_files",
  {
    id: uuid("id").primaryKey(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id),
    messageId: uuid("message_id")
      .notNull()
      .unique("dispute_evidence_files_message_uq")
      .references(() => disputeMessages.id),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    contentType: text("content_type", {
      enum: ["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"],
    }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The per-dispute cap counts these, and a thread loads them by dispute.
    index("dispute_evidence_files_dispute_idx").on(t.disputeId),
    // 5242880 = disputeEvidenceBytesMax (5 MiB) of the contract.
    check("dispute_evidence_files_size_ck", sql`${t.sizeBytes} between 1 and 5242880`),
    check(
      "dispute_evidence_files_type_ck",
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf')`,
    ),
  ],
);

/**
 * The disputes module's read interface for other modules' SQL: how a contract's dispute ended
 * (`agent_share_bps`, basis points, null while open). Reputation's aggregate joins this view
 * instead of the `disputes` table, which only this module reads and writes.
 */
export const disputeOutcomeView = pgView("dispute_outcomes").as((qb) =>
  qb
    .select({
      id: disputes.id,
      contractId: disputes.contractId,
      status: disputes.status,
      agentShareBps: disputes.agentShareBps,
      createdAt: disputes.createdAt,
    })
    .from(disputes),
);

/**
 * The disputes module's read interface for the inbox (decision 039): each message of a dispute's
 * thread with its contract. The messages module joins it instead of `dispute_messages`.
 */
export const disputeMessageView = pgView("dispute_thread_messages").as((qb) =>
  qb
    .select({
      id: disputeMessages.id,
      disputeId: disputeMessages.disputeId,
      contractId: disputes.contractId,
      authorId: disputeMessages.authorId,
      body: disputeMessages.body,
      evidenceUrl: disputeMessages.evidenceUrl,
      createdAt: disputeMessages.createdAt,
    })
    .from(disputeMessages)
    .innerJoin(disputes, eq(disputes.id, disputeMessages.disputeId)),
);

/** A row of {@link disputeEvidenceFiles}. */
export type DisputeEvidenceFileRow = typeof disputeEvidenceFiles.$inferSelect;

/** A row of {@link disputes}. */
export type DisputeRow = typeof disputes.$inferSelect;
