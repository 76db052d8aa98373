import {
  type CatalogueQuery,
  catalogueOffsetMax,
  type DecodedCreateServiceRequest,
  type DecodedUpdateServiceRequest,
  formatMicros,
  type Service,
  type ServiceSummary,
} from "@agora/contracts";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { executeRows, placeholdersOf, preparedByShape } from "../../db/rows";
import { cursorOffset, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../lib/errors";
import {
  agentFilters,
  canManageAgent,
  getAgentRowOrThrow,
  invalidateCatalogue,
  toAgentPricing,
  toPrefixTsquery,
  type Viewer,
} from "../agents";
import {
  type AgentListingPricingRow,
  type AgentPricingRow,
  type AgentRow,
  agentListingPricingColumns,
  agentListingView,
  agentNameView,
} from "../agents/agents.tables";
import { contractPartyView } from "../hiring/hiring.tables";
import { serviceWentLive } from "./service-hooks";
import { type ServiceRow, serviceColumns, services } from "./services.tables";

/** Services one agent may offer. */
export const servicesPerAgentMax = 50;
/** Services `GET /api/services` returns for the landing page (it shows the first 3). */
export const featuredServicesMax = 12;

function fieldError(field: string, message: string): AppError {
  return new AppError("validation_failed", `${field} ${message}`, [{ in: "body", field, message }]);
}

/** Shapes a service with its agent's pricing (docs/product/product-spec.md §3 "Service"). */
export function toService(row: ServiceRow, agent: AgentListingPricingRow): Service {
  const summary: ServiceSummary = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    estimatedDuration: row.estimatedDurationMin,
    pricingTags: row.pricingTags,
    perMinutePricing: row.perMinutePricing,
    priceRange:
      row.priceMinMicros === null || row.priceMaxMicros === null
        ? null
        : { min: formatMicros(row.priceMinMicros), max: formatMicros(row.priceMaxMicros) },
    agent: { id: agent.id, name: agent.name, ...toAgentPricing(agent) },
    isDemo: agent.isDemo,
  };
  return {
    ...summary,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Price fields checked against the pricing model: fixed price needs a range, per minute none. */
function priceColumns(perMinute: boolean, range: { min: bigint; max: bigint } | null) {
  if (perMinute) {
    if (range)
      throw fieldError("priceRange", "must be null for a per-minute service (it is billed at the agent's rate)");
    return { priceMinMicros: null, priceMaxMicros: null };
  }
  if (!range) throw fieldError("priceRange", "is required for a fixed-price service");
  const { min, max } = range;
  if (max < min) throw fieldError("priceRange.max", "must be at least priceRange.min");
  return { priceMinMicros: min, priceMaxMicros: max };
}

function searchVector(s: { title: string; category: string; pricingTags: string[]; description: string }): SQL {
  return sql`setweight(to_tsvector('english', ${s.title}), 'A') || setweight(to_tsvector('english', ${`${s.category} ${s.pricingTags.join(" ")}`}), 'B') || setweight(to_tsvector('english', ${s.description}), 'C')`;
}

function checkCategory(agent: AgentPricingRow, category: string): void {
  if (!agent.categories.includes(category)) {
    throw fieldError("category", `must be one of the agent's categories: ${agent.categories.join(", ")}`);
  }
}

async function manageableAgent(db: Db, agentRef: string, viewer: Viewer): Promise<AgentRow> {
  const agent = await getAgentRowOrThrow(db, agentRef, viewer);
  if (!canManageAgent(agent, viewer)) throw new AppError("forbidden", "Only the agent's owner can change its services");
  return agent;
}

/**
 * Adds a service to an agent the viewer owns (or any, for admins). Created `active`, it goes live:
 * the {@link serviceWentLive} hooks run in its transaction (savers hear of it, decision 074).
 * @throws AppError('not_found' | 'forbidden') as for agents; AppError('validation_failed') naming
 *   `category` or `priceRange…`; AppError('limit_reached') past {@link servicesPerAgentMax}.
 */
export async function createService(
  db: Db,
  agentRef: string,
  viewer: Viewer,
  input: DecodedCreateServiceRequest,
): Promise<Service> {
  const agent = await manageableAgent(db, agentRef, viewer);
  checkCategory(agent, input.category);
  const prices = priceColumns(input.perMinutePricing, input.priceRange);
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(eq(services.agentId, agent.id));
  if ((held?.n ?? 0) >= servicesPerAgentMax)
    throw new AppError("limit_reached", `At most ${servicesPerAgentMax} services`);
  const values = {
    agentId: agent.id,
    title: input.title,
    description: input.description,
    category: input.category,
    pricingTags: [...new Set(input.pricingTags)],
    estimatedDurationMin: input.estimatedDuration,
    perMinutePricing: input.perMinutePricing,
    status: input.status,
    ...prices,
  };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(services)
      .values({ ...values, searchVector: searchVector(values) })
      .returning(serviceColumns);
    if (!inserted) throw new Error("service insert returned no row");
    if (inserted.status === "active")
      await serviceWentLive(tx, { id: inserted.id, title: inserted.title, agentId: agent.id });
    return inserted;
  });
  invalidateCatalogue(db);
  return toService(row, agent);
}

