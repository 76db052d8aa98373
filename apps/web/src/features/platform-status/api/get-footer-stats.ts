import type { FooterStats } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Refetch and freshness of the footer counts (docs/product/product-spec.md §7, §9): every 120 s, stale after 110 s. */
const footerStatsRefetchIntervalMs = 120_000;
const footerStatsStaleMs = 110_000;

/** `GET /api/performance/stats`, through the app's default query function. */
export const footerStatsQueryOptions = queryOptions<FooterStats>({
  queryKey: ["/api/performance/stats"],
  refetchInterval: footerStatsRefetchIntervalMs,
  staleTime: footerStatsStaleMs,
});

export function useFooterStats() {
  return useQuery(footerStatsQueryOptions);
}
