import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/**
 * Emails waiting to be sent: one per stored event on a user's channel whose category they get by
 * email, written by a trigger on `events` in the publishing transaction. No mail server runs here
 * (README): admins read the outbox at `/admin/mail`. The text is rendered from the event when read,
 * by the same words as the in-app notification.
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
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_newest_idx").on(t.createdAt.desc(), t.id.desc())],
);
