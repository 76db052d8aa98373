import { formatUsd, parseMicros, parseMinutesMs } from "@agora/contracts";
import { exactQuotient } from "@/lib/format";

/**
 * Per-minute billing as docs/product/DESIGN.md "Streaming payments" defines it, computed in integer
 * micro-dollars (bigint) so a price shown to a user is exactly what a stream would charge:
 * `billable = max(minCharge, ceil(active / step) * step)`, `cost = min(cap, floor(rate * billable_ms / 60000))`.
 */

const msPerMinute = 60_000n;

/** The pricing fields that decide what a stream costs. */
export interface StreamPricing {
  basePerMinuteRate: string;
  rateGranularity: number;
  minChargeMinutes: string;
  streamRateCaps?: { maxPerStream?: string | undefined; maxPerHour?: string | undefined } | undefined;
}

/**
 * What a stream of `durationMs` active milliseconds costs, in µUSD.
 * @returns null when a pricing field is not well-formed (e.g. while the user is typing it).
 */
export function streamCostMicros(pricing: StreamPricing, durationMs: bigint): bigint | null {
  const rate = parseMicros(pricing.basePerMinuteRate);
  const minChargeMs = parseMinutesMs(pricing.minChargeMinutes);
  if (rate === null || minChargeMs === null || !Number.isInteger(pricing.rateGranularity)) return null;
  const stepMs = BigInt(pricing.rateGranularity) * 1000n;
  if (stepMs <= 0n) return null;
  const stepped = ((durationMs + stepMs - 1n) / stepMs) * stepMs;
  const billableMs = stepped > minChargeMs ? stepped : minChargeMs;
  let cost = (rate * billableMs) / msPerMinute;
  const caps = [pricing.streamRateCaps?.maxPerStream];
  // maxPerHour bounds any single hour, so it also bounds a stream that lasts at most one hour.
  if (durationMs <= 3_600_000n) caps.push(pricing.streamRateCaps?.maxPerHour);
  for (const capText of caps) {
    const cap = capText ? parseMicros(capText) : null;
    if (cap !== null && cap < cost) cost = cap;
  }
  return cost;
}

/** A billing step in words: "billed per second", "billed in 6-second steps", "billed per minute". */
export function describeGranularity(seconds: number): string {
  if (seconds === 1) return "billed per second";
  if (seconds === 60) return "billed per minute";
  return `billed in ${seconds}-second steps`;
}

/**
 * A duration given in milliseconds, short and exact: "6 s", "1.5 s", "1 min", "90 s" (a
 * part-minute is said in seconds, since most have no exact decimal of minutes).
 */
export function formatShortDuration(ms: bigint): string {
  if (ms < msPerMinute || ms % msPerMinute !== 0n) return `${exactQuotient(ms, 1000n)} s`;
  return `${ms / msPerMinute} min`;
}

/**
 * One line summing up per-minute pricing, as the registration form previews it:
 * "$0.25/min · billed per second · 6 s minimum · 1 hour = $15.00".
 * @returns null while a field is not a valid amount.
 */
export function describePricing(pricing: StreamPricing): string | null {
  const rate = parseMicros(pricing.basePerMinuteRate);
  const minChargeMs = parseMinutesMs(pricing.minChargeMinutes);
  const hour = streamCostMicros(pricing, 3_600_000n);
  if (rate === null || minChargeMs === null || hour === null) return null;
  return [
    `${formatUsd(rate)}/min`,
    describeGranularity(pricing.rateGranularity),
    `${formatShortDuration(minChargeMs)} minimum`,
    `1 hour = ${formatUsd(hour)}`,
  ].join(" · ");
}
