import { type CatalogueQuery, catalogueOffsetMax, parseMicros } from "@agora/contracts";
import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { executeRows, placeholdersOf, preparedByShape } from "../../db/rows";
import { cursorInstant, cursorInt8, cursorOffset, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { agentPorts } from "./agent-ports";
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
  // `maxRate` stays decimal dollars in the query: the whole query is the catalogue cache's key and
  // the web's filter schema, neither of which carries a bigint. `catalogueQuery` has checked it.
  const maxRate = query.maxRate === undefined ? null : parseMicros(query.maxRate);
  if (maxRate !== null) where.push(lte(a.basePerMinuteRateMicros, maxRate));
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
  /** The words as `to_tsquery` text ({@link toPrefixTsquery}). */
  tsquery: string;
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
  const mode: MatchMode = cursor?.m === "typo" ? "typo" : "text";
  const result = await searchPage(db, query, sort, cursor, { mode, q: query.q, tsquery: text });
  // The trigram pass costs a similarity per row, so it runs only when the words found nothing.
  if (mode === "text" && !cursor && result.rows.length === 0) {
    return searchPage(db, query, sort, undefined, { mode: "typo", q: query.q, tsquery: text });
  }
  return result;
}

/**
 * What a page's select binds: the values themselves, or placeholders of the same names when the
 * select is prepared once per shape ({@link pageStatement}).
 */
interface PageBinds {
  category: unknown;
  q: unknown;
  tsquery: unknown;
  /** The cursor's sort value and id (keyset sorts). */
  after: unknown;
  afterId: unknown;
  limit: unknown;
  offset: unknown;
}

const placeholders = placeholdersOf([
  "category",
  "q",
  "tsquery",
  "after",
  "afterId",
  "limit",
  "offset",
]) satisfies PageBinds;

/** The filters of a page before its cursor: the agent filters, the category and the text match. */
function pageFilters(query: CatalogueQuery, match: { mode: MatchMode } | undefined, binds: PageBinds): SQL[] {
  const where = agentFilters(query);
  // Example listings and agents whose services are all paused are not in the hireable catalogue
  // unless asked for (decision 073); the services module defines "open for hire".
  if (query.hireable !== "any") where.push(agentPorts().hasOpenService(agents.id));
  if (query.category) where.push(sql`${binds.category} = any(${agents.categories})`);
  if (match?.mode === "text") where.push(sql`${agents.searchVector} @@ to_tsquery('english', ${binds.tsquery})`);
  if (match?.mode === "typo") where.push(sql`${binds.q} <% ${agents.name}`);
  return where;
}

/** The page's select: {@link pageFilters}, resumed after the cursor (keyset sorts), in the sort's order. */
function pageSelect(
  db: Db,
  query: CatalogueQuery,
  sort: CatalogueQuery["sort"],
  resumes: boolean,
  match: { mode: MatchMode } | undefined,
  binds: PageBinds,
) {
  const where = pageFilters(query, match, binds);
  const after = sql`(${binds.after}, ${binds.afterId}::uuid)`;
  let order: SQL[];
  switch (sort) {
    case "relevance":
      order = [
        desc(
          match?.mode === "typo"
            ? sql`word_similarity(${binds.q}, ${agents.name})`
            : match
              ? sql`ts_rank(${agents.searchVector}, to_tsquery('english', ${binds.tsquery}))`
              : sql`ts_rank(${agents.searchVector}, ''::tsquery)`,
        ),
        asc(agents.id),
      ];
      break;
    case "reputation":
      order = [desc(agents.reputationHundredths), desc(agents.id)];
      if (resumes) where.push(sql`(${agents.reputationHundredths}, ${agents.id}) < ${after}`);
      break;
    case "price_asc":
      order = [asc(agents.basePerMinuteRateMicros), asc(agents.id)];
      if (resumes) where.push(sql`(${agents.basePerMinuteRateMicros}, ${agents.id}) > ${after}`);
      break;
    case "price_desc":
      order = [desc(agents.basePerMinuteRateMicros), desc(agents.id)];
      if (resumes) where.push(sql`(${agents.basePerMinuteRateMicros}, ${agents.id}) < ${after}`);
      break;
    default:
      order = [desc(agents.createdAt), desc(agents.id)];
      if (resumes)
        where.push(sql`(${agents.createdAt}, ${agents.id}) < (${binds.after}::timestamptz, ${binds.afterId}::uuid)`);
  }
  return db
    .select(agentColumns)
    .from(agents)
    .where(and(...where))
    .orderBy(...order)
    .limit(binds.limit as number)
    .offset(binds.offset as number);
}

/** A page's select prepared once per database and shape (drizzle `prepare`). */
type PreparedPage = ReturnType<ReturnType<typeof pageSelect>["prepare"]>;

/** Prepared page selects by shape, per database: at most 5 sorts × 3 matches × 2 × 2. */
const pageStatements = preparedByShape<PreparedPage>();

/**
 * The page's select prepared for its shape (sort, text match, category, whether it resumes after
 * a cursor), so drizzle builds it once instead of on every page (decision 054). A query with agent
 * filters beyond "active" binds them inline, so it is built each time instead.
 * @returns undefined for such a query.
 */
function pageStatement(
  db: Db,
  query: CatalogueQuery,
  sort: CatalogueQuery["sort"],
  resumes: boolean,
  match: TextMatch | undefined,
): PreparedPage | undefined {
  if (agentFilters(query).length > 1) return undefined;
  const shape = [
    sort,
    match?.mode ?? "all",
    query.category ? "category" : "any",
    query.hireable === "any" ? "listed" : "hireable",
    resumes ? "after" : "first",
  ].join("_");
  return pageStatements(db, shape, () =>
    pageSelect(db, query, sort, resumes, match, placeholders).prepare(`agents_page_${shape}`),
  );
}

/** The cursor's sort value as its column's type: reputation hundredths, µUSD, or an instant. */
function afterValue(sort: CatalogueQuery["sort"], cursor: Cursor): unknown {
  if (sort === "reputation") return Number(cursor.v);
  if (sort === "price_asc" || sort === "price_desc") return BigInt(cursor.v ?? "0");
  return cursor.v;
}

async function searchPage(
  db: Db,
  query: CatalogueQuery,
  sort: CatalogueQuery["sort"],
  cursor: Cursor | undefined,
  match: TextMatch | undefined,
): Promise<AgentSearchResult> {
  const offset = sort === "relevance" ? (cursor?.o ?? 0) : 0;
  const resumes = sort !== "relevance" && cursor !== undefined;
  const binds: PageBinds = {
    category: query.category,
    q: match?.q,
    tsquery: match?.tsquery,
    after: resumes && cursor ? afterValue(sort, cursor) : undefined,
    afterId: cursor?.id,
    limit: query.limit + 1,
    offset,
  };
  const statement = pageStatement(db, query, sort, resumes, match);
  const rows = statement
    ? await statement.execute(binds as unknown as Record<string, unknown>)
    : await pageSelect(db, query, sort, resumes, match, binds);
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
  return {
    rows: page,
    nextCursor,
    facets: cursor ? null : await facets(db, and(...pageFilters(query, match, binds)) as SQL),
  };
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
