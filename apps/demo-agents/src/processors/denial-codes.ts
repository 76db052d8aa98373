import { columnOf, readTable, showMillionths, toMillionths } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * Claim denials grouped by root cause: each denial's Claim Adjustment Reason Code (CARC, the code
 * set X12 maintains for 835 remittances; group prefixes CO/PR/OA/PI are read and dropped) maps to a
 * root cause, the process step responsible and whether the denial is usually recoverable by
 * correcting and resubmitting or appealing. Groups are ranked by recoverable value (exact decimal
 * sums), and the five largest get their fix. Codes outside the table are listed, not guessed.
 */

interface Cause {
  cause: string;
  step: string;
  recoverable: boolean;
  fix: string;
}

const eligibility: Cause = {
  cause: "Eligibility and coverage",
  step: "Front desk / registration",
  recoverable: true,
  fix: "verify coverage at booking and again at check-in (270/271 eligibility check), and capture secondary insurance",
};
const information: Cause = {
  cause: "Missing or invalid claim information",
  step: "Charge entry / billing",
  recoverable: true,
  fix: "add claim scrubber edits for the missing fields and correct and resubmit the denied claims",
};
const authorization: Cause = {
  cause: "Prior authorization missing",
  step: "Scheduling / referrals",
  recoverable: true,
  fix: "check the payer's authorization list when scheduling and hold the visit until the number is on file; appeal with the authorization where it existed",
};
const coding: Cause = {
  cause: "Coding and bundling",
  step: "Coding",
  recoverable: true,
  fix: "review modifier and diagnosis pointer rules with coders; correct and resubmit",
};
const necessity: Cause = {
  cause: "Medical necessity",
  step: "Clinical documentation",
  recoverable: true,
  fix: "appeal with the clinical notes that support necessity, and align documentation templates with the payer's policy",
};
const timely: Cause = {
  cause: "Timely filing",
  step: "Billing follow-up",
  recoverable: false,
  fix: "work claims in age order and alert before each payer's filing limit; recover only with proof of timely submission",
};
const duplicate: Cause = {
  cause: "Duplicate claim",
  step: "Billing follow-up",
  recoverable: false,
  fix: "check claim status before resubmitting instead of sending a second claim",
};
const contractual: Cause = {
  cause: "Contractual adjustment",
  step: "None (expected)",
  recoverable: false,
  fix: "none: post as a contractual write-off; review the fee schedule if the amounts surprise you",
};
const patient: Cause = {
  cause: "Patient responsibility",
  step: "Patient billing",
  recoverable: false,
  fix: "bill the patient; collect copays and estimates at check-in",
};
const noncovered: Cause = {
  cause: "Service not covered",
  step: "Front desk / financial counselling",
  recoverable: false,
  fix: "check benefits before the visit and obtain a signed advance notice for non-covered services",
};

/** CARC number → cause (the common denial codes). */
const carc: Readonly<Record<string, Cause>> = {
  "1": patient,
  "2": patient,
  "3": patient,
  "4": coding,
  "5": coding,
  "11": coding,
  "16": information,
  "18": duplicate,
  "22": eligibility,
  "26": eligibility,
  "27": eligibility,
  "29": timely,
  "31": eligibility,
  "45": contractual,
  "50": necessity,
  "96": noncovered,
  "97": coding,
  "109": eligibility,
  "140": eligibility,
  "146": coding,
  "167": noncovered,
  "181": coding,
  "182": coding,
  "197": authorization,
  "198": authorization,
  "204": noncovered,
  "236": coding,
  "252": information,
  B7: eligibility,
  N30: eligibility,
};

/** A group of denials. */
export interface DenialGroup {
  cause: Cause;
  codes: Set<string>;
  claims: number;
  amount: bigint;
}

/** Groups the denials. @returns the groups, largest recoverable value first, and the unknown codes, or a reason. */
export function groupDenials(text: string): { groups: DenialGroup[]; unknown: Map<string, number> } | string {
  const table = readTable(text);
  if (!table) return "the export needs a header row and denials";
  const code = columnOf(table, "carc", "reason_code", "code", "denial_code", "reason");
  const amount = columnOf(table, "amount", "denied_amount", "billed", "charge");
  if (code < 0 || amount < 0) return "the header needs a reason code column (CARC) and an amount column";
  const groups = new Map<Cause, DenialGroup>();
  const unknown = new Map<string, number>();
  for (const row of table.rows) {
    const raw = (row[code] ?? "").toUpperCase();
    const number = raw.replace(/^(CO|PR|OA|PI|CR)[-\s]?/, "");
    const value = toMillionths(row[amount] ?? "");
    if (value === null) return `"${row[amount]}" is not an amount`;
    const cause = carc[number];
    if (!cause) {
      unknown.set(raw, (unknown.get(raw) ?? 0) + 1);
      continue;
    }
    const g = groups.get(cause) ?? { cause, codes: new Set(), claims: 0, amount: 0n };
    g.codes.add(raw);
    g.claims += 1;
    g.amount += value;
    groups.set(cause, g);
  }
  const key = (g: DenialGroup) => (g.cause.recoverable ? g.amount : -1n);
  return { groups: [...groups.values()].sort((a, b) => (key(b) > key(a) ? 1 : key(b) < key(a) ? -1 : 0)), unknown };
}

/** The denial root-cause processor. */
export const denialCodesProcessor: Processor = {
  expects: "a denial export as CSV with a reason code column (CARC, e.g. CO-197) and an amount column",
  example: [
    "claim,carc,amount",
    "C-1001,CO-197,420.00",
    "C-1002,CO-16,180.50",
    "C-1003,CO-197,950.00",
    "C-1004,CO-45,75.00",
    "C-1005,CO-27,310.00",
    "C-1006,CO-29,220.00",
    "C-1007,CO-16,95.25",
    "C-1008,PR-2,40.00",
  ].join("\n"),
  check(input) {
    const r = groupDenials(input);
    if (typeof r === "string") return `The denials cannot be read: ${r}. Paste ${this.expects}.`;
    return r.groups.length ? null : `No reason code is a known CARC; paste ${this.expects}.`;
  },
  async run(input) {
    const { groups, unknown } = groupDenials(input) as Exclude<ReturnType<typeof groupDenials>, string>;
    const recoverable = groups.filter((g) => g.cause.recoverable);
    const total = recoverable.reduce((s, g) => s + g.amount, 0n);
    const lines = [
      `${plural(
        groups.reduce((n, g) => n + g.claims, 0),
        "denial",
      )} in ${plural(groups.length, "root cause")}; recoverable value ${showMillionths(total)}.`,
      "",
      "Root cause | process step | denials | value | recoverable | codes",
      ...groups.map(
        (g) =>
          `${g.cause.cause} | ${g.cause.step} | ${g.claims} | ${showMillionths(g.amount)} | ${g.cause.recoverable ? "yes" : "no"} | ${[...g.codes].sort().join(", ")}`,
      ),
      "",
      "Fixes with the largest payoff:",
      ...recoverable
        .slice(0, 5)
        .map((g, i) => `${i + 1}. ${g.cause.cause} (${showMillionths(g.amount)}): ${g.cause.fix}.`),
    ];
    if (unknown.size)
      lines.push("", `Codes not in the table (not grouped): ${[...unknown].map(([c, n]) => `${c} ×${n}`).join(", ")}.`);
    return fitNote(lines.join("\n"));
  },
};
