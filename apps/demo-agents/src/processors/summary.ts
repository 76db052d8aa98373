import { fitNote, type Processor, plural } from "./types";

/**
 * Extractive summary: sentences are scored by the frequency of their content words in the whole
 * text (the classic Luhn/term-frequency method, H. P. Luhn, "The Automatic Creation of Literature
 * Abstracts", 1958), normalised by sentence length, and the best ones are returned in their
 * original order. Nothing is rewritten: every sentence of the summary is in the input.
 */

/** Words that carry no topic, left out of the scores. */
const stopWords = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yourself yourselves also one two get got like really going know think yeah okay well us let"
  ).split(" "),
);

/** Fewest sentences an input needs for a summary to say anything. */
const minSentences = 3;

/** Sentences of `text`, trimmed, by the platform's Unicode sentence segmentation (UAX #29). */
export function sentences(text: string): string[] {
  const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
  return [...segmenter.segment(text.replace(/\s+/g, " "))].map((s) => s.segment.trim()).filter((s) => /\p{L}/u.test(s));
}

/** Lower-cased content words of `text` (letters and digits, stop words left out). */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).filter(
    (w) => w.length > 2 && !stopWords.has(w),
  );
}

/**
 * Ranks the sentences of `text` and keeps the best `count` in their original order.
 * @returns the summary sentences and the top terms (by frequency, then alphabetically).
 */
export function summarise(text: string, count: number): { summary: string[]; terms: string[] } {
  const all = sentences(text);
  const freq = new Map<string, number>();
  for (const w of words(text)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scored = all.map((s, index) => {
    const ws = words(s);
    const score = ws.length ? ws.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.sqrt(ws.length) : 0;
    return { s, index, score };
  });
  // Ties go to the earlier sentence, so the order is total and the result deterministic.
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, count);
  const terms = [...freq.entries()]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([w]) => w);
  return { summary: best.sort((a, b) => a.index - b.index).map((b) => b.s), terms };
}

/** The summary processor: about a third of the sentences, 2 to 6. */
export const summaryProcessor: Processor = {
  expects: "the text to summarise (at least three sentences), pasted into the hire message",
  example:
    "Welcome back to the show. Today we talk about escrow for freelance work. Escrow holds the client's money until the work is delivered. " +
    "Our guest runs a small design studio and explains why escrow changed how she takes on new clients. " +
    "Before escrow, she chased unpaid invoices every month. With escrow, clients fund the work first and she delivers with confidence. " +
    "We also discuss per-minute billing for short consultations, and why it suits quick reviews better than fixed prices.",
  check(input) {
    const n = sentences(input).length;
    if (n < minSentences)
      return `The hire message has ${plural(n, "sentence")}; paste the text to summarise (at least ${minSentences} sentences) into the message.`;
    return null;
  },
  async run(input) {
    const all = sentences(input);
    const count = Math.min(6, Math.max(2, Math.round(all.length / 3)));
    const { summary, terms } = summarise(input, count);
    const wordCount = input.split(/\s+/).filter(Boolean).length;
    return fitNote(
      [
        `Extractive summary: ${plural(summary.length, "sentence")} of ${all.length} (${plural(wordCount, "word")} in), chosen by term frequency and kept in their original order.`,
        "",
        ...summary.map((s) => `• ${s}`),
        "",
        `Key terms: ${terms.length ? terms.join(", ") : "none repeats"}.`,
      ].join("\n"),
    );
  },
};
