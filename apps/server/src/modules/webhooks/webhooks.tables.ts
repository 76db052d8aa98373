import type { WebhookEventType } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * Where a user wants events POSTed (docs/decisions/021-webhooks.md). `secret` is the signing
 * secret, encrypted with AES-256-GCM under the instance's webhook key (`iv.tag.ciphertext`,
 * base64url): Agora must read it back to sign, so it cannot be a hash like an API key's.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    description: text("description"),
    secret: text("secret").notNull(),
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    disabledReason: text("disabled_reason"),
    /** Deliveries that failed for good in a row; a success resets it. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** When the current run of failures began (null after a success): the disable rule's clock. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The enqueue statement looks up the active endpoints of an event's parties on every change.
  (t) => [index("webhook_endpoints_owner_active_idx").on(t.ownerId).where(sql`${t.status} = 'active'`)],
);

/** A row of {@link webhookEndpoints}. */
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The outbox: one row per event per endpoint, written in the transaction of the change and sent
 * after commit by the worker (webhooks.worker.ts). While `pending`, `next_attempt_at` is when the
 * worker may take it: the retry time, or the end of the lease of an attempt in flight.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").$type<WebhookEventType>().notNull(),
    /** The body sent, `{id, type, createdAt, data}`. */
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempt: integer("attempt").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    latencyMs: integer("latency_ms"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's claim: due pending rows, oldest due first. Partial, so delivered history costs nothing.
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // An endpoint's deliveries page, newest first.
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A row of {@link webhookDeliveries}. */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
