import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * Feature-voting proposals (decision 045): made by an admin or a user with at least $100 staked,
 * 2–5 options, open for votes from `starts_at` (its creation) to `ends_at`.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    /** Markdown, rendered without raw HTML. */
    body: text("body").notNull(),
    options: text("options").array().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("proposals_created_idx").on(t.createdAt, t.id),
    check("proposals_options_ck", sql`cardinality(${t.options}) between 2 and 5`),
    check("proposals_window_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A row of {@link proposals}. */
export type ProposalRow = typeof proposals.$inferSelect;

/**
 * One vote per user and proposal, changeable until the close, and one per verified identity
 * (decision 058: the service refuses a second account of an identity). `stake_micros` is the
 * voter's snapshot: the active stake at the proposal's start of every account of their identity,
 * read from the ledger's history when they first vote and kept, so stake added later counts for
 * nothing. `weight_micros` is
 * √(stake in dollars) in millionths, an integer so tallies are exact sums.
 */
export const proposalVotes = pgTable(
  "proposal_votes",
  {
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id),
    voterId: uuid("voter_id")
      .notNull()
      .references(() => users.id),
    /** Index into the proposal's options. */
    option: smallint("option").notNull(),
    stakeMicros: bigint("stake_micros", { mode: "bigint" }).notNull(),
    weightMicros: bigint("weight_micros", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "proposal_votes_pk", columns: [t.proposalId, t.voterId] }),
    // The tally reads (option, weight) of one proposal from the index alone.
    index("proposal_votes_tally_idx").on(t.proposalId, t.option, t.weightMicros),
    index("proposal_votes_voter_idx").on(t.voterId),
    check("proposal_votes_option_ck", sql`${t.option} between 0 and 4`),
    check("proposal_votes_weight_ck", sql`${t.stakeMicros} > 0 and ${t.weightMicros} > 0`),
  ],
);

/** A row of {@link proposalVotes}. */
export type ProposalVoteRow = typeof proposalVotes.$inferSelect;
