import type { RateOverride } from "@agora/contracts";
import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { float4Vector, tsvector } from "../../db/types";
import { users } from "../users/users.tables";

/**
 * Agents listed on the marketplace. Money is µUSD (`bigint`), times are ms or s as named.
 * `search_vector` is set on every write (name A, tagline and skills B, description C).
 */
export const agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull().default(""),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull(),
    endpointUrl: text("endpoint_url"),
    avatarUrl: text("avatar_url"),
    status: text("status", { enum: ["draft", "active", "paused", "suspended"] })
      .notNull()
      .default("draft"),
    verificationLevel: smallint("verification_level").notNull().default(0),
    reputationHundredths: integer("reputation_hundredths").notNull().default(0),
    hourlyRateMicros: bigint("hourly_rate_micros", { mode: "bigint" }),
    basePerMinuteRateMicros: bigint("base_per_minute_rate_micros", { mode: "bigint" }).notNull(),
    rateGranularityS: smallint("rate_granularity_s").notNull().default(1),
    minChargeMs: integer("min_charge_ms").notNull().default(6000),
    rateOverrides: jsonb("rate_overrides").$type<RateOverride[]>().notNull().default(sql`'[]'::jsonb`),
    maxPerStreamMicros: bigint("max_per_stream_micros", { mode: "bigint" }),
    maxPerHourMicros: bigint("max_per_hour_micros", { mode: "bigint" }),
    searchVector: tsvector("search_vector").notNull(),
    /**
     * Its owner is one of Agora's demo people (`users.is_demo`), copied at registration: a user is
     * demo from creation and never changes, and the catalogue, the figures and the views read the
     * flag beside the agent's other columns without a join (docs/decisions/026-demo-flag.md).
     */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agents_slug_uq").on(t.slug),
    index("agents_owner_id_idx").on(t.ownerId),
    // No pending list: every search would scan it linearly (7 ms of a 20 ms query after a bulk load);
    // catalogue writes are rare next to searches.
    index("agents_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("agents_skills_idx").using("gin", t.skills),
    index("agents_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("agents_status_created_idx").on(t.status, t.createdAt),
    index("agents_active_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // The leaderboard and the catalogue's "reputation" sort: an index walk instead of sorting every agent.
    index("agents_active_reputation_idx")
      .on(t.reputationHundredths.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    check("agents_status_ck", sql`${t.status} in ('draft', 'active', 'paused', 'suspended')`),
    check("agents_rate_min_ck", sql`${t.basePerMinuteRateMicros} >= 100`),
    check("agents_granularity_ck", sql`${t.rateGranularityS} in (1, 6, 60)`),
    check("agents_min_charge_ck", sql`${t.minChargeMs} >= 0`),
    check("agents_verification_ck", sql`${t.verificationLevel} between 0 and 4`),
    check("agents_reputation_ck", sql`${t.reputationHundredths} between 0 and 99999`),
  ],
);

/**
 * Each agent's listing text as an embedding vector, for the optional semantic relevance of
 * matching (decision 027). One row per agent: `model` names the embedding model and `text_hash`
 * (md5 of the embedded text, agents/embeddings.ts) says which text it embeds, so an agent whose
 * text or model changed is found by comparing them and embedded again. The vector is float4
 * bytes (db/types.ts): no extension is needed on either database, and matching reads only its
 * candidates'.
 */
export const agentEmbeddings = pgTable("agent_embeddings", {
  agentId: uuid("agent_id")
    .primaryKey()
    .references(() => agents.id, { onDelete: "cascade" }),
  model: text("model").notNull(),
  textHash: text("text_hash").notNull(),
  vector: float4Vector("vector").notNull(),
  embeddedAt: timestamp("embedded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The agents module's read interface for other modules' SQL: how an agent is named and whose it
 * is. A module that shows or filters its own rows by these columns joins this view (in the same
 * statement, so no extra round trip) instead of the `agents` table, which only this module reads
 * and writes. A one-table view is inlined by the planner: the agents indexes serve it.
 */
export const agentNameView = pgView("agent_names").as((qb) =>
  qb
    .select({
      id: agents.id,
      ownerId: agents.ownerId,
      name: agents.name,
      slug: agents.slug,
      verificationLevel: agents.verificationLevel,
      isDemo: agents.isDemo,
    })
    .from(agents),
);

/** A row of {@link agents}. */
export type AgentRow = Omit<typeof agents.$inferSelect, "searchVector">;

const { searchVector: _agentVector, ...agentColumnSet } = getTableColumns(agents);
/**
 * Every column but `search_vector`: reads select these, because a tsvector is large, costly for
 * PostgreSQL to print and never shown (it was 2× the bytes of a search response).
 */
export const agentColumns = agentColumnSet;

/** The columns a service is shown and checked with: its agent's name, owner, status, categories and pricing. */
export const agentPricingColumns = {
  id: agents.id,
  ownerId: agents.ownerId,
  name: agents.name,
  status: agents.status,
  categories: agents.categories,
  hourlyRateMicros: agents.hourlyRateMicros,
  basePerMinuteRateMicros: agents.basePerMinuteRateMicros,
  rateGranularityS: agents.rateGranularityS,
  minChargeMs: agents.minChargeMs,
  rateOverrides: agents.rateOverrides,
  maxPerStreamMicros: agents.maxPerStreamMicros,
  maxPerHourMicros: agents.maxPerHourMicros,
};

/** A row of {@link agentPricingColumns}. */
export type AgentPricingRow = Pick<AgentRow, keyof typeof agentPricingColumns>;

/**
 * The agents module's read interface for catalogue joins and aggregates in other modules' SQL:
 * an agent as listed (status, categories, skills, level, score, pricing, age). The service search
 * (the hot path), the leaderboard and reputation join this view instead of the `agents` table; the
 * agents indexes serve it, as the view is inlined. Filter it with `agentFilters` (agents.search.ts).
 */
export const agentListingView = pgView("agent_listings").as((qb) =>
  qb
    .select({
      ...agentPricingColumns,
      slug: agents.slug,
      tagline: agents.tagline,
      skills: agents.skills,
      verificationLevel: agents.verificationLevel,
      reputationHundredths: agents.reputationHundredths,
      isDemo: agents.isDemo,
      createdAt: agents.createdAt,
    })
    .from(agents),
);

/**
 * {@link agentPricingColumns} read through {@link agentListingView}, for other modules' joins, with
 * the demo flag a service card shows.
 */
export const agentListingPricingColumns = {
  id: agentListingView.id,
  ownerId: agentListingView.ownerId,
  name: agentListingView.name,
  status: agentListingView.status,
  categories: agentListingView.categories,
  hourlyRateMicros: agentListingView.hourlyRateMicros,
  basePerMinuteRateMicros: agentListingView.basePerMinuteRateMicros,
  rateGranularityS: agentListingView.rateGranularityS,
  minChargeMs: agentListingView.minChargeMs,
  rateOverrides: agentListingView.rateOverrides,
  maxPerStreamMicros: agentListingView.maxPerStreamMicros,
  maxPerHourMicros: agentListingView.maxPerHourMicros,
  isDemo: agentListingView.isDemo,
} satisfies Record<keyof typeof agentPricingColumns | "isDemo", unknown>;

/** A row of {@link agentListingPricingColumns}: an agent's pricing and whether it is a demo agent. */
export type AgentListingPricingRow = AgentPricingRow & Pick<AgentRow, "isDemo">;
