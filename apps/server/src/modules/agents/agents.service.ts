import {
  type Agent,
  type AgentPricing,
  type AgentStatus,
  badgesForLevel,
  type DecodedCreateAgentRequest,
  type DecodedUpdateAgentRequest,
  formatMicros,
  parseMinutesMs,
  type RateOverride,
  type StakeSignal,
} from "@agora/contracts";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import { formatHundredths } from "../reputation";
import { findUserById, isIdentityKnown } from "../users";
import type { UserRow } from "../users/users.tables";
import { agentPorts } from "./agent-ports";
import { type AgentPricingRow, type AgentRow, agentColumns, agents } from "./agents.tables";
import { invalidateCatalogue } from "./catalogue-cache";

/** Agents one owner may hold. */
export const agentsPerOwnerMax = 50;
const msPerMinute = 60_000;

/** Who is asking: owners and admins see drafts and may edit. */
export type Viewer = Pick<UserRow, "id" | "role"> | null;

/**
 * "0.1" minutes → 6000 ms, by the contract's one rule ({@link parseMinutesMs}). The request schema
 * has already refused anything else, so a null here is a bug.
 * @throws Error when `value` is not decimal minutes.
 */
function minutesToMs(value: string): number {
  const ms = parseMinutesMs(value);
  if (ms === null) throw new Error(`not decimal minutes: ${value}`);
  return Number(ms);
}

/** 6000 ms → "0.1" minutes: the wire form of `minChargeMinutes` (at most 3 decimals). */
export function msToMinutes(ms: number): string {
  const thousandths = Math.round(ms / (msPerMinute / 1000));
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Checks that a `match.serviceId` names a service of this agent (`agentId` null: an agent being
 * registered, which has no services yet). Rates need no check here: their minimum ($0.0001/min) is
 * the contract's `perMinuteRate`, which every route validates the body with (a 400 naming the
 * field), and the seed checks its data against the same `perMinuteRateMinMicros` first.
 * @throws AppError('validation_failed') naming `rateOverrides.<i>.match.serviceId`.
 */
async function validateOverrides(db: Db, agentId: string | null, overrides: RateOverride[]): Promise<RateOverride[]> {
  const wanted = overrides.flatMap((o) => (o.match.serviceId === undefined ? [] : [o.match.serviceId]));
  if (!wanted.length) return overrides;
  const ids = wanted.filter((id) => uuidPattern.test(id));
  const ownedIds = agentId === null ? new Set<string>() : await agentPorts().ownedServiceIds(db, agentId, ids);
  const bad = overrides.flatMap((o, i) =>
    o.match.serviceId !== undefined && !ownedIds.has(o.match.serviceId)
      ? [
          {
            in: "body" as const,
            field: `rateOverrides.${i}.match.serviceId`,
            message: "is not a service of this agent",
          },
        ]
      : [],
  );
  if (bad.length) throw new AppError("validation_failed", "A rate override names another agent's service", bad);
  return overrides;
}

/** Lower-case, hyphenated URL name from a display name (`"Contract Clause Extractor"` → `contract-clause-extractor`). */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 56)
    .replace(/-+$/, "");
  return base.length >= 3 ? base : `agent-${base || "x"}`.slice(0, 56);
}

/** The weighted document full-text search matches: name A; tagline, skills, categories B; description C. */
function searchVector(a: Pick<AgentRow, "name" | "tagline" | "skills" | "categories" | "description">): SQL {
  const b = [
    a.tagline,
    a.skills.join(" "),
    a.skills.map((s) => s.replace(/-/g, " ")).join(" "),
    a.categories.join(" "),
  ];
  return sql`setweight(to_tsvector('english', ${a.name}), 'A') || setweight(to_tsvector('english', ${b.join(" ")}), 'B') || setweight(to_tsvector('english', ${a.description}), 'C')`;
}

