import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the largest pools; also the first part of their query key. */
export const topStakePoolsPath = "/api/v1/stake-pools";

/** How many pools the governance page lists. */
export const topStakePoolsShown = 10;

/** `GET /api/v1/stake-pools` (open): the agents with the most active stake, largest first. */
export const topStakePoolsQueryOptions = queryOptions({
  queryKey: [topStakePoolsPath, topStakePoolsShown],
  queryFn: ({ signal }) =>
    dataOf(api.GET("/api/v1/stake-pools", { params: { query: { limit: topStakePoolsShown } }, signal })),
  staleTime: 60_000,
});

export function useTopStakePools() {
  return useQuery(topStakePoolsQueryOptions);
}