/** Service `id`'s row whatever its status (the caller applies its own visibility rule); undefined when there is none. */
export async function findServiceRow(db: Db | Tx, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return row;
}

async function loadService(
  db: Db,
  id: string,
): Promise<{ row: ServiceRow; agent: AgentListingPricingRow } | undefined> {
  const [found] = await db
    .select({ row: serviceColumns, agent: agentListingPricingColumns })
    .from(services)
    .innerJoin(agentListingView, eq(agentListingView.id, services.agentId))
    .where(eq(services.id, id));
  return found;
}

function isPublic(row: ServiceRow, agent: AgentPricingRow): boolean {
  return row.status !== "draft" && (agent.status === "active" || agent.status === "paused");
}

/**
 * A service as `viewer` may see it: drafts, and services of hidden agents, only for the owner and admins.
 * @throws AppError('not_found') otherwise.
 */
export async function getService(db: Db, id: string, viewer: Viewer): Promise<Service> {
  const found = await loadService(db, id);
  if (!found || !(isPublic(found.row, found.agent) || canManageAgent(found.agent, viewer))) throw notFound("Service");
  return toService(found.row, found.agent);
}

/**
 * Changes a service of an agent the viewer manages. A draft or paused one made `active` goes live:
 * the {@link serviceWentLive} hooks run in its transaction (decision 074).
 * @throws AppError('not_found' | 'forbidden' | 'validation_failed') as {@link createService}.
 */
export async function updateService(
  db: Db,
  id: string,
  viewer: Viewer,
  patch: DecodedUpdateServiceRequest,
): Promise<Service> {
  const found = await loadService(db, id);
  if (!found || !(isPublic(found.row, found.agent) || canManageAgent(found.agent, viewer))) throw notFound("Service");
  if (!canManageAgent(found.agent, viewer)) throw new AppError("forbidden", "Only the agent's owner can change it");
  const { row, agent } = found;
  const next = {
    title: patch.title ?? row.title,
    description: patch.description ?? row.description,
    category: patch.category ?? row.category,
    pricingTags: patch.pricingTags ? [...new Set(patch.pricingTags)] : row.pricingTags,
  };
  if (patch.category !== undefined) checkCategory(agent, patch.category);
  const perMinute = patch.perMinutePricing ?? row.perMinutePricing;
  const currentRange =
    row.priceMinMicros === null || row.priceMaxMicros === null
      ? null
      : { min: row.priceMinMicros, max: row.priceMaxMicros };
  const range = patch.priceRange !== undefined ? patch.priceRange : perMinute ? null : currentRange;
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(services)
      .set({
        ...next,
        ...(patch.estimatedDuration !== undefined ? { estimatedDurationMin: patch.estimatedDuration } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        perMinutePricing: perMinute,
        ...priceColumns(perMinute, range),
        searchVector: searchVector(next) as unknown as string,
        updatedAt: new Date(),
      })
      .where(eq(services.id, id))
      .returning(serviceColumns);
    if (changed && row.status !== "active" && changed.status === "active")
      await serviceWentLive(tx, { id: changed.id, title: changed.title, agentId: agent.id });
    return changed;
  });
  if (!updated) throw notFound("Service");
  invalidateCatalogue(db);
  return toService(updated, agent);
}

