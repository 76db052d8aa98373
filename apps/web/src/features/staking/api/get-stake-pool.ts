import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { agentsPath } from "@/lib/queries/list-agents";

/**
 * `GET /api/v1/agents/:id/stake-pool` (open): the agent's pool, its slash history and, signed in,
 * my position on it. Keyed under the agents path, so whatever refreshes agents refreshes pools.
 */
export function stakePoolQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: [agentsPath, agentId, "stake-pool"],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/v1/agents/{id}/stake-pool", { params: { path: { id: agentId } }, signal })),
  });
}

export function useStakePool(agentId: string) {
  return useQuery(stakePoolQueryOptions(agentId));
}
