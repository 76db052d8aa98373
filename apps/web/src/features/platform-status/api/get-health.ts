import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Refetch and freshness of the uptime figure (docs/product/product-spec.md §7, §9): every 60 s, stale after 55 s. */
const healthRefetchIntervalMs = 60_000;
const healthStaleMs = 55_000;

/** `GET /api/performance/health`: the uptime figure. */
export const healthQueryOptions = queryOptions({
  queryKey: ["/api/performance/health"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/performance/health", { signal })),
  refetchInterval: healthRefetchIntervalMs,
  staleTime: healthStaleMs,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
