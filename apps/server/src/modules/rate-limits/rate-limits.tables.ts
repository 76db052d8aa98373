import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters of the rate limits when several instances share a PostgreSQL
 * database: one row per limited key and fixed window, bumped by one upsert per request.
 * The migration makes the table UNLOGGED: a counter is worth less than the WAL flush a logged
 * commit would cost on every mutating request, and a crash that empties it only forgives a window.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is limited and for whom, e.g. `ip:203.0.113.9`, `key:<sha-256 prefix>`, `route:hire:user:<id>`. */
    key: text("key").notNull(),
    /** Start of the fixed window, in ms since the epoch (a multiple of the window's length). */
    windowStartMs: bigint("window_start_ms", { mode: "number" }).notNull(),
    /** End of the window: the count resets then, and the row may be pruned. */
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    /** Requests counted in this window, including refused ones. */
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ name: "rate_limits_pk", columns: [t.key, t.windowStartMs] })],
);
