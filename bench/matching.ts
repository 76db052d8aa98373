/**
 * Matching benchmark (issue "Agents hire agents"): quality and latency of the built-in ranker.
 *
 * Quality: every labelled need of apps/server/src/modules/matching/evaluation/cases.json against
 * the demo marketplace (seeded with the seed module's own function, history included, in an
 * in-memory PGlite): top-1 and top-3 hit rates and MRR, against the targets top-3 ≥ 0.85 and
 * MRR ≥ 0.7, and the same for holdout.json (needs never tuned on). Anchor in the same
 * run: the catalogue's keyword search (`GET /api/v1/agents?q=`, sort by relevance) on the same
 * needs, so the figures show what matching adds.
 *
 * Latency: a throw-away catalogue of synthetic agents and services made with bulk SQL (words from
 * the demo catalogue's skills, so needs find hundreds of candidates, search vectors computed as the
 * service layer computes them), then one match at a time for every need, several rounds: p50 and
 * p95 against the 50 ms target. Anchor in the same run: the keyword search on the same needs;
 * ratio = match p95 / search p95. Then the same matches with semantic relevance on (a vector for
 * every agent, the need embedded by a local endpoint), against the built-in ranker's p95.
 * Usage: npm run bench:matching [-- --agents 20000 --rounds 3 --keep]
 *   DATABASE_URL=postgres://…/test  → the latency catalogue is a throw-away database next to it.
 */

import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { catalogueQuery } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { openDatabase } from "../apps/server/src/db/client";
import { searchAgents } from "../apps/server/src/modules/agents/agents.search";
import {
  evaluateRanker,
  evaluationTargets,
  loadEvaluationCases,
} from "../apps/server/src/modules/matching/evaluation/evaluate";
import { matchAgents } from "../apps/server/src/modules/matching/matching.service";
import { createSemanticRelevance, type SemanticRelevance } from "../apps/server/src/modules/matching/semantic";
import { demoAgents } from "../apps/server/src/modules/seed/demo-data";
import { seedDemoMarketplace } from "../apps/server/src/modules/seed/seed";
import { createThrowawayDatabase, numberArg } from "./bench-db";

const agentCount = numberArg("agents", 20_000);
const rounds = numberArg("rounds", 3);
const cases = loadEvaluationCases();

/** The keyword search's hit rates on the labelled needs: the quality anchor. */
async function keywordSearchQuality(db: Db): Promise<{ top1: number; top3: number; mrr: number }> {
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  for (const c of cases) {
    const { rows } = await searchAgents(db, catalogueQuery.parse({ q: c.need.slice(0, 200), limit: "10" }));
    const rank = rows.findIndex((r) => c.expect.includes(r.slug)) + 1;
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank >= 1) rr += 1 / rank;
  }
  return { top1: top1 / cases.length, top3: top3 / cases.length, mrr: rr / cases.length };
}

