import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RetryLaterError } from "./errors";

/**
 * Default event-loop delay past which requests are shed, in ms: a second of lag means every
 * request already waits a second before any of its code runs (LOAD_SHED_EVENT_LOOP_DELAY_MS).
 */
export const maxEventLoopDelayMsDefault = 1000;

/** Default interval of the event-loop delay sample, in ms (LOAD_SHED_SAMPLE_MS). */
export const sampleIntervalMsDefault = 1000;

/**
 * Default cap on requests served at once (LOAD_SHED_IN_FLIGHT_MAX). A money route serves a few
 * hundred a second on PostgreSQL on this hardware (docs/BENCHMARKS.md), so 128 queued requests
 * already mean a few hundred ms of waiting; past that, a quick 503 serves the client better than
 * a slow 200. The first overload run with 500 let the queue grow past clients' timeouts.
 */
export const requestsInFlightMaxDefault = 128;

/** When to refuse work, from the configuration (LOAD_SHED_*); 0 turns a check off. */
export interface LoadSheddingSettings {
  /** Refuse requests while the event loop's mean delay over the last sample exceeds this, in ms. */
  maxEventLoopDelayMs: number;
  /** How often the event loop delay is sampled, in ms. */
  sampleIntervalMs: number;
  /** Refuse requests while this many are already being served (WebSockets not counted). */
  inFlightMax: number;
}

/**
 * Routes never shed: the health check. A load balancer that sees an overloaded instance fail its
 * health check takes it out, pushes its load onto the others and overloads them in turn; the
 * instance sheds its own excess instead and stays in rotation.
 */
export const sheddingExemptRoutes: ReadonlySet<string> = new Set(["/api/performance/health"]);

/**
 * Seconds a shed client is told to wait (`Retry-After`, RFC 9110 §10.2.3): long enough for a
 * queue of in-flight requests to drain or the next event-loop sample to be taken.
 */
export const shedRetryAfterS = 2;

/**
 * Event-loop samples ignored after the app becomes ready, in sample intervals: a sample that began
 * before then measured the start-up (migrations, the demo catalogue, module loading), which blocks
 * a loop that serves nobody yet. Counting it refused the first visitors of a fresh `npm start`
 * for a whole second although nothing was queued.
 */
export const startUpSamplesIgnored = 2;

function isExempt(request: FastifyRequest): boolean {
  return sheddingExemptRoutes.has(request.routeOptions.url ?? "");
}

/**
 * Load shedding: answers 503 problem+json `service_unavailable` with `Retry-After` instead of
 * queueing work the server cannot finish in time, when
 * - the event loop lags past `maxEventLoopDelayMs` (@fastify/under-pressure), or
 * - `inFlightMax` requests are already being served: a database-bound overload queues in the
 *   connection pool, where the event loop stays idle, so lag alone would never see it.
 * Registered first, so a shed request costs no session or key lookup. Samples of the start-up are
 * ignored ({@link startUpSamplesIgnored}). Health is exempt
 * ({@link sheddingExemptRoutes}); WebSocket upgrades are not counted in flight (they last hours).
 */
export async function registerLoadShedding(app: FastifyInstance, settings: LoadSheddingSettings): Promise<void> {
  if (settings.maxEventLoopDelayMs > 0) {
    let readyAtMs = Number.POSITIVE_INFINITY;
    app.addHook("onReady", async () => {
      readyAtMs = performance.now();
    });
    const isStartUpSample = () => performance.now() - readyAtMs < startUpSamplesIgnored * settings.sampleIntervalMs;
    await app.register(underPressure, {
      maxEventLoopDelay: settings.maxEventLoopDelayMs,
      sampleInterval: settings.sampleIntervalMs,
      // Returning nothing lets the request through; throwing answers it through the error handler.
      pressureHandler: async (request, _reply, type, value) => {
        if (isExempt(request) || (type === "eventLoopDelay" && isStartUpSample())) return;
        // under-pressure reports Infinity when the loop was blocked for the whole sample.
        const delayMs = Number(value);
        const detail =
          type !== "eventLoopDelay"
            ? "The server is overloaded; retry later."
            : Number.isFinite(delayMs)
              ? `The server is overloaded (event loop delay ${Math.round(delayMs)} ms); retry later.`
              : "The server is overloaded (event loop blocked); retry later.";
        throw new RetryLaterError("service_unavailable", detail, shedRetryAfterS);
      },
    });
  }
  if (settings.inFlightMax > 0) {
    let inFlight = 0;
    app.addHook("onRequest", async (request, reply) => {
      if (request.headers.upgrade !== undefined || isExempt(request)) return;
      if (inFlight >= settings.inFlightMax) {
        throw new RetryLaterError(
          "service_unavailable",
          `The server is overloaded (${settings.inFlightMax} requests in flight); retry later.`,
          shedRetryAfterS,
        );
      }
      inFlight++;
      // `close` follows a sent answer and a client that went away alike; `finish` too covers
      // responses that never emit `close` (app.inject). The guard counts each request out once.
      let isReleased = false;
      const release = () => {
        if (isReleased) return;
        isReleased = true;
        inFlight--;
      };
      reply.raw.once("finish", release);
      reply.raw.once("close", release);
    });
  }
}
