import { callCapPeriods, contractStatuses, jobPricingModels, offerStatuses, pricingModels } from "@agora/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { services } from "../services/services.tables";
import { users } from "../users/users.tables";

// The state and pricing-model names are the contract package's (one list for the API and the columns).

/**
 * Work a client posts for agents to bid on (docs/product/DESIGN.md "Hiring flow" 1). `budget` is the most the
 * client means to pay in µUSD: a total for fixed price, a rate per minute for streamed work.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    pricingModel: text("pricing_model", { enum: jobPricingModels }).notNull(),
    budgetMicros: bigint("budget_micros", { mode: "bigint" }),
    deadline: timestamp("deadline", { withTimezone: true }),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_client_idx").on(t.clientId, t.createdAt),
    index("jobs_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/** The one currency Agora settles in (docs/product/DESIGN.md "Money"); offers record it so a deal names it. */
export const currencies = ["USD"] as const;

/**
 * Proposed terms between a client and an agent: from a service card (direct hire) or a job.
 * Money in µUSD: `amount` for fixed price, `rate` per minute for streamed work. An offer carries
 * every billing term from the moment it is made (the stream terms from the agent at that time,
 * or from the offer it counters), and accepting it copies these terms, never the agent's current
 * ones: an owner editing the agent after a hire must not change what the client agreed to.
 * The stream-term defaults match the agents' and contracts' defaults; they only serve rows
 * written by SQL (fixtures, benchmarks), as the service always sets every term.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id").references(() => services.id),
    jobId: uuid("job_id").references(() => jobs.id),
    /** The offer this one answers (a counter-offer); that one is then `countered`. */
    counterOf: uuid("counter_of").references((): AnyPgColumn => offers.id),
    /**
     * The first offer of the negotiation this one belongs to (a counter-offer's chain start); null
     * on a first offer. The negotiation's message thread is keyed by it (decision 039).
     */
    rootOfferId: uuid("root_offer_id").references((): AnyPgColumn => offers.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    proposedBy: text("proposed_by", { enum: ["client", "provider"] }).notNull(),
    pricingModel: text("pricing_model", { enum: pricingModels }).notNull(),
    amountMicros: bigint("amount_micros", { mode: "bigint" }),
    rateMicrosPerMinute: bigint("rate_micros_per_minute", { mode: "bigint" }),
    /** Per call (decision 086): µUSD each call draws from the escrow, copied from the service at hire. */
    pricePerCallMicros: bigint("price_per_call_micros", { mode: "bigint" }),
    /** Per call: the service's cap per client at hire (calls a `call_cap_period`); null for none. */
    callCapCalls: integer("call_cap_calls"),
    callCapPeriod: text("call_cap_period", { enum: callCapPeriods }),
    currency: text("currency", { enum: currencies }).notNull().default("USD"),
    /** Billing step of a stream, seconds: 1, 6 or 60. */
    granularityS: integer("granularity_s").notNull().default(1),
    /** Least active time a stream bills, ms. */
    minChargeMs: integer("min_charge_ms").notNull().default(6000),
    maxPerStreamMicros: bigint("max_per_stream_micros", { mode: "bigint" }),
    maxPerHourMicros: bigint("max_per_hour_micros", { mode: "bigint" }),
    message: text("message").notNull().default(""),
    status: text("status", { enum: offerStatuses }).notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why the offer was rejected, as the side that rejected it wrote it; null otherwise. */
    decisionReason: text("decision_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offers_client_idx").on(t.clientId, t.createdAt),
    index("offers_provider_idx").on(t.providerId, t.createdAt),
    index("offers_job_idx").on(t.jobId),
    index("offers_root_idx").on(t.rootOfferId),
    check(
      "offers_terms_ck",
      sql`(${t.pricingModel} = 'fixed' and ${t.amountMicros} > 0) or (${t.pricingModel} = 'per_minute' and ${t.rateMicrosPerMinute} >= 100) or (${t.pricingModel} = 'per_call' and ${t.pricePerCallMicros} >= 1)`,
    ),
    check("offers_currency_ck", sql`${t.currency} = 'USD'`),
    check(
      "offers_stream_terms_ck",
      sql`${t.granularityS} in (1, 6, 60) and ${t.minChargeMs} >= 0 and coalesce(${t.maxPerStreamMicros}, 0) >= 0 and coalesce(${t.maxPerHourMicros}, 0) >= 0`,
    ),
  ],
);

