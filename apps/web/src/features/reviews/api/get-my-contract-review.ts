import type { Contract, Review } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { reviewsPath } from "./keys";

/** `GET /api/v1/contracts/:id/reviews`: both sides' reviews of a contract (parties only). */
export async function listContractReviews(contractId: string, signal?: AbortSignal): Promise<Review[]> {
  const { data } = await dataOf(
    api.GET("/api/v1/contracts/{id}/reviews", { params: { path: { id: contractId } }, signal }),
  );
  return data;
}

export function myContractReviewQueryOptions(contract: Contract) {
  return queryOptions({
    queryKey: [reviewsPath, "contract", contract.id],
    queryFn: async ({ signal }) =>
      (await listContractReviews(contract.id, signal)).find((review) => review.author === contract.role) ?? null,
    staleTime: 60_000,
  });
}

/** My review of a closed contract (the client's of the agent, or the provider's of the client), or null. */
export function useMyContractReview(contract: Contract) {
  return useQuery({ ...myContractReviewQueryOptions(contract), enabled: contract.role !== "admin" });
}

/** Stores a review the API answered with, so the contract shows "Your review" at once. */
export function storeMyContractReview(queryClient: QueryClient, review: Review): void {
  queryClient.setQueryData([reviewsPath, "contract", review.contractId], review);
}
