import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/harness";
import type { Database } from "../../db/client";
import { demoAgents } from "../seed/demo-data";
import { seedDemoMarketplace } from "../seed/seed";
import { evaluateRanker, evaluationTargets, loadEvaluationCases } from "./evaluation/evaluate";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoMarketplace(database.db);
}, 120_000);
afterAll(async () => database?.close());

describe("matching evaluation on the demo catalogue", () => {
  const cases = loadEvaluationCases();

  it("has 60+ labelled needs, each naming active demo agents", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const active = new Set(demoAgents.filter((a) => a.status === "active").map((a) => a.slug));
    expect(cases.flatMap((c) => c.expect).filter((slug) => !active.has(slug))).toEqual([]);
  });

  it(`puts a right agent in the top 3 for ≥ ${evaluationTargets.top3Min} of needs, MRR ≥ ${evaluationTargets.mrrMin}`, async () => {
    const result = await evaluateRanker(database.db, cases);
    const misses = result.cases
      .filter((r) => r.rank === null || r.rank > 3)
      .map(
        (r) => `${r.case.need} → ${r.case.expect.join("|")} at ${r.rank ?? "—"}; got ${r.top.slice(0, 3).join(", ")}`,
      );
    console.info(
      `top-1 ${result.top1.toFixed(3)}, top-3 ${result.top3.toFixed(3)}, MRR ${result.mrr.toFixed(3)}\n${misses.join("\n")}`,
    );
    expect(result.top3).toBeGreaterThanOrEqual(evaluationTargets.top3Min);
    expect(result.mrr).toBeGreaterThanOrEqual(evaluationTargets.mrrMin);
  }, 120_000);
});
