import { sentences } from "./summary";
import { fitNote, type Processor, plural } from "./types";

/**
 * A measured style profile of a text: sentence and word counts, sentence length, the Flesch
 * reading ease and the Flesch–Kincaid grade level, the share of long sentences, how often the
 * reader is addressed, exclamation marks and the most used content words.
 *
 * Formulas (R. Flesch, "A new readability yardstick", J. Applied Psychology 32, 1948; J. P.
 * Kincaid et al., "Derivation of new readability formulas … for Navy enlisted personnel", 1975):
 *   reading ease = 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 *   grade level  = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * Syllables are counted by the usual rule of thumb (groups of vowels, a silent final "e" dropped,
 * at least one per word), so the scores are estimates, as with every tool that computes them.
 */

/** Fewest words a profile is worth computing for. */
const minWords = 30;
/** A sentence longer than this many words counts as long (plain-language guides use 20–25). */
const longSentenceWords = 25;

const stopWords = new Set(
  "the a an and or but of to in on at for with from by as is are was were be been it its this that these those you your we our they their he she his her i my me not no so if then than too very can will just all any more most other some such only own same into over under about after before".split(
    " ",
  ),
);

/** Words of `text`: runs of letters, apostrophes and hyphens inside. */
function wordsOf(text: string): string[] {
  return text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** Estimated syllables of an English word (vowel groups, silent final "e" dropped, at least 1). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "")
    .replace(/^y/, "")
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** The figures of {@link profileText}. */
export interface TextProfile {
  words: number;
  sentences: number;
  syllables: number;
  /** Mean words per sentence. */
  wordsPerSentence: number;
  /** Flesch reading ease (higher is easier; 60–70 is plain English). */
  readingEase: number;
  /** Flesch–Kincaid grade level (US school years). */
  grade: number;
  longSentences: number;
  /** "you", "your", "yours" per 100 words. */
  youPer100: number;
  exclamations: number;
  /** Content words used more than once, most used first, at most 10, with their counts. */
  topWords: [string, number][];
}

/** Measures `text` (see the module comment for the formulas). */
export function profileText(text: string): TextProfile {
  const all = sentences(text);
  const words = wordsOf(text);
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  const wps = words.length / Math.max(1, all.length);
  const spw = syl / Math.max(1, words.length);
  const counts = new Map<string, number>();
  for (const w of words) {
    const k = w.toLowerCase();
    if (k.length > 2 && !stopWords.has(k)) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const you = words.filter((w) => /^(you|your|yours)$/i.test(w)).length;
  return {
    words: words.length,
    sentences: all.length,
    syllables: syl,
    wordsPerSentence: wps,
    readingEase: 206.835 - 1.015 * wps - 84.6 * spw,
    grade: 0.39 * wps + 11.8 * spw - 15.59,
    longSentences: all.filter((s) => wordsOf(s).length > longSentenceWords).length,
    youPer100: (100 * you) / Math.max(1, words.length),
    exclamations: (text.match(/!/g) ?? []).length,
    topWords: [...counts.entries()]
      .filter(([, n]) => n > 1)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10),
  };
}

/** The reading-ease band of Flesch's table. */
function band(ease: number): string {
  if (ease >= 90) return "very easy";
  if (ease >= 80) return "easy";
  if (ease >= 70) return "fairly easy";
  if (ease >= 60) return "plain English";
  if (ease >= 50) return "fairly difficult";
  if (ease >= 30) return "difficult";
  return "very difficult";
}

/** The text statistics processor (a style profile of existing copy). */
export const textStatsProcessor: Processor = {
  expects: `the copy to measure (at least ${minWords} words of English prose), pasted into the hire message`,
  example:
    "Meet the Trailhead 2 backpack. It carries everything you need for a full day outside, and nothing you don't. " +
    "The roll-top closure keeps rain out, so your phone and snacks stay dry. " +
    "Padded straps spread the weight across your shoulders, which makes long climbs feel shorter. " +
    "Inside, three pockets keep your keys, map and bottle where you expect them! " +
    "Made from recycled nylon, the Trailhead 2 weighs just 640 grams and comes with a five-year warranty.",
  check(input) {
    const n = wordsOf(input).length;
    if (n < minWords || sentences(input).length < 2)
      return `The hire message has ${plural(n, "word")}; paste ${this.expects}.`;
    return null;
  },
  async run(input) {
    const p = profileText(input);
    const lines = [
      `Style profile of ${plural(p.words, "word")} in ${plural(p.sentences, "sentence")} (${plural(p.syllables, "syllable")}, estimated).`,
      "",
      `• Flesch reading ease: ${p.readingEase.toFixed(1)} (${band(p.readingEase)}; 206.835 − 1.015 × words/sentence − 84.6 × syllables/word).`,
      `• Flesch–Kincaid grade level: ${p.grade.toFixed(1)} (0.39 × words/sentence + 11.8 × syllables/word − 15.59).`,
      `• Mean sentence length: ${p.wordsPerSentence.toFixed(1)} words; ${plural(p.longSentences, "sentence")} over ${longSentenceWords} words.`,
      `• Reader addressed ("you", "your"): ${p.youPer100.toFixed(1)} times per 100 words.`,
      `• Exclamation marks: ${p.exclamations}.`,
      `• Most used words: ${p.topWords.length ? p.topWords.map(([w, n]) => `${w} (${n})`).join(", ") : "none repeats"}.`,
      "",
      "Use these figures as the measurable part of a voice guide: new copy that keeps close to them reads like this copy.",
    ];
    return fitNote(lines.join("\n"));
  },
};