/** Fills the latency catalogue: `agentCount` agents with 2 services each, in three statements. */
async function generateCatalogue(db: Db): Promise<void> {
  const tags = [...new Set(demoAgents.flatMap((a) => a.skills))];
  const words = [
    ...new Set(demoAgents.flatMap((a) => `${a.tagline} ${a.skills.join(" ")}`.toLowerCase().match(/[a-z]{4,}/g) ?? [])),
  ];
  const tagArray = sql.raw(`(array[${tags.map((w) => `'${w}'`).join(",")}])`);
  const wordArray = sql.raw(`(array[${words.map((w) => `'${w}'`).join(",")}])`);
  // hashtext spreads the picks so that every pair of words occurs, as in a real catalogue.
  const pick = (expr: string, n: number) => sql.raw(`abs(hashtext((${expr})::text)) % ${n} + 1`);
  const tag = (expr: string) => sql`${tagArray}[${pick(expr, tags.length)}]`;
  const word = (expr: string) => sql`${wordArray}[${pick(expr, words.length)}]`;
  await db.execute(
    sql`insert into users (oidc_issuer, oidc_subject, email) values ('bench', 'bench-matching', 'bench-matching@example.com')`,
  );
  await db.execute(sql`
    insert into agents (owner_id, name, slug, tagline, description, skills, categories, status,
      base_per_minute_rate_micros, verification_level, reputation_hundredths, search_vector)
    select u.id, n.name, 'bench-match-' || g, n.tagline, n.description, n.skills, array['Category ' || (g % 12)], 'active',
      100 + (g * 7919) % 3000000, g % 5, (g * 104729) % 99999,
      setweight(to_tsvector('english', n.name), 'A')
        || setweight(to_tsvector('english', n.tagline || ' ' || array_to_string(n.skills, ' ') || ' ' || replace(array_to_string(n.skills, ' '), '-', ' ')), 'B')
        || setweight(to_tsvector('english', n.description), 'C')
    from generate_series(1, ${agentCount}) g, (select id from users where oidc_subject = 'bench-matching') u,
      lateral (select
        initcap(${word("g * 3")} || ' ' || ${word("g * 5 + 1")}) || ' Agent ' || g as name,
        'Helps with ' || ${word("g * 13")} || ' and ' || ${word("g * 17")} as tagline,
        'An agent for ' || ${word("g * 19")} || ', ' || ${word("g * 23")} || ' and ' || ${word("g * 29")}
          || ' work. It reads ' || ${word("g * 31")} || ' and writes ' || ${word("g * 37")} || ', with clear limits.' as description,
        array[${tag("g * 7")}, ${tag("g * 11")}, ${tag("g * 41")}] as skills) n`);
  await db.execute(sql`
    insert into services (agent_id, title, description, category, per_minute_pricing, price_min_micros, price_max_micros,
      status, search_vector)
    select a.id, s.title, s.description, a.categories[1], k = 1,
      case when k = 1 then null else 10000000 + (g * 7919) % 500000000 end,
      case when k = 1 then null else 600000000 end, 'active',
      setweight(to_tsvector('english', s.title), 'A') || setweight(to_tsvector('english', a.categories[1]), 'B')
        || setweight(to_tsvector('english', s.description), 'C')
    from generate_series(1, ${agentCount}) g cross join generate_series(1, 2) k
      join agents a on a.slug = 'bench-match-' || (1 + g % ${agentCount}),
      lateral (select
        initcap(${word("g * 43 + k")}) || ' ' || ${word("g * 47 + k")} || ' service' as title,
        'Delivers ' || ${word("g * 53 + k")} || ' ' || ${word("g * 59 + k")} || ' for ' || ${word("g * 61 + k")} || ' teams.' as description) s`);
  await db.execute(sql`vacuum analyze`);
}

/** Dimensions of the bench's vectors: OpenAI's text-embedding-3-small, a common choice. */
const embeddingDims = 1536;

/** A vector of `embeddingDims` numbers in [-1, 1) that depends only on `seed`. */
function pseudoVector(seed: string): number[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return Array.from({ length: embeddingDims }, (_, i) => (((Math.imul(h ^ i, 2654435761) >>> 0) % 2000) - 1000) / 1000);
}

/** Stores a vector for every generated agent, as the embedding worker would. */
async function storeAgentVectors(db: Db, model: string): Promise<void> {
  await db.execute(sql`
    insert into agent_embeddings (agent_id, model, text_hash, vector)
    select a.id, ${model}, md5(a.id::text),
      (select string_agg(float4send((random() * 2 - 1)::real), ''::bytea)
        from generate_series(1, ${embeddingDims}) d where a.id is not null)
    from agents a where a.slug like 'bench-match-%'`);
  await db.execute(sql`vacuum analyze agent_embeddings`);
}

/**
 * A local OpenAI-compatible embeddings endpoint answering at once, so that the figure is what
 * Agora adds (an HTTP round trip through the SSRF guard, reading the candidates' vectors, cosines),
 * not a provider's own latency, which is theirs and varies.
 */
async function fakeEmbeddingsEndpoint(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const { input } = JSON.parse(raw) as { input: string[] };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: input.map((text, index) => ({ index, embedding: pseudoVector(text) })) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** p50 and p95 (ms) of `run` over every need, `rounds` times. */
async function timeEach(run: (need: string) => Promise<unknown>): Promise<{ p50: number; p95: number; n: number }> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const start = performance.now();
      await run(c.need);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { p50: at(0.5), p95: at(0.95), n: times.length };
}