/** An agent's services: public ones for everybody, all of them for its owner and admins. */
export async function listAgentServices(db: Db, agentRef: string, viewer: Viewer): Promise<Service[]> {
  const agent = await getAgentRowOrThrow(db, agentRef, viewer);
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.agentId, agent.id))
    .orderBy(asc(services.createdAt), asc(services.id))
    .limit(servicesPerAgentMax);
  return rows.filter((r) => isPublic(r, agent) || canManageAgent(agent, viewer)).map((r) => toService(r, agent));
}

/**
 * The verification level an agent needs before its services are featured: 2, a proven domain
 * (packages/contracts verification levels: identity 1, domain 2, endpoint 3, KYA 4). Level 1 is
 * only its owner's signed-in email, which any newcomer has.
 */
export const featuredMinVerificationLevel = 2;

/**
 * The featured rule (decision 073), the one definition of "featured means earned": a service is
 * featured when it can be hired now (active, of an active agent), its agent has a verified identity
 * (level {@link featuredMinVerificationLevel}+) and has completed paid work: at least one contract
 * approved and paid (`completed`) for a client other than the agent's owner. A brand-new listing
 * earns its place by being verified and paid, never by being new.
 * @returns an SQL condition over `services` joined with `agent_listings`.
 */
export function isFeaturable(): SQL {
  return sql`${services.status} = 'active' and ${agentListingView.status} = 'active'
    and ${agentListingView.verificationLevel} >= ${featuredMinVerificationLevel}
    and exists (select 1 from ${contractPartyView} c
      where c.agent_id = ${agentListingView.id} and c.status = 'completed' and c.client_id <> ${agentListingView.ownerId})`;
}

/**
 * Featured services (`GET /api/services`, docs/product/product-spec.md §7): those
 * {@link isFeaturable}, best reputation first, then newest, at most {@link featuredServicesMax}.
 */
export async function listFeaturedServices(db: Db): Promise<ServiceSummary[]> {
  const rows = await db
    .select({ row: serviceColumns, agent: agentListingPricingColumns })
    .from(services)
    .innerJoin(agentListingView, eq(agentListingView.id, services.agentId))
    .where(isFeaturable())
    .orderBy(desc(agentListingView.reputationHundredths), desc(services.createdAt), desc(services.id))
    .limit(featuredServicesMax);
  return rows.map(({ row, agent }) => {
    const { status: _s, createdAt: _c, updatedAt: _u, ...summary } = toService(row, agent);
    return summary;
  });
}

/** The price a service is sorted by: its minimum fixed price, or its agent's rate per minute. */
const effectivePrice = sql<bigint>`coalesce(${services.priceMinMicros}, ${agentListingView.basePerMinuteRateMicros})`;

/**
 * Searches active services of active agents: full text over title, category, tags and description
 * (prefix on the last word); when the words match nothing, trigram similarity on the title so a
 * typo still finds it. Filters on the agent; offset pages (a cursor holds the offset, at most
 * {@link catalogueOffsetMax}, and whether the typo pass is in use).
 * @throws AppError('validation_failed') for a bad cursor.
 */
export async function searchServices(
  db: Db,
  query: CatalogueQuery,
): Promise<{ data: Service[]; nextCursor: string | null }> {
  const text = query.q ? toPrefixTsquery(query.q) : null;
  const cursor: z.output<typeof serviceCursor> =
    query.cursor === undefined ? { o: 0 } : decodeCursor(query.cursor, serviceCursor);
  if (!text || !query.q) return servicePage(db, query, cursor.o, undefined);
  const typo = cursor.typo === true;
  const result = await servicePage(db, query, cursor.o, { typo, q: query.q, tsquery: text });
  // The trigram pass costs a similarity per row, so it runs only when the words found nothing.
  if (!typo && cursor.o === 0 && result.data.length === 0)
    return servicePage(db, query, 0, { typo: true, q: query.q, tsquery: text });
  return result;
}

/** How a search page matches the query text: its words (`tsquery`, to_tsquery syntax) or, for typos, `q`'s trigrams. */
interface TextMatch {
  typo: boolean;
  q: string;
  tsquery: string;
}

/**
 * What a page's statement binds: the values themselves, or placeholders of the same names when
 * the statement is prepared once per shape ({@link pageStatement}).
 */
interface PageBinds {
  category: unknown;
  q: unknown;
  tsquery: unknown;
  limit: unknown;
  offset: unknown;
}

const placeholders = placeholdersOf(["category", "q", "tsquery", "limit", "offset"]) satisfies PageBinds;

