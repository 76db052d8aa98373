import { type CatalogueQuery, catalogueOffsetMax } from "@agora/contracts";
import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorInstant, cursorInt8, cursorOffset, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { parseMoney } from "../../lib/money";
import { type AgentRow, agentColumns, agents } from "./agents.tables";

/** Words of a query that reach the tsquery; more are ignored (a limit on work per request). */
const queryWordsMax = 8;
/** Values listed per facet. */
const facetValuesMax = 20;

/** A page of catalogue rows with the cursor of the next page and facet counts. */
export interface AgentSearchResult {
  rows: AgentRow[];
  nextCursor: string | null;
  /** Counted on the first page only: later pages of the same query would repeat the same counts. */
  facets: { categories: { value: string; count: number }[]; skills: { value: string; count: number }[] } | null;
}

/**
 * Where a catalogue page resumes: the sort it was made for (`s`), an offset for relevance (`o`),
 * else the last row's sort value (`v`) and id; `m` marks the typo pass.
 */
type Cursor = { s: string; o?: number; v?: string; id?: string; m?: "typo" };

/** A score in a cursor: integer hundredths, 0 to 99999 (999.99), as a string. */
const reputationHundredths = z.string().regex(/^(0|[1-9]\d{0,4})$/);

/** The cursor schema of one sort: a cursor made for another sort, or with values SQL would refuse, fails it. */
function cursorSchema(sort: CatalogueQuery["sort"]): z.ZodType<Cursor> {
  const common = { s: z.literal(sort), m: z.literal("typo").optional() };
  if (sort === "relevance") return z.strictObject({ ...common, o: cursorOffset(catalogueOffsetMax) });
  const v = sort === "newest" ? cursorInstant : sort === "reputation" ? reputationHundredths : cursorInt8;
  return z.strictObject({ ...common, v, id: cursorUuid });
}

/**
 * Turns free text into a prefix tsquery: words joined by AND, the last one a prefix, so
 * search-as-you-type matches "kube" → Kubernetes. Only letters and digits reach the query.
 */
export function toPrefixTsquery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, queryWordsMax);
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

/** The agent columns {@link agentFilters} filters on, of the agents table or its listing view. */
export type AgentFilterColumns = Record<
  "status" | "skills" | "reputationHundredths" | "basePerMinuteRateMicros" | "verificationLevel",
  AnyPgColumn
>;

/**
 * The catalogue's filters on agents (active, skills, category, minimum reputation, maximum rate,
 * verified), shared by agent and service search. `a` is the agents table here, and the
 * `agent_listings` view (`agentListingView`) in the services module's search.
 * @throws AppError('validation_failed') naming `maxRate` when it is not a decimal-dollar amount.
 */
export function agentFilters(query: Omit<CatalogueQuery, "category">, a: AgentFilterColumns = agents): SQL[] {
  const where: SQL[] = [eq(a.status, "active")];
  if (query.skills?.length) {
    where.push(
      sql`${a.skills} @> ${sql.raw("ARRAY[")}${sql.join(
        query.skills.map((s) => sql`${s}`),
        sql`, `,
      )}${sql.raw("]::text[]")}`,
    );
  }
  if (query.minReputation !== undefined) {
    where.push(gte(a.reputationHundredths, Math.round(query.minReputation * 100)));
  }
  if (query.maxRate !== undefined) {
    where.push(lte(a.basePerMinuteRateMicros, parseMoney(query.maxRate, "maxRate")));
  }
  if (query.verified === "true") where.push(gte(a.verificationLevel, 2));
  if (query.verified === "false") where.push(lt(a.verificationLevel, 2));
  if (query.minVerification !== undefined) where.push(gte(a.verificationLevel, query.minVerification));
  return where;
}

/** How the query text matched: by its words (full text), or, when they match nothing, by name similarity. */
type MatchMode = "text" | "typo";

interface TextMatch {
  mode: MatchMode;
  q: string;
  tsq: SQL;
}

/**
 * Searches active agents: PostgreSQL full text (weighted, prefix on the last word); when the words
 * match nothing, trigram word similarity on the name, so a typo still finds the agent. Filters,
 * sorts and keyset pagination (offset for relevance, whose order has no stable key to resume from).
 * @throws AppError('validation_failed') for a bad cursor or maxRate.
 */
