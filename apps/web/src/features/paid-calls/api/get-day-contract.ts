import type { X402CallPage } from "@agora/contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { paidCallsPath } from "./keys";
import { paidCallsPollMs } from "./list-day-contracts";

/** `GET /api/v1/x402/day-contracts/{id}`: one of my day contracts with its payouts. */
export function dayContractQueryOptions(id: string) {
  return queryOptions({
    queryKey: [paidCallsPath, "detail", id],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/x402/day-contracts/{id}", { params: { path: { id } }, signal })),
  });
}

/** One day contract, polled only while live updates are off. */
export function useDayContract(id: string, isLive: boolean) {
  return useQuery({ ...dayContractQueryOptions(id), refetchInterval: isLive ? false : paidCallsPollMs });
}

/** Calls per page. */
export const callsPageSize = 25;

/** `GET /api/v1/x402/day-contracts/{id}/calls`: a day contract's calls, newest first, page after page. */
export function dayContractCallsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [paidCallsPath, "calls", id],
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/v1/x402/day-contracts/{id}/calls", {
          params: { path: { id }, query: { limit: callsPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: X402CallPage) => page.nextCursor,
  });
}

/** A day contract's calls, polled only while live updates are off. */
export function useDayContractCalls(id: string, isLive: boolean) {
  return useInfiniteQuery({
    ...dayContractCallsQueryOptions(id),
    refetchInterval: isLive ? false : paidCallsPollMs,
  });
}
