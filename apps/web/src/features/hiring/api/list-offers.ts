import type { Offer } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { type DealRole, offersPath } from "./keys";

/** How often the lists look for offers from the other side, ms (a WebSocket will push them later). */
export const dealListRefreshMs = 15_000;

/** `GET /api/v1/offers?role=…`: my offers on one side, newest first. */
export async function listOffers(role: DealRole, signal?: AbortSignal): Promise<{ data: Offer[] }> {
  return dataOf(api.GET("/api/v1/offers", { params: { query: { role } }, signal }));
}

export function offersQueryOptions(role: DealRole) {
  return queryOptions({
    queryKey: [offersPath, { role }],
    queryFn: ({ signal }) => listOffers(role, signal),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}

export function useOffers(role: DealRole) {
  return useQuery(offersQueryOptions(role));
}
