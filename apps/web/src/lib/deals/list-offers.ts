import type { OfferPage, OfferStatus } from "@agora/contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { type DealRole, offersPath } from "./keys";

/** How often the lists look for offers from the other side, ms (a WebSocket will push them later). */
export const dealListRefreshMs = 15_000;

/**
 * `GET /api/v1/offers?role=…&status=…`: my offers on one side in one state now (a pending offer
 * past its expiry is expired), newest first, one page.
 * @param cursor the previous page's `nextCursor`; the first page when absent.
 */
export async function listOffers(
  role: DealRole,
  status: OfferStatus,
  { cursor, signal }: { cursor?: string | undefined; signal?: AbortSignal } = {},
): Promise<OfferPage> {
  const query = { role, status, ...(cursor ? { cursor } : {}) };
  return dataOf(api.GET("/api/v1/offers", { params: { query }, signal }));
}

/**
 * The newest page of my offers on one side in one state: pending ones by default, which is what
 * waits for an answer (the dashboard, the tabs' counts, my jobs' counts).
 */
export function offersQueryOptions(role: DealRole, status: OfferStatus = "pending") {
  return queryOptions({
    queryKey: [offersPath, { role, status }],
    queryFn: ({ signal }) => listOffers(role, status, { signal }),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}

/** See {@link offersQueryOptions}. */
export function useOffers(role: DealRole, status: OfferStatus = "pending") {
  return useQuery(offersQueryOptions(role, status));
}

/** All my offers on one side in one state, page after page ("Load more"). */
export function useOfferPages(role: DealRole, status: OfferStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [offersPath, { role, status }, "pages"],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => listOffers(role, status, { cursor: pageParam, signal }),
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      staleTime: 5_000,
      refetchOnMount: true,
      refetchInterval: dealListRefreshMs,
    }),
  );
}
