import { AgoraError } from "./errors";

/** A `fetch` that sends one `Request` (the shape openapi-fetch calls, which `globalThis.fetch` satisfies). */
export type FetchLike = (request: Request) => Promise<Response>;

/** First retry's backoff ceiling, ms; each later retry doubles it (full jitter picks below it). */
export const retryBaseMs = 500;
/** Most a backoff ceiling grows to, ms. */
export const retryCapMs = 8_000;
/**
 * Longest `Retry-After` the SDK waits for, ms. A server asking for longer is answered at once with
 * the 429 or 503 as an {@link AgoraError}, so a caller is never silently parked for minutes.
 */
export const retryAfterMaxMs = 60_000;

/** How the retrying fetch behaves. */
export interface RetryPolicy {
  /** The fetch that sends each attempt. */
  fetch: FetchLike;
  /** Retries after the first attempt (0: none). */
  maxRetries: number;
  /** Per-attempt time limit, ms; 0 for none. */
  timeoutMs: number;
  /** Random number in [0, 1), for the jitter (tests pass a fixed one). */
  random?: () => number;
}

/**
 * A request the SDK may send again: a read or delete, which the server treats as idempotent, or a
 * POST carrying an `Idempotency-Key`, whose retry the server answers with the first answer
 * instead of doing the work twice. Other writes are sent once, since a lost answer could mean
 * the work was done.
 */
export function isRetryable(request: Request): boolean {
  return ["GET", "HEAD", "DELETE"].includes(request.method) || request.headers.has("idempotency-key");
}

/**
 * The wait before retry number `attempt` (0 for the first retry): "full jitter" exponential backoff
 * (AWS Architecture Blog, "Exponential Backoff And Jitter", 2015), a uniform draw below
 * min({@link retryCapMs}, {@link retryBaseMs} · 2^attempt), so clients that failed together do not
 * come back together.
 * @param random a number in [0, 1).
 * @returns ms to wait.
 */
export function backoffMs(attempt: number, random: number): number {
  return Math.floor(random * Math.min(retryCapMs, retryBaseMs * 2 ** attempt));
}

/**
 * The wait a `Retry-After` header asks for (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * @param header the header's value, or null when absent.
 * @param now the current instant, ms since the epoch.
 * @returns ms to wait (≥ 0), or undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Wraps `policy.fetch` with a per-attempt timeout and retries: on a network error or timeout, a
 * 429 (waiting what `Retry-After` asks, up to {@link retryAfterMaxMs}) and a 5xx, at most
 * `maxRetries` times, only for {@link isRetryable} requests. Each attempt sends a copy of the same
 * request, so a money call's `Idempotency-Key` is the same on every attempt.
 * @returns a fetch that answers the last attempt's response (whatever its status).
 * @throws AgoraError `network_error` or `timeout` (status 0) when the last attempt got no answer;
 *   `aborted` when the request's own signal aborted.
 */
export function retryingFetch(policy: RetryPolicy): FetchLike {
  const random = policy.random ?? Math.random;
  return async (request) => {
    const retries = isRetryable(request) ? Math.max(0, policy.maxRetries) : 0;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      // The original stays unsent until the last attempt, so each earlier one can copy its body.
      const outgoing = last ? request : request.clone();
      let response: Response;
      try {
        response = await sendOnce(policy, outgoing);
      } catch (err) {
        const failure = asCallError(err, request);
        if (last || failure.code === "aborted") throw failure;
        await sleep(backoffMs(attempt, random()), request.signal);
        continue;
      }
      if (last || !(response.status === 429 || response.status >= 500)) return response;
      const asked =
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.headers.get("retry-after"))
          : undefined;
      if (asked !== undefined && asked > retryAfterMaxMs) return response;
      // The body is not read: cancel it so the connection can be reused.
      await response.body?.cancel().catch(() => undefined);
      await sleep(asked ?? backoffMs(attempt, random()), request.signal);
    }
  };
}

/** One attempt, limited to `policy.timeoutMs` and to the request's own signal. */
async function sendOnce(policy: RetryPolicy, request: Request): Promise<Response> {
  if (!policy.timeoutMs) return policy.fetch(request);
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  return policy.fetch(new Request(request, { signal: AbortSignal.any([request.signal, timeout]) }));
}

/** The {@link AgoraError} for an attempt that got no answer. */
function asCallError(err: unknown, request: Request): AgoraError {
  if (err instanceof AgoraError) return err;
  if (request.signal.aborted) return new AgoraError({ status: 0, code: "aborted", title: "Aborted", cause: err });
  const name = err instanceof Error ? err.name : "";
  if (name === "TimeoutError")
    return new AgoraError({
      status: 0,
      code: "timeout",
      title: "Timed out",
      detail: `${request.method} ${request.url}`,
      cause: err,
    });
  return new AgoraError({
    status: 0,
    code: "network_error",
    title: "Network error",
    detail: `${request.method} ${request.url}: ${err instanceof Error ? err.message : String(err)}`,
    cause: err,
  });
}

/**
 * Resolves after `ms`, or rejects with an `aborted` {@link AgoraError} as soon as `signal` aborts.
 * @param ms the wait, ms.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new AgoraError({ status: 0, code: "aborted", title: "Aborted", cause: signal?.reason });
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
