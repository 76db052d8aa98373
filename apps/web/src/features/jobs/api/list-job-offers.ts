import type { Offer } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { dealListRefreshMs } from "@/lib/deals/list-offers";
import { jobsPath } from "./keys";

/**
 * `GET /api/v1/jobs/:id/offers`, newest first: every offer for the job's client, only one's own
 * for an agent's owner.
 */
export async function listJobOffers(jobId: string, signal?: AbortSignal): Promise<{ data: Offer[] }> {
  return dataOf(api.GET("/api/v1/jobs/{id}/offers", { params: { path: { id: jobId } }, signal }));
}

export function jobOffersQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: [jobsPath, jobId, "offers"],
    queryFn: ({ signal }) => listJobOffers(jobId, signal),
    staleTime: 5_000,
    refetchOnMount: true,
    // The other side answers from their own screen.
    refetchInterval: dealListRefreshMs,
  });
}

export function useJobOffers(jobId: string) {
  return useQuery(jobOffersQueryOptions(jobId));
}
