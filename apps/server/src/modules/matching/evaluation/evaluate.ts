import { readFileSync } from "node:fs";
import { matchRequest } from "@agora/contracts";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { matchAgents } from "../matching.service";

/*
 * The labelled evaluation of the ranker (docs/decisions/027-matching.md): needs as clients write
 * them (cases.json), each with the demo agents that should come first. Read by the CI test
 * (matching.evaluation.test.ts) and the benchmark (npm run bench:matching).
 */

/** Targets on the evaluation set (issue "Agents hire agents"): share of needs with a right agent in the top 3, and MRR. */
export const evaluationTargets = { top3Min: 0.85, mrrMin: 0.7 } as const;

const evaluationCase = z.strictObject({
  need: z.string(),
  skills: z.array(z.string()).optional(),
  budget: z.string().optional(),
  expect: z.array(z.string()).min(1),
});
/** One labelled need: the words, optional skills and budget (dollars), and the slugs that should lead. */
export type EvaluationCase = z.infer<typeof evaluationCase>;

/**
 * The labelled needs of cases.json (the set the ranker is tuned and judged on), or of
 * holdout.json (needs written after tuning and never used for it).
 * @throws ZodError when the file does not have the shape above.
 */
export function loadEvaluationCases(set: "cases" | "holdout" = "cases"): EvaluationCase[] {
  const text = readFileSync(new URL(`./${set}.json`, import.meta.url), "utf8");
  return z.strictObject({ about: z.string(), cases: z.array(evaluationCase) }).parse(JSON.parse(text)).cases;
}

/** How the ranker did on one case: the rank (1-based) of the first labelled agent, null when absent from the top 10. */
export interface CaseResult {
  case: EvaluationCase;
  rank: number | null;
  top: string[];
}

/** Hit rates (0–1) and mean reciprocal rank over the cases, and each case's result. */
export interface EvaluationResult {
  top1: number;
  top3: number;
  mrr: number;
  cases: CaseResult[];
}

/** Results looked at per case: MRR counts a hit below 10 as 0. */
const ranksRead = 10;

/** Runs every case through {@link matchAgents} on `db` (seeded with the demo catalogue). */
export async function evaluateRanker(db: Db, cases: EvaluationCase[]): Promise<EvaluationResult> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const { data } = await matchAgents(db, {
      description: c.need,
      skills: c.skills,
      ...(c.budget === undefined ? {} : { budget: matchRequest.shape.budget.parse(c.budget) }),
      // The ranker's quality over the whole catalogue: the demo's example listings are judged too.
      hireableOnly: false,
      limit: ranksRead,
    });
    const top = data.map((m) => m.agent.slug);
    const index = top.findIndex((slug) => c.expect.includes(slug));
    results.push({ case: c, rank: index < 0 ? null : index + 1, top });
  }
  const share = (hit: (r: CaseResult) => boolean) => results.filter(hit).length / results.length;
  return {
    top1: share((r) => r.rank === 1),
    top3: share((r) => r.rank !== null && r.rank <= 3),
    mrr: results.reduce((sum, r) => sum + (r.rank === null ? 0 : 1 / r.rank), 0) / results.length,
    cases: results,
  };
}
