import { fitNote, type Processor, plural } from "./types";

/**
 * Keyword clustering by shared words: each keyword is reduced to its content words (stop words
 * dropped, a plural "s" folded), the word shared by the most unassigned keywords starts a cluster
 * of every keyword containing it, and so on while a word is shared by at least two; the rest stay
 * single topics. The shortest keyword of a cluster is proposed as its pillar page. Larger clusters
 * come first as the ones to write first. Search volumes and rankings are not looked up.
 */

const stop = new Set(
  "a an and are as at be best by can do does for from how i in is it my of on or the to vs what when where which who why with without your you".split(
    " ",
  ),
);

/** Content words of a keyword, plurals folded ("invoices" → "invoice"). */
export function wordsOf(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => !stop.has(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** The clusters (head word and keywords) and the keywords left single. */
export function clusterKeywords(keywords: string[]): {
  clusters: { head: string; keywords: string[] }[];
  single: string[];
} {
  let left = [...new Set(keywords)];
  const clusters: { head: string; keywords: string[] }[] = [];
  for (;;) {
    const freq = new Map<string, number>();
    for (const k of left) for (const w of new Set(wordsOf(k))) freq.set(w, (freq.get(w) ?? 0) + 1);
    const best = [...freq.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (!best || best[1] < 2) break;
    const members = left.filter((k) => wordsOf(k).includes(best[0]));
    clusters.push({ head: best[0], keywords: members.sort((a, b) => a.length - b.length || a.localeCompare(b)) });
    left = left.filter((k) => !members.includes(k));
  }
  return { clusters, single: left };
}

const keywordsOf = (input: string) =>
  input
    .split("\n")
    .map((k) => k.trim())
    .filter((k) => k && k.length <= 120);

/** The keyword clustering processor. */
export const keywordClusterProcessor: Processor = {
  expects: "your keywords or topics, one per line (at least five)",
  example: [
    "invoice template",
    "free invoice template word",
    "how to write an invoice",
    "invoice payment terms",
    "late payment fees",
    "payment terms net 30",
    "freelance contract template",
    "what to include in a freelance contract",
    "best accounting software for freelancers",
  ].join("\n"),
  check(input) {
    const n = keywordsOf(input).length;
    return n >= 5 ? null : `The hire message has ${plural(n, "keyword")}; paste ${this.expects}.`;
  },
  async run(input) {
    const { clusters, single } = clusterKeywords(keywordsOf(input));
    const lines = [
      `${plural(clusters.length, "cluster")} and ${plural(single.length, "single topic")} from ${plural(keywordsOf(input).length, "keyword")}, largest cluster first (write those first):`,
    ];
    for (const [i, c] of clusters.entries())
      lines.push(
        "",
        `${i + 1}. "${c.head}": pillar "${c.keywords[0]}"`,
        ...c.keywords.slice(1).map((k) => `   • ${k}`),
      );
    if (single.length) lines.push("", "Single topics (no shared word):", ...single.map((k) => `• ${k}`));
    return fitNote(lines.join("\n"));
  },
};
