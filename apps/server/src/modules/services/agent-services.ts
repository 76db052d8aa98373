/**
 * What other modules may ask of the `services` table about one agent's services. Kept apart from
 * services.service.ts, which imports the agents service, so that the agents service can call it
 * without an import circle.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import type { OpenServices } from "../agents";
import { services } from "./services.tables";

/** The ids among `ids` (uuids) of services that belong to agent `agentId`. */
export async function ownedServiceIds(db: Db, agentId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.agentId, agentId), inArray(services.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The one definition of "open for hire" (decision 073): a service is hireable when it is active
 * (and its agent is, which callers filter on the agent). As SQL over an agent id column, for the
 * agents catalogue's `hireable=true` filter.
 */
export function hasOpenService(agentId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${services} s where s.agent_id = ${agentId} and s.status = 'active')`;
}

/** The services open for hire of each of `agentIds`; agents with none are absent. */
export async function openServicesOf(db: Db | Tx, agentIds: readonly string[]): Promise<Map<string, OpenServices>> {
  const byAgent = new Map<string, OpenServices>();
  if (!agentIds.length) return byAgent;
  const rows = await db
    .select({
      id: services.id,
      agentId: services.agentId,
      perMinutePricing: services.perMinutePricing,
      priceMinMicros: services.priceMinMicros,
    })
    .from(services)
    .where(and(inArray(services.agentId, [...agentIds]), eq(services.status, "active")));
  for (const r of rows) {
    const open = byAgent.get(r.agentId) ?? { perMinuteServiceIds: [], fixedFromMicros: null, count: 0 };
    open.count++;
    if (r.perMinutePricing) open.perMinuteServiceIds.push(r.id);
    else if (r.priceMinMicros !== null && (open.fixedFromMicros === null || r.priceMinMicros < open.fixedFromMicros))
      open.fixedFromMicros = r.priceMinMicros;
    byAgent.set(r.agentId, open);
  }
  return byAgent;
}
