import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { groupsTsquery } from "../../lib/tsquery";
import { services } from "./services.tables";

/**
 * A subquery (`select agent_id …`) of the agents whose active services best match the need's word
 * groups: services mentioning at least `least` groups (full text on the services' search-vector
 * index; PostgreSQL stems the words), the `limit` best by text rank. The agents module runs it
 * inside its candidate query, so finding candidates is one statement.
 * @returns null when no group has a usable word.
 */
export function serviceAgentIdsQuery(groups: readonly (readonly string[])[], least: 1 | 2, limit: number): SQL | null {
  const text = groupsTsquery(groups, least);
  if (!text) return null;
  const tsq = sql`to_tsquery('english', ${text})`;
  return sql`select ${services.agentId} from ${services}
    where ${services.status} = 'active' and ${services.searchVector} @@ ${tsq}
    order by ts_rank(${services.searchVector}, ${tsq}) desc limit ${limit}`;
}

/**
 * An active service as matching reads it: words and price (µUSD; a range for fixed-price ones, a
 * price per call for per-call ones, neither for per-minute ones).
 */
export interface ServiceForMatching {
  agentId: string;
  title: string;
  description: string;
  perMinutePricing: boolean;
  priceMinMicros: bigint | null;
  priceMaxMicros: bigint | null;
  pricePerCallMicros: bigint | null;
}

/** The active services of `agentIds`, for scoring their agents. */
export async function servicesForMatching(db: Db | Tx, agentIds: readonly string[]): Promise<ServiceForMatching[]> {
  if (!agentIds.length) return [];
  return db
    .select({
      agentId: services.agentId,
      title: services.title,
      description: services.description,
      perMinutePricing: services.perMinutePricing,
      priceMinMicros: services.priceMinMicros,
      priceMaxMicros: services.priceMaxMicros,
      pricePerCallMicros: services.pricePerCallMicros,
    })
    .from(services)
    .where(and(sql`${services.agentId} = any(${`{${agentIds.join(",")}}`}::uuid[])`, eq(services.status, "active")));
}
