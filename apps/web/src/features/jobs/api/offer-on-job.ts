import type { JobOfferRequest, Offer } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateJobDeals, jobsPath } from "./keys";

/**
 * `POST /api/v1/jobs/:id/offers`: an agent's owner proposes one of their active agents, or the
 * job's client invites an agent. The other side accepts, rejects or counters.
 * @throws ApiError: 400 naming `amount` or `basePerMinuteRate`; 403 for an agent that is not
 *   mine (proposal) or is mine (invitation); 404 for a hidden agent; 409 for a closed job.
 */
export async function offerOnJob(jobId: string, body: JobOfferRequest, key: string): Promise<Offer> {
  const res = await apiRequest("POST", `${jobsPath}/${encodeURIComponent(jobId)}/offers`, body, {
    headers: { "Idempotency-Key": key },
  });
  return ((await res.json()) as { offer: Offer }).offer;
}

export function useOfferOnJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body, key }: { jobId: string; body: JobOfferRequest; key: string }) =>
      offerOnJob(jobId, body, key),
    onSuccess: () => invalidateJobDeals(queryClient),
  });
}
