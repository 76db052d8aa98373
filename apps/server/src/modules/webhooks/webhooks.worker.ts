import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { pooled, retryDelayMs } from "../../lib/backoff";
import { callOutbound, OutboundError, type OutboundPolicy, type OutboundResponse } from "../../lib/outbound";
import { schedule } from "../../lib/scheduler";
import { publishEvent } from "../realtime";
import { openSecret } from "./secrets";
import { signatureHeader } from "./signature";
import { webhookNotifyChannel } from "./webhooks.service";

/** Deadline of one delivery attempt, ms (connection, request and answer). */
export const deliveryTimeoutMs = 10_000;
/** How long a stopping worker waits for the round in flight before abandoning it, ms. */
const stopGraceMs = 1000;
/** Largest answer read from an endpoint, bytes (64 KiB); a larger one fails the attempt. */
export const deliveryResponseMaxBytes = 64 * 1024;
/** How long after its event a delivery is retried before it is `failed`, ms (24 h). */
export const retryWindowMs = 24 * 60 * 60 * 1000;
/** The poll that backs up the NOTIFY wake-up (a missed notification, a due retry), ms. */
export const pollIntervalMs = 500;
/** The `User-Agent` of every delivery. */
export const webhookUserAgent = "Agora-Webhooks/1.0";

/** How the worker sends one request; the server uses {@link callOutbound} under the SSRF policy. */
export type DeliveryTransport = (url: URL, body: string, headers: Record<string, string>) => Promise<OutboundResponse>;

/** The worker's settings (Config.webhooks plus the outbound policy). */
export interface WebhookWorkerSettings {
  /** First retry delay, ms; each later one doubles (capped at 1 h), with jitter. */
  retryBaseMs: number;
  /** How far a claim pushes `next_attempt_at`: after this an unfinished attempt is sent again, ms. */
  leaseMs: number;
  /** An endpoint is disabled after this many failed attempts in a row… */
  disableAfterFailures: number;
  /** …the first of them at least this long ago, ms. */
  disableAfterMs: number;
  /** Deliveries claimed per statement. */
  batch: number;
  /** Requests in flight at once per round. */
  concurrency: number;
  /** Rounds in flight at once per instance (each claims `batch` and sends `concurrency` at a time). */
  lanes: number;
  transport: DeliveryTransport;
}

/**
 * The real transport: {@link callOutbound} (the KYA SSRF guard: a refused address is never
 * connected to) with a 10 s deadline, a 64 KiB answer cap and no redirects (a webhook that
 * moved must be updated by its owner, as with Stripe).
 */
export function outboundDeliveryTransport(
  policy: Pick<OutboundPolicy, "allowPrivate" | "allowIpLiterals" | "resolve">,
  log?: Pick<FastifyBaseLogger, "info">,
): DeliveryTransport {
  const full: OutboundPolicy = {
    ...policy,
    timeoutMs: deliveryTimeoutMs,
    maxBytes: deliveryResponseMaxBytes,
    maxRedirects: 0,
  };
  return async (url, body, headers) => {
    try {
      return await callOutbound(url, { method: "POST", body, headers }, full);
    } catch (err) {
      // Origin and path only: a query string may carry the owner's secrets.
      if (err instanceof OutboundError)
        log?.info({ url: `${url.origin}${url.pathname}`, reason: err.reason }, "webhook delivery failed");
      throw err;
    }
  };
}

/** A delivery taken by this worker for one attempt. */
interface Claimed {
  id: string;
  endpoint_id: string;
  owner_id: string;
  url: string;
  secret: string;
  endpoint_status: "active" | "disabled";
  payload: { id: string; type: string; createdAt: string; data: unknown };
  attempt: number;
  created_at: string | Date;
}

/**
 * Takes up to `batch` due deliveries (`FOR UPDATE SKIP LOCKED`: instances never take the same
 * row) and leases them: `attempt + 1` and `next_attempt_at` pushed `leaseMs` ahead, committed
 * before any request is made, so a crash mid-send leaves a row that is due again when the lease
 * ends (at-least-once), and no other instance sends it meanwhile.
 */
async function claim(db: Db, settings: WebhookWorkerSettings, now: Date): Promise<Claimed[]> {
  const leaseEnd = new Date(now.getTime() + settings.leaseMs).toISOString();
  return executeRows<Claimed>(
    db,
    sql`with due as (
          select id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by next_attempt_at
          limit ${settings.batch}
          for update skip locked)
        update webhook_deliveries d
        set attempt = d.attempt + 1, next_attempt_at = ${leaseEnd}::timestamptz
        from due, webhook_endpoints e
        where d.id = due.id and e.id = d.endpoint_id
        returning d.id, d.endpoint_id, e.owner_id, e.url, e.secret, e.status as endpoint_status, d.payload,
          d.attempt, d.created_at`,
  );
}

/** The outcome of one attempt. */
interface Outcome {
  delivery: Claimed;
  status: number | null;
  error: string | null;
  latencyMs: number;
}

