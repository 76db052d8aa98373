import type { Review } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { agentReviewsQueryOptions } from "./list-agent-reviews";

/**
 * `POST /api/v1/reviews/:id/reply`: the agent's owner answers a client's review in public, once.
 * @throws ApiError: 400 naming `text`; 403 for anyone but the owner; 409 conflict for a second reply.
 */
export async function replyToReview(id: string, text: string): Promise<Review> {
  return dataOf(api.POST("/api/v1/reviews/{id}/reply", { params: { path: { id } }, body: { text } }));
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToReview(id, text),
    // A reply changes no score: only the list that shows the review is refreshed.
    onSuccess: (review) =>
      queryClient.invalidateQueries({ queryKey: agentReviewsQueryOptions(review.agentId).queryKey }),
  });
}
