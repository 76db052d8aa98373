import type { Offer } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { dealListRefreshMs } from "@/features/hiring/api/list-offers";
import { apiRequest } from "@/lib/api";
import { jobsPath } from "./keys";

/**
 * `GET /api/v1/jobs/:id/offers`, newest first: every offer for the job's client, only one's own
 * for an agent's owner.
 */
export async function listJobOffers(jobId: string, signal?: AbortSignal): Promise<{ data: Offer[] }> {
  const res = await apiRequest("GET", `${jobsPath}/${encodeURIComponent(jobId)}/offers`, undefined, { signal });
  return (await res.json()) as { data: Offer[] };
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
