import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client";
import { pruneExpiredSessions } from "./modules/auth/session-store";
import { purgeIdempotencyKeys } from "./modules/idempotency/idempotency.service";
import { heartbeatIntervalMs, pruneHeartbeats, recordHeartbeat } from "./modules/performance/performance.service";

/** How often expired sessions, old heartbeats and idempotency keys past retention are deleted, in ms. */
const pruneIntervalMs = 60 * 60 * 1000;

/**
 * Starts the instance's periodic work: a heartbeat each minute (feeds `/api/performance/health`)
 * and an hourly clean-up of expired sessions and old heartbeats. Failures are logged and retried at
 * the next tick; a database outage must not kill the server.
 * @returns a function that stops both timers.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const instanceId = randomUUID();
  const beat = () =>
    recordHeartbeat(db, instanceId).catch((err: unknown) => log.warn({ err }, "heartbeat not recorded"));
  const prune = () =>
    Promise.all([pruneExpiredSessions(db), pruneHeartbeats(db), purgeIdempotencyKeys(db)]).catch((err: unknown) =>
      log.warn({ err }, "clean-up failed"),
    );
  void beat();
  void prune();
  const timers = [setInterval(beat, heartbeatIntervalMs), setInterval(prune, pruneIntervalMs)];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
