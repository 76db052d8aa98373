import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const agentsPath = "/api/v1/agents";

/**
 * `GET /api/v1/agents/:id/reputation` (open): the score, its five components, the counts behind
 * them and 90 days of daily scores. Under the agent's key, so a review refreshes it.
 */
export function reputationQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: [agentsPath, encodeURIComponent(agentId), "reputation"],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/v1/agents/{id}/reputation", { params: { path: { id: agentId } }, signal })),
    staleTime: 60_000,
  });
}

export function useReputation(agentId: string) {
  return useQuery(reputationQueryOptions(agentId));
}
