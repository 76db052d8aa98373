import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * A person's read state of their notifications (decision 040): every event up to
 * `read_through_event_id` is read ("mark all read"); later ones are read when listed in
 * {@link notificationReads}.
 */
export const notificationState = pgTable("notification_state", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  readThroughEventId: bigint("read_through_event_id", { mode: "bigint" }).notNull(),
});

/** Notifications read one by one, after the person's `read_through_event_id`. */
export const notificationReads = pgTable(
  "notification_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: bigint("event_id", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/**
 * What a person chose per category; a category without a row takes the default of
 * `notification_email_default` (a SQL function of this module's migration, also used by the
 * outbox trigger, so the default has one definition).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    inApp: boolean("in_app").notNull(),
    email: boolean("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** The states of an outbox email (decision 069). */
export const emailStatuses = ["pending", "sent", "failed"] as const;

/**
 * Emails to send: one per stored event on a user's channel whose category they get by email,
 * written by a trigger on `events` in the publishing transaction. With SMTP_URL set, the mail
 * worker (mail.worker.ts) sends them; without it they stay `pending` and admins read them at
 * `/admin/mail` (decision 069). The text is rendered from the event when read or sent, by the same
 * words as the in-app notification. While `pending`, `next_attempt_at` is when a worker may take
 * it: the retry time, or the end of the lease of an attempt in flight.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    eventId: bigint("event_id", { mode: "bigint" }).notNull(),
    event: text("event").notNull(),
    /** The event's payload, copied so the email still reads right after the event is pruned. */
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: emailStatuses }).notNull().default("pending"),
    /** Attempts made (or in flight) so far; the worker counts one when it claims the row. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last failed attempt's reason (the SMTP server's answer), for the admin page. */
    lastError: text("last_error"),
    /** When the SMTP server accepted it (`sent` only). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The email's `Message-ID` header, as the SMTP server accepted it (`sent` only). */
    messageId: text("message_id"),
  },
  (t) => [
    index("email_outbox_newest_idx").on(t.createdAt.desc(), t.id.desc()),
    // The worker's claim: due pending rows. Partial, so sent history costs nothing.
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check("email_outbox_status_ck", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("email_outbox_sent_ck", sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
    check("email_outbox_attempts_ck", sql`${t.attempts} >= 0`),
  ],
);
