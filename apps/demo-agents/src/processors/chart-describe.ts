import { readTable, showDecimal, toMillionths } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * Alt text and a long description for a chart, computed from the chart's data rather than from
 * its image: the first column holds the categories (or dates) along the axis, every other column
 * a series. The short alt text names the series and the range; the long description gives each
 * series' first and last values and change, its highest and lowest point, and the data as a list,
 * following the W3C WAI "Complex images" tutorial (a short alternative plus the data in text).
 */

/** The chart's data: categories and, per series, one value per category (millionths). */
export interface ChartData {
  axis: string;
  categories: string[];
  series: { name: string; values: bigint[] }[];
}

/** Reads the CSV. @returns the data, or a reason it cannot be read. */
export function readChart(text: string): ChartData | string {
  const table = readTable(text);
  if (!table || table.rows.length < 2) return "the data needs a header row and at least two rows";
  const raw =
    text
      .trim()
      .split("\n")[0]
      ?.split(/[,;\t]/)
      .map((h) => h.trim()) ?? [];
  const series: ChartData["series"] = [];
  for (let i = 1; i < table.header.length; i++) {
    const values = table.rows.map((r) => toMillionths(r[i] ?? ""));
    if (values.some((v) => v === null)) return `the ${table.header[i]} column holds a value that is not a number`;
    series.push({ name: raw[i] ?? (table.header[i] as string), values: values as bigint[] });
  }
  return { axis: raw[0] ?? (table.header[0] as string), categories: table.rows.map((r) => r[0] ?? ""), series };
}

/** The chart description processor. */
export const chartDescribeProcessor: Processor = {
  expects: "the chart's data as CSV: the first column the categories or dates, each other column one numeric series",
  example: [
    "Quarter,Revenue (k€),Costs (k€)",
    "Q1 2026,120,95",
    "Q2 2026,135,98",
    "Q3 2026,128,104",
    "Q4 2026,160,110",
  ].join("\n"),
  check(input) {
    const r = readChart(input);
    return typeof r === "string" ? `The chart data cannot be read: ${r}. Paste ${this.expects}.` : null;
  },
  async run(input) {
    const c = readChart(input) as ChartData;
    const first = c.categories[0] as string;
    const last = c.categories.at(-1) as string;
    const trend = (s: ChartData["series"][0]) => {
      const a = s.values[0] as bigint;
      const b = s.values.at(-1) as bigint;
      const verb = b > a ? "rises" : b < a ? "falls" : "ends where it started";
      return `${s.name} ${verb}${b === a ? "" : ` from ${showDecimal(a)} to ${showDecimal(b)}`}`;
    };
    const extreme = (s: ChartData["series"][0], pick: (x: bigint, y: bigint) => boolean) => {
      let at = 0;
      s.values.forEach((v, i) => {
        if (pick(v, s.values[at] as bigint)) at = i;
      });
      return `${showDecimal(s.values[at] as bigint)} (${c.categories[at]})`;
    };
    const lines = [
      `Alt text: Chart of ${c.series.map((s) => s.name).join(" and ")} by ${c.axis}, ${first} to ${last}: ${c.series.map(trend).join("; ")}.`,
      "",
      `Long description: ${plural(c.series.length, "series", "series")} over ${plural(c.categories.length, c.axis.toLowerCase())}.`,
      ...c.series.map(
        (s) =>
          `• ${trend(s)}; highest ${extreme(s, (v, best) => v > best)}, lowest ${extreme(s, (v, best) => v < best)}.`,
      ),
      "",
      "Data:",
      ...c.categories.map(
        (cat, i) => `• ${cat}: ${c.series.map((s) => `${s.name} ${showDecimal(s.values[i] as bigint)}`).join(", ")}`,
      ),
    ];
    return fitNote(lines.join("\n"));
  },
};
