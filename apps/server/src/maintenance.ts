import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { schedule } from "./lib/scheduler";
import { prunePageViews, rollUpAnalytics } from "./modules/analytics/analytics.service";
import { pruneDevProviderPayloads } from "./modules/auth/dev-provider-store";
import { pruneExpiredSessions } from "./modules/auth/session-store";
import { purgeIdempotencyKeys } from "./modules/idempotency/idempotency.service";
import { heartbeatIntervalMs, pruneHeartbeats, recordHeartbeat } from "./modules/performance/performance.service";
import { pruneEvents } from "./modules/realtime/events";
import { pruneSiweNonces } from "./modules/wallet-links/wallet-links.service";
import { pruneWebhookDeliveries } from "./modules/webhooks/webhooks.service";

/** How often rows past their retention are deleted, in ms. */
const pruneIntervalMs = 60 * 60 * 1000;

/**
 * One clean-up pass: expired sessions (pre-login ones expire within the sign-in window), old
 * heartbeats, idempotency keys past retention, expired wallet-link nonces and development sign-in
 * state, and events, finished
 * webhook deliveries (with the events' retention) and page views older than `retention`'s days.
 * Complete days are rolled up into the analytics first (decision 037), so pruning never loses a day
 * the analytics have not kept: when the roll-up fails, page views are kept this time and everything
 * else is pruned as usual.
 * @returns how many rows of each kind were deleted.
 * @throws whatever the database throws (the roll-up's error after the rest was pruned);
 *   {@link startMaintenance} logs it and tries again later.
 */
export async function pruneOldRows(
  db: Db,
  retention: Config["retention"],
  now = new Date(),
): Promise<{ sessions: number; events: number; pageViews: number; webhookDeliveries: number }> {
  const rollUpFailure = await rollUpAnalytics(db, now).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const [sessions, events, pageViews, webhookDeliveries] = await Promise.all([
    pruneExpiredSessions(db, now),
    pruneEvents(db, retention.eventsDays, now),
    rollUpFailure ? Promise.resolve(0) : prunePageViews(db, retention.pageViewsDays, now),
    pruneWebhookDeliveries(db, retention.eventsDays, now),
    pruneHeartbeats(db, now),
    purgeIdempotencyKeys(db, now),
    pruneSiweNonces(db, now),
    pruneDevProviderPayloads(db, now),
  ]);
  if (rollUpFailure) throw rollUpFailure.error;
  return { sessions, events, pageViews, webhookDeliveries };
}

/**
 * Starts the instance's periodic work: a heartbeat each minute (feeds `/api/performance/health`)
 * and an hourly {@link pruneOldRows}, both at once and then on the shared scheduler (lib/scheduler.ts):
 * failures are logged and retried at the next tick, so a database outage does not kill the server.
 * @param retention days events and page views are kept (EVENTS_RETENTION_DAYS, PAGE_VIEWS_RETENTION_DAYS).
 * @returns a function that stops both timers.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger, retention: Config["retention"]): () => void {
  const instanceId = randomUUID();
  return schedule(
    [
      {
        failureMessage: "heartbeat not recorded",
        intervalMs: heartbeatIntervalMs,
        runAtStart: true,
        work: () => recordHeartbeat(db, instanceId),
      },
      {
        failureMessage: "clean-up failed",
        intervalMs: pruneIntervalMs,
        runAtStart: true,
        work: () => pruneOldRows(db, retention),
      },
    ],
    log,
  );
}