export async function searchAgents(db: Db, query: CatalogueQuery): Promise<AgentSearchResult> {
  const text = query.q ? toPrefixTsquery(query.q) : null;
  const sort = query.sort === "relevance" && !text ? "newest" : query.sort;
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorSchema(sort));
  if (!text || !query.q) return searchPage(db, query, sort, cursor, undefined);
  const tsq = sql`to_tsquery('english', ${text})`;
  const mode: MatchMode = cursor?.m === "typo" ? "typo" : "text";
  const result = await searchPage(db, query, sort, cursor, { mode, q: query.q, tsq });
  // The trigram pass costs a similarity per row, so it runs only when the words found nothing.
  if (mode === "text" && !cursor && result.rows.length === 0) {
    return searchPage(db, query, sort, undefined, { mode: "typo", q: query.q, tsq });
  }
  return result;
}

async function searchPage(
  db: Db,
  query: CatalogueQuery,
  sort: CatalogueQuery["sort"],
  cursor: Cursor | undefined,
  match: TextMatch | undefined,
): Promise<AgentSearchResult> {
  const where = agentFilters(query);
  if (query.category) where.push(sql`${query.category} = any(${agents.categories})`);
  if (match?.mode === "text") where.push(sql`${agents.searchVector} @@ ${match.tsq}`);
  if (match?.mode === "typo") where.push(sql`${match.q} <% ${agents.name}`);
  const pageWhere = [...where];
  let order: SQL[];
  switch (sort) {
    case "relevance":
      order = [
        desc(
          match?.mode === "typo"
            ? sql`word_similarity(${match.q}, ${agents.name})`
            : sql`ts_rank(${agents.searchVector}, ${match?.tsq ?? sql`''::tsquery`})`,
        ),
        asc(agents.id),
      ];
      break;
    case "reputation":
      order = [desc(agents.reputationHundredths), desc(agents.id)];
      if (cursor)
        pageWhere.push(sql`(${agents.reputationHundredths}, ${agents.id}) < (${Number(cursor.v)}, ${cursor.id})`);
      break;
    case "price_asc":
      order = [asc(agents.basePerMinuteRateMicros), asc(agents.id)];
      if (cursor)
        pageWhere.push(
          sql`(${agents.basePerMinuteRateMicros}, ${agents.id}) > (${BigInt(cursor.v ?? "0")}, ${cursor.id})`,
        );
      break;
    case "price_desc":
      order = [desc(agents.basePerMinuteRateMicros), desc(agents.id)];
      if (cursor)
        pageWhere.push(
          sql`(${agents.basePerMinuteRateMicros}, ${agents.id}) < (${BigInt(cursor.v ?? "0")}, ${cursor.id})`,
        );
      break;
    default:
      order = [desc(agents.createdAt), desc(agents.id)];
      if (cursor) pageWhere.push(sql`(${agents.createdAt}, ${agents.id}) < (${cursor.v}::timestamptz, ${cursor.id})`);
  }
  const offset = sort === "relevance" ? (cursor?.o ?? 0) : 0;
  const rows = await db
    .select(agentColumns)
    .from(agents)
    .where(and(...pageWhere))
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(offset);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  // An offset page past catalogueOffsetMax would be refused, so the listing ends there.
  const isOffsetEnd = sort === "relevance" && offset + query.limit > catalogueOffsetMax;
  if (rows.length > query.limit && last && !isOffsetEnd) {
    const m = match?.mode === "typo" ? { m: "typo" as const } : {};
    nextCursor =
      sort === "relevance"
        ? encodeCursor({ s: sort, o: offset + query.limit, ...m })
        : encodeCursor({ s: sort, id: last.id, v: cursorValue(sort, last), ...m });
  }
  return { rows: page, nextCursor, facets: cursor ? null : await facets(db, and(...where) as SQL) };
}

function cursorValue(sort: string, row: AgentRow): string {
  if (sort === "reputation") return String(row.reputationHundredths);
  if (sort === "price_asc" || sort === "price_desc") return String(row.basePerMinuteRateMicros);
  return row.createdAt.toISOString();
}

async function facets(db: Db, where: SQL): Promise<NonNullable<AgentSearchResult["facets"]>> {
  const facet = (column: SQL) =>
    executeRows<{ value: string; count: number }>(
      db,
      sql`select f.value, count(*)::int as count from ${agents}, unnest(${column}) as f(value)
          where ${where} group by f.value order by count desc, f.value limit ${facetValuesMax}`,
    );
  const [categories, skills] = await Promise.all([facet(sql`${agents.categories}`), facet(sql`${agents.skills}`)]);
  return { categories, skills };
}
