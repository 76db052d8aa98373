import {
  type CallCap,
  type CatalogueQuery,
  catalogueOffsetMax,
  type DecodedCreateServiceRequest,
  type DecodedUpdateServiceRequest,
  formatMicros,
  type PricingModel,
  requestedPricingModel,
  type Service,
  type ServiceSummary,
} from "@agora/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
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
import { expandPrefix, type ResolvedSearchPath, resolveSearchPath } from "./search-path";
import { serviceWentLive } from "./service-hooks";
import { type ServiceRow, serviceColumns, services } from "./services.tables";

/** Services one agent may offer. */
export const servicesPerAgentMax = 50;
/** Services `GET /api/services` returns for the landing page (it shows the first 3). */
export const featuredServicesMax = 12;

function fieldError(field: string, message: string): AppError {
  return new AppError("validation_failed", `${field} ${message}`, [{ in: "body", field, message }]);
}

/**
 * A service row's pricing model (decision 086): per minute when `per_minute_pricing`, per call when
 * it has a price per call, else fixed price.
 */
export function servicePricingModel(row: Pick<ServiceRow, "perMinutePricing" | "pricePerCallMicros">): PricingModel {
  if (row.perMinutePricing) return "per_minute";
  return row.pricePerCallMicros === null ? "fixed" : "per_call";
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
    pricingModel: servicePricingModel(row),
    perMinutePricing: row.perMinutePricing,
    priceRange:
      row.priceMinMicros === null || row.priceMaxMicros === null
        ? null
        : { min: formatMicros(row.priceMinMicros), max: formatMicros(row.priceMaxMicros) },
    pricePerCall: row.pricePerCallMicros === null ? null : formatMicros(row.pricePerCallMicros),
    callCap:
      row.callCapCalls === null || row.callCapPeriod === null
        ? null
        : { maxCalls: row.callCapCalls, period: row.callCapPeriod },
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

/** A service's prices as a request leaves them: the model and each model's fields, µUSD. */
interface Pricing {
  /** Undefined when the request names none and there is no stored one (a create without a model). */
  model: PricingModel | undefined;
  /** The request's `pricingModel` and `perMinutePricing` as sent, which must agree when both are. */
  stated: { pricingModel?: PricingModel | undefined; perMinutePricing?: boolean | undefined };
  range: { min: bigint; max: bigint } | null;
  perCall: bigint | null;
  cap: CallCap | null;
}

/**
 * The price columns of `p`, checked against its model (decision 086): a model is named, and
 * `perMinutePricing` agrees with `pricingModel`; fixed price needs a range, per call a price per
 * call, and each model's fields are null under the others; a cap only per call. The request schema
 * checks each field alone; these rules across fields run here, after the access check, so a
 * stranger learns nothing about a body before being refused.
 * @throws AppError('validation_failed') naming every bad field.
 */
function priceColumns(p: Pricing) {
  const bad: { in: "body"; field: string; message: string }[] = [];
  const refuse = (field: string, message: string) => bad.push({ in: "body", field, message });
  const { pricingModel, perMinutePricing } = p.stated;
  if (pricingModel !== undefined && perMinutePricing !== undefined)
    if (perMinutePricing !== (pricingModel === "per_minute"))
      refuse("perMinutePricing", `must be ${pricingModel === "per_minute"} for pricingModel ${pricingModel}`);
  if (p.model === undefined) {
    refuse("pricingModel", "is required: fixed, per_minute or per_call");
    throw new AppError("validation_failed", bad.map((b) => `${b.field} ${b.message}`).join("; "), bad);
  }
  if (p.model === "fixed" && !p.range) refuse("priceRange", "is required for a fixed-price service");
  if (p.model === "per_minute" && p.range)
    refuse("priceRange", "must be null for a per-minute service (it is billed at the agent's rate)");
  if (p.model === "per_call" && p.range) refuse("priceRange", "must be null for a per-call service");
  if (p.range && p.range.max < p.range.min) refuse("priceRange.max", "must be at least priceRange.min");
  if (p.model === "per_call" && p.perCall === null) refuse("pricePerCall", "is required for a per-call service");
  if (p.model !== "per_call" && p.perCall !== null)
    refuse("pricePerCall", "must be null unless the service is per call");
  if (p.model !== "per_call" && p.cap) refuse("callCap", "must be null unless the service is per call");
  if (bad.length) throw new AppError("validation_failed", bad.map((b) => `${b.field} ${b.message}`).join("; "), bad);
  return {
    perMinutePricing: p.model === "per_minute",
    priceMinMicros: p.range?.min ?? null,
    priceMaxMicros: p.range?.max ?? null,
    pricePerCallMicros: p.perCall,
    callCapCalls: p.cap?.maxCalls ?? null,
    callCapPeriod: p.cap?.period ?? null,
  };
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
  const prices = priceColumns({
    model: requestedPricingModel(input),
    stated: input,
    range: input.priceRange,
    perCall: input.pricePerCall,
    cap: input.callCap,
  });
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
  // A field the patch leaves out keeps its value under the same model, and is dropped under a new one.
  const current = servicePricingModel(row);
  const model = requestedPricingModel(patch) ?? current;
  const same = model === current;
  const currentRange =
    row.priceMinMicros === null || row.priceMaxMicros === null
      ? null
      : { min: row.priceMinMicros, max: row.priceMaxMicros };
  const currentCap =
    row.callCapCalls === null || row.callCapPeriod === null
      ? null
      : { maxCalls: row.callCapCalls, period: row.callCapPeriod };
  const prices = priceColumns({
    model,
    stated: patch,
    range: patch.priceRange !== undefined ? patch.priceRange : same ? currentRange : null,
    perCall: patch.pricePerCall !== undefined ? patch.pricePerCall : same ? row.pricePerCallMicros : null,
    cap: patch.callCap !== undefined ? patch.callCap : same ? currentCap : null,
  });
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(services)
      .set({
        ...next,
        ...(patch.estimatedDuration !== undefined ? { estimatedDurationMin: patch.estimatedDuration } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...prices,
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

/** The price a service is sorted by: its minimum fixed price, its price per call, or its agent's rate per minute. */
const effectivePrice = sql<bigint>`coalesce(${services.priceMinMicros}, ${services.pricePerCallMicros}, ${agentListingView.basePerMinuteRateMicros})`;

/**
 * Searches active services of active agents: full text over title, category, tags and description
 * (prefix on the last word); when the words match nothing, trigram similarity on the title so a
 * typo still finds it. Filters on the agent; offset pages (a cursor holds the offset, at most
 * {@link catalogueOffsetMax}, and whether the typo pass is in use). How the words are matched and
 * ranked depends on the database (RUM index or GIN, decision 082; {@link resolveSearchPath}).
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
  const path = await resolveSearchPath(db);
  const expansion = !typo && path.endsWith("-expanded") ? await expandPrefix(db, text) : null;
  const match: TextMatch = { typo, q: query.q, tsquery: text, path, expansion };
  const result = await servicePage(db, query, cursor.o, match);
  // The trigram pass costs a similarity per row, so it runs only when the words found nothing.
  if (!typo && cursor.o === 0 && result.data.length === 0)
    return servicePage(db, query, 0, { ...match, typo: true, expansion: null });
  return result;
}

/**
 * How a search page matches the query text: its words (`tsquery`, to_tsquery syntax) or, for typos,
 * `q`'s trigrams; along `path`, with the last word's lexemes when `expansion` was found.
 */
interface TextMatch {
  typo: boolean;
  q: string;
  tsquery: string;
  path: ResolvedSearchPath;
  /** The tsquery text of {@link expandPrefix}, when the last word's lexemes were found. */
  expansion: string | null;
}

/**
 * What a page's statement binds: the values themselves, or placeholders of the same names when
 * the statement is prepared once per shape ({@link pageStatement}).
 */
interface PageBinds {
  category: unknown;
  q: unknown;
  tsquery: unknown;
  expanded: unknown;
  limit: unknown;
  offset: unknown;
}

const placeholders = placeholdersOf(["category", "q", "tsquery", "expanded", "limit", "offset"]) satisfies PageBinds;

/**
 * The page's select: active services of agents passing `agentFilters(query)`, in the category,
 * matching the text, in the query's order, `limit` rows after `offset`. Relevance is `ts_rank` of
 * the query as typed (prefix and all) on the GIN paths, the RUM index's rank (`<=>`) on the RUM
 * paths, then the id.
 */
function pageSelect(
  db: Db,
  query: CatalogueQuery,
  match: Pick<TextMatch, "typo" | "path" | "expansion"> | undefined,
  binds: PageBinds,
) {
  const where: SQL[] = [eq(services.status, "active"), ...agentFilters(query, agentListingView)];
  if (query.category) where.push(sql`${services.category} = ${binds.category}`);
  const tsq = sql`to_tsquery('english', ${binds.tsquery})`;
  // The query with its last word spelt out as lexemes (expandPrefix): the same rows as `tsq`.
  const matchTsq = match?.expansion ? sql`${binds.expanded}::tsquery` : tsq;
  if (match)
    where.push(match.typo ? sql`${binds.q} <% ${services.title}` : sql`${services.searchVector} @@ ${matchTsq}`);
  const sort = query.sort === "relevance" && !match ? "newest" : query.sort;
  const byRelevance: SQL[] = match?.typo
    ? [desc(sql`word_similarity(${binds.q}, ${services.title})`), asc(services.id)]
    : match?.path.startsWith("rum")
      ? [asc(sql`${services.searchVector} <=> ${matchTsq}`), asc(services.id)]
      : match?.path === "stored-weights"
        ? [desc(agentListingView.reputationHundredths), desc(services.createdAt), asc(services.id)]
        : [desc(sql`ts_rank(${services.searchVector}, ${match ? tsq : sql`''::tsquery`})`), asc(services.id)];
  const order: SQL[] =
    sort === "relevance"
      ? byRelevance
      : sort === "price_asc"
        ? [asc(effectivePrice), asc(services.id)]
        : sort === "price_desc"
          ? [desc(effectivePrice), desc(services.id)]
          : sort === "reputation"
            ? [desc(agentListingView.reputationHundredths), desc(services.id)]
            : [desc(services.createdAt), desc(services.id)];
  const page = db
    .select({ row: serviceColumns, agent: agentListingPricingColumns })
    .from(services)
    .innerJoin(agentListingView, eq(agentListingView.id, services.agentId));
  if (sort === "relevance" && match && !match.typo && match.path.startsWith("rum")) {
    // PostgreSQL reads the RUM index in rank order only when `<=>` is the whole ORDER BY, and then
    // ties come in whatever order the plan gives, so pages could repeat or skip rows. The inner
    // select reads the index in order up to the page's end, with every row tied with the last
    // one (FETCH … WITH TIES), and stops there; the outer one orders those few rows by rank,
    // then id, like the GIN path (decision 082).
    const window = db
      .select({ id: services.id })
      .from(services)
      .innerJoin(agentListingView, eq(agentListingView.id, services.agentId))
      .where(and(...where))
      .orderBy(
        sql`${services.searchVector} <=> ${matchTsq} fetch first (${binds.offset}::int + ${binds.limit}::int) rows with ties`,
      );
    return page
      .where(inArray(services.id, window))
      .orderBy(...order)
      .limit(binds.limit as number)
      .offset(binds.offset as number);
  }
  return page
    .where(and(...where))
    .orderBy(...order)
    .limit(binds.limit as number)
    .offset(binds.offset as number);
}

/** A page's select prepared once per database and shape (drizzle `prepare`). */
type PreparedPage = ReturnType<ReturnType<typeof pageSelect>["prepare"]>;

/**
 * Prepared page statements by shape, per database: at most 5 sorts × 3 matches × 2 category
 * states, times the search paths in use (one, unless a benchmark switches them).
 */
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
  const text = match ? (match.typo ? "typo" : `text_${match.path}${match.expansion ? "_expanded" : ""}`) : "all";
  const shape = `${query.sort}-${text}-${query.category ? "category" : "any"}`;
  return pageStatements(db, shape, () =>
    pageSelect(db, query, match, placeholders).prepare(`services_page_${shape.replaceAll(/\W/g, "_")}`),
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
    expanded: match?.expansion ?? undefined,
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
