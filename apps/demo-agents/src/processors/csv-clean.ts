import Papa from "papaparse";
import { fitNote, type Processor, plural } from "./types";

/**
 * CSV cleaning with a change report: headers normalised to snake_case (unique), cells trimmed,
 * placeholder cells (`N/A`, `null`, `-`, whitespace) emptied, ragged rows padded, dates written as
 * ISO 8601 (`YYYY-MM-DD`) and numbers as plain decimals, per column, and exact duplicate rows
 * flagged (the listing promises duplicates are flagged, not deleted). Parsing and writing are
 * papaparse's (RFC 4180 quoting, delimiter detection).
 */

/** Cell values that mean "no value". */
const placeholders = new Set(["n/a", "na", "null", "none", "-", "--", "?", "nil", "#n/a"]);
const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A date's parts, or null. `dayFirst` decides `03/04/2024` (3 April) against the US reading (4 March). */
function parseDate(value: string, dayFirst: boolean): { y: number; m: number; d: number } | null {
  /** Group `i` of a match as a number (a missing group is NaN, which {@link valid} refuses). */
  const n = (m: RegExpExecArray, i: number) => Number(m[i]);
  const month = (m: RegExpExecArray, i: number) => months.indexOf((m[i] ?? "").toLowerCase()) + 1;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (m) return valid(n(m, 1), n(m, 2), n(m, 3));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (m) return dayFirst || value.includes(".") ? valid(n(m, 3), n(m, 2), n(m, 1)) : valid(n(m, 3), n(m, 1), n(m, 2));
  m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(value);
  if (m) return valid(n(m, 3), month(m, 2), n(m, 1));
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (m) return valid(n(m, 3), month(m, 1), n(m, 2));
  return null;
}

function valid(y: number, m: number, d: number): { y: number; m: number; d: number } | null {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days ? { y, m, d } : null;
}

