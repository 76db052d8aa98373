import { parseMicros } from "@agora/contracts";

/** µUSD in a cent: money is drawn in whole cents, computed from the exact µUSD. */
export const microsPerCent = 10_000n;

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A UTC day ("2026-11-23") as an axis tick: "Nov 23". */
export function dayTick(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? String(day) : shortDate.format(at);
}

/** A UTC day as tables and tooltips write it: "Nov 23, 2026". */
export function dayLong(day: string): string {
  return longDate.format(new Date(`${day}T12:00:00Z`));
}

/** Decimal dollars as whole cents for drawing (exact: bigint division, then a small number). */
export function dollarsToCents(dollars: string): number {
  return Number((parseMicros(dollars) ?? 0n) / microsPerCent);
}
