import type { ContactTopic } from "@agora/contracts";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * Messages written to the Agora team through `/contact` (issue "People and operators"), kept until
 * an admin deletes them. `user_id` is the writer's account when they were signed in; the email is
 * the address they asked to be answered at, which need not be their account's.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").$type<ContactTopic>().notNull(),
    message: text("message").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_newest_idx").on(t.createdAt.desc(), t.id.desc())],
);
