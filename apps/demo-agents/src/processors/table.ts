import { formatMicros, parseMicros } from "@agora/contracts";
import Papa from "papaparse";
import { plainNumber } from "./csv-clean";

/**
 * Small shared readers of the processors: a CSV table (parsed by papaparse: RFC 4180 quoting,
 * delimiter detection), its columns found by name, and decimal amounts held as bigint millionths
 * (6 decimals, the same fixed point as µUSD) so sums and comparisons are exact, never floats.
 */

/** A CSV table: the header lower-cased and trimmed, and its rows of trimmed cells. */
export interface Table {
  header: string[];
  rows: string[][];
}

/** Parses a CSV with a header row. @returns null when there is no header and at least one row. */
export function readTable(text: string): Table | null {
  const data = Papa.parse<string[]>(text.trim(), { skipEmptyLines: "greedy" }).data;
  const [header, ...rows] = data;
  if (!header || header.length < 2 || !rows.length) return null;
  return { header: header.map((h) => h.trim().toLowerCase()), rows: rows.map((r) => r.map((c) => (c ?? "").trim())) };
}

/**
 * The index of the first column named one of `names` (exactly, then as a part of the header,
 * so "amount" finds "amount_usd"). @returns -1 when none is.
 */
export function columnOf(table: Table, ...names: string[]): number {
  for (const n of names) {
    const exact = table.header.indexOf(n);
    if (exact >= 0) return exact;
  }
  for (const n of names) {
    const part = table.header.findIndex((h) => h.includes(n));
    if (part >= 0) return part;
  }
  return -1;
}

/**
 * A decimal as millionths: "1,234.5" → 1_234_500_000n, "-3" → -3_000_000n, "$12" → 12_000_000n.
 * @returns null for anything that is not one number (or has more than 6 decimals).
 */
export function toMillionths(text: string): bigint | null {
  const plain = plainNumber(text.trim().replace(/^\((.*)\)$/, "-$1"));
  if (plain === null) return null;
  const negative = plain.startsWith("-");
  const micros = parseMicros(negative ? plain.slice(1) : plain);
  if (micros === null) return null;
  return negative ? -micros : micros;
}

/** Millionths as a decimal with at least 2 decimals, signed: -1_500_000n → "-1.50". */
export function showMillionths(value: bigint): string {
  return value < 0n ? `-${formatMicros(-value)}` : formatMicros(value);
}

/** Millionths as a plain decimal without trailing zeros: 410_000_000n → "410", -12_500_000n → "-12.5". */
export function showDecimal(value: bigint): string {
  return showMillionths(value).replace(/\.?0+$/, "");
}

/** `part` of `whole` as a percentage with one decimal ("12.5 %"); "—" when `whole` is 0. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)} %`;
}

/** Nearest-rank percentile `p` (0–100) of `sorted` ascending values; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] as number;
}
