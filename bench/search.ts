/**
 * Catalogue search benchmark (issue "Marketplace"): generates agents and services with SQL
 * (synthetic names and descriptions from word lists, search vectors computed the way the service
 * layer computes them), then compares the search paths side by side (decision 082: GIN and
 * `ts_rank`, RUM's order, either with the prefix expanded from `service_lexemes`, and ranking by
 * stored columns): for each, uncached req/s at 32 connections, p95 paced at 300 req/s (150 on
 * PGlite), and the top-10 overlap with `ts_rank`'s order on the bench's queries; and the cost of
 * counting a facet over all matches. Then loads `GET /api/v1/services?q=<two words>` with
 * autocannon (32 connections, in its own process) on the default path: popular queries with the catalogue cache on, the same at a
 * fixed offered 500 req/s, then with the cache off (popular, long tail of 7,656 distinct queries,
 * a fixed 150 req/s, the same paced evenly by bench/paced-load.ts, and 300 req/s paced on
 * PostgreSQL) and browsing without a query; finally times, in SQL, the two-word search
 * done with the full-text index against a plain `ILIKE` scan (the baseline), and one request at a
 * time over HTTP and through `searchServices()`, to show where a request's time goes, with the
 * ratio of HTTP p50 to the SQL anchor's p50.
 * Usage: npm run bench:search [-- --services 100000 --agents 20000 --duration 10 --keep --paths-only]
 *   --paths-only stops after the comparison of the paths.
 *   DATABASE_URL=postgres://…/test  → uses a throw-away database next to it; otherwise PGlite.
 */

