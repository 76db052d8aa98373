import { formatUsd, parseMicros } from "@agora/contracts";

/**
 * Per-minute billing as docs/product/DESIGN.md "Streaming payments" defines it, computed in integer
 * micro-dollars (bigint) so a price shown to a user is exactly what a stream would charge:
 * `billable = max(minCharge, ceil(active / step) * step)`, `cost = min(cap, floor(rate * billable_ms / 60000))`.
 */

const msPerMinute = 60_000n;
const decimalMinutes = /^(0|[1-9]\d*)(?:\.(\d{1,3}))?$/;

/** `minutes` ("0.1") as whole milliseconds (6000n); null when it is not a decimal with ≤ 3 decimals. */
export function parseMinutesMs(minutes: string): bigint | null {
  const match = decimalMinutes.exec(minutes.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  // 1 thousandth of a minute is exactly 60 ms, so the result is always whole.
  return BigInt(whole) * msPerMinute + BigInt(fraction.padEnd(3, "0")) * 60n;
}

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

/** A duration given in milliseconds, short: "6 s", "1.5 s", "1 min", "2.5 min". */
export function formatShortDuration(ms: bigint): string {
  if (ms < msPerMinute) return `${trimDecimal(ms, 1000n)} s`;
  return `${trimDecimal(ms, msPerMinute)} min`;
}

/** A duration given in milliseconds, long: "6 seconds", "1 second", "2 minutes". */
export function formatLongDuration(ms: bigint): string {
  if (ms < msPerMinute) {
    const text = trimDecimal(ms, 1000n);
    return `${text} ${text === "1" ? "second" : "seconds"}`;
  }
  const text = trimDecimal(ms, msPerMinute);
  return `${text} ${text === "1" ? "minute" : "minutes"}`;
}

/** `value / unit` as a decimal without trailing zeros (exact: both are whole numbers of ms). */
function trimDecimal(value: bigint, unit: bigint): string {
  const whole = value / unit;
  const rest = value % unit;
  if (rest === 0n) return whole.toString();
  const digits = unit.toString().length - 1;
  return `${whole}.${rest.toString().padStart(digits, "0").replace(/0+$/, "")}`;
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
