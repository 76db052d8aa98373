/**
 * In-process search indexes against the database's own full-text search (issue "Scale", item 2:
 * would an index inside each instance, kept current through NOTIFY, answer an uncached search
 * faster than PostgreSQL?). Generates the catalogue of `bench/search.ts`, then answers its ten
 * two-word queries (AND, the last word a prefix, the best 21 by rank) with:
 * - the anchor: the SQL full-text statement of `bench/search.ts` (GIN, `ts_rank`), one at a time;
 * - the server's own search (`searchServices()`, the card's columns and the agent join included)
 *   on each of its paths (decision 082): `gin`, `stored-weights`, and `rum-expanded` when the RUM
 *   index exists (`deploy/install-rum.sh`, run by the npm script);
 * - MiniSearch, FlexSearch and Orama, three maintained JavaScript libraries, in this process;
 * - posting lists in typed arrays, built from PostgreSQL's own lexemes: the floor of a
 *   purpose-built index (what an index of our own would cost at best), not a product.
 * Each prints its build time, its heap, its query p50/p95 and the ratio to the anchor, the
 * matches it finds for one query beside the database's count, and its top 10 against the
 * anchor's on the ten queries: ids in common, and ids whose `ts_rank` reaches the anchor's tenth
 * (equal scores in another order count), out of 100.
 * Usage: npm run bench:search-index [-- --services 100000 --runs 200]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { catalogueQuery } from "@agora/contracts";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { sql } from "drizzle-orm";
import FlexSearch from "flexsearch";
import MiniSearch from "minisearch";
import type { Db } from "../apps/server/src/db/client";
import { rumSearchIndexName } from "../apps/server/src/db/optional-indexes";
import { executeRows } from "../apps/server/src/db/rows";
import { configureServiceSearch, type ResolvedSearchPath } from "../apps/server/src/modules/services/search-path";
import { searchServices } from "../apps/server/src/modules/services/services.service";
import { createThrowawayDatabase, numberArg } from "./bench-db";
import { generateCatalogue, queries, timeQueries } from "./search-data";

const onPostgres = Boolean(process.env.DATABASE_URL);
const serviceCount = numberArg("services", onPostgres ? 100_000 : 10_000);
const agentCount = Math.max(1, Math.round(serviceCount / 5));
const runs = numberArg("runs", 200);
/** Queries run before timing starts, so each engine is compiled and its caches are warm. */
const warmup = 20;
/** Results a catalogue page asks for: 20 and one more to know whether a next page exists. */
const pageRows = 21;

/** A service as the services module indexes it, with its stored search vector as text. */
interface Doc {
  id: string;
  title: string;
  category: string;
  description: string;
  lexemes: string;
}

/** A query's terms as PostgreSQL's English configuration stems them; the last one a prefix. */
type Terms = { lexeme: string; prefix: boolean }[];

/** `ts_rank`'s default weights of labels D, C, B and A (PostgreSQL manual §12.3.3). */
const labelWeight: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

/**
 * Posting lists in typed arrays (document numbers ascending, one weight each), searched by merging
 * lists: AND across terms, a prefix term as the union of the lists in its range of sorted terms.
 * Scores are the product over terms of each term's best label weight.
 */
class TypedPostings {
  readonly #lists = new Map<string, { docs: Int32Array; weights: Float32Array }>();
  readonly #sorted: string[];

