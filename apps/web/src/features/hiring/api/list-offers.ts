import type { Offer } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { type DealRole, offersPath } from "./keys";

/** How often the lists look for offers from the other side, ms (a WebSocket will push them later). */
export const dealListRefreshMs = 15_000;

/** `GET /api/v1/offers?role=…`: my offers on one side, newest first. */
export async function listOffers(role: DealRole, signal?: AbortSignal): Promise<{ data: Offer[] }> {
  const res = await apiRequest("GET", `${offersPath}?role=${role}`, undefined, { signal });
  return (await res.json()) as { data: Offer[] };
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
