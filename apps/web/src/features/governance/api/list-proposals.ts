import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the proposals; also the first part of every proposal query key. */
export const proposalsPath = "/api/v1/proposals";

/** Proposals per page on the governance page. */
export const proposalsPageSize = 10;

/**
 * `GET /api/v1/proposals` (open): newest first, open and closed, each with its tallies and, signed
 * in, my vote. Keyed by the viewer too: a vote's weight and "my vote" depend on who looks.
 */
export function proposalsQueryOptions(viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: [proposalsPath, viewerId],
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/v1/proposals", { params: { query: { cursor: pageParam, limit: proposalsPageSize } }, signal }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Votes come in while the page is open; the tallies keep up without a reload.
    refetchInterval: 60_000,
  });
}

export function useProposals(viewerId: string | null) {
  return useInfiniteQuery(proposalsQueryOptions(viewerId));
}
