import { callCapPeriods } from "@agora/contracts";
import { getTableColumns, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tsvector } from "../../db/types";
import { agents } from "../agents/agents.tables";

/**
 * Services offered by agents. Fixed-price services carry a price range in µUSD; per-minute ones
 * are billed by stream at the agent's rate; per-call ones (decision 086) carry a price per call in
 * µUSD (≥ 1) and optionally a cap on the calls one client may make a UTC day or month. The model is
 * `per_minute_pricing` when true, else `per_call` when there is a price per call, else fixed. `search_vector`: title A, category and tags B,
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
    /** Per-call services: µUSD per call, at least 1; null for the other models. */
    pricePerCallMicros: bigint("price_per_call_micros", { mode: "bigint" }),
    /** Per-call services: most calls one client may make in a `call_cap_period`; null for no cap. */
    callCapCalls: integer("call_cap_calls"),
    callCapPeriod: text("call_cap_period", { enum: callCapPeriods }),
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
      sql`(${t.perMinutePricing} and ${t.priceMinMicros} is null and ${t.priceMaxMicros} is null and ${t.pricePerCallMicros} is null) or (not ${t.perMinutePricing} and ${t.pricePerCallMicros} is null and ${t.priceMinMicros} >= 0 and ${t.priceMaxMicros} >= ${t.priceMinMicros}) or (not ${t.perMinutePricing} and ${t.pricePerCallMicros} >= 1 and ${t.priceMinMicros} is null and ${t.priceMaxMicros} is null)`,
    ),
    // A cap is a count and a period together, and only a per-call service has one.
    check(
      "services_call_cap_ck",
      sql`(${t.callCapCalls} is null and ${t.callCapPeriod} is null) or (${t.pricePerCallMicros} is not null and ${t.callCapCalls} >= 1 and ${t.callCapPeriod} in ('day', 'month'))`,
    ),
  ],
);

/**
 * Every lexeme that has occurred in a service's `search_vector` (decision 082): a search's last word,
 * a prefix, is looked up here and the query names the lexemes it stands for, because GIN and RUM
 * answer exact lexemes about three times faster than a prefix. Filled by a statement trigger on
 * `services` (migration 0043), so writes around the service layer (bulk loads, data migrations)
 * keep it complete; never pruned, since a lexeme no service has any more only matches nothing.
 * Collation C so a prefix is a range of the primary key.
 */
export const serviceLexemes = pgTable("service_lexemes", {
  lexeme: text("lexeme").primaryKey(),
});

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
