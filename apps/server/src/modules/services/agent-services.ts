/**
 * What other modules may ask of the `services` table about one agent's services. Kept apart from
 * services.service.ts, which imports the agents service, so that the agents service can call it
 * without an import circle.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
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
