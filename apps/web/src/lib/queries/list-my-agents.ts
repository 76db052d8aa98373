import { queryOptions, useQuery } from "@tanstack/react-query";
import { myAgentPath, myAgentQueryOptions } from "./get-my-agent";

/**
 * `GET /api/v1/agents/me` typed as the server answers it, `{ data: Agent[] }`, or null for "none
 * yet" (404). It shares the cache entry of {@link myAgentQueryOptions} (same key, same fetcher),
 * so the home page and /my-agents never disagree.
 */
export const myAgentsQueryOptions = queryOptions({
  queryKey: [myAgentPath],
  queryFn: myAgentQueryOptions.queryFn,
  // docs/product/product-spec.md §7, as for the profile lookup: fresh 60 s, kept 5 min.
  staleTime: 60_000,
  gcTime: 5 * 60_000,
});

export function useMyAgents() {
  return useQuery(myAgentsQueryOptions);
}