import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { catalogueQuery } from "@agora/contracts";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client";
import { rumSearchIndexName } from "../apps/server/src/db/optional-indexes";
import { executeRows } from "../apps/server/src/db/rows";
import {
  configureServiceSearch,
  type ResolvedSearchPath,
  resolveSearchPath,
} from "../apps/server/src/modules/services/search-path";
import { searchServices } from "../apps/server/src/modules/services/services.service";
import { startTestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg } from "./bench-db";
import { closedLoad } from "./closed-load";
import { pacedLoad } from "./paced-load";
import { cpuSeconds } from "./process-cpu";
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
    closedLoad({ url, connections: 32, duration: durationS, requests, ...(overallRate ? { overallRate } : {}) });
  console.log(
    `Agora search bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
  );
  console.log(`data: ${agentCount} agents, ${serviceCount} services, generated in ${(loadMs / 1000).toFixed(1)} s`);
  await comparePaths(database, hot, load);
  if (process.argv.includes("--paths-only")) {
    await dropDatabase();
    return;
  }
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
    console.log(`default path (CATALOGUE_SEARCH=auto): ${await resolveSearchPath(db)}`);
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

/** Two-word searches, then one-word prefixes, timed for the CPU each path costs. */
const cpuRuns = 600;
const oneWordRuns = 100;

/**
 * CPU time one search of `path` costs, ms: in the PostgreSQL backend serving it (from its
 * `/proc/<pid>/stat`) and in this process (`searchServices()`: building, binding, mapping rows),
 * over {@link cpuRuns} searches one at a time on a one-connection pool. CPU time, unlike latency,
 * barely moves when other work shares the cores, so it compares the paths on a busy machine too;
 * 2 cores ÷ the sum is a path's ceiling of searches a second on this machine.
 */
async function cpuPerSearch(
  path: ResolvedSearchPath,
): Promise<{ database: number; node: number; oneWordDatabase: number }> {
  const single = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL as string, poolMax: 1 });
  try {
    configureServiceSearch(single.db, path);
    const [backend] = await executeRows<{ pid: number }>(single.db, sql`select pg_backend_pid() as pid`);
    const pid = Number(backend?.pid);
    const run = async (n: number, text: (q: string) => string) => {
      for (let i = 0; i < n; i++)
        await searchServices(
          single.db,
          catalogueQuery.parse({ q: text(queries[i % queries.length] as string), limit: "20" }),
        );
    };
    const asTyped = (q: string) => q;
    await run(30, asTyped);
    const database0 = cpuSeconds([pid]);
    const node0 = process.cpuUsage();
    await run(cpuRuns, asTyped);
    const node = process.cpuUsage(node0);
    const database1 = cpuSeconds([pid]);
    // One word being typed ("kube"): thousands of matches instead of hundreds.
    await run(oneWordRuns, (q) => (q.split(" ")[1] as string).slice(0, 4));
    return {
      database: ((database1 - database0) * 1000) / cpuRuns,
      node: (node.user + node.system) / 1000 / cpuRuns,
      oneWordDatabase: ((cpuSeconds([pid]) - database1) * 1000) / oneWordRuns,
    };
  } finally {
    await single.close();
  }
}

/** The load average over the last minute, as `uptime` shows it: printed beside every figure. */
const loadAverage = () => loadavg()[0]?.toFixed(2);

/**
 * The search paths side by side on one database (decision 082): each served by its own server with
 * the cache off, loaded closed loop (32 connections) and paced (300 req/s on PostgreSQL, 150 on
 * PGlite); each path's top 10 of the bench's queries compared with `ts_rank`'s (the `gin` path,
 * today's order): ids in common, and ids whose `ts_rank` reaches that of `gin`'s tenth (equal
 * scores in another order count). Then a facet counted over all matches, timed in SQL.
 */
async function comparePaths(
  database: Awaited<ReturnType<typeof createThrowawayDatabase>>["database"],
  hot: autocannon.Request[],
  load: (url: string, requests: autocannon.Request[]) => Promise<autocannon.Result>,
): Promise<void> {
  const db = database.db;
  const [rum] = await executeRows<{ found: boolean }>(
    db,
    sql`select to_regclass(${rumSearchIndexName}) is not null as found`,
  );
  const paths: ResolvedSearchPath[] = ["gin", "gin-expanded", "stored-weights"];
  if (rum?.found) paths.push("rum", "rum-expanded");
  const pacedRate = onPostgres ? 300 : 150;
  const topOf = async (path: ResolvedSearchPath, q: string) => {
    configureServiceSearch(db, path);
    const page = await searchServices(db, catalogueQuery.parse({ q, limit: "10" }));
    return page.data.map((s) => s.id);
  };
  const rankOf = async (ids: string[], q: string) => {
    const rows = await executeRows<{ id: string; rank: number }>(
      db,
      sql`select id, ts_rank(search_vector, to_tsquery('english', ${`${q.split(" ").join(" & ")}:*`})) as rank
          from services where id in ${ids}`,
    );
    return new Map(rows.map((r) => [r.id, Number(r.rank)]));
  };
  const today = new Map<string, { ids: string[]; tenth: number }>();
  for (const q of queries) {
    const ids = await topOf("gin", q);
    const ranks = await rankOf(ids, q);
    today.set(q, { ids, tenth: Math.min(...ranks.values()) });
  }
  console.log(
    `search paths side by side, cache off, ${durationS} s a row; overlap = top 10 of the ${queries.length} queries against gin's`,
  );
  for (const path of paths) {
    let same = 0;
    let asGood = 0;
    for (const q of queries) {
      const ids = await topOf(path, q);
      const base = today.get(q) as { ids: string[]; tenth: number };
      same += ids.filter((id) => base.ids.includes(id)).length;
      const ranks = await rankOf(ids, q);
      // A rank equal to the tenth's, within float rounding, is as good a result as it.
      asGood += ids.filter((id) => (ranks.get(id) ?? 0) >= base.tenth - 1e-6).length;
    }
    configureServiceSearch(db, "auto");
    const cpu = onPostgres ? await cpuPerSearch(path) : undefined;
    const server = await startTestServer(
      { LOG_LEVEL: "warn", CATALOGUE_CACHE_TTL_MS: "0", CATALOGUE_SEARCH: path },
      database,
    );
    try {
      const loadBefore = loadAverage();
      const closed = await load(server.baseUrl, hot);
      const paced = await pacedLoad(
        server.baseUrl,
        hot.map((r) => r.path as string),
        pacedRate,
        durationS,
      );
      const total = queries.length * 10;
      console.log(
        `path ${path.padEnd(14)} 32 connections: ${Math.round(closed.requests.average)} req/s (p50 ${closed.latency.p50} ms, ` +
          `errors ${closed.errors + closed.non2xx}); paced ${pacedRate} req/s: ${paced.rate} answered, p50 ${paced.p50} ms, ` +
          `p95 ${paced.p95} ms, p99 ${paced.p99} ms, errors ${paced.errors}; overlap ${(same / total).toFixed(2)} ` +
          `(as good by ts_rank ${(asGood / total).toFixed(2)})` +
          (cpu
            ? `; CPU a search: PostgreSQL ${cpu.database.toFixed(2)} ms, this process ${cpu.node.toFixed(2)} ms` +
              ` (one prefix word: PostgreSQL ${cpu.oneWordDatabase.toFixed(2)} ms)`
            : "") +
          `; load average ${loadBefore} → ${loadAverage()}`,
      );
    } finally {
      await server.app.close();
    }
  }
  configureServiceSearch(db, "auto");
  // What a facet costs: counting a column over every match (here the category), which no index
  // order can cut short, against finding the page alone.
  const facet = await timeQueries(
    (q) =>
      executeRows(
        db,
        sql`select category, count(*)::int as n from services
            where status = 'active' and search_vector @@ to_tsquery('english', ${`${q.split(" ").join(" & ")}:*`})
            group by category order by n desc, category limit 20`,
      ),
    100,
    10,
  );
  const page = await timeQueries((q) => searchServices(db, catalogueQuery.parse({ q, limit: "20" })), 100, 10);
  console.log(
    `facet (categories counted over all matches, SQL) p50 ${facet.p50.toFixed(2)} ms, p95 ${facet.p95.toFixed(2)} ms; ` +
      `searchServices() on ${await resolveSearchPath(db)} p50 ${page.p50.toFixed(2)} ms, p95 ${page.p95.toFixed(2)} ms; ` +
      `load average ${loadAverage()}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
