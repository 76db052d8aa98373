import { columnOf, percent, readTable } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * Agreement between two reviewers who scored the same conversations against a rubric: per
 * criterion the share of identical scores and Cohen's kappa, κ = (pₒ − pₑ) / (1 − pₑ), where pₒ is
 * the observed agreement and pₑ the agreement expected by chance from each reviewer's own score
 * frequencies (J. Cohen, "A coefficient of agreement for nominal scales", 1960), read with Landis
 * and Koch's bands (1977). Every disagreement is listed, so the rubric wording behind it can be
 * tightened. Scores are compared as labels.
 */

/** One criterion's agreement. */
export interface CriterionAgreement {
  criterion: string;
  n: number;
  agree: number;
  kappa: number | null;
  disagreements: { item: string; a: string; b: string }[];
}

/** Cohen's kappa of paired labels; null when chance agreement is total (one label only). */
export function cohensKappa(pairs: readonly [string, string][]): number | null {
  const n = pairs.length;
  if (!n) return null;
  const po = pairs.filter(([a, b]) => a === b).length / n;
  const labels = new Set(pairs.flat());
  let pe = 0;
  for (const l of labels)
    pe += (pairs.filter(([a]) => a === l).length / n) * (pairs.filter(([, b]) => b === l).length / n);
  return pe === 1 ? null : (po - pe) / (1 - pe);
}

/** Landis and Koch's name for a kappa. */
function band(k: number): string {
  if (k < 0) return "poor";
  if (k <= 0.2) return "slight";
  if (k <= 0.4) return "fair";
  if (k <= 0.6) return "moderate";
  if (k <= 0.8) return "substantial";
  return "almost perfect";
}

/** Reads the scores: item, criterion, then the two reviewers' columns (the last two). */
export function agreement(text: string): CriterionAgreement[] | string {
  const table = readTable(text);
  if (!table || table.header.length < 4) return "it needs a header with item, criterion and two score columns";
  const item = columnOf(table, "conversation", "item", "ticket", "id");
  const criterion = columnOf(table, "criterion", "rubric", "question", "category");
  if (item < 0 || criterion < 0) return "the header needs an item (conversation) column and a criterion column";
  const [a, b] = [table.header.length - 2, table.header.length - 1];
  const by = new Map<string, { item: string; a: string; b: string }[]>();
  for (const r of table.rows) {
    const c = r[criterion] ?? "";
    by.set(c, [...(by.get(c) ?? []), { item: r[item] ?? "", a: r[a] ?? "", b: r[b] ?? "" }]);
  }
  return [...by.entries()].map(([c, rows]) => ({
    criterion: c,
    n: rows.length,
    agree: rows.filter((r) => r.a === r.b).length,
    kappa: cohensKappa(rows.map((r) => [r.a, r.b])),
    disagreements: rows.filter((r) => r.a !== r.b),
  }));
}

/** The rater agreement processor. */
export const raterAgreementProcessor: Processor = {
  expects:
    "both reviewers' scores as CSV: conversation, criterion, then the first and the second reviewer's score in the last two columns",
  example: [
    "conversation,criterion,qa_lead,reviewer",
    "c1,greeting,pass,pass",
    "c2,greeting,pass,pass",
    "c3,greeting,fail,fail",
    "c4,greeting,pass,fail",
    "c1,resolution,2,2",
    "c2,resolution,1,2",
    "c3,resolution,0,0",
    "c4,resolution,2,1",
  ].join("\n"),
  check(input) {
    const r = agreement(input);
    return typeof r === "string" ? `The scores cannot be read: ${r}. Paste ${this.expects}.` : null;
  },
  async run(input) {
    const all = agreement(input) as CriterionAgreement[];
    const lines = [`Agreement on ${plural(all.length, "criterion", "criteria")}:`];
    for (const c of all) {
      const k = c.kappa === null ? "κ undefined (one score only)" : `κ = ${c.kappa.toFixed(2)} (${band(c.kappa)})`;
      lines.push(`• ${c.criterion}: ${c.agree} of ${c.n} identical (${percent(c.agree, c.n)}), ${k}`);
    }
    const dis = all.flatMap((c) => c.disagreements.map((d) => `• ${c.criterion}, ${d.item}: ${d.a} vs ${d.b}`));
    lines.push("", dis.length ? `${plural(dis.length, "disagreement")}:` : "No disagreement.", ...dis);
    lines.push("", "Criteria below κ 0.6 are where the rubric's wording needs an example or a sharper boundary.");
    return fitNote(lines.join("\n"));
  },
};
