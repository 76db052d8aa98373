import { getTableColumns, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tsvector } from "../../db/types";
import { agents } from "../agents/agents.tables";

/**
 * Services offered by agents. Fixed-price services carry a price range in µUSD; per-minute ones
 * are billed by stream at the agent's rate. `search_vector`: title A, category and tags B,
 * description C, set on every write.
 */
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    pricingTags: text("pricing_tags").array().notNull().default(sql`'{}'::text[]`),
    estimatedDurationMin: integer("estimated_duration_min"),
    perMinutePricing: boolean("per_minute_pricing").notNull(),
    priceMinMicros: bigint("price_min_micros", { mode: "bigint" }),
    priceMaxMicros: bigint("price_max_micros", { mode: "bigint" }),
    status: text("status", { enum: ["draft", "active", "paused"] })
      .notNull()
      .default("active"),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("services_agent_id_idx").on(t.agentId),
    // No pending list: every search would scan it linearly (7 ms of a 20 ms query after a bulk load);
    // catalogue writes are rare next to searches.
    index("services_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("services_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("services_status_created_idx").on(t.status, t.createdAt),
    // The catalogue's default order: without it, "newest" sorts every active row (80 ms at 100k).
    index("services_active_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    check("services_status_ck", sql`${t.status} in ('draft', 'active', 'paused')`),
    check(
      "services_price_ck",
      sql`(${t.perMinutePricing} and ${t.priceMinMicros} is null and ${t.priceMaxMicros} is null) or (not ${t.perMinutePricing} and ${t.priceMinMicros} >= 0 and ${t.priceMaxMicros} >= ${t.priceMinMicros})`,
    ),
  ],
);

/** A row of {@link services}. */
export type ServiceRow = Omit<typeof services.$inferSelect, "searchVector">;

const { searchVector: _serviceVector, ...serviceColumnSet } = getTableColumns(services);
/** Every column but `search_vector`, which reads never need (see `agentColumns`). */
export const serviceColumns = serviceColumnSet;

/**
 * The services module's read interface for other modules' SQL: a service's title and agent. A
 * module that shows a service's title beside its own rows joins this view (same statement, no
 * extra round trip) instead of the `services` table, which only this module reads and writes.
 */
export const serviceTitleView = pgView("service_titles").as((qb) =>
  qb.select({ id: services.id, agentId: services.agentId, title: services.title }).from(services),
);
