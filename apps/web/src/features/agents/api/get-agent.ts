import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, dataOf } from "@/lib/api";
import { agentsPath } from "@/lib/queries/list-agents";

/** `GET /api/v1/agents/:idOrSlug` (a 404 is an ApiError with status 404). */
export function agentQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: [agentsPath, encodeURIComponent(idOrSlug)],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/agents/{id}", { params: { path: { id: idOrSlug } }, signal })),
    staleTime: 60_000,
    // An unknown agent stays unknown: asking again only delays the not-found page.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useAgent(idOrSlug: string) {
  return useQuery(agentQueryOptions(idOrSlug));
}
