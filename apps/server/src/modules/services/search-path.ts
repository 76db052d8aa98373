import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rumSearchIndexName } from "../../db/optional-indexes";
import { executePreparedRows, executeRows } from "../../db/rows";

/**
 * How a text search over services finds and orders its matches (decision 082):
 * - `gin`: the GIN index with the last word as a prefix (`w:*`), ordered by `ts_rank` of every
 *   match (decision 009; PGlite's path).
 * - `gin-expanded`: the same ranking, but the prefix is first looked up in `service_lexemes` and
 *   the query names the lexemes it stands for; measured, not chosen: PostgreSQL soon plans its
 *   prepared statement for a tsquery it cannot see and joins every agent (decision 082).
 * - `rum` / `rum-expanded`: the RUM index (`services_search_rum_idx`, created at migration when
 *   the `rum` extension is available) returns matches in its own rank order (`<=>`), so only the
 *   page's rows are read from the table; with or without the prefix expansion.
 * - `stored-weights`: matches ordered by stored columns (the agent's reputation, then newest)
 *   instead of a rank of the text; measured by `bench:search` as a candidate, not chosen.
 * - `auto` (the default): `rum-expanded` on PostgreSQL with the RUM index, else `gin`.
 */
export const catalogueSearchPaths = ["auto", "gin", "gin-expanded", "rum", "rum-expanded", "stored-weights"] as const;

/** One of {@link catalogueSearchPaths}. */
export type CatalogueSearchPath = (typeof catalogueSearchPaths)[number];

/** A path as it runs: `auto` resolved against the database. */
export type ResolvedSearchPath = Exclude<CatalogueSearchPath, "auto">;

const configured = new WeakMap<Db, CatalogueSearchPath>();

/**
 * Sets how `db`'s service searches run (`CATALOGUE_SEARCH`). Forcing `rum…` on a database without
 * the RUM index fails every text search with PostgreSQL's error, so only `auto` and `gin…` are
 * safe everywhere.
 */
export function configureServiceSearch(db: Db, path: CatalogueSearchPath): void {
  configured.set(db, path);
}

/**
 * `probe(db)` asked once per database and remembered once it answers; a failed probe (the database
 * unreachable for a moment) is asked again next time instead of failing every later search.
 */
function probedOnce(probe: (db: Db) => Promise<boolean>): (db: Db) => Promise<boolean> {
  const answers = new WeakMap<Db, boolean>();
  return async (db) => {
    const known = answers.get(db);
    if (known !== undefined) return known;
    const answer = await probe(db);
    answers.set(db, answer);
    return answer;
  };
}

/** Whether `db` has the RUM index (the migration step runs before the app, so once is enough). */
const hasRumIndex = probedOnce(async (db) => {
  const [row] = await executeRows<{ found: boolean }>(
    db,
    sql`select to_regclass(${rumSearchIndexName}) is not null as found`,
  );
  return row?.found === true;
});

/**
 * The path `db`'s searches take now: the configured one, or for `auto` what the database offers.
 * @returns one of {@link catalogueSearchPaths} but `auto`.
 */
export async function resolveSearchPath(db: Db): Promise<ResolvedSearchPath> {
  const path = configured.get(db) ?? "auto";
  if (path !== "auto") return path;
  // PGlite has no RUM extension, so it never has the index: one look settles both engines.
  return (await hasRumIndex(db)) ? "rum-expanded" : "gin";
}

/** Lexemes a prefix may stand for before the query keeps the prefix instead (a limit on the query's size). */
export const prefixLexemesMax = 32;

/**
 * `tsquery` (to_tsquery text ending in `w:*`, as `toPrefixTsquery` writes it) with its last word
 * replaced by the lexemes of `service_lexemes` that it is a prefix of, after PostgreSQL's English
 * stemming: `kubernetes & incid:*` becomes `'kubernet' & ( 'incid' | 'incident' )`. The same rows
 * match, and as tsquery text (not a `to_tsquery` call) it reaches the planner as a constant, so
 * PostgreSQL estimates the matches from the statistics instead of guessing.
 * @returns the tsquery text; or null when the prefix stands for no lexeme or more than
 *   {@link prefixLexemesMax}, or its word is a stop word, and the prefix query should be kept.
 */
export async function expandPrefix(db: Db, tsquery: string): Promise<string | null> {
  const parts = tsquery.split(" & ");
  const last = parts.pop();
  if (!last) return null;
  const [row] = await executePreparedRows<{ words: string; lexemes: string[] }>(
    db,
    "service_prefix_lexemes",
    sql`select to_tsquery('english', ${parts.join(" & ")})::text as words,
          array(select l.lexeme from service_lexemes l,
              (select (regexp_match(to_tsquery('english', ${last})::text, '^''([^'']+)'':\\*$'))[1] as p) q
            where l.lexeme >= q.p and l.lexeme < q.p || chr(1114111)
            order by l.lexeme limit ${prefixLexemesMax + 1}) as lexemes`,
  );
  if (!row || row.lexemes.length === 0 || row.lexemes.length > prefixLexemesMax) return null;
  // The lexemes are already normalised: quoted, so the tsquery parser takes them as they are.
  const lexemes = row.lexemes.map((l) => `'${l.replace(/['\\]/g, "\\$&")}'`).join(" | ");
  return row.words ? `${row.words} & ( ${lexemes} )` : lexemes;
}
