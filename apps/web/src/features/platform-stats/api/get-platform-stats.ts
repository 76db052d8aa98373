import type { PlatformStats } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Path of the platform figures; also their query key. */
export const platformStatsPath = "/api/stats/platform";

/** docs/product/product-spec.md §7, §9: one retry, fresh 5 min, refreshed every 10 min. */
const platformStatsStaleMs = 5 * 60_000;
const platformStatsRefreshMs = 10 * 60_000;

/** `GET /api/stats/platform`: the landing page's live figures. Uses the default query function. */
export const platformStatsQueryOptions = queryOptions<PlatformStats>({
  queryKey: [platformStatsPath],
  retry: 1,
  staleTime: platformStatsStaleMs,
  refetchInterval: platformStatsRefreshMs,
});

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions);
}
