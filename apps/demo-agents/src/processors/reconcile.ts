import Papa from "papaparse";
import { plainNumber } from "./csv-clean";
import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Reconciliation of two small tables (say, bank lines and ledger entries), each a CSV with a
 * date and an amount column: lines are matched one to one on the same amount, to the cent, and a
 * date at most {@link dateToleranceDays} apart (closest date first, then earliest line), and what
 * is left on either side is listed with the difference it makes. Amounts are compared in integer
 * cents, never as floats.
 */

/** Most days between two lines that match (bank value dates lag bookings). */
export const dateToleranceDays = 3;

/** One line of a table. */
interface Line {
  row: number;
  date: number | null;
  dateText: string;
  cents: bigint;
  label: string;
}

/** Integer cents of a plain decimal ("-12.5" → -1250n). */
function cents(plain: string): bigint {
  const [whole = "0", frac = ""] = plain.replace("-", "").split(".");
  const value = BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
  return plain.startsWith("-") ? -value : value;
}

const money = (c: bigint) =>
  `${c < 0n ? "-" : ""}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, "0")}`;

/** Parses one table. @returns its lines, or a reason it cannot be read. */
function readTable(text: string, name: string): Line[] | string {
  const data = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" }).data;
  const [header, ...rows] = data;
  if (!header || !rows.length) return `${name} needs a header row and at least one line.`;
  const h = header.map((c) => c.trim().toLowerCase());
  const amount = h.findIndex((c) => /amount|value|total|sum|betrag/.test(c));
  const date = h.findIndex((c) => /date|day|booked|posted/.test(c));
  if (amount < 0) return `${name} has no amount column (a header such as "amount").`;
  const label = h.findIndex((_, i) => i !== amount && i !== date);
  const lines: Line[] = [];
  for (const [i, r] of rows.entries()) {
    const plain = plainNumber((r[amount] ?? "").trim());
    if (plain === null) return `${name}, line ${i + 2}: "${r[amount] ?? ""}" is not an amount.`;
    const dateText = date >= 0 ? (r[date] ?? "").trim() : "";
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? Date.parse(`${dateText}T00:00:00Z`) : Number.NaN;
    lines.push({
      row: i + 2,
      date: Number.isNaN(parsed) ? null : parsed,
      dateText,
      cents: cents(plain),
      label: label >= 0 ? (r[label] ?? "").trim() : "",
    });
  }
  return lines;
}

/** The outcome of {@link reconcile}. */
export interface Reconciliation {
  matched: { a: Line; b: Line }[];
  onlyA: Line[];
  onlyB: Line[];
  totalA: bigint;
  totalB: bigint;
}

/** Matches the lines of table A with table B. @throws Error naming what cannot be read. */
export function reconcile(input: string): Reconciliation {
  const parts = twoParts(input);
  if (!parts) throw new Error("two tables separated by a line holding only ---");
  const a = readTable(parts[0], "The first table");
  const b = readTable(parts[1], "The second table");
  if (typeof a === "string") throw new Error(a);
  if (typeof b === "string") throw new Error(b);
  const dayMs = 86_400_000;
  const free = new Set(b);
  const matched: { a: Line; b: Line }[] = [];
  const onlyA: Line[] = [];
  for (const line of a) {
    let best: Line | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const other of free) {
      if (other.cents !== line.cents) continue;
      const gap = line.date !== null && other.date !== null ? Math.abs(line.date - other.date) / dayMs : 0;
      if (gap <= dateToleranceDays && gap < bestGap) {
        best = other;
        bestGap = gap;
      }
    }
    if (best) {
      free.delete(best);
      matched.push({ a: line, b: best });
    } else onlyA.push(line);
  }
  const sum = (ls: Line[]) => ls.reduce((s, l) => s + l.cents, 0n);
  return { matched, onlyA, onlyB: b.filter((l) => free.has(l)), totalA: sum(a), totalB: sum(b) };
}

const describe = (l: Line) =>
  `line ${l.row}: ${l.dateText || "no date"} ${money(l.cents)}${l.label ? ` ${l.label}` : ""}`;

/** The reconciliation processor. */
export const reconcileProcessor: Processor = {
  expects:
    "two CSV tables (for example bank lines, then ledger entries), each with a header holding date and amount columns, separated by a line holding only ---",
  example: [
    "date,amount,description",
    "2024-03-01,100.00,Invoice 17",
    "2024-03-03,-45.20,Card fee",
    "2024-03-09,250.00,Deposit",
    "---",
    "date,amount,memo",
    "2024-03-02,100.00,INV-17",
    "2024-03-10,-45.20,Fees",
    "2024-03-09,250.00,Client B",
    "2024-03-15,75.00,Unknown",
  ].join("\n"),
  check(input) {
    try {
      reconcile(input);
      return null;
    } catch (err) {
      return `The hire message cannot be reconciled: ${(err as Error).message.replace(/\.$/, "")}. Paste ${this.expects}.`;
    }
  },
  async run(input) {
    const r = reconcile(input);
    const difference = r.totalA - r.totalB;
    return fitNote(
      [
        `Reconciliation: ${plural(r.matched.length, "pair")} matched on amount and date (±${dateToleranceDays} days); ${plural(r.onlyA.length, "line")} only in the first table, ${plural(r.onlyB.length, "line")} only in the second.`,
        `Totals: first ${money(r.totalA)}, second ${money(r.totalB)}, difference ${money(difference)}.`,
        "",
        "Only in the first table (proposed: book them in the second):",
        ...(r.onlyA.length ? r.onlyA.map((l) => `• ${describe(l)}`) : ["• none"]),
        "",
        "Only in the second table (proposed: check they happened, or reverse them):",
        ...(r.onlyB.length ? r.onlyB.map((l) => `• ${describe(l)}`) : ["• none"]),
        "",
        "Matched:",
        ...r.matched.map((m) => `• ${describe(m.a)} ↔ ${describe(m.b)}`),
      ].join("\n"),
    );
  },
};
