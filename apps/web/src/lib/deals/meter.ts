import { parseMicros, type Stream } from "@agora/contracts";

/**
 * The live meter's arithmetic (docs/product/DESIGN.md "Streaming payments"), in integer micro-dollars. The
 * server's answer is the truth; between two polls the meter moves the amount on at the stream's
 * rate, so it ticks smoothly instead of jumping once a second.
 */

const msPerMinute = 60_000n;

/**
 * How far past the last answer the meter keeps counting, ms. If polls stop arriving (a network
 * blip, a stream paused by the server) it holds still instead of running away from the truth.
 */
export const meterHorizonMs = 5_000;

/** One answer of the server, as the meter uses it. */
export interface MeterSample {
  status: Stream["status"];
  /** Accrued at the answer, µUSD. */
  accruedMicros: bigint;
  /** Most the stream can draw, µUSD. */
  limitMicros: bigint;
  /** Active time at the answer, ms. */
  activeMs: number;
  /** Local `Date.now()` when the answer arrived. */
  receivedAtMs: number;
}

/** What the meter shows at an instant. */
export interface MeterReading {
  accruedMicros: bigint;
  activeMs: number;
}

/** A decimal-dollar string as µUSD; anything malformed counts as 0 rather than breaking the meter. */
export function toMicros(value: string | null | undefined): bigint {
  return value ? (parseMicros(value) ?? 0n) : 0n;
}

/** The sample of a stream answer that arrived at `receivedAtMs`. */
export function sampleOf(stream: Stream, receivedAtMs: number): MeterSample {
  return {
    status: stream.status,
    accruedMicros: toMicros(stream.accrued),
    limitMicros: toMicros(stream.limit),
    activeMs: stream.activeMs,
    receivedAtMs,
  };
}

/**
 * The meter at local time `nowMs`. A stream that is not active shows exactly what the server said.
 * An active one adds the time since the answer (at most {@link meterHorizonMs}) to its active
 * time and bills it continuously at `rateMicrosPerMinute`: `floor(rate × active / 60000)`, never
 * below the server's figure (which includes the minimum charge and whole billing steps) and never
 * above the stream's limit.
 */
export function meterAt(sample: MeterSample, rateMicrosPerMinute: bigint, nowMs: number): MeterReading {
  if (sample.status !== "active") return { accruedMicros: sample.accruedMicros, activeMs: sample.activeMs };
  const elapsedMs = Math.min(Math.max(0, Math.floor(nowMs - sample.receivedAtMs)), meterHorizonMs);
  const activeMs = sample.activeMs + elapsedMs;
  const continuous = (rateMicrosPerMinute * BigInt(activeMs)) / msPerMinute;
  const atLeast = continuous > sample.accruedMicros ? continuous : sample.accruedMicros;
  return { accruedMicros: atLeast < sample.limitMicros ? atLeast : sample.limitMicros, activeMs };
}

/**
 * Keeps a ticking figure from stepping back when a new answer lands a hair below the value the
 * meter had already extrapolated to (network latency). Only while the stream keeps billing: a
 * stop or a settlement shows the server's exact figure.
 */
export function holdMonotonic(previous: MeterReading | null, next: MeterReading, status: Stream["status"]) {
  if (!previous || status !== "active") return next;
  return {
    accruedMicros: next.accruedMicros > previous.accruedMicros ? next.accruedMicros : previous.accruedMicros,
    activeMs: Math.max(next.activeMs, previous.activeMs),
  };
}

/** Active time as a clock: 8_400 → "0:08", 754_000 → "12:34", 3_723_000 → "1:02:03". */
export function formatActiveTime(ms: number): string {
  const totalS = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalS / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = String(totalS % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** How much of the limit is used, 0–100 with one decimal, for the progress bar. */
export function limitShare(accruedMicros: bigint, limitMicros: bigint): number {
  if (limitMicros <= 0n) return 0;
  const permille = (accruedMicros * 1000n) / limitMicros;
  return Math.min(100, Number(permille) / 10);
}
