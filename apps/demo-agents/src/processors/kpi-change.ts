import { columnOf, readTable, showDecimal, toMillionths } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * A KPI change brief from a table of one metric by period and segment: the change of the total
 * from the previous period to the latest, each segment's contribution to it (its own change, and
 * its share of the total change: the additive decomposition of a sum), and whether the total's
 * change is outside normal variation: more than two standard deviations from the mean of the
 * earlier period-to-period changes, judged only when at least {@link historyMin} earlier changes
 * exist. Values are summed exactly as fixed-point decimals. Periods sort as text, so write them as
 * ISO dates or week numbers ("2026-W45").
 */

/** Fewest earlier changes the normal-variation test needs. */
export const historyMin = 4;

/** The figures of {@link kpiChange}. */
export interface KpiChange {
  metric: string;
  previous: string;
  latest: string;
  totalBefore: bigint;
  totalAfter: bigint;
  segments: { segment: string; before: bigint; after: bigint }[];
  /** Mean and standard deviation of the earlier total changes, or null with too little history. */
  normal: { mean: number; sd: number; changes: number } | null;
}

/** Reads the table. @returns the change, or a reason it cannot be read. */
export function kpiChange(text: string): KpiChange | string {
  const table = readTable(text);
  if (!table) return "the table needs a header row and rows";
  const period = columnOf(table, "period", "week", "month", "date", "day");
  const segment = columnOf(table, "segment", "channel", "region", "cohort", "plan");
  const value = table.header.findIndex((_, i) => i !== period && i !== segment);
  if (period < 0 || segment < 0 || value < 0) return "the header needs period, segment and value columns";
  const cells = new Map<string, Map<string, bigint>>();
  for (const row of table.rows) {
    const v = toMillionths(row[value] ?? "");
    if (v === null) return `"${row[value]}" in the ${table.header[value]} column is not a number`;
    const p = row[period] ?? "";
    const bySegment = cells.get(p) ?? new Map<string, bigint>();
    bySegment.set(row[segment] ?? "", (bySegment.get(row[segment] ?? "") ?? 0n) + v);
    cells.set(p, bySegment);
  }
  const periods = [...cells.keys()].sort();
  if (periods.length < 2) return "the table needs at least two periods";
  const total = (p: string) => [...(cells.get(p) as Map<string, bigint>).values()].reduce((a, b) => a + b, 0n);
  const previous = periods.at(-2) as string;
  const latest = periods.at(-1) as string;
  const names = [...new Set(periods.flatMap((p) => [...(cells.get(p) as Map<string, bigint>).keys()]))].sort();
  const changes = periods.slice(1, -1).map((p, i) => Number(total(p) - total(periods[i] as string)) / 1e6);
  const mean = changes.reduce((a, b) => a + b, 0) / Math.max(1, changes.length);
  const sd = Math.sqrt(changes.reduce((a, c) => a + (c - mean) ** 2, 0) / Math.max(1, changes.length - 1));
  return {
    metric: table.header[value] as string,
    previous,
    latest,
    totalBefore: total(previous),
    totalAfter: total(latest),
    segments: names.map((s) => ({
      segment: s,
      before: cells.get(previous)?.get(s) ?? 0n,
      after: cells.get(latest)?.get(s) ?? 0n,
    })),
    normal: changes.length >= historyMin ? { mean, sd, changes: changes.length } : null,
  };
}

const signed = (v: bigint) => (v > 0n ? `+${showDecimal(v)}` : showDecimal(v));
const pct = (change: bigint, base: bigint) =>
  base === 0n
    ? ""
    : ` (${Number(change) / Number(base) > 0 ? "+" : ""}${((100 * Number(change)) / Number(base)).toFixed(1)} %)`;

/** The KPI change processor. */
export const kpiChangeProcessor: Processor = {
  expects:
    "a CSV of one metric with period, segment and value columns, at least two periods (ISO dates or week numbers)",
  example: [
    "week,channel,signups",
    "2026-W40,organic,410",
    "2026-W40,paid,220",
    "2026-W41,organic,420",
    "2026-W41,paid,215",
    "2026-W42,organic,405",
    "2026-W42,paid,230",
    "2026-W43,organic,415",
    "2026-W43,paid,225",
    "2026-W44,organic,418",
    "2026-W44,paid,221",
    "2026-W45,organic,421",
    "2026-W45,paid,140",
  ].join("\n"),
  check(input) {
    const r = kpiChange(input);
    return typeof r === "string" ? `The metric table cannot be read: ${r}. Paste ${this.expects}.` : null;
  },
  async run(input) {
    const k = kpiChange(input) as KpiChange;
    const change = k.totalAfter - k.totalBefore;
    const ranked = [...k.segments].sort((a, b) => {
      const da = a.after - a.before;
      const db = b.after - b.before;
      const abs = (v: bigint) => (v < 0n ? -v : v);
      return abs(db) > abs(da) ? 1 : abs(db) < abs(da) ? -1 : a.segment.localeCompare(b.segment);
    });
    let verdict = `Fewer than ${historyMin} earlier changes: too little history to say whether this is normal variation.`;
    if (k.normal) {
      const z =
        k.normal.sd === 0 ? Number.POSITIVE_INFINITY : Math.abs(Number(change) / 1e6 - k.normal.mean) / k.normal.sd;
      verdict = `${z > 2 ? "Outside" : "Within"} normal variation: the earlier ${k.normal.changes} changes averaged ${k.normal.mean.toFixed(2)} with a standard deviation of ${k.normal.sd.toFixed(2)}; this one is ${Number.isFinite(z) ? `${z.toFixed(1)} standard deviations` : "infinitely far"} from the mean (threshold 2).`;
    }
    const lines = [
      `${k.metric}, ${k.previous} → ${k.latest}: ${showDecimal(k.totalBefore)} → ${showDecimal(k.totalAfter)}, ${signed(change)}${pct(change, k.totalBefore)}.`,
      verdict,
      "",
      `What moved it (${plural(k.segments.length, "segment")}, largest change first; shares add up to the total change):`,
      ...ranked.map((s) => {
        const d = s.after - s.before;
        const share = change === 0n ? "" : `, ${((100 * Number(d)) / Number(change)).toFixed(0)} % of the change`;
        return `• ${s.segment}: ${showDecimal(s.before)} → ${showDecimal(s.after)}, ${signed(d)}${pct(d, s.before)}${share}`;
      }),
    ];
    return fitNote(lines.join("\n"));
  },
};