async function main(): Promise<void> {
  const demo = await openDatabase({ kind: "pglite" });
  await demo.migrate();
  await seedDemoMarketplace(demo.db);
  const quality = await evaluateRanker(demo.db, cases);
  const holdout = await evaluateRanker(demo.db, loadEvaluationCases("holdout"));
  const keyword = await keywordSearchQuality(demo.db);
  await demo.close();

  const { database, drop } = await createThrowawayDatabase("matching");
  try {
    const t0 = performance.now();
    await generateCatalogue(database.db);
    const loadS = (performance.now() - t0) / 1000;
    const db = database.db;
    // One warm-up pass, so that the first figures are not the cold cache's.
    for (const c of cases) await matchAgents(db, { description: c.need, hireableOnly: true, limit: 10 });
    const match = await timeEach((need) => matchAgents(db, { description: need, hireableOnly: true, limit: 10 }));
    const search = await timeEach((need) =>
      searchAgents(db, catalogueQuery.parse({ q: need.slice(0, 200), limit: "10" })),
    );
    const t1 = performance.now();
    await storeAgentVectors(db, "bench-embeddings");
    const vectorsS = (performance.now() - t1) / 1000;
    const endpoint = await fakeEmbeddingsEndpoint();
    const semantic = createSemanticRelevance(
      {
        url: new URL(endpoint.url),
        model: "bench-embeddings",
        apiKey: undefined,
        allowPrivate: true,
        timeoutMs: 1500,
        intervalMs: 0,
      },
      { allowIpLiterals: true, resolve: new Map() },
      { warn: (err: unknown) => console.error("semantic fallback", err) },
    ) as SemanticRelevance;
    // Every need is embedded anew (no cache), as a stream of distinct needs would be.
    const semanticMatch = await timeEach((need) => {
      semantic.needCache.clear();
      return matchAgents(db, { description: need, hireableOnly: true, limit: 10 }, { semantic });
    });
    await endpoint.close();
    const f3 = (n: number) => n.toFixed(3);
    const f1 = (n: number) => n.toFixed(1);
    console.log(
      `Agora matching bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ` +
        `load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(`quality: ${cases.length} labelled needs on the demo catalogue (${demoAgents.length} agents, PGlite)`);
    console.log(
      `  matching:       top-1 ${f3(quality.top1)}, top-3 ${f3(quality.top3)} (target ≥ ${evaluationTargets.top3Min}), ` +
        `MRR ${f3(quality.mrr)} (target ≥ ${evaluationTargets.mrrMin})`,
    );
    console.log(
      `  anchor, keyword search: top-1 ${f3(keyword.top1)}, top-3 ${f3(keyword.top3)}, MRR ${f3(keyword.mrr)}`,
    );
    console.log(
      `  held out (${holdout.cases.length} needs never tuned on): top-1 ${f3(holdout.top1)}, top-3 ${f3(holdout.top3)}, MRR ${f3(holdout.mrr)}`,
    );
    for (const r of [...quality.cases, ...holdout.cases].filter((x) => x.rank !== 1))
      console.log(
        `  rank ${r.rank ?? "—"}: ${r.case.need} → ${r.case.expect.join("|")}; first ${r.top[0] ?? "nothing"}`,
      );
    console.log(
      `latency: ${agentCount} agents, ${agentCount * 2} services (${database.kind}), generated in ${f1(loadS)} s`,
    );
    console.log(
      `  match, one at a time, ${match.n} runs: p50 ${f1(match.p50)} ms, p95 ${f1(match.p95)} ms (target ≤ 50 ms)`,
    );
    console.log(`  anchor, keyword search, ${search.n} runs: p50 ${f1(search.p50)} ms, p95 ${f1(search.p95)} ms`);
    console.log(`  ratio match p95 / search p95: ${(match.p95 / search.p95).toFixed(2)}`);
    console.log(
      `  with semantic relevance (${embeddingDims}-dimension vectors stored for every agent in ${f1(vectorsS)} s, ` +
        `the need embedded by a local endpoint that answers at once), ${semanticMatch.n} runs: ` +
        `p50 ${f1(semanticMatch.p50)} ms, p95 ${f1(semanticMatch.p95)} ms; ratio to match p95 ${(semanticMatch.p95 / match.p95).toFixed(2)}`,
    );
  } finally {
    await database.close();
    if (process.argv.includes("--keep")) console.log(`kept database ${process.env.DATABASE_URL}`);
    else await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
