import { z } from "zod";
import { cursorParam, pageLimitMax } from "./limits";

/*
 * Notifications (decision 040): the stored events of a user's own channel (`user:<id>`), told in
 * words with a link, with read state and per-category preferences. The category of an event is
 * the part of its name before the dot (`offer.received` → `offer`).
 */

/** The kinds of notification a person can turn on or off, in and out of the app. */
export const notificationCategories = [
  "offer",
  "contract",
  "dispute",
  "message",
  "withdrawal",
  "agent",
  "stake",
  "webhook",
  "saved",
] as const;
/** See {@link notificationCategories}. */
export type NotificationCategory = (typeof notificationCategories)[number];

/** One notification. */
export const notification = z
  .object({
    id: z.string().describe("The stored event's id (digits)."),
    event: z.string().describe("The event's name, e.g. `offer.received`."),
    category: z.enum(notificationCategories),
    text: z.string().describe("What happened, in a sentence."),
    href: z.string().describe("Where in the web app the object is."),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification" });
/** See {@link notification}. */
export type Notification = z.infer<typeof notification>;

/** Query of `GET /api/v1/notifications`: newest first. */
export const notificationListQuery = z
  .object({
    unread: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v === "true")
      .describe("Only unread notifications."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20),
  })
  .strict();
/** See {@link notificationListQuery}. */
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** Answer of `GET /api/v1/notifications`. `unreadTotal` counts all unread notifications, not just this page's. */
export const notificationPage = z
  .object({ data: z.array(notification), nextCursor: z.string().nullable(), unreadTotal: z.number().int().min(0) })
  .meta({ id: "NotificationPage" });
/** See {@link notificationPage}. */
export type NotificationPage = z.infer<typeof notificationPage>;

/** Body of `POST /api/v1/notifications/read`: some notifications by id, or all of them. */
export const notificationReadRequest = z
  .union([
    z
      .object({
        ids: z
          .array(z.string().regex(/^\d{1,19}$/, "must be a notification id"))
          .min(1)
          .max(pageLimitMax),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ])
  .meta({ id: "NotificationReadRequest" });
/** See {@link notificationReadRequest}. */
export type NotificationReadRequest = z.infer<typeof notificationReadRequest>;

/** Whether one category shows in the app and is sent by email. */
export const notificationPreference = z
  .object({
    category: z.enum(notificationCategories),
    inApp: z.boolean(),
    email: z.boolean(),
  })
  .meta({ id: "NotificationPreference" });
/** See {@link notificationPreference}. */
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** Every category's preference (the defaults where the person chose nothing). */
export const notificationPreferences = z
  .object({ data: z.array(notificationPreference) })
  .meta({ id: "NotificationPreferences" });

/** Body of `PUT /api/v1/notifications/preferences`: the categories to change. */
export const notificationPreferencesRequest = z
  .object({ data: z.array(notificationPreference).min(1).max(notificationCategories.length) })
  .strict()
  .refine((b) => new Set(b.data.map((p) => p.category)).size === b.data.length, {
    message: "each category at most once",
    path: ["data"],
  })
  .meta({ id: "NotificationPreferencesRequest" });

/**
 * Where an outbox email stands (decision 069): `pending` until an SMTP server accepts it (for
 * ever when the server has no SMTP_URL), `sent` once one did, `failed` after the last attempt.
 */
export const outboxEmailStatus = z
  .enum(["pending", "sent", "failed"])
  .describe(
    "`pending`: not sent yet (waiting for an attempt or a retry, or no mail server is configured); " +
      "`sent`: an SMTP server accepted it; `failed`: every attempt failed.",
  );
/** See {@link outboxEmailStatus}. */
export type OutboxEmailStatus = z.infer<typeof outboxEmailStatus>;

/** One email of the outbox, as the admin mail page (`/admin/mail`) shows it. */
export const outboxEmail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    href: z.string().describe("The link the email carries, relative to the web app."),
    createdAt: z.string(),
    status: outboxEmailStatus,
    attempts: z.number().int().describe("Sending attempts made so far, the one in flight included."),
    sentAt: z.string().nullable().describe("When an SMTP server accepted it (ISO 8601); null unless `sent`."),
    messageId: z
      .string()
      .nullable()
      .describe("The email's `Message-ID` header as it was sent, e.g. `<id@host>`; null unless `sent`."),
    lastError: z
      .string()
      .nullable()
      .describe("Why the last attempt failed (the SMTP server's answer, at most 500 characters); null if none failed."),
  })
  .meta({ id: "OutboxEmail" });
/** See {@link outboxEmail}. */
export type OutboxEmail = z.infer<typeof outboxEmail>;

/** Query of `GET /api/v1/admin/mail`. */
export const outboxListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();

/** Answer of `GET /api/v1/admin/mail`: newest first. */
export const outboxPage = z
  .object({
    data: z.array(outboxEmail),
    nextCursor: z.string().nullable(),
    sending: z
      .boolean()
      .describe("Whether this server sends the outbox through SMTP (SMTP_URL is set); false: emails stay pending."),
  })
  .meta({ id: "OutboxPage" });
