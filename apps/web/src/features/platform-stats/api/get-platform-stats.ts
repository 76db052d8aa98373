import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the platform figures; also their query key. */
export const platformStatsPath = "/api/stats/platform";

/** docs/product/product-spec.md §7, §9: one retry, fresh 5 min, refreshed every 10 min. */
const platformStatsStaleMs = 5 * 60_000;
const platformStatsRefreshMs = 10 * 60_000;

/** `GET /api/stats/platform`: the landing page's live figures. */
export const platformStatsQueryOptions = queryOptions({
  queryKey: [platformStatsPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/stats/platform", { signal })),
  retry: 1,
  staleTime: platformStatsStaleMs,
  refetchInterval: platformStatsRefreshMs,
});

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions);
}