/**
 * An accepted offer. Fixed price: funded in full into the contract's escrow account, released to
 * the agent's owner minus the fee on approval. Per minute: funded with any amount, drawn by
 * streams at the terms copied here from the accepted offer (never from the agent).
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .unique("contracts_offer_uq")
      .references(() => offers.id),
    serviceId: uuid("service_id").references(() => services.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    pricingModel: text("pricing_model", { enum: pricingModels }).notNull(),
    amountMicros: bigint("amount_micros", { mode: "bigint" }),
    rateMicrosPerMinute: bigint("rate_micros_per_minute", { mode: "bigint" }),
    /** Per call (decision 086): µUSD each call draws from the escrow, copied from the service at hire. */
    pricePerCallMicros: bigint("price_per_call_micros", { mode: "bigint" }),
    /** Per call: the service's cap per client at hire (calls a `call_cap_period`); null for none. */
    callCapCalls: integer("call_cap_calls"),
    callCapPeriod: text("call_cap_period", { enum: callCapPeriods }),
    granularityS: integer("granularity_s").notNull().default(1),
    minChargeMs: integer("min_charge_ms").notNull().default(6000),
    maxPerStreamMicros: bigint("max_per_stream_micros", { mode: "bigint" }),
    maxPerHourMicros: bigint("max_per_hour_micros", { mode: "bigint" }),
    status: text("status", { enum: contractStatuses }).notNull().default("awaiting_funding"),
    deliveryNote: text("delivery_note"),
    deliveryUrl: text("delivery_url"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Fixed price: when silence approves the delivery (delivered + 72 h). */
    autoApproveAt: timestamp("auto_approve_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Which side cancelled (reputation counts cancellations by the agent's side). */
    cancelledBy: text("cancelled_by", { enum: ["client", "provider"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contracts_agent_idx").on(t.agentId, t.status),
    index("contracts_client_idx").on(t.clientId, t.createdAt),
    index("contracts_provider_idx").on(t.providerId, t.createdAt),
    index("contracts_auto_approve_idx").on(t.autoApproveAt).where(sql`${t.status} = 'delivered'`),
    // The admin analytics count today's new contracts live (decision 037).
    index("contracts_created_idx").on(t.createdAt),
    // One open per-call contract per client and service (decision 086): a client tops it up instead
    // of hiring again, so its calls, and the service's cap on them, are counted under one lock.
    uniqueIndex("contracts_open_per_call_uq")
      .on(t.clientId, t.serviceId)
      .where(sql`${t.pricingModel} = 'per_call' and ${t.status} in ('awaiting_funding', 'active')`),
    check(
      "contracts_stream_terms_ck",
      sql`${t.granularityS} in (1, 6, 60) and ${t.minChargeMs} >= 0 and coalesce(${t.maxPerStreamMicros}, 0) >= 0 and coalesce(${t.maxPerHourMicros}, 0) >= 0`,
    ),
  ],
);

/**
 * The hiring module's read interface for other modules' SQL: who a contract is between, for which
 * agent, and where it stands. Aggregates and one-statement hot paths (reputation, the leaderboard,
 * the stream heartbeat) join this view instead of the `contracts` table, which only this module
 * reads and writes; a one-table view is inlined by the planner, so contracts' indexes serve it.
 */
export const contractPartyView = pgView("contract_parties").as((qb) =>
  qb
    .select({
      id: contracts.id,
      offerId: contracts.offerId,
      agentId: contracts.agentId,
      clientId: contracts.clientId,
      providerId: contracts.providerId,
      status: contracts.status,
      cancelledBy: contracts.cancelledBy,
      title: contracts.title,
      createdAt: contracts.createdAt,
    })
    .from(contracts),
);

/**
 * The hiring module's read interface for per-call contracts (decision 086): who a contract is
 * between, where it stands, and its per-call terms. The calls module reads and locks (`FOR SHARE`,
 * which a one-table view passes to the row) a contract through it when a call is drawn or paid.
 */
export const contractTermsView = pgView("contract_terms").as((qb) =>
  qb
    .select({
      id: contracts.id,
      agentId: contracts.agentId,
      clientId: contracts.clientId,
      providerId: contracts.providerId,
      serviceId: contracts.serviceId,
      status: contracts.status,
      pricingModel: contracts.pricingModel,
      pricePerCallMicros: contracts.pricePerCallMicros,
      callCapCalls: contracts.callCapCalls,
      callCapPeriod: contracts.callCapPeriod,
    })
    .from(contracts),
);

/**
 * The hiring module's read interface for a negotiation's thread (decision 039): each offer with the
 * first offer of its chain as `threadId`, who proposed it (as a user id) and its note. The messages
 * module joins it instead of the `offers` table.
 */
export const offerThreadView = pgView("offer_threads").as((qb) =>
  qb
    .select({
      id: offers.id,
      threadId: sql<string>`coalesce(${offers.rootOfferId}, ${offers.id})`.as("thread_id"),
      rootOfferId: offers.rootOfferId,
      agentId: offers.agentId,
      jobId: offers.jobId,
      serviceId: offers.serviceId,
      clientId: offers.clientId,
      providerId: offers.providerId,
      proposerId:
        sql<string>`case when ${offers.proposedBy} = 'client' then ${offers.clientId} else ${offers.providerId} end`.as(
          "proposer_id",
        ),
      message: offers.message,
      status: offers.status,
      createdAt: offers.createdAt,
    })
    .from(offers),
);

/**
 * The hiring module's read interface for job titles, which name an offer negotiation's thread.
 */
export const jobTitleView = pgView("job_titles").as((qb) => qb.select({ id: jobs.id, title: jobs.title }).from(jobs));

/** A row of {@link jobs}. */
export type JobRow = typeof jobs.$inferSelect;
/** A row of {@link offers}. */
export type OfferRow = typeof offers.$inferSelect;
/** A row of {@link contracts}. */
export type ContractRow = typeof contracts.$inferSelect;
