import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/** Page views of the web app (docs/product/product-spec.md §2: reported on every path change); feeds the admin analytics. */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * For a visitor (no user): an HMAC of the UTC day, IP and user agent under the server's secret,
     * 32 hex characters; null for signed-in users, who are counted by `user_id`. It counts distinct
     * visitors per day without storing an IP: it cannot be reversed without the secret, and it
     * changes every day, so nobody can be followed from one day to the next (decision 037).
     */
    visitorKey: text("visitor_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);

/**
 * Page views per UTC day, rolled up from {@link pageViews} once the day is over (hourly
 * maintenance). It keeps the history after the raw views are pruned (PAGE_VIEWS_RETENTION_DAYS),
 * and the dashboard reads it instead of counting millions of rows. `visitors` counts distinct
 * users and visitor keys of the day.
 */
export const pageViewDays = pgTable("page_view_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
  visitors: integer("visitors").notNull(),
});

/**
 * Page views per UTC day and path (query string dropped, so searches add up to their page),
 * rolled up with {@link pageViewDays}; feeds the top pages. `visitors` are distinct per path,
 * so they do not add up to the day's.
 */
export const pageViewPathDays = pgTable(
  "page_view_path_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ name: "page_view_path_days_pk", columns: [t.day, t.path] })],
);

/**
 * The marketplace's daily figures, rolled up once the UTC day is over (hourly maintenance), one
 * row per day, metric and side (`is_demo`): counts, µUSD sums (`*_micros`; the escrow flow may be
 * negative) and ms (`stream_ms`). Metric `rolled_up` (value 0, not demo) marks each day rolled up,
 * so the dashboard knows from which day on it must count live even when a day had no activity.
 * Rows are computed from the owning modules' tables; nothing else writes them.
 */
export const analyticsDays = pgTable(
  "analytics_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    isDemo: boolean("is_demo").notNull(),
    value: bigint("value", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ name: "analytics_days_pk", columns: [t.day, t.metric, t.isDemo] })],
);
