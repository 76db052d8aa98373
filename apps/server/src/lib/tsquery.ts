/*
 * Full-text queries built from groups of alternative words, for matching's candidate searches
 * (agents and services). PostgreSQL stems the words itself (`to_tsquery('english', …)`).
 */

/** Groups read into one query; more cost the index more and rarely change the candidates. */
export const tsqueryGroupsMax = 8;
/**
 * Alternatives kept per group. One, the client's own word: every alternative multiplies the work
 * of checking each row the index returns (at 20,000 agents, four alternatives per group took a
 * match from 10 ms to 60 ms), and the vocabulary's words mostly are skill tags, which the skills
 * part of the candidate query finds through its own index.
 */
export const tsqueryAlternativesMax = 1;

/** Only letters and digits reach a tsquery, so its syntax characters never come from input. */
function safeWords(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((w) => w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].slice(
    0,
    tsqueryAlternativesMax,
  );
}

/**
 * A tsquery text that matches a document holding words of at least `least` of the `groups`
 * (each group: alternative words, any of which counts), e.g. `(a | b) & c | (a | b) & d | c & d`
 * for three groups and `least` 2. With fewer groups than `least`, any group matches.
 * @param label restricts every word to these weights, e.g. `"AB"`, or `""` for all.
 * @returns null when no group has a usable word.
 */
export function groupsTsquery(groups: readonly (readonly string[])[], least: 1 | 2, label = ""): string | null {
  const weight = label ? `:${label}` : "";
  const parts = groups
    .map(safeWords)
    .filter((g) => g.length)
    .slice(0, tsqueryGroupsMax)
    .map((g) => (g.length === 1 ? `${g[0]}${weight}` : `(${g.map((w) => `${w}${weight}`).join(" | ")})`));
  if (!parts.length) return null;
  if (least === 1 || parts.length < 2) return parts.join(" | ");
  const pairs: string[] = [];
  for (let i = 0; i < parts.length; i++)
    for (let j = i + 1; j < parts.length; j++) pairs.push(`${parts[i]} & ${parts[j]}`);
  return pairs.join(" | ");
}
