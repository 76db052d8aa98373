import { streamStatuses } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contracts } from "../hiring/hiring.tables";

/** Why a stream stopped. */
export const stopReasons = [
  "client",
  "agent",
  "cap_reached",
  "escrow_exhausted",
  "heartbeat_lost",
  "contract_closed",
  "agent_suspended",
] as const;

/**
 * Who paused a stream (decision 018): a party, or the platform (`system`) when the provider's
 * heartbeat was lost. It decides who may resume: the client always, the provider only a pause
 * that was not the client's.
 */
export const pausers = ["client", "provider", "system"] as const;

/**
 * A per-minute payment stream. State is O(1) and accrual is computed, never accumulated: the
 * active time is `active_ms_closed` plus the open interval from `interval_started_at` (null while
 * paused), so any reader can compute `accrued` at any instant and a crash loses nothing.
 * `limit_micros` is what the stream may draw: the escrow available when it started, or the
 * contract's per-stream cap if lower.
 */
export const streams = pgTable(
  "streams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    status: text("status", { enum: streamStatuses }).notNull().default("active"),
    limitMicros: bigint("limit_micros", { mode: "bigint" }).notNull(),
    limitReason: text("limit_reason", { enum: ["cap_reached", "escrow_exhausted"] }).notNull(),
    activeMsClosed: bigint("active_ms_closed", { mode: "number" }).notNull().default(0),
    intervalStartedAt: timestamp("interval_started_at", { withTimezone: true, precision: 3 }),
    lastHeartbeatAt: timestamp("last_heartbeat_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The instant the stream must stop by itself (limit reached), while active; else null. */
    stopDueAt: timestamp("stop_due_at", { withTimezone: true, precision: 3 }),
    /** While paused, who paused it ({@link pausers}); null in every other state. */
    pausedBy: text("paused_by", { enum: pausers }),
    stopReason: text("stop_reason", { enum: stopReasons }),
    stoppedAt: timestamp("stopped_at", { withTimezone: true, precision: 3 }),
    accruedMicros: bigint("accrued_micros", { mode: "bigint" }),
    feeMicros: bigint("fee_micros", { mode: "bigint" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** Sequence number of the last signed confirmation. */
    seq: integer("seq").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index("streams_contract_idx").on(t.contractId),
    // The admin analytics sum the time of the streams stopped on a day (decision 037).
    index("streams_stopped_idx").on(t.stoppedAt).where(sql`${t.stoppedAt} is not null`),
    index("streams_live_idx").on(t.status).where(sql`${t.status} in ('active', 'paused')`),
    check("streams_status_ck", sql`${t.status} in ('active', 'paused', 'stopped', 'settled')`),
    // A paused stream always knows who paused it (the resume rule reads it); nothing else keeps one.
    check(
      "streams_paused_by_ck",
      sql`(${t.status} = 'paused') = (${t.pausedBy} is not null) and ${t.pausedBy} in ('client', 'provider', 'system')`,
    ),
  ],
);

/** A row of {@link streams}. */
export type StreamRow = typeof streams.$inferSelect;