const iso = (p: { y: number; m: number; d: number }) =>
  `${p.y}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;

/** A number written with thousands separators, a decimal comma or a currency sign, as a plain decimal; or null. */
export function plainNumber(value: string): string | null {
  const v = value.replace(/^[$€£¥]\s?|\s?[$€£¥]$|\s?(USD|EUR|GBP)$/g, "").replace(/\s/g, "");
  const sign = v.startsWith("-") ? "-" : "";
  const body = v.replace(/^[-+]/, "");
  // Leading zeros mark identifiers (zip codes, account numbers): not numbers to rewrite.
  if (/^0\d/.test(body)) return null;
  let out: string | null = null;
  if (/^\d+(\.\d+)?$/.test(body)) out = body;
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(body)) out = body.replaceAll(",", "");
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(body)) out = body.replaceAll(".", "").replace(",", ".");
  else if (/^\d+,\d{1,2}$/.test(body)) out = body.replace(",", ".");
  return out === null ? null : sign + out;
}

/** A header as snake_case: lower case, letters and digits joined by `_`. */
export function normaliseHeader(h: string, index: number): string {
  const s = h
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return s || `column_${index + 1}`;
}

/** The result of {@link cleanCsv}: the cleaned table and what changed, line by line. */
export interface CleanedCsv {
  csv: string;
  report: string[];
  rows: number;
}

/** Cleans `input` (CSV with a header row). @throws Error when it has no header and data row. */
export function cleanCsv(input: string): CleanedCsv {
  const parsed = Papa.parse<string[]>(input.trim(), { skipEmptyLines: "greedy" });
  const [rawHeader, ...rawRows] = parsed.data;
  if (!rawHeader || rawRows.length === 0) throw new Error("a header row and at least one data row are needed");
  const report: string[] = [];
  const delimiter = parsed.meta.delimiter;
  if (delimiter !== ",") report.push(`Delimiter "${delimiter === "\t" ? "tab" : delimiter}" read; written as commas.`);

  // Headers: snake_case, unique; extra cells of long rows get their own columns.
  const width = Math.max(rawHeader.length, ...rawRows.map((r) => r.length));
  const header: string[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < width; i++) {
    const original = rawHeader[i] ?? "";
    let name = i < rawHeader.length ? normaliseHeader(original, i) : `extra_${i - rawHeader.length + 1}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    if (n > 1) name = `${name}_${n}`;
    header.push(name);
    if (i >= rawHeader.length) report.push(`Column "${name}" added for cells beyond the header.`);
    else if (name !== original) report.push(`Header "${original}" → "${name}".`);
  }

  // Cells: trimmed, placeholders emptied, ragged rows padded.
  let trimmed = 0;
  let emptied = 0;
  const rows = rawRows.map((r, ri) => {
    if (r.length < width && r.length < rawHeader.length)
      report.push(
        `Row ${ri + 2}: ${plural(r.length, "cell")} for ${rawHeader.length} columns; padded with empty cells.`,
      );
    if (r.length > rawHeader.length)
      report.push(`Row ${ri + 2}: ${r.length - rawHeader.length} cell(s) beyond the header kept in extra columns.`);
    return header.map((_, ci) => {
      const raw = r[ci] ?? "";
      const t = raw.trim().replace(/\s{2,}/g, " ");
      if (t !== raw) trimmed++;
      if (t && placeholders.has(t.toLowerCase())) {
        emptied++;
        return "";
      }
      if (!t && raw) emptied++;
      return t;
    });
  });
  if (trimmed) report.push(`${plural(trimmed, "cell")} trimmed of stray whitespace.`);
  if (emptied) report.push(`${plural(emptied, "placeholder cell")} (N/A, null, -, blank) emptied.`);

  // Columns: dates to ISO 8601 and numbers to plain decimals, when every filled cell of the column is one.
  header.forEach((name, ci) => {
    const values = rows.map((r) => r[ci] as string).filter(Boolean);
    if (!values.length) return;
    const dayFirst = values.some((v) => /^(1[3-9]|2\d|3[01])[/-]\d{1,2}[/-]\d{4}$/.test(v));
    if (values.every((v) => parseDate(v, dayFirst))) {
      let changed = 0;
      for (const r of rows) {
        const v = r[ci] as string;
        if (!v) continue;
        const out = iso(parseDate(v, dayFirst) as { y: number; m: number; d: number });
        if (out !== v) {
          r[ci] = out;
          changed++;
        }
      }
      const ambiguous = values.some((v) => /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(v));
      if (changed)
        report.push(
          `Column "${name}": ${plural(changed, "date")} written as YYYY-MM-DD${ambiguous ? ` (read as ${dayFirst ? "day/month" : "month/day"})` : ""}.`,
        );
      return;
    }
    if (values.every((v) => plainNumber(v) !== null)) {
      let changed = 0;
      for (const r of rows) {
        const v = r[ci] as string;
        const out = v ? (plainNumber(v) as string) : v;
        if (out !== v) {
          r[ci] = out;
          changed++;
        }
      }
      if (changed) report.push(`Column "${name}": ${plural(changed, "number")} written as plain decimals.`);
    }
  });

  // Duplicates: flagged, not deleted.
  const firstSeen = new Map<string, number>();
  rows.forEach((r, i) => {
    const key = JSON.stringify(r);
    const first = firstSeen.get(key);
    if (first === undefined) firstSeen.set(key, i);
    else report.push(`Row ${i + 2} duplicates row ${first + 2} (flagged, not deleted).`);
  });
  const emptyRows = rows.filter((r) => r.every((c) => !c)).length;
  if (emptyRows) report.push(`${plural(emptyRows, "row")} with no values left after cleaning.`);
  if (!report.length) report.push("Nothing needed changing: the file was already clean.");
  return { csv: Papa.unparse({ fields: header, data: rows }, { newline: "\n" }), report, rows: rows.length };
}

/** The CSV cleaning processor. */
export const csvCleanProcessor: Processor = {
  expects: "a CSV file with a header row, pasted into the hire message",
  example:
    'Name , Email Address,Signup Date,Amount\n  Ada Lovelace ,ada@example.com,03/14/2024,"1,234.50"\nBob,N/A,2024/01/05,12\n  Ada Lovelace ,ada@example.com,03/14/2024,"1,234.50"',
  check(input) {
    const parsed = Papa.parse<string[]>(input.trim(), { skipEmptyLines: "greedy" });
    if (parsed.data.length < 2 || (parsed.data[0]?.length ?? 0) < 2)
      return "The hire message holds no CSV table; paste a CSV with a header row and at least one data row (two or more columns) into the message.";
    return null;
  },
  async run(input) {
    const { csv, report, rows } = cleanCsv(input);
    return fitNote(
      [`Cleaned ${plural(rows, "row")}. Change report:`, ...report.map((l) => `• ${l}`), "", "Cleaned CSV:", csv].join(
        "\n",
      ),
    );
  },
};
