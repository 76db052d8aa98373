import type { Agent, agentPage, CatalogueQuery } from "@agora/contracts";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { agentPorts, toHireable, toStakeSignal } from "./agent-ports";
import { searchAgents } from "./agents.search";
import { toAgent } from "./agents.service";
import { type AgentRow, agentColumns, agents } from "./agents.tables";
import { cachedSearch } from "./catalogue-cache";

/**
 * One page of the public agent catalogue for `query` (active agents, full text, filters, facets,
 * each with its stake signal and what of it is open for hire; `hireable=true`, the default, keeps
 * only agents with a service open for hire),
 * through the short-lived catalogue cache: what `GET /api/v1/agents` and the MCP tool
 * `search_agents` answer.
 * @param db the primary: the cache is kept under its handle.
 * @param read runs a cache miss's reads, on the read replica when the route may use it (the HTTP
 *   route passes `request.read`, decision 081); default: on `db`.
 * @returns `{data, nextCursor, facets}` as the contract's `agentPage`.
 * @throws AppError('validation_failed') for a malformed cursor.
 */
export function searchAgentCatalogue(
  db: Db,
  query: CatalogueQuery,
  read: <T>(fn: (from: Db) => Promise<T>) => Promise<T> = (fn) => fn(db),
): Promise<z.infer<typeof agentPage>> {
  return cachedSearch(db, "agents", query, () =>
    read(async (from) => {
      const result = await searchAgents(from, query);
      return { data: await asListed(from, result.rows), nextCursor: result.nextCursor, facets: result.facets };
    }),
  );
}

/** Rows shaped as the catalogue lists them: each with its stake signal and what is open for hire. */
async function asListed(db: Db, rows: AgentRow[]): Promise<Agent[]> {
  const ids = rows.map((r) => r.id);
  const [stakes, open] = await Promise.all([agentPorts().stakeSignals(db, ids), agentPorts().openServicesOf(db, ids)]);
  return rows.map((row) => ({
    ...toAgent(row, toStakeSignal(stakes.get(row.id))),
    hireable: toHireable(row, open.get(row.id)),
  }));
}

/**
 * Agents `ids` (uuids) as the catalogue shows them (with `stake` and `hireable`), whatever their
 * status: the caller has already applied its visibility rule (saved agents, decision 074).
 * @returns a map by id; ids of no agent are absent.
 */
export async function listedAgentsByIds(db: Db, ids: readonly string[]): Promise<Map<string, Agent>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(agentColumns)
    .from(agents)
    .where(inArray(agents.id, [...ids]));
  return new Map((await asListed(db, rows)).map((a) => [a.id, a]));
}
