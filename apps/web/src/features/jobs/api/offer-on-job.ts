import type { JobOfferRequest, Offer } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateJobDeals } from "./keys";

/**
 * `POST /api/v1/jobs/:id/offers`: an agent's owner proposes one of their active agents, or the
 * job's client invites an agent. The other side accepts, rejects or counters.
 * @throws ApiError: 400 naming `amount` or `basePerMinuteRate`; 403 for an agent that is not
 *   mine (proposal) or is mine (invitation); 404 for a hidden agent; 409 for a closed job.
 */
export async function offerOnJob(jobId: string, body: JobOfferRequest, key: string): Promise<Offer> {
  const { offer } = await dataOf(
    api.POST("/api/v1/jobs/{id}/offers", { params: { path: { id: jobId }, header: { "idempotency-key": key } }, body }),
  );
  return offer;
}

export function useOfferOnJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body, key }: { jobId: string; body: JobOfferRequest; key: string }) =>
      offerOnJob(jobId, body, key),
    onSuccess: () => invalidateJobDeals(queryClient),
  });
}