  constructor(docs: readonly Doc[]) {
    const building = new Map<string, { docs: number[]; weights: number[] }>();
    docs.forEach((doc, n) => {
      for (const [, quoted, positions] of doc.lexemes.matchAll(/'((?:[^']|'')+)':([0-9A-D,]+)/g)) {
        const lexeme = (quoted as string).replaceAll("''", "'");
        const weight = Math.max(...(positions as string).split(",").map((p) => labelWeight[p.at(-1) ?? "D"] ?? 0.1));
        const list = building.get(lexeme) ?? { docs: [], weights: [] };
        list.docs.push(n);
        list.weights.push(weight);
        building.set(lexeme, list);
      }
    });
    for (const [lexeme, list] of building)
      this.#lists.set(lexeme, { docs: Int32Array.from(list.docs), weights: Float32Array.from(list.weights) });
    this.#sorted = [...this.#lists.keys()].sort();
  }

  /** Document numbers of the best `k` matches, best first, and how many matched. */
  search(terms: Terms, k: number): { top: number[]; matches: number } {
    let docs: Int32Array | undefined;
    let scores: Float32Array | undefined;
    for (const term of terms) {
      const lists = this.#listsOf(term);
      if (!docs || !scores) {
        ({ docs, scores } = union(lists));
        continue;
      }
      ({ docs, scores } = intersect(docs, scores, lists));
    }
    if (!docs || !scores) return { top: [], matches: 0 };
    return { top: topK(docs, scores, k), matches: docs.length };
  }

  #listsOf(term: Terms[number]): { docs: Int32Array; weights: Float32Array }[] {
    if (!term.prefix) {
      const list = this.#lists.get(term.lexeme);
      return list ? [list] : [];
    }
    let lo = 0;
    let hi = this.#sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.#sorted[mid] as string) < term.lexeme) lo = mid + 1;
      else hi = mid;
    }
    const found = [];
    for (let i = lo; i < this.#sorted.length && (this.#sorted[i] as string).startsWith(term.lexeme); i++)
      found.push(this.#lists.get(this.#sorted[i] as string) as { docs: Int32Array; weights: Float32Array });
    return found;
  }
}

/** The documents of any of `lists`, each with its best weight among them. */
function union(lists: { docs: Int32Array; weights: Float32Array }[]): { docs: Int32Array; scores: Float32Array } {
  const [only] = lists;
  if (lists.length === 1 && only) return { docs: only.docs, scores: only.weights };
  const best = new Map<number, number>();
  for (const list of lists)
    list.docs.forEach((doc, i) => {
      best.set(doc, Math.max(best.get(doc) ?? 0, list.weights[i] as number));
    });
  const docs = Int32Array.from([...best.keys()].sort((a, b) => a - b));
  return { docs, scores: Float32Array.from(docs, (doc) => best.get(doc) as number) };
}

/** The candidates also in one of `lists`, their scores multiplied by their best weight there. */
function intersect(
  docs: Int32Array,
  scores: Float32Array,
  lists: { docs: Int32Array; weights: Float32Array }[],
): { docs: Int32Array; scores: Float32Array } {
  const best = new Float32Array(docs.length);
  for (const list of lists) {
    let i = 0;
    let j = 0;
    while (i < docs.length && j < list.docs.length) {
      const a = docs[i] as number;
      const b = list.docs[j] as number;
      if (a === b) {
        best[i] = Math.max(best[i] as number, list.weights[j] as number);
        i++;
        j++;
      } else if (a < b) i++;
      else j++;
    }
  }
  const keptDocs = new Int32Array(docs.length);
  const keptScores = new Float32Array(docs.length);
  let kept = 0;
  for (let i = 0; i < docs.length; i++) {
    if ((best[i] as number) === 0) continue;
    keptDocs[kept] = docs[i] as number;
    keptScores[kept] = (scores[i] as number) * (best[i] as number);
    kept++;
  }
  return { docs: keptDocs.subarray(0, kept), scores: keptScores.subarray(0, kept) };
}

/** The `k` best-scored documents, best first (ties by document number). */
function topK(docs: Int32Array, scores: Float32Array, k: number): number[] {
  const best: number[] = [];
  const worse = (a: number, b: number) =>
    (scores[a] as number) < (scores[b] as number) ||
    (scores[a] === scores[b] && (docs[a] as number) > (docs[b] as number));
  for (let i = 0; i < docs.length; i++) {
    if (best.length === k && !worse(best[k - 1] as number, i)) continue;
    let at = Math.min(best.length, k - 1);
    while (at > 0 && worse(best[at - 1] as number, i)) at--;
    best.splice(at, 0, i);
    if (best.length > k) best.pop();
  }
  return best.map((i) => docs[i] as number);
}

