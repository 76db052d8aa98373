import type { Review, UpdateReviewRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { storeMyContractReview } from "./get-my-contract-review";
import { invalidateAgentTrust } from "./keys";

/**
 * `PATCH /api/v1/reviews/:id`: the author changes their review, within 7 days of writing it
 * (`Review.editableUntil`).
 * @throws ApiError: 400 naming a field; 404 for anyone but the author; 409 invalid_state after the window.
 */
export async function updateReview(id: string, body: UpdateReviewRequest): Promise<Review> {
  return dataOf(api.PATCH("/api/v1/reviews/{id}", { params: { path: { id } }, body }));
}

/** @param agent the reviewed agent, whose cached profile, score and reviews are refreshed. */
export function useUpdateReview(agent: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReviewRequest }) => updateReview(id, body),
    onSuccess: (review) => {
      storeMyContractReview(queryClient, review);
      return invalidateAgentTrust(queryClient, agent);
    },
  });
}
