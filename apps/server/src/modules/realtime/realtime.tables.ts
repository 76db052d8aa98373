import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Stored realtime events, so a client that reconnects with `lastEventId` gets what it missed.
 * Channels: `contract:<id>`, `stream:<id>`, `user:<id>`.
 */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    channel: text("channel").notNull(),
    event: text("event").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_channel_idx").on(t.channel, t.id), index("events_created_idx").on(t.createdAt)],
);