/** Sends one claimed delivery, signed; never throws (a failure is an outcome). */
async function send(db: Db, delivery: Claimed, transport: DeliveryTransport): Promise<Outcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): Outcome => ({
    delivery,
    status,
    error,
    latencyMs: Math.round(performance.now() - started),
  });
  try {
    const { id, type, createdAt, data } = delivery.payload;
    // Rebuilt in the documented key order: jsonb stores keys in its own order.
    const body = JSON.stringify({ id, type, createdAt, data });
    const secret = await openSecret(db, delivery.secret);
    const response = await transport(new URL(delivery.url), body, {
      "content-type": "application/json",
      "user-agent": webhookUserAgent,
      accept: "*/*",
      "agora-signature": signatureHeader(secret, body),
      "agora-delivery-id": delivery.id,
    });
    if (response.status >= 200 && response.status < 300) return done(response.status, null);
    return done(response.status, `the endpoint answered HTTP ${response.status}`);
  } catch (err) {
    return done(null, err instanceof OutboundError ? err.message : "the request could not be made");
  }
}

/**
 * Stores the successes of a batch in two statements: the deliveries become `delivered` (only if
 * still under this worker's attempt: a lease that ran out and was taken again is left to its new
 * holder) and their endpoints' failure runs end.
 */
async function recordSuccesses(db: Db, outcomes: Outcome[], now: Date): Promise<void> {
  if (!outcomes.length) return;
  const list = (values: readonly (string | number)[]) => `{${values.join(",")}}`;
  await executeRows(
    db,
    sql`update webhook_deliveries d
        set status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz, last_status_code = v.code,
          last_error = null, latency_ms = v.ms
        from unnest(${list(outcomes.map((o) => o.delivery.id))}::uuid[],
                    ${list(outcomes.map((o) => o.delivery.attempt))}::int[],
                    ${list(outcomes.map((o) => o.status ?? 0))}::int[],
                    ${list(outcomes.map((o) => o.latencyMs))}::int[]) as v(id, attempt, code, ms)
        where d.id = v.id and d.attempt = v.attempt and d.status = 'pending'`,
  );
  const endpoints = [...new Set(outcomes.map((o) => o.delivery.endpoint_id))];
  await executeRows(
    db,
    sql`update webhook_endpoints set consecutive_failures = 0, failing_since = null
        where id = any(${list(endpoints)}::uuid[]) and (consecutive_failures > 0 or failing_since is not null)`,
  );
}

/**
 * Stores one failed attempt: the delivery is retried after {@link retryDelayMs}, or `failed` once
 * the next attempt would fall past 24 h after its event; the endpoint's failure run grows, and
 * when it reaches the disable rule (decision 021) the endpoint is disabled, its pending deliveries
 * fail and its owner hears `webhook.disabled` on `user:<id>`.
 */
async function recordFailure(
  db: Db,
  outcome: Outcome,
  settings: WebhookWorkerSettings,
  now: Date,
): Promise<Date | null> {
  const { delivery } = outcome;
  const retryAt = new Date(now.getTime() + retryDelayMs(delivery.attempt, settings.retryBaseMs));
  const giveUp = retryAt.getTime() > new Date(delivery.created_at).getTime() + retryWindowMs;
  let retrying = !giveUp;
  await db.transaction(async (tx) => {
    const updated = await executeRows<{ id: string }>(
      tx,
      sql`update webhook_deliveries
          set status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${retryAt.toISOString()}::timestamptz,
            last_status_code = ${outcome.status}, last_error = ${outcome.error}, latency_ms = ${outcome.latencyMs}
          where id = ${delivery.id} and attempt = ${delivery.attempt} and status = 'pending'
          returning id`,
    );
    if (!updated.length) {
      retrying = false;
      return;
    }
    const [endpoint] = await executeRows<{ failures: number; since: string | Date; status: string; url: string }>(
      tx,
      sql`update webhook_endpoints
          set consecutive_failures = consecutive_failures + 1,
            failing_since = coalesce(failing_since, ${now.toISOString()}::timestamptz)
          where id = ${delivery.endpoint_id}
          returning consecutive_failures as failures, failing_since as since, status, url`,
    );
    if (endpoint?.status !== "active") return;
    const failingMs = now.getTime() - new Date(endpoint.since).getTime();
    if (endpoint.failures < settings.disableAfterFailures || failingMs < settings.disableAfterMs) return;
    retrying = false;
    const reason = `Disabled after ${endpoint.failures} failed deliveries in a row since ${new Date(endpoint.since).toISOString()}; the last: ${outcome.error ?? "no answer"}`;
    await disableEndpoint(tx, delivery.endpoint_id, delivery.owner_id, endpoint.url, reason);
  });
  return retrying ? retryAt : null;
}

/** Disables an endpoint in `tx`, fails its pending deliveries and tells its owner (realtime). */
async function disableEndpoint(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  endpointId: string,
  ownerId: string,
  url: string,
  reason: string,
): Promise<void> {
  await executeRows(
    tx,
    sql`update webhook_endpoints set status = 'disabled', disabled_reason = ${reason} where id = ${endpointId}`,
  );
  await executeRows(
    tx,
    sql`update webhook_deliveries set status = 'failed', last_error = coalesce(last_error, 'the endpoint was disabled')
        where endpoint_id = ${endpointId} and status = 'pending'`,
  );
  await publishEvent(tx, `user:${ownerId}`, "webhook.disabled", { endpointId, url, reason });
}

