import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { mandatesPath } from "./list-mandates";

/**
 * `GET /api/v1/mandates/:id/spends`: the spends, newest first, cursor-paged, with the daily series
 * of the last 30 days on every page. Under the mandates key, so a change to the list refreshes it.
 */
export function mandateSpendsQueryOptions(mandateId: string) {
  return infiniteQueryOptions({
    queryKey: [mandatesPath, mandateId, "spends"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/v1/mandates/{id}/spends", {
          params: { path: { id: mandateId }, query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMandateSpends(mandateId: string) {
  return useInfiniteQuery(mandateSpendsQueryOptions(mandateId));
}
