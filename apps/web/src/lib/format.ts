const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO instant as a short local date, e.g. "Mar 4, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** An ISO instant as a local date and time, for tooltips. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A whole count with thousands separators: 2847 → "2,847". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A percentage given in percent (0–100) with at most one decimal: 99.24 → "99.2%". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** A typical duration given in minutes, rounded for reading: "~45 min", "~1.5 h", "~2 days". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `~${Math.max(1, Math.round(minutes))} min`;
  if (minutes < 24 * 60) return `~${percentFormat.format(Math.round((minutes / 60) * 2) / 2)} h`;
  const days = Math.round(minutes / (24 * 60));
  return `~${days} ${days === 1 ? "day" : "days"}`;
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const relativeSteps: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** An instant relative to `nowMs`: "just now", "5 minutes ago", "in 3 days". */
export function formatRelative(iso: string, nowMs = Date.now()): string {
  let value = (Date.parse(iso) - nowMs) / 1000;
  if (Math.abs(value) < 45) return "just now";
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), "year");
}

/**
 * `value / unit` as a decimal without trailing zeros: (1500n, 1000n) → "1.5", in bigint (no float).
 * @param unit a power of ten (1n, 10n, 1000n…), so the quotient always has an exact decimal.
 * @throws RangeError for any other unit: 90 s over 60 000 ms would need "1.5" from a remainder
 *   of 30 000, which only a power of ten writes digit for digit.
 */
export function exactQuotient(value: bigint, unit: bigint): string {
  const digits = unit.toString().length - 1;
  if (unit !== 10n ** BigInt(digits)) throw new RangeError(`exactQuotient needs a power of ten, got ${unit}`);
  const whole = value / unit;
  const rest = value % unit;
  if (rest === 0n) return whole.toString();
  return `${whole}.${rest.toString().padStart(digits, "0").replace(/0+$/, "")}`;
}

const msPerSecond = 1000n;
const msPerMinute = 60_000n;

/**
 * A duration in milliseconds, in words: 6000n → "6 seconds", 1000n → "1 second", 120_000n →
 * "2 minutes". Whole minutes are said in minutes, anything else in seconds (90_000n → "90 seconds"),
 * so the figure is always exact.
 */
export function formatMs(ms: bigint): string {
  if (ms < msPerMinute || ms % msPerMinute !== 0n) {
    const text = exactQuotient(ms, msPerSecond);
    return `${text} ${text === "1" ? "second" : "seconds"}`;
  }
  const text = (ms / msPerMinute).toString();
  return `${text} ${text === "1" ? "minute" : "minutes"}`;
}