/** Marks deliveries claimed for an endpoint disabled meanwhile as failed, without sending them. */
async function failForDisabled(db: Db, deliveries: Claimed[]): Promise<void> {
  if (!deliveries.length) return;
  await executeRows(
    db,
    sql`update webhook_deliveries set status = 'failed', last_error = 'the endpoint is disabled'
        where id = any(${`{${deliveries.map((d) => d.id).join(",")}}`}::uuid[]) and status = 'pending'`,
  );
}

/**
 * One round: claim a batch, send it (outside any transaction, at most `concurrency` at once),
 * store the outcomes.
 * @param abandoned true once the worker gave up waiting for this round (shutdown): its outcomes are
 *   then not stored, and the leases it holds make another instance send those deliveries again.
 * @returns how many deliveries it claimed, and the earliest retry it scheduled (null if none).
 */
export async function deliverDue(
  db: Db,
  settings: WebhookWorkerSettings,
  clock: () => Date = () => new Date(),
  abandoned: () => boolean = () => false,
): Promise<{ claimed: number; nextRetryAt: Date | null }> {
  const claimed = await claim(db, settings, clock());
  if (!claimed.length) return { claimed: 0, nextRetryAt: null };
  const disabled = claimed.filter((d) => d.endpoint_status !== "active");
  await failForDisabled(db, disabled);
  const outcomes = await pooled(
    claimed.filter((d) => d.endpoint_status === "active"),
    settings.concurrency,
    (d) => send(db, d, settings.transport),
  );
  if (abandoned()) return { claimed: claimed.length, nextRetryAt: null };
  const now = clock();
  const ok = outcomes.filter((o) => o.error === null);
  await recordSuccesses(db, ok, now);
  let nextRetryAt: Date | null = null;
  for (const failed of outcomes.filter((o) => o.error !== null)) {
    const retryAt = await recordFailure(db, failed, settings, now);
    if (retryAt && (!nextRetryAt || retryAt < nextRetryAt)) nextRetryAt = retryAt;
  }
  return { claimed: claimed.length, nextRetryAt };
}

/**
 * Starts this instance's delivery worker: woken by NOTIFY on {@link webhookNotifyChannel} when
 * deliveries are queued, and by a {@link pollIntervalMs} poll (retries that fell due, a missed
 * notification, leases that ran out after a crash) on the shared scheduler. A round that claimed
 * a full batch runs again at once. Nothing is kept in memory: a restart resumes from the table.
 * @returns a function that stops it: it waits up to 1 s for the round in flight to store its
 *   outcomes, then abandons it (its leased deliveries are sent again after the lease: at least once).
 */
export async function startWebhookWorker(
  database: Database,
  log: Pick<FastifyBaseLogger, "warn">,
  settings: WebhookWorkerSettings,
): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let abandoned = false;
  const timers = new Set<NodeJS.Timeout>();
  // A retry due before the next poll is taken at its time, so the backoff is what was computed.
  const wakeAt = (at: Date) => {
    const delay = at.getTime() - Date.now();
    if (delay >= pollIntervalMs) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void run();
      },
      Math.max(0, delay),
    );
    timer.unref();
    timers.add(timer);
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      // Woken while busy: another lane takes the new rows now (up to `lanes`), and a last round
      // runs when the lanes finish, so nothing waits for the next poll.
      again = true;
      if (lanes.size < settings.lanes) spawnLane();
      return running;
    }
    running = (async () => {
      do {
        again = false;
        spawnLane();
        while (lanes.size) await Promise.all([...lanes]);
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };
  // Rounds in parallel lanes (SKIP LOCKED keeps them apart): a lane that claimed a full batch opens
  // another, up to `settings.lanes`, so a slow endpoint in one round does not hold back the rest.
  const lanes = new Set<Promise<void>>();
  const lane = async (): Promise<void> => {
    try {
      for (;;) {
        if (stopped) return;
        const round = await deliverDue(database.db, settings, undefined, () => abandoned);
        if (round.nextRetryAt) wakeAt(round.nextRetryAt);
        if (round.claimed < settings.batch) return;
        if (lanes.size < settings.lanes) spawnLane();
      }
    } catch (err) {
      if (!abandoned) log.warn({ err }, "webhook delivery round failed");
    }
  };
  const spawnLane = () => {
    const task = lane().finally(() => lanes.delete(task));
    lanes.add(task);
  };
  const unlisten = await database.listen(webhookNotifyChannel, () => void run());
  const stopPoll = schedule(
    [{ failureMessage: "webhook delivery failed", intervalMs: pollIntervalMs, runAtStart: true, work: run }],
    log,
  );
  return async () => {
    stopped = true;
    stopPoll();
    for (const timer of timers) clearTimeout(timer);
    await unlisten();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, stopGraceMs);
    });
    await Promise.race([running, grace]);
    clearTimeout(timer);
    abandoned = true;
  };
}
