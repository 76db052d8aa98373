/**
 * Closed-form accrual of a per-minute payment stream (docs/product/DESIGN.md "Streaming payments").
 *
 * Accrual is computed from the stream's total active time, never accumulated: any reader can
 * compute it at any instant, and a crash loses nothing because only start, pause and stop times
 * are persisted. Pause and resume need no code here: the caller sums the active intervals.
 * Money is bigint µUSD throughout (docs/product/DESIGN.md "Money"); time is integer milliseconds.
 */

/** Milliseconds per minute: rates are quoted per minute. */
const msPerMinute = 60_000n;
/** Milliseconds per hour: the window of `maxPerHourMicros`. Every granularity divides it. */
const msPerHour = 3_600_000n;

/** Billing steps a stream may use, in seconds (the agent's `rateGranularity`). */
export type GranularityS = 1 | 6 | 60;

/** What a stream bills by: the rate, its rounding, its minimum and its caps. */
export interface AccrualTerms {
  /** Price of one minute of active time, in µUSD (any rate override already applied). */
  rateMicrosPerMinute: bigint;
  /** Billing step in seconds: active time is rounded up to a whole number of steps. */
  granularityS: GranularityS;
  /** Minimum billable time in ms once the stream has started (`minChargeMinutes` × 60000). */
  minChargeMs: number;
  /** Most the whole stream may cost, in µUSD (`streamRateCaps.maxPerStream`); null for none. */
  maxPerStreamMicros: bigint | null;
  /** Most one hour of billable time may cost, in µUSD (`streamRateCaps.maxPerHour`); null for none. */
  maxPerHourMicros: bigint | null;
}

