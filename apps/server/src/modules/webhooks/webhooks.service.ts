import { randomUUID } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookEndpoint,
  type WebhookEventData,
  type WebhookEventType,
  webhookEndpointsPerUserMax,
} from "@agora/contracts";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pruneOlderThan } from "../../db/prune";
import { executeRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { ipLiteralMessage, isPublicUnicast } from "../../lib/outbound";
import { newSigningSecret, sealSecret } from "./secrets";
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from "./webhooks.tables";

/** The NOTIFY channel that wakes the delivery workers of every instance when deliveries are queued. */
export const webhookNotifyChannel = "agora_webhooks";

/** What URL checks at creation need of the server's outbound policy (decision 016's `verification` settings). */
export interface WebhookUrlPolicy {
  /** Production: https only, no IP-literal hosts. */
  production: boolean;
  /** Allow private, loopback and link-local targets (development and tests only). */
  allowPrivate: boolean;
  /** Host → IP overrides (tests). */
  resolve: ReadonlyMap<string, string>;
}

/**
 * Queues event `type` for every active endpoint of `userIds` subscribed to it, inside the caller's
 * transaction (the outbox: the rows commit or roll back with the change). One statement: an
 * `insert … select` over the owners' active endpoints (a partial index), which inserts nothing and
 * notifies nobody when none of them has an endpoint. When rows were queued it `pg_notify`s
 * {@link webhookNotifyChannel}, which PostgreSQL (and PGlite) deliver on commit, so the workers wake
 * at once instead of at their next poll.
 * @param userIds the users concerned (duplicates ignored).
 * @param data the event's payload, typed by `type` against `webhookEventData` in `@agora/contracts`.
 */
export async function enqueueWebhookEvent<T extends WebhookEventType>(
  tx: Db | Tx,
  userIds: readonly string[],
  type: T,
  data: WebhookEventData<T>,
): Promise<void> {
  const owners = [...new Set(userIds)];
  if (!owners.length) return;
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const payload = JSON.stringify({ id, type, createdAt, data });
  await executeRows(
    tx,
    sql`with queued as (
          insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, created_at, next_attempt_at)
          select e.id, ${id}::uuid, ${type}, ${payload}::jsonb, ${createdAt}::timestamptz, ${createdAt}::timestamptz
          from webhook_endpoints e
          where e.owner_id in (${sql.join(
            owners.map((o) => sql`${o}::uuid`),
            sql`, `,
          )}) and e.status = 'active' and ${type} = any(e.events)
          returning 1)
        select pg_notify(${webhookNotifyChannel}, '') from (select 1 from queued limit 1) q`,
  );
}

function urlError(message: string): AppError {
  return new AppError("validation_failed", `url ${message}`, [{ in: "body", field: "url", message }]);
}

/**
 * What the owner is told when a host name does not resolve *or* resolves only to addresses the
 * policy refuses: one text for both, so that creating endpoints cannot be used to learn which
 * internal names exist (the verification checks' rule, decision 016).
 */
export const unresolvableHostMessage = "must name a host that resolves to a public address";

/**
 * Refuses, at creation, a URL the delivery worker would never be allowed to call (the SSRF guard
 * of verification/outbound.ts checks again at each delivery, inside the socket's lookup): http in
 * production, an IP-literal host in production, and a host that is or resolves only to a private,
 * loopback or link-local address unless the policy allows those.
 * @throws AppError('validation_failed') naming `url`.
 */
async function assertDeliverable(raw: string, policy: WebhookUrlPolicy): Promise<void> {
  const url = new URL(raw);
  if (policy.production && url.protocol !== "https:") throw urlError("must use https");
  if (url.username || url.password) throw urlError("must not carry credentials");
  if (policy.allowPrivate) return;
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) !== 0) {
    if (policy.production) throw urlError(ipLiteralMessage);
    if (!isPublicUnicast(host)) throw urlError("points to a private, loopback or link-local address");
    return;
  }
  const pinned = policy.resolve.get(host.toLowerCase());
  const addresses = pinned
    ? [pinned]
    : await dnsLookup(host, { all: true }).then(
        (all) => all.map((a) => a.address),
        () => {
          throw urlError(unresolvableHostMessage);
        },
      );
  if (!addresses.some(isPublicUnicast)) throw urlError(unresolvableHostMessage);
}

