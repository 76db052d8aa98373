import { columnOf, readTable, showMillionths, toMillionths } from "./table";
import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Expense claims checked against a policy written as rules, one per line:
 *   `<category>: max <amount> per <claim|day|night>`  (a cap; per day/night sums the same date),
 *   `receipt required over <amount>`,
 *   `not allowed: <word>, <word>`                      (matched in the description).
 * Each claim line gets approve, reject or review (no rule names its category) with the exact
 * policy line behind the decision. Amounts are compared exactly as fixed-point decimals.
 */

interface Policy {
  caps: Map<string, { max: bigint; per: string; line: string }>;
  receiptOver: { amount: bigint; line: string } | null;
  banned: { words: string[]; line: string } | null;
}

/** Reads the policy's rule lines; other lines are ignored. */
export function readPolicy(text: string): Policy {
  const policy: Policy = { caps: new Map(), receiptOver: null, banned: null };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const receipt = /^receipts? required (?:over|above) \$?([\d.,]+)/i.exec(line);
    const banned = /^not allowed:\s*(.+)$/i.exec(line);
    const cap = /^([^:]{2,40}):\s*max(?:imum)? \$?([\d.,]+) per (claim|day|night)\b/i.exec(line);
    if (receipt) {
      const amount = toMillionths(receipt[1] as string);
      if (amount !== null) policy.receiptOver = { amount, line };
    } else if (banned) {
      const words = (banned[1] as string)
        .split(/[,;]/)
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean);
      policy.banned = { words, line };
    } else if (cap) {
      const max = toMillionths(cap[2] as string);
      if (max !== null)
        policy.caps.set((cap[1] as string).trim().toLowerCase(), { max, per: (cap[3] as string).toLowerCase(), line });
    }
  }
  return policy;
}

/** A checked claim line. */
export interface Checked {
  row: number;
  summary: string;
  decision: "approve" | "reject" | "review";
  reasons: string[];
}

/** Checks every claim line. @returns the decisions, or a reason the input cannot be read. */
export function checkClaims(text: string): Checked[] | string {
  const parts = twoParts(text);
  if (!parts) return "it needs the policy rules, a line holding only ---, then the claims as CSV";
  const policy = readPolicy(parts[0]);
  if (!policy.caps.size && !policy.receiptOver && !policy.banned)
    return "the policy has no rule line in the forms shown";
  const table = readTable(parts[1]);
  if (!table) return "the claims need a header row and lines";
  const [date, category, amount] = [
    columnOf(table, "date"),
    columnOf(table, "category", "type"),
    columnOf(table, "amount", "total"),
  ];
  const description = columnOf(table, "description", "merchant", "note");
  const receipt = columnOf(table, "receipt");
  if (date < 0 || category < 0 || amount < 0) return "the claims need date, category and amount columns";
  const perDay = new Map<string, bigint>();
  const out: Checked[] = [];
  for (const [i, r] of table.rows.entries()) {
    const value = toMillionths(r[amount] ?? "");
    if (value === null) return `"${r[amount]}" on line ${i + 2} is not an amount`;
    const cat = (r[category] ?? "").toLowerCase();
    const cap = policy.caps.get(cat);
    const reasons: string[] = [];
    let decision: Checked["decision"] = "approve";
    const summary = `${r[date]} ${r[category]} ${showMillionths(value)}${description >= 0 && r[description] ? ` (${r[description]})` : ""}`;
    if (!cap) {
      decision = "review";
      reasons.push(`no rule names the category "${r[category]}"`);
    } else {
      const key = `${r[date]}|${cat}`;
      const sum = (cap.per === "claim" ? 0n : (perDay.get(key) ?? 0n)) + value;
      perDay.set(key, sum);
      if (sum > cap.max) {
        decision = "reject";
        reasons.push(`${showMillionths(sum)} ${cap.per === "claim" ? "" : `that ${cap.per} `}exceeds "${cap.line}"`);
      } else reasons.push(`within "${cap.line}"`);
    }
    if (
      policy.receiptOver &&
      value > policy.receiptOver.amount &&
      receipt >= 0 &&
      !/^(yes|y|true|1|attached)$/i.test(r[receipt] ?? "")
    ) {
      decision = "reject";
      reasons.push(`no receipt: "${policy.receiptOver.line}"`);
    }
    const word = policy.banned?.words.find((w) =>
      (description >= 0 ? (r[description] ?? "") : "").toLowerCase().includes(w),
    );
    if (word && policy.banned) {
      decision = "reject";
      reasons.push(`mentions "${word}": "${policy.banned.line}"`);
    }
    out.push({ row: i + 2, summary, decision, reasons });
  }
  return out;
}

/** The expense policy processor. */
export const expenseCheckProcessor: Processor = {
  expects:
    'the policy as rule lines ("Meals: max 60 per day", "Receipt required over 25", "Not allowed: minibar, alcohol"), a line holding only ---, then the claims as CSV with date, category, amount, description and receipt columns',
  example: [
    "Meals: max 60 per day",
    "Hotel: max 180 per night",
    "Taxi: max 80 per claim",
    "Receipt required over 25",
    "Not allowed: minibar, alcohol",
    "---",
    "date,category,amount,description,receipt",
    "2026-11-03,Hotel,165.00,Hotel Adler,yes",
    "2026-11-03,Meals,42.50,Dinner with client,yes",
    "2026-11-03,Meals,24.00,Lunch,no",
    "2026-11-04,Hotel,35.00,Minibar,yes",
    "2026-11-04,Taxi,31.20,Airport transfer,no",
    "2026-11-04,Parking,12.00,Airport parking,yes",
  ].join("\n"),
  check(input) {
    const r = checkClaims(input);
    if (typeof r === "string") return `The claim cannot be checked: ${r}. Paste ${this.expects}.`;
    return r.length ? null : `No claim lines follow the policy; paste ${this.expects}.`;
  },
  async run(input) {
    const all = checkClaims(input) as Checked[];
    const count = (d: Checked["decision"]) => all.filter((c) => c.decision === d).length;
    const lines = [
      `${plural(all.length, "claim line")}: ${count("approve")} approve, ${count("reject")} reject, ${count("review")} for the manager to review.`,
      "",
      ...all.map((c) => `• line ${c.row}, ${c.summary}: ${c.decision.toUpperCase()} — ${c.reasons.join("; ")}`),
    ];
    return fitNote(lines.join("\n"));
  },
};
