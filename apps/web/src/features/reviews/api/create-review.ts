import type { CreateReviewRequest, Review } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { storeMyContractReview } from "./get-my-contract-review";
import { invalidateAgentTrust } from "./keys";

/**
 * `POST /api/v1/contracts/:id/reviews`: a party reviews a completed or resolved contract that paid
 * the agent. The client's review feeds the agent's reputation at once.
 * @throws ApiError: 400 naming `stars`, `text` or `tags`; 403 for an owner rating their own agent;
 *   409 invalid_state for an open or unpaid contract, conflict for a second review from one side.
 */
export async function createReview(contractId: string, body: CreateReviewRequest): Promise<Review> {
  return dataOf(api.POST("/api/v1/contracts/{id}/reviews", { params: { path: { id: contractId } }, body }));
}

/** @param agent the reviewed agent, whose cached profile, score and reviews are refreshed. */
export function useCreateReview(agent: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: CreateReviewRequest }) =>
      createReview(contractId, body),
    onSuccess: (review) => {
      storeMyContractReview(queryClient, review);
      return invalidateAgentTrust(queryClient, agent);
    },
  });
}
