/**
 * Catalogue search benchmark (issue "Marketplace"): generates agents and services with SQL
 * (synthetic names and descriptions from word lists, search vectors computed the way the service
 * layer computes them), then loads `GET /api/v1/services?q=<two words>` with autocannon
 * (32 connections, in a worker thread): popular queries with the catalogue cache on, the same at a
 * fixed offered 500 req/s, then with the cache off (popular, long tail of 7,656 distinct queries,
 * a fixed 150 req/s, the same paced evenly by bench/paced-load.ts, and 300 req/s paced on
 * PostgreSQL) and browsing without a query; finally times, in SQL, the two-word search
 * done with the full-text index against a plain `ILIKE` scan (the baseline), and one request at a
 * time over HTTP and through `searchServices()`, to show where a request's time goes, with the
 * ratio of HTTP p50 to the SQL anchor's p50.
 * Usage: npm run bench:search [-- --services 100000 --agents 20000 --duration 10 --keep]
 *   DATABASE_URL=postgres://…/test  → uses a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { catalogueQuery } from "@agora/contracts";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { executeRows } from "../apps/server/src/db/rows";
import { searchServices } from "../apps/server/src/modules/services/services.service";
import { startTestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg } from "./bench-db";
import { pacedLoad } from "./paced-load";
import { generateCatalogue, queries, timeQueries, words } from "./search-data";

const onPostgres = Boolean(process.env.DATABASE_URL);
const serviceCount = numberArg("services", onPostgres ? 100_000 : 10_000);
const agentCount = numberArg("agents", Math.max(1, Math.round(serviceCount / 5)));
const durationS = numberArg("duration", 10);

async function main(): Promise<void> {
  const { database, drop: dropDatabase } = await createThrowawayDatabase("search");
  const db = database.db;
  const t0 = performance.now();
  await generateCatalogue(db, agentCount, serviceCount);
  const loadMs = performance.now() - t0;

  const hot = queries.map((q) => ({
    method: "GET" as const,
    path: `/api/v1/services?q=${encodeURIComponent(q)}&limit=20`,
  }));
  // Every ordered pair of distinct words: 7,656 queries, so the run hardly asks one twice.
  const longTail = words.flatMap((a) =>
    words
      .filter((b) => b !== a)
      .map((b) => ({ method: "GET" as const, path: `/api/v1/services?q=${a}%20${b}&limit=20` })),
  );
  const load = (url: string, requests: autocannon.Request[], overallRate?: number) =>
    autocannon({
      url,
      connections: 32,
      duration: durationS,
      // The load generator runs in a worker thread so it does not share the server's event loop.
      workers: 1,
      requests,
      ...(overallRate ? { overallRate } : {}),
    });
  // Two servers on one database, run one after the other: with the catalogue cache (the default)
  // and without it (CATALOGUE_CACHE_TTL_MS=0), so the figures show what the cache buys.
  const cachedServer = await startTestServer({ LOG_LEVEL: "warn" }, database);
  const cached = await load(cachedServer.baseUrl, hot);
  const cachedAt500 = await load(cachedServer.baseUrl, hot, 500);
  await cachedServer.app.close();
  const server = await startTestServer({ LOG_LEVEL: "warn", CATALOGUE_CACHE_TTL_MS: "0" }, database);
  try {
    const http = await load(server.baseUrl, hot);
    const tail = await load(server.baseUrl, longTail);
    const httpAt150 = await load(server.baseUrl, hot, 150);
    // The issue's targets at a steady rate (open loop, paced evenly): autocannon's overallRate
    // above sends each second's requests in one burst.
    const pacedRates = onPostgres ? [150, 300] : [150];
    const paced = [];
    for (const rate of pacedRates)
      paced.push({
        rate,
        result: await pacedLoad(
          server.baseUrl,
          hot.map((r) => r.path),
          rate,
          durationS,
        ),
      });
    const browse = await load(server.baseUrl, [{ method: "GET", path: "/api/v1/services?limit=20" }]);
    const sample = await fetch(`${server.baseUrl}/api/v1/services?q=${encodeURIComponent(queries[1] as string)}`);
    const hits = ((await sample.json()) as { data: unknown[] }).data.length;

    const timeQuery = async (label: string, build: (a: string, b: string) => ReturnType<typeof sql>) => {
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        const [a, b] = (queries[i % queries.length] as string).split(" ") as [string, string];
        const start = performance.now();
        await executeRows(db, build(a, b));
        times.push(performance.now() - start);
      }
      times.sort((x, y) => x - y);
      return { label, p50: times[25] as number, p95: times[47] as number };
    };
    const fts = await timeQuery(
      "full text (GIN)",
      (a, b) =>
        sql`select id from services where search_vector @@ to_tsquery('english', ${`${a} & ${b}:*`}) and status = 'active'
          order by ts_rank(search_vector, to_tsquery('english', ${`${a} & ${b}:*`})) desc limit 20`,
    );
    const ilike = await timeQuery(
      "ILIKE scan (baseline)",
      (a, b) =>
        sql`select id from services where (title ilike ${`%${a}%`} or description ilike ${`%${a}%`})
          and (title ilike ${`%${b}%`} or description ilike ${`%${b}%`}) and status = 'active' order by created_at desc limit 20`,
    );
    // Where one request's time goes, one at a time (no queueing): the endpoint over HTTP, the
    // service function it calls (query building, the SQL, mapping rows), and the SQL anchor above.
    const sequential = (work: (q: string) => Promise<unknown>) => timeQueries(work, 50, 10);
    const httpOne = await sequential(async (q) => {
      const res = await fetch(`${server.baseUrl}/api/v1/services?q=${encodeURIComponent(q)}&limit=20`);
      await res.arrayBuffer();
    });
    const serviceOne = await sequential((q) => searchServices(db, catalogueQuery.parse({ q, limit: "20" })));
    // An agent filter (here one every service passes) makes the statement be built on each call
    // instead of prepared once per shape: the difference is drizzle's building (decision 054).
    const serviceBuilt = await sequential((q) =>
      searchServices(db, catalogueQuery.parse({ q, limit: "20", minReputation: "0" })),
    );
    const f = (n: number) => n.toFixed(1);
    console.log(
      `Agora search bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(`data: ${agentCount} agents, ${serviceCount} services, generated in ${(loadMs / 1000).toFixed(1)} s`);
    const line = (label: string, r: autocannon.Result) =>
      console.log(
        `HTTP ${label}, 32 connections, ${durationS} s: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, ` +
          `p90 ${r.latency.p90} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
      );
    line("q=<two words>, 10 popular queries, cache on", cached);
    line("q=<two words>, 10 popular queries, cache on, offered 500 req/s", cachedAt500);
    line("q=<two words>, 10 popular queries, cache off", http);
    line("q=<two words>, 7,656 distinct queries, cache off", tail);
    line("q=<two words>, cache off, offered 150 req/s (autocannon: one burst a second)", httpAt150);
    for (const { rate, result: r } of paced)
      console.log(
        `HTTP q=<two words>, cache off, paced at ${rate} req/s (open loop, latency from each request's due instant), ` +
          `${durationS} s: ${r.rate} req/s answered, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}`,
      );
    line("browse newest first (no q), cache off", browse);
    console.log(`sample hits ${hits}`);
    for (const r of [fts, ilike]) console.log(`SQL ${r.label}: p50 ${f(r.p50)} ms, p95 ${f(r.p95)} ms`);
    console.log(
      `one request at a time, cache off: HTTP p50 ${f(httpOne.p50)} ms (p95 ${f(httpOne.p95)}), ` +
        `searchServices() p50 ${f(serviceOne.p50)} ms (p95 ${f(serviceOne.p95)}; built each call ` +
        `${f(serviceBuilt.p50)} ms), SQL anchor p50 ${f(fts.p50)} ms; ` +
        `ratio HTTP / SQL ${(httpOne.p50 / fts.p50).toFixed(1)}×, at 32 connections ${(http.latency.p50 / fts.p50).toFixed(1)}×`,
    );
  } finally {
    await server.close();
    // --keep leaves the PostgreSQL database in place for EXPLAIN ANALYZE sessions.
    if (process.argv.includes("--keep")) console.log(`kept database ${process.env.DATABASE_URL}`);
    else await dropDatabase();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