/** Stems `q` with PostgreSQL's English configuration, as `to_tsquery` does for the search. */
async function termsOf(db: Db, q: string): Promise<Terms> {
  const [a, b] = q.split(" ") as [string, string];
  const [row] = await executeRows<{ t: string }>(db, sql`select to_tsquery('english', ${`${a} & ${b}:*`})::text as t`);
  return [...(row?.t ?? "").matchAll(/'((?:[^']|'')+)'(:\*)?/g)].map(([, lexeme, star]) => ({
    lexeme: (lexeme as string).replaceAll("''", "'"),
    prefix: star !== undefined,
  }));
}

/** Heap growth while `build` runs, MiB, after full collections (node --expose-gc). */
async function built<T>(build: () => Promise<T> | T): Promise<{ index: T; ms: number; heapMiB: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const start = performance.now();
  const index = await build();
  const ms = performance.now() - start;
  globalThis.gc?.();
  return { index, ms, heapMiB: (process.memoryUsage().heapUsed - before) / 2 ** 20 };
}

async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("search_index");
  const db = database.db;
  try {
    await generateCatalogue(db, agentCount, serviceCount);
    const docs = await executeRows<Doc>(
      db,
      sql`select id, title, category, description, search_vector::text as lexemes from services order by id`,
    );
    const sample = queries[1] as string;
    const [a, b] = sample.split(" ") as [string, string];
    const [counted] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from services where search_vector @@ to_tsquery('english', ${`${a} & ${b}:*`})`,
    );
    const anchor = await timeQueries(
      (q) => {
        const [x, y] = q.split(" ") as [string, string];
        const t = `${x} & ${y}:*`;
        return executeRows(
          db,
          sql`select id from services where search_vector @@ to_tsquery('english', ${t}) and status = 'active'
          order by ts_rank(search_vector, to_tsquery('english', ${t})) desc limit ${pageRows}`,
        );
      },
      runs,
      warmup,
    );

    const tsqueryOf = (q: string) => `${q.split(" ").join(" & ")}:*`;
    const anchorTop = new Map<string, { ids: string[]; tenth: number }>();
    for (const q of queries) {
      const rows = await executeRows<{ id: string; rank: number }>(
        db,
        sql`select id, ts_rank(search_vector, to_tsquery('english', ${tsqueryOf(q)})) as rank from services
            where search_vector @@ to_tsquery('english', ${tsqueryOf(q)}) and status = 'active'
            order by rank desc limit 10`,
      );
      anchorTop.set(q, { ids: rows.map((r) => r.id), tenth: Math.min(...rows.map((r) => Number(r.rank))) });
    }
    /** Top 10 of every query against the anchor's: `same` ids, and `tied` (rank reaching its tenth), of `total`. */
    const overlapOf = async (top: (q: string) => Promise<string[]> | string[]) => {
      let same = 0;
      let tied = 0;
      let total = 0;
      for (const q of queries) {
        const { ids, tenth } = anchorTop.get(q) as { ids: string[]; tenth: number };
        const mine = (await top(q)).slice(0, 10);
        total += ids.length;
        same += mine.filter((id) => ids.includes(id)).length;
        if (!mine.length) continue;
        const [row] = await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from services where id in ${mine}
              and ts_rank(search_vector, to_tsquery('english', ${tsqueryOf(q)})) >= ${tenth}`,
        );
        tied += row?.n ?? 0;
      }
      return `${same}/${total} same, ${tied}/${total} tied`;
    };

    const results: {
      name: string;
      ms: number;
      heapMiB: number;
      p50: number;
      p95: number;
      matches: string;
      overlap: string;
    }[] = [];
    const [rum] = await executeRows<{ found: boolean }>(
      db,
      sql`select to_regclass(${rumSearchIndexName}) is not null as found`,
    );
    const paths: ResolvedSearchPath[] = ["gin", "stored-weights", ...(rum?.found ? (["rum-expanded"] as const) : [])];
    for (const path of paths) {
      configureServiceSearch(db, path);
      const page = (q: string, limit: number) =>
        searchServices(db, catalogueQuery.parse({ q, limit: String(limit) })).then((p) => p.data.map((d) => d.id));
      results.push({
        name: `searchServices() on path ${path} (SQL, the card's columns)`,
        ms: 0,
        heapMiB: 0,
        ...(await timeQueries((q) => page(q, pageRows - 1), runs, warmup)),
        matches: "—",
        overlap: await overlapOf((q) => page(q, 10)),
      });
    }
    configureServiceSearch(db, "auto");

    const mini = await built(() => {
      const index = new MiniSearch<Doc>({ fields: ["title", "category", "description"], storeFields: [] });
      index.addAll(docs);
      return index;
    });
    const miniOptions = {
      combineWith: "AND",
      prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
      boost: { title: 3, category: 2 },
    } as const;
    results.push({
      name: "MiniSearch 7 (BM25+, AND, prefix on the last word)",
      ...mini,
      ...(await timeQueries((q) => mini.index.search(q, miniOptions).slice(0, pageRows), runs, warmup)),
      matches: String(mini.index.search(sample, miniOptions).length),
      overlap: await overlapOf((q) => mini.index.search(q, miniOptions).map((r) => String(r.id))),
    });

    const flex = await built(() => {
      const index = new FlexSearch.Index({ tokenize: "forward" });
      docs.forEach((d, n) => {
        index.add(n, `${d.title} ${d.category} ${d.description}`);
      });
      return index;
    });
    results.push({
      name: "FlexSearch 0.8 (forward tokens, AND, contextual score)",
      ...flex,
      ...(await timeQueries((q) => flex.index.search(q, { limit: pageRows }), runs, warmup)),
      matches: String(flex.index.search(sample, { limit: serviceCount }).length),
      overlap: await overlapOf((q) => flex.index.search(q, { limit: 10 }).map((n) => (docs[Number(n)] as Doc).id)),
    });

    const orama = await built(async () => {
      const index = create({ schema: { title: "string", category: "string", description: "string" } as const });
      await insertMultiple(
        index,
        docs.map((d) => ({ id: d.id, title: d.title, category: d.category, description: d.description })),
        5_000,
      );
      return index;
    });
    const oramaQuery = (term: string, limit: number) =>
      oramaSearch(orama.index, { term, limit, threshold: 0, boost: { title: 3, category: 2 } });
    results.push({
      name: "Orama 3 (BM25, all words)",
      ...orama,
      // Orama is slow enough here that a tenth of the runs keeps the bench short.
      ...(await timeQueries((q) => oramaQuery(q, pageRows), Math.max(20, Math.round(runs / 10)), warmup)),
      matches: String((await oramaQuery(sample, 1)).count),
      overlap: await overlapOf(async (q) => (await oramaQuery(q, 10)).hits.map((h) => String(h.id))),
    });

    const termsByQuery = new Map<string, Terms>();
    for (const q of queries) termsByQuery.set(q, await termsOf(db, q));
    const typed = await built(() => new TypedPostings(docs));
    results.push({
      name: "posting lists in typed arrays (floor of an index of our own)",
      ...typed,
      ...(await timeQueries((q) => typed.index.search(termsByQuery.get(q) as Terms, pageRows), runs, warmup)),
      matches: String(typed.index.search(termsByQuery.get(sample) as Terms, pageRows).matches),
      overlap: await overlapOf((q) =>
        typed.index.search(termsByQuery.get(q) as Terms, 10).top.map((n) => (docs[n] as Doc).id),
      ),
    });

    const f = (n: number) => n.toFixed(2);
    console.log(
      `Agora search-index bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(`data: ${agentCount} agents, ${serviceCount} services; ${runs} queries each, the best ${pageRows}`);
    console.log(
      `anchor, SQL full text (GIN, ts_rank): p50 ${f(anchor.p50)} ms, p95 ${f(anchor.p95)} ms; "${sample}" matches ${counted?.n}`,
    );
    for (const r of results) {
      console.log(
        `${r.name}: ${r.ms ? `build ${(r.ms / 1000).toFixed(1)} s, heap +${r.heapMiB.toFixed(0)} MiB` : "index in the database"}; p50 ${f(r.p50)} ms, ` +
          `p95 ${f(r.p95)} ms; ratio p50 to the anchor ${(r.p50 / anchor.p50).toFixed(2)}×; "${sample}" matches ${r.matches}; ` +
          `top 10 against the anchor's: ${r.overlap}`,
      );
    }
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