/**
 * Shapes a row for the API (decimal-dollar strings, minutes, reputation as "873.41"), with its
 * stake signal when the caller loaded one (search results and the agent's page).
 */
export function toAgent(row: AgentRow, stake?: StakeSignal): Agent {
  return {
    ...(stake ? { stake } : {}),
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    description: row.description,
    skills: row.skills,
    categories: row.categories,
    endpointUrl: row.endpointUrl,
    avatarUrl: row.avatarUrl,
    status: row.status as AgentStatus,
    verificationLevel: row.verificationLevel,
    isDemo: row.isDemo,
    badges: badgesForLevel(row.verificationLevel),
    reputation: formatHundredths(row.reputationHundredths),
    ...toAgentPricing(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The spec's pricing fields of an agent, as decimal-dollar strings (docs/product/product-spec.md §3 "Agent"). */
export function toAgentPricing(row: AgentPricingRow): Omit<AgentPricing, "id" | "name"> {
  return {
    hourlyRate: row.hourlyRateMicros === null ? null : formatMicros(row.hourlyRateMicros),
    basePerMinuteRate: formatMicros(row.basePerMinuteRateMicros),
    rateGranularity: row.rateGranularityS as 1 | 6 | 60,
    minChargeMinutes: msToMinutes(row.minChargeMs),
    rateOverrides: row.rateOverrides,
    streamRateCaps: {
      ...(row.maxPerStreamMicros === null ? {} : { maxPerStream: formatMicros(row.maxPerStreamMicros) }),
      ...(row.maxPerHourMicros === null ? {} : { maxPerHour: formatMicros(row.maxPerHourMicros) }),
    },
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Registers an agent for `ownerId`. The slug is derived from the name when not given; a derived
 * slug that is taken gets `-2`, `-3`, …; a chosen slug that is taken is a 409.
 * @throws AppError('validation_failed') naming the field for a bad rate or caps.
 * @throws AppError('conflict') when the chosen slug is taken.
 * @throws AppError('limit_reached') past {@link agentsPerOwnerMax} agents.
 */
export async function createAgent(db: Db, ownerId: string, input: DecodedCreateAgentRequest): Promise<Agent> {
  const owner = await findUserById(db, ownerId);
  const values = {
    ownerId,
    name: input.name,
    tagline: input.tagline,
    description: input.description,
    skills: [...new Set(input.skills)],
    categories: [...new Set(input.categories)],
    endpointUrl: input.endpointUrl,
    avatarUrl: input.avatarUrl,
    status: input.status,
    hourlyRateMicros: input.hourlyRate,
    basePerMinuteRateMicros: input.basePerMinuteRate,
    rateGranularityS: input.rateGranularity,
    minChargeMs: minutesToMs(input.minChargeMinutes),
    rateOverrides: await validateOverrides(db, null, input.rateOverrides),
    maxPerStreamMicros: input.streamRateCaps.maxPerStream ?? null,
    maxPerHourMicros: input.streamRateCaps.maxPerHour ?? null,
    // Level 1 is the owner's signed-in identity with a known email (docs/product/DESIGN.md "Know your agent"):
    // one the identity provider verified, since an unverified address can be anybody's.
    verificationLevel: owner && isIdentityKnown(owner) ? 1 : 0,
    // A demo person's agent is demo for good: people never change side (decision 026).
    isDemo: owner?.isDemo ?? false,
  };
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(agents).where(eq(agents.ownerId, ownerId));
  if ((held?.n ?? 0) >= agentsPerOwnerMax) throw new AppError("limit_reached", `At most ${agentsPerOwnerMax} agents`);
  const base = input.slug ?? slugify(input.name);
  for (let attempt = 1; attempt <= 20; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      const [row] = await db
        .insert(agents)
        .values({ ...values, slug, searchVector: searchVector(values) })
        .returning(agentColumns);
      if (row) {
        // A new agent shows its prior score (docs/reputation.md), not the column default 0.
        row.reputationHundredths = await agentPorts().scoreAgent(db, row.id);
        invalidateCatalogue(db);
        return toAgent(row);
      }
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (input.slug)
        throw new AppError("conflict", `The slug ${input.slug} is taken`, [
          { in: "body", field: "slug", message: "is taken" },
        ]);
    }
  }
  throw new AppError("conflict", "Could not find a free slug; choose one");
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `viewer` owns the agent or is an admin. */
export function canManageAgent(row: Pick<AgentRow, "ownerId">, viewer: Viewer): boolean {
  return viewer !== null && (viewer.role === "admin" || viewer.id === row.ownerId);
}

/** Agent `id`'s row whatever its status (the caller applies its own visibility rule); undefined when there is none. */
export async function findAgentRow(db: Db | Tx, id: string): Promise<AgentRow | undefined> {
  const [row] = await db.select(agentColumns).from(agents).where(eq(agents.id, id));
  return row;
}

/** Who an agent belongs to and whether it is suspended: what a payment to it needs. */
export interface AgentOwnership {
  id: string;
  ownerId: string;
  status: string;
}

/**
 * The agents among `ids` that exist, in one read, by lower-case id.
 * @param ids agent ids (uuids); duplicates and any case are fine.
 */
export async function agentOwnershipsByIds(db: Db | Tx, ids: string[]): Promise<Map<string, AgentOwnership>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: agents.id, ownerId: agents.ownerId, status: agents.status })
    .from(agents)
    .where(inArray(agents.id, unique));
  return new Map(rows.map((r) => [r.id.toLowerCase(), r]));
}

/**
 * Loads an agent by id or slug as `viewer` may see it: drafts and suspended agents only for their
 * owner and admins.
 * @throws AppError('not_found') otherwise.
 */
export async function getAgentRowOrThrow(db: Db, ref: string, viewer: Viewer): Promise<AgentRow> {
  const where = uuidPattern.test(ref) ? eq(agents.id, ref) : eq(agents.slug, ref.toLowerCase());
  const [row] = await db.select(agentColumns).from(agents).where(where);
  if (!row) throw notFound("Agent");
  const isPublic = row.status === "active" || row.status === "paused";
  if (!isPublic && !canManageAgent(row, viewer)) throw notFound("Agent");
  return row;
}

/**
 * Changes an agent. Only its owner or an admin may.
 * @throws AppError('not_found') when `viewer` may not see it; AppError('forbidden') when they may
 *   see but not edit it; AppError('validation_failed' | 'conflict') as {@link createAgent}.
 */
export async function updateAgent(
  db: Db,
  ref: string,
  viewer: Viewer,
  patch: DecodedUpdateAgentRequest,
): Promise<Agent> {
  const row = await getAgentRowOrThrow(db, ref, viewer);
  if (!canManageAgent(row, viewer)) throw new AppError("forbidden", "Only the agent's owner can change it");
  if (row.status === "suspended" && patch.status !== undefined)
    throw new AppError(
      "invalid_state",
      "Agora suspended this agent; its status cannot be changed until the suspension is lifted",
      [{ in: "body", field: "status", message: "cannot change while the agent is suspended" }],
    );
  const next = {
    name: patch.name ?? row.name,
    tagline: patch.tagline ?? row.tagline,
    description: patch.description ?? row.description,
    skills: patch.skills ? [...new Set(patch.skills)] : row.skills,
    categories: patch.categories ? [...new Set(patch.categories)] : row.categories,
  };
  const set: Omit<Partial<typeof agents.$inferInsert>, "searchVector"> & { searchVector: SQL } = {
    ...next,
    ...(patch.slug !== undefined ? { slug: patch.slug } : {}),
    ...(patch.endpointUrl !== undefined ? { endpointUrl: patch.endpointUrl } : {}),
    ...(patch.avatarUrl !== undefined ? { avatarUrl: patch.avatarUrl } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    ...(patch.hourlyRate !== undefined ? { hourlyRateMicros: patch.hourlyRate } : {}),
    ...(patch.basePerMinuteRate !== undefined ? { basePerMinuteRateMicros: patch.basePerMinuteRate } : {}),
    ...(patch.rateGranularity !== undefined ? { rateGranularityS: patch.rateGranularity } : {}),
    ...(patch.minChargeMinutes !== undefined ? { minChargeMs: minutesToMs(patch.minChargeMinutes) } : {}),
    ...(patch.rateOverrides !== undefined
      ? { rateOverrides: await validateOverrides(db, row.id, patch.rateOverrides) }
      : {}),
    ...(patch.streamRateCaps !== undefined
      ? {
          maxPerStreamMicros: patch.streamRateCaps.maxPerStream ?? null,
          maxPerHourMicros: patch.streamRateCaps.maxPerHour ?? null,
        }
      : {}),
    searchVector: searchVector(next),
    updatedAt: new Date(),
  };
  try {
    const [updated] = await db.update(agents).set(set).where(eq(agents.id, row.id)).returning(agentColumns);
    if (!updated) throw notFound("Agent");
    invalidateCatalogue(db);
    return toAgent(updated);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("conflict", `The slug ${patch.slug} is taken`, [
        { in: "body", field: "slug", message: "is taken" },
      ]);
    }
    throw err;
  }
}

/** The owner's agents, newest first (any status). */
export async function listOwnAgents(db: Db, ownerId: string): Promise<Agent[]> {
  const rows = await db
    .select(agentColumns)
    .from(agents)
    .where(eq(agents.ownerId, ownerId))
    .orderBy(desc(agents.createdAt), desc(agents.id))
    .limit(agentsPerOwnerMax);
  return rows.map((row) => toAgent(row));
}

/** Agent counts for the platform figures. */
export interface AgentCounts {
  /** Agents whose status is active. */
  active: number;
  /** Active agents verified at level 2 or more. */
  verified: number;
}

/**
 * Counts for the platform figures: active agents and agents verified at level 2 or more; `real`
 * for real people's agents, `demo` for Agora's demo agents (docs/decisions/026-demo-flag.md).
 */
export async function countAgents(db: Db): Promise<{ real: AgentCounts; demo: AgentCounts }> {
  const rows = await db
    .select({
      demo: agents.isDemo,
      active: sql<number>`count(*) filter (where ${agents.status} = 'active')::int`,
      verified: sql<number>`count(*) filter (where ${agents.status} = 'active' and ${agents.verificationLevel} >= 2)::int`,
    })
    .from(agents)
    .groupBy(agents.isDemo);
  const side = (demo: boolean): AgentCounts => {
    const row = rows.find((r) => r.demo === demo);
    return { active: row?.active ?? 0, verified: row?.verified ?? 0 };
  };
  return { real: side(false), demo: side(true) };
}

/** The owner's agents for the records export (compliance/compliance.service.ts), oldest first. */
export async function agentRecordsOfOwner(db: Db, ownerId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, name, slug, status, verification_level, reputation_hundredths / 100.0 as reputation, endpoint_url,
          skills, categories, created_at from agents where owner_id = ${ownerId} order by created_at`,
  );
}

/**
 * How many agents each of `ownerIds` owns (0 for none), in one query.
 * @param ownerIds user ids (at most a page of the admin desk's account search).
 */
export async function ownedAgentCounts(db: Db | Tx, ownerIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(ownerIds.map((id) => [id, 0]));
  if (!ownerIds.length) return counts;
  const rows = await db
    .select({ ownerId: agents.ownerId, n: sql<number>`count(*)::int` })
    .from(agents)
    .where(inArray(agents.ownerId, [...ownerIds]))
    .groupBy(agents.ownerId);
  for (const r of rows) counts.set(r.ownerId, r.n);
  return counts;
}
