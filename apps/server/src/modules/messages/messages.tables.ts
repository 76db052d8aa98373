import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * Written messages of offer negotiations and contracts (decision 039). A thread is keyed by its
 * kind and id: an offer thread by the negotiation's first offer, a contract thread by the
 * contract. Dispute threads stay in the disputes module's `dispute_messages`.
 */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadKind: text("thread_kind", { enum: ["offer", "contract"] }).notNull(),
    threadId: uuid("thread_id").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id),
    /** Markdown, at most 5,000 characters (checked by the API). */
    body: text("body").notNull(),
    /** Up to five http(s) URLs. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("thread_messages_thread_idx").on(t.threadKind, t.threadId, t.createdAt, t.id),
    check("thread_messages_kind_ck", sql`${t.threadKind} in ('offer', 'contract')`),
  ],
);

/**
 * When each reader last opened each thread: entries by others after `read_at` are unread. No row
 * means never opened (everything by others is unread).
 */
export const threadReads = pgTable(
  "thread_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadKind: text("thread_kind", { enum: ["offer", "contract", "dispute"] }).notNull(),
    threadId: uuid("thread_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadKind, t.threadId] })],
);
