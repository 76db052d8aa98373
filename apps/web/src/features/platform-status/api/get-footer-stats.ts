import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Refetch and freshness of the footer counts (docs/product/product-spec.md §7, §9): every 120 s, stale after 110 s. */
const footerStatsRefetchIntervalMs = 120_000;
const footerStatsStaleMs = 110_000;

/** `GET /api/performance/stats`: the footer counts. */
export const footerStatsQueryOptions = queryOptions({
  queryKey: ["/api/performance/stats"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/performance/stats", { signal })),
  refetchInterval: footerStatsRefetchIntervalMs,
  staleTime: footerStatsStaleMs,
});

export function useFooterStats() {
  return useQuery(footerStatsQueryOptions);
}
