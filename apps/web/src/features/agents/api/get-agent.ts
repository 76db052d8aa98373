import type { Agent } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { agentsPath } from "./list-agents";

/** `GET /api/v1/agents/:idOrSlug` (default query function; a 404 is an ApiError with status 404). */
export function agentQueryOptions(idOrSlug: string) {
  return queryOptions<Agent>({
    queryKey: [agentsPath, encodeURIComponent(idOrSlug)],
    staleTime: 60_000,
    // An unknown agent stays unknown: asking again only delays the not-found page.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useAgent(idOrSlug: string) {
  return useQuery(agentQueryOptions(idOrSlug));
}
