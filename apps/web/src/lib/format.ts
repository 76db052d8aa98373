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
