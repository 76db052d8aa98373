import type { agentPage, CatalogueQuery } from "@agora/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { agentPorts, toHireable, toStakeSignal } from "./agent-ports";
import { searchAgents } from "./agents.search";
import { toAgent } from "./agents.service";
import { cachedSearch } from "./catalogue-cache";

/**
 * One page of the public agent catalogue for `query` (active agents, full text, filters, facets,
 * each with its stake signal and what of it is open for hire; `hireable=true`, the default, keeps
 * only agents with a service open for hire),
 * through the short-lived catalogue cache: what `GET /api/v1/agents` and the MCP tool
 * `search_agents` answer.
 * @returns `{data, nextCursor, facets}` as the contract's `agentPage`.
 * @throws AppError('validation_failed') for a malformed cursor.
 */
export function searchAgentCatalogue(db: Db, query: CatalogueQuery): Promise<z.infer<typeof agentPage>> {
  return cachedSearch(db, "agents", query, async () => {
    const result = await searchAgents(db, query);
    const ids = result.rows.map((r) => r.id);
    const [stakes, open] = await Promise.all([
      agentPorts().stakeSignals(db, ids),
      agentPorts().openServicesOf(db, ids),
    ]);
    return {
      data: result.rows.map((row) => ({
        ...toAgent(row, toStakeSignal(stakes.get(row.id))),
        hireable: toHireable(row, open.get(row.id)),
      })),
      nextCursor: result.nextCursor,
      facets: result.facets,
    };
  });
}