/** An endpoint row as its owner sees it. */
export function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Registers an endpoint for `ownerId`, with a new signing secret returned this once (stored
 * encrypted, see secrets.ts). At most {@link webhookEndpointsPerUserMax} per user.
 * @throws AppError('validation_failed') naming `url` ({@link assertDeliverable});
 *   AppError('limit_reached') past the cap.
 */
export async function createEndpoint(
  db: Db,
  ownerId: string,
  input: CreateWebhookRequest,
  policy: WebhookUrlPolicy,
): Promise<CreatedWebhook> {
  await assertDeliverable(input.url, policy);
  const secret = newSigningSecret();
  const sealed = await sealSecret(db, secret);
  const row = await db.transaction(async (tx) => {
    // Serialises one owner's creations, so two at once cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${ownerId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.ownerId, ownerId));
    if ((count?.n ?? 0) >= webhookEndpointsPerUserMax)
      throw new AppError(
        "limit_reached",
        `You already have ${webhookEndpointsPerUserMax} webhook endpoints, the most allowed; delete one first`,
      );
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ ownerId, url: input.url, events: input.events, description: input.description ?? null, secret: sealed })
      .returning();
    if (!created) throw new Error("webhook endpoint insert returned no row");
    return created;
  });
  return { endpoint: toEndpoint(row), secret };
}

/** The owner's endpoints, newest first, at most `limit`. */
export async function listEndpoints(db: Db, ownerId: string, limit: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(limit);
  return rows.map(toEndpoint);
}

/** The owner's endpoint `id`. @throws AppError('not_found') when missing or another user's. */
async function ownEndpoint(db: Db | Tx, ownerId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)));
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

/** Deletes the owner's endpoint and its deliveries (pending ones are never sent). @throws AppError('not_found'). */
export async function deleteEndpoint(db: Db, ownerId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)))
    .returning({ id: webhookEndpoints.id });
  if (!deleted.length) throw notFound("Webhook endpoint");
}

/**
 * Deletes every endpoint of `ownerId`, whose account is being erased (decision 071), with their
 * deliveries: nothing more is sent on their behalf, and the signing secrets go with them.
 */
export async function removeEndpointsOf(tx: Tx, ownerId: string): Promise<undefined> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.ownerId, ownerId));
  return undefined;
}

/** A delivery row as the API shows it. */
export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempt: row.attempt,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    latencyMs: row.latencyMs,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A page of the owner's endpoint's deliveries, newest first, keyset on (created_at, id).
 * @throws AppError('not_found') for another user's endpoint; AppError('validation_failed') naming `cursor`.
 */
export async function listDeliveries(
  db: Db,
  ownerId: string,
  endpointId: string,
  query: WebhookDeliveryQuery,
): Promise<WebhookDeliveryPage> {
  await ownEndpoint(db, ownerId, endpointId);
  const rows = await db
    .select({ ...getTableColumns(webhookDeliveries), cursorAt: exactInstant(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        keysetAfter(webhookDeliveries.createdAt, webhookDeliveries.id, keysetPosition(query.cursor), "newest"),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return { data: page.map(toDelivery), nextCursor };
}

/**
 * Sends an event again: a new pending delivery of the same payload (same event id, so a receiver
 * that deduplicates by it sees a repeat) to the same endpoint, due now. Resending to a disabled
 * endpoint turns it back on (the owner says it works again); its failure count restarts.
 * @returns the new delivery.
 * @throws AppError('not_found') when the delivery is missing or its endpoint is another user's.
 */
export async function resendDelivery(db: Db, ownerId: string, deliveryId: string): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ delivery: webhookDeliveries, ownerId: webhookEndpoints.ownerId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!original || original.ownerId !== ownerId) throw notFound("Webhook delivery");
    const { delivery } = original;
    await tx
      .update(webhookEndpoints)
      .set({ status: "active", disabledReason: null, consecutiveFailures: 0, failingSince: null })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.status, "disabled")));
    const now = new Date();
    const [created] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        payload: delivery.payload,
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning();
    if (!created) throw new Error("webhook delivery insert returned no row");
    await tx.execute(sql`select pg_notify(${webhookNotifyChannel}, '')`);
    return toDelivery(created);
  });
}

/**
 * Deletes finished deliveries (delivered or failed) created more than `retentionDays` before `now`
 * (hourly maintenance, with the events' retention: a delivery log is the webhook side of the event
 * history). Pending rows are never deleted, whatever their age, so nothing queued is lost.
 * @returns how many deliveries were deleted.
 */
export async function pruneWebhookDeliveries(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return pruneOlderThan(db, "webhook_deliveries", retentionDays, now, sql`status <> 'pending'`);
}