function assertMs(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of ms, got ${value}`);
  }
}

function assertTerms(terms: AccrualTerms): void {
  if (terms.rateMicrosPerMinute < 0n) throw new RangeError("rateMicrosPerMinute must not be negative");
  if (![1, 6, 60].includes(terms.granularityS)) throw new RangeError("granularityS must be 1, 6 or 60");
  assertMs(terms.minChargeMs, "minChargeMs");
  if (terms.maxPerStreamMicros !== null && terms.maxPerStreamMicros < 0n) {
    throw new RangeError("maxPerStreamMicros must not be negative");
  }
  if (terms.maxPerHourMicros !== null && terms.maxPerHourMicros < 0n) {
    throw new RangeError("maxPerHourMicros must not be negative");
  }
}

/** Smallest `a ≥ 0` with `a * b ≥ n`, for `b > 0`. */
function ceilDiv(n: bigint, b: bigint): bigint {
  return n <= 0n ? 0n : (n + b - 1n) / b;
}

/**
 * Billable time of a stream: `max(minCharge, ceil(active / g) * g)` (docs/product/DESIGN.md "Streaming
 * payments"). An active time of 0 still bills the minimum charge: this is only asked once the
 * stream has started, and starting is what the minimum charge pays for.
 * @param activeMs the sum of the stream's active intervals, in ms.
 * @param granularityS the billing step, in seconds.
 * @param minChargeMs the minimum billable time, in ms.
 * @returns the billable time in ms.
 * @throws RangeError when a time is negative, fractional or unsafe, or the granularity is not 1, 6 or 60.
 */
export function billableMs(activeMs: number, granularityS: GranularityS, minChargeMs: number): number {
  return Number(billableMsExact(activeMs, granularityS, minChargeMs));
}

/** {@link billableMs} in bigint: float division loses the remainder near 2^53 ms. */
function billableMsExact(activeMs: number, granularityS: GranularityS, minChargeMs: number): bigint {
  assertMs(activeMs, "activeMs");
  assertMs(minChargeMs, "minChargeMs");
  if (![1, 6, 60].includes(granularityS)) throw new RangeError("granularityS must be 1, 6 or 60");
  const stepMs = BigInt(granularityS * 1000);
  const rounded = ceilDiv(BigInt(activeMs), stepMs) * stepMs;
  const minimum = BigInt(minChargeMs);
  return rounded > minimum ? rounded : minimum;
}

/**
 * Cost of `billable` ms under the hourly cap, before the stream cap: each full hour of billable
 * time costs `min(maxPerHour, r * 60)`, and the running hour's part `min(maxPerHour, floor(r *
 * part / 60000))`. Without a cap this is exactly `floor(r * billable / 60000)`, because a full hour
 * costs a whole number of µUSD (60 r).
 */
function hourCappedMicros(billable: bigint, terms: AccrualTerms): bigint {
  const r = terms.rateMicrosPerMinute;
  const fullHours = billable / msPerHour;
  const partMs = billable % msPerHour;
  const cap = terms.maxPerHourMicros;
  const perHour = r * 60n;
  const part = (r * partMs) / msPerMinute;
  if (cap === null) return fullHours * perHour + part;
  return fullHours * (perHour < cap ? perHour : cap) + (part < cap ? part : cap);
}

/**
 * What a stream has accrued after `activeMs` of active time (docs/product/DESIGN.md "Streaming payments"):
 * `min(maxPerStream, hourCapped(billable))`, where `billable = billableMs(...)`, and without an
 * hourly cap `hourCapped(b) = floor(r * b / 60000)`, computed in bigint arithmetic.
 *
 * The hourly cap is closed-form, over hours of billable (active) time, not of wall-clock time:
 * billable time is cut into whole hours counted from the stream's start plus the running
 * hour's part; each whole hour costs `min(maxPerHour, 60 r)` and the running part
 * `min(maxPerHour, floor(r * part / 60000))`. Paused time is not billed, so it does not count
 * towards any hour. The result is monotonic non-decreasing in `activeMs`.
 * @param activeMs the sum of the stream's active intervals, in ms.
 * @param terms the stream's rate, granularity, minimum charge and caps.
 * @returns the accrued amount in µUSD, ≥ 0 and ≤ every cap that applies.
 * @throws RangeError for a negative, fractional or unsafe time, or invalid terms.
 */
export function accruedMicros(activeMs: number, terms: AccrualTerms): bigint {
  assertTerms(terms);
  const capped = hourCappedMicros(billableMsExact(activeMs, terms.granularityS, terms.minChargeMs), terms);
  const streamCap = terms.maxPerStreamMicros;
  return streamCap !== null && streamCap < capped ? streamCap : capped;
}

/**
 * The smallest active time at which the stream has accrued at least `amountMicros`, i.e. the
 * smallest `t` with `accruedMicros(t, terms) >= amountMicros` (so `accruedMicros(t - 1) <
 * amountMicros` when `t > 0`). The stream service uses it to schedule the exact instant a stream
 * exhausts its escrow or reaches its cap.
 * @param amountMicros the amount to reach, in µUSD (≤ 0 is reached at once).
 * @param terms the stream's rate, granularity, minimum charge and caps.
 * @returns the active time in ms; null when it is never reached: the amount exceeds
 *   `maxPerStreamMicros`, the rate or the hourly cap is 0, or the answer would exceed
 *   `Number.MAX_SAFE_INTEGER` ms (about 285,000 years).
 * @throws RangeError for invalid terms.
 */
export function activeMsToReach(amountMicros: bigint, terms: AccrualTerms): number | null {
  assertTerms(terms);
  if (accruedMicros(0, terms) >= amountMicros) return 0;
  if (terms.maxPerStreamMicros !== null && amountMicros > terms.maxPerStreamMicros) return null;

  // Smallest billable time b with hourCapped(b) >= amount; hourCapped is monotonic, so every
  // billable time from b on reaches the amount and none before it does.
  const r = terms.rateMicrosPerMinute;
  const cap = terms.maxPerHourMicros;
  const perHour = cap !== null && cap < r * 60n ? cap : r * 60n;
  if (perHour === 0n) return null;
  // Whole hours that stay below the amount; the rest (1..perHour) is reached inside the next hour.
  const fullHours = (amountMicros - 1n) / perHour;
  const rest = amountMicros - fullHours * perHour;
  // rest <= perHour <= cap, so inside the hour only floor(r * part / 60000) >= rest matters.
  // A part of a whole hour or more means the hour's end, where the hour costs perHour >= rest.
  const partMs = ceilDiv(rest * msPerMinute, r);
  const targetBillable = fullHours * msPerHour + (partMs < msPerHour ? partMs : msPerHour);

  // Billable time is max(minCharge, n * step) for the n = ceil(t / step) steps begun, so the first
  // ms of the step that ends at or after the target is the answer. accruedMicros(0) < amount, so
  // the target lies beyond the minimum charge.
  const stepMs = BigInt(terms.granularityS * 1000);
  const steps = ceilDiv(targetBillable, stepMs);
  const t = (steps - 1n) * stepMs + 1n;
  return t > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(t);
}
