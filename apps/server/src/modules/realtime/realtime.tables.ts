import { sql } from "drizzle-orm";
import { bigint, bigserial, customType, index, jsonb, pgTable, pgView, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's 64-bit transaction id (`xid8`, PostgreSQL 13+), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * Stored realtime events, so a client that reconnects with `lastEventId` gets what it missed.
 * Channels: `contract:<id>`, `stream:<id>`, `user:<id>`.
 *
 * Ids follow insertion, not commit: an event can commit after one with a higher id that a client
 * already received. `xid` and `horizon` let a replay find those (decision 084): every transaction
 * still open when an event was written has an id at or above that event's `horizon`.
 */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    channel: text("channel").notNull(),
    event: text("event").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction's id. */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    /** The oldest transaction still open when the event was written (its snapshot's xmin). */
    horizon: xid8("horizon").notNull().default(sql`pg_snapshot_xmin(pg_current_snapshot())`),
  },
  (t) => [index("events_channel_idx").on(t.channel, t.id), index("events_created_idx").on(t.createdAt)],
);

/**
 * Events committed but not yet published to NATS JetStream (decision 080), written in the same
 * transaction as the event when `EVENTS_BUS=nats`. The publisher deletes a row once JetStream
 * acknowledged its event, so a crash between commit and publish leaves the row for the next pass
 * of any instance. Empty with the default NOTIFY bus.
 */
export const eventsOutbox = pgTable("events_outbox", {
  eventId: bigint("event_id", { mode: "bigint" })
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
});

/**
 * The realtime module's read interface for notifications (decision 040): the stored events of
 * users' own channels, with the user's id. The notifications module reads it instead of `events`;
 * filter on `channel` (`'user:' || id`) so the (channel, id) index serves the read.
 */
export const userEventView = pgView("user_events").as((qb) =>
  qb
    .select({
      id: events.id,
      channel: events.channel,
      event: events.event,
      data: events.data,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(sql`${events.channel} like 'user:%'`),
);
