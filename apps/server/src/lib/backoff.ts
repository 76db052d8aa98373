// Shared by the outbox workers (webhook deliveries, notification emails): the wait between two
// attempts, and sending a claimed batch a few at a time.

/** Longest gap between two attempts by default, ms (1 h): the doubling stops there. */
export const retryDelayMaxMsDefault = 60 * 60 * 1000;

/**
 * The wait before attempt `attempt + 1`, ms: `baseMs · 2^(attempt−1)`, capped at `maxMs`, with
 * "equal jitter" (half fixed, half random; AWS Architecture Blog, "Exponential Backoff and
 * Jitter") so a receiver coming back from an outage is not hit by every retry at once.
 * @param attempt the attempt that just failed, counted from 1.
 * @param baseMs the first wait's ceiling, ms.
 * @param random a source in [0, 1); tests pass a fixed one.
 * @param maxMs the ceiling of every wait, ms.
 * @returns a whole number of ms in [ceiling/2, ceiling].
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
  maxMs: number = retryDelayMaxMsDefault,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Runs `work` over `items` with at most `limit` in flight.
 * @returns the results in the order of `items`; rejects with the first failure (`work` that must
 *   not stop the batch catches its own errors).
 */
export async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
