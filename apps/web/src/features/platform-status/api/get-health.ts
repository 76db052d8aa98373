import type { Health } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Refetch and freshness of the uptime figure (docs/product/product-spec.md §7, §9): every 60 s, stale after 55 s. */
const healthRefetchIntervalMs = 60_000;
const healthStaleMs = 55_000;

/** `GET /api/performance/health`, through the app's default query function. */
export const healthQueryOptions = queryOptions<Health>({
  queryKey: ["/api/performance/health"],
  refetchInterval: healthRefetchIntervalMs,
  staleTime: healthStaleMs,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