/**
 * The page's select: active services of agents passing `agentFilters(query)`, in the category,
 * matching the text, in the query's order, `limit` rows after `offset`.
 */
function pageSelect(db: Db, query: CatalogueQuery, match: { typo: boolean } | undefined, binds: PageBinds) {
  const where: SQL[] = [eq(services.status, "active"), ...agentFilters(query, agentListingView)];
  if (query.category) where.push(sql`${services.category} = ${binds.category}`);
  const tsq = sql`to_tsquery('english', ${binds.tsquery})`;
  if (match) where.push(match.typo ? sql`${binds.q} <% ${services.title}` : sql`${services.searchVector} @@ ${tsq}`);
  const sort = query.sort === "relevance" && !match ? "newest" : query.sort;
  const relevance = match?.typo
    ? sql`word_similarity(${binds.q}, ${services.title})`
    : sql`ts_rank(${services.searchVector}, ${match ? tsq : sql`''::tsquery`})`;
  const order: SQL[] =
    sort === "relevance"
      ? [desc(relevance), asc(services.id)]
      : sort === "price_asc"
        ? [asc(effectivePrice), asc(services.id)]
        : sort === "price_desc"
          ? [desc(effectivePrice), desc(services.id)]
          : sort === "reputation"
            ? [desc(agentListingView.reputationHundredths), desc(services.id)]
            : [desc(services.createdAt), desc(services.id)];
  return db
    .select({ row: serviceColumns, agent: agentListingPricingColumns })
    .from(services)
    .innerJoin(agentListingView, eq(agentListingView.id, services.agentId))
    .where(and(...where))
    .orderBy(...order)
    .limit(binds.limit as number)
    .offset(binds.offset as number);
}

/** A page's select prepared once per database and shape (drizzle `prepare`). */
type PreparedPage = ReturnType<ReturnType<typeof pageSelect>["prepare"]>;

/** Prepared page statements by shape, per database: at most 5 sorts × 3 matches × 2 category states. */
const pageStatements = preparedByShape<PreparedPage>();

/**
 * The page's statement prepared for its shape (sort, text match, category), so drizzle builds it
 * once instead of on every search (about 0.5 ms of CPU each, decision 054). A query with agent
 * filters beyond "active" (skills, reputation, rate, verification) binds them inline, so it is
 * built each time instead.
 * @returns undefined for such a query.
 */
function pageStatement(db: Db, query: CatalogueQuery, match: TextMatch | undefined): PreparedPage | undefined {
  if (agentFilters(query, agentListingView).length > 1) return undefined;
  const shape = `${query.sort}-${match ? (match.typo ? "typo" : "text") : "all"}-${query.category ? "category" : "any"}`;
  return pageStatements(db, shape, () =>
    pageSelect(db, query, match, placeholders).prepare(`services_page_${shape.replaceAll("-", "_")}`),
  );
}

async function servicePage(
  db: Db,
  query: CatalogueQuery,
  offset: number,
  match: TextMatch | undefined,
): Promise<{ data: Service[]; nextCursor: string | null }> {
  const binds: PageBinds = {
    category: query.category,
    q: match?.q,
    tsquery: match?.tsquery,
    limit: query.limit + 1,
    offset,
  };
  const statement = pageStatement(db, query, match);
  const rows = statement
    ? await statement.execute(binds as unknown as Record<string, unknown>)
    : await pageSelect(db, query, match, binds);
  const page = rows.slice(0, query.limit);
  const next = { o: offset + query.limit, ...(match?.typo ? { typo: true } : {}) };
  // A page past catalogueOffsetMax would be refused, so the listing ends there.
  const hasNext = rows.length > query.limit && next.o <= catalogueOffsetMax;
  return {
    data: page.map(({ row, agent }) => toService(row, agent)),
    nextCursor: hasNext ? encodeCursor(next) : null,
  };
}

/** Where a service search page resumes: the offset, and whether the typo pass is in use. */
const serviceCursor = z.strictObject({ o: cursorOffset(catalogueOffsetMax), typo: z.literal(true).optional() });

/** The services of the owner's agents for the records export (compliance/compliance.service.ts), oldest first. */
export async function serviceRecordsOfOwner(db: Db, ownerId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select s.id, s.agent_id, s.title, s.status, s.created_at from services s
        join ${agentNameView} g on g.id = s.agent_id where g.owner_id = ${ownerId} order by s.created_at`,
  );
}
