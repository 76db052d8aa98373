/**
 * Support retrieval benchmark (issue "People and operators", item 7): quality and latency of the
 * support chat's search over the help articles and the API reference.
 *
 * Quality: every labelled question of apps/server/content/support-eval.json: top-1 and top-3 hit
 * rates (an expected article among the first three distinct pages) and MRR, against the target
 * top-3 ≥ 0.85. Anchor in the same run: MiniSearch with its defaults (no filler words dropped, no
 * stemming, no fuzzy matching) over the same passages, so the figures show what the term
 * processing adds.
 * Latency: every question answered several rounds (`POST /api/v1/support/answers` minus HTTP):
 * p50 and p95, with the anchor's search on the same questions.
 * Usage: npm run bench:support [-- --rounds 20]
 */

import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import MiniSearch from "minisearch";
import { loadOpenApiDocument } from "../apps/server/scripts/openapi-document";
import {
  evaluateSupportSearch,
  loadSupportEvaluation,
  offTopicQuestions,
  supportTargets,
} from "../apps/server/src/modules/content/evaluation";
import { loadContentLibrary } from "../apps/server/src/modules/content/library";
import {
  articlePassages,
  createSupportIndex,
  operationPassage,
  operationsOf,
  type Passage,
  type PassageHit,
} from "../apps/server/src/modules/content/retrieval";
import { numberArg } from "./bench-db";

const rounds = numberArg("--rounds", 20);
const library = loadContentLibrary();
const document = (await loadOpenApiDocument()) as { paths?: Record<string, Record<string, unknown>> };
const passages = [...library.articles.flatMap(articlePassages), ...operationsOf(document).map(operationPassage)];
const cases = loadSupportEvaluation();
const holdoutCases = loadSupportEvaluation("holdout");

const index = createSupportIndex(passages);
const all: Passage[] = passages.map((p, id) => ({ ...p, id }));
const plain = new MiniSearch<Passage>({ fields: ["title", "text"] });
plain.addAll(all);
const plainSearch = (q: string, limit: number): PassageHit[] =>
  plain
    .search(q)
    .slice(0, limit)
    .map((r) => ({ passage: all[r.id as number] as Passage, score: r.score, termShare: 1 }));

function timeEach(run: (question: string) => unknown) {
  const ms: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const { question } of cases) {
      const start = performance.now();
      run(question);
      ms.push(performance.now() - start);
    }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { n: ms.length, p50: at(0.5), p95: at(0.95) };
}

const quality = evaluateSupportSearch(index.search, cases);
const anchor = evaluateSupportSearch(plainSearch, cases);
const answer = timeEach((q) => index.answer(q));
const anchorLatency = timeEach((q) => plainSearch(q, 10));
const holdout = evaluateSupportSearch(index.search, holdoutCases);
const holdoutAnchor = evaluateSupportSearch(plainSearch, holdoutCases);
const unanswered = [...cases, ...holdoutCases].filter(({ question }) => !index.answer(question).answered);
const falseAnswers = offTopicQuestions.filter((question) => index.answer(question).answered);
const f3 = (n: number) => n.toFixed(3);
const f2 = (n: number) => n.toFixed(2);

console.log(
  `Agora support retrieval bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ` +
    `load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `passages: ${passages.length} (${library.articles.length} articles in ${passages.filter((p) => p.source === "faq").length} sections, ` +
    `${passages.filter((p) => p.source === "api").length} API operations); ${cases.length} labelled questions`,
);
console.log(
  `  support search: top-1 ${f3(quality.top1)}, top-3 ${f3(quality.top3)} (target ≥ ${supportTargets.top3}), MRR ${f3(quality.mrr)}; ` +
    `answered ${cases.length + holdoutCases.length - unanswered.length}/${cases.length + holdoutCases.length} with both sets`,
);
console.log(`  anchor, MiniSearch defaults: top-1 ${f3(anchor.top1)}, top-3 ${f3(anchor.top3)}, MRR ${f3(anchor.mrr)}`);
console.log(
  `  held out (${holdoutCases.length} questions never tuned on): top-1 ${f3(holdout.top1)}, top-3 ${f3(holdout.top3)}, ` +
    `MRR ${f3(holdout.mrr)}; anchor top-3 ${f3(holdoutAnchor.top3)}`,
);
console.log(
  `  off-topic questions answered anyway: ${falseAnswers.length}/${offTopicQuestions.length} ${falseAnswers.join("; ")}`,
);
for (const miss of [...quality.misses, ...holdout.misses])
  console.log(`  miss: ${miss.question} → ${miss.expected.join("|")}; got ${miss.got.join(", ") || "nothing"}`);
for (const { question } of unanswered) console.log(`  not answered: ${question}`);
console.log(`latency, ${answer.n} answers: p50 ${f2(answer.p50)} ms, p95 ${f2(answer.p95)} ms`);
console.log(
  `  anchor, MiniSearch defaults, ${anchorLatency.n} searches: p50 ${f2(anchorLatency.p50)} ms, p95 ${f2(anchorLatency.p95)} ms`,
);
console.log(`  ratio answer p95 / anchor p95: ${(answer.p95 / anchorLatency.p95).toFixed(2)}`);
