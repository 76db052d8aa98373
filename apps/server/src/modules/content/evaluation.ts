import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { contentDir } from "./library";
import { distinctPages, type PassageHit } from "./retrieval";

/*
 * The support retrieval's evaluation (issue "People and operators", item 7): questions written the
 * way people ask them, each with the support articles that answer it. The test holds the index to
 * the targets; `npm run bench:support` prints the figures for docs/BENCHMARKS.md.
 */

/** Targets: an expected article among the first three pages at least this often. */
export const supportTargets = { top3: 0.85 } as const;

const evaluationCases = z.array(
  z.object({ question: z.string().min(1), expected: z.array(z.string().min(1)).min(1) }).strict(),
);
/** One labelled question. */
export type SupportEvaluationCase = z.output<typeof evaluationCases>[number];

/**
 * The labelled questions of `content/support-eval.json` (tuned on), or of `support-holdout.json`
 * (written apart from the vocabulary and never tuned on) with `set: "holdout"`.
 * @throws ZodError for a malformed file.
 */
export function loadSupportEvaluation(set: "tuning" | "holdout" = "tuning", dir = contentDir): SupportEvaluationCase[] {
  const file = set === "tuning" ? "support-eval.json" : "support-holdout.json";
  return evaluationCases.parse(JSON.parse(readFileSync(join(dir, file), "utf8")));
}

/**
 * Questions the help does not cover, which the chat must not pretend to answer: it should say it
 * does not know and offer the contact form.
 */
export const offTopicQuestions = [
  "what is the weather in Lisbon tomorrow",
  "recipe for a vegetarian lasagne",
  "who won the football world cup in 2018",
  "how do I fix a flat bicycle tyre",
  "translate good morning into Japanese",
  "what is the capital of Australia",
  "best hiking trails near Denver",
  "how many calories are in an apple",
  "write me a poem about the sea",
  "the the and of to",
];

/** Hit rates over the cases: top-1, top-3 (share of questions), MRR over the first ten pages, and the misses. */
export interface SupportEvaluation {
  cases: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Questions with no expected article in the first three pages, with what came instead. */
  misses: { question: string; expected: string[]; got: string[] }[];
}

/**
 * Scores a search function on `cases`: the rank of the first expected article among the distinct
 * pages found (the FAQ article's slug is the last part of its `/support/{slug}` link).
 */
export function evaluateSupportSearch(
  search: (question: string, limit: number) => PassageHit[],
  cases: SupportEvaluationCase[],
): SupportEvaluation {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: SupportEvaluation["misses"] = [];
  for (const { question, expected } of cases) {
    const pages = distinctPages(search(question, 30))
      .slice(0, 10)
      .map(({ passage }) => passage.href.replace(/^\/support\//, ""));
    const rank = pages.findIndex((page) => expected.includes(page));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    else misses.push({ question, expected, got: pages.slice(0, 3) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = cases.length || 1;
  return { cases: cases.length, top1: top1 / n, top3: top3 / n, mrr: reciprocal / n, misses };
}
