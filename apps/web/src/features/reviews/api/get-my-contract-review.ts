import type { Contract, Review } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { reviewsPath } from "./keys";
import { listAgentReviews } from "./list-agent-reviews";

/** Reviews read per page while looking for the client's own review (the API's maximum). */
const searchPageSize = 50;
/** Pages read at most: an agent with more reviews than this since the contract closed is rare. */
const searchPagesMax = 4;

/**
 * The client's review of `contract`, or null when there is none.
 *
 * The API has no "reviews of this contract" read yet, so the review is looked up among the agent's
 * public reviews, newest first, stopping at the first one written before the contract closed: a
 * review can only be written after. (Asked for: `GET /api/v1/contracts/:id/reviews`, which would
 * also find the provider's review of the client, listed nowhere today.)
 */
async function findClientReview(contract: Contract, signal?: AbortSignal): Promise<Review | null> {
  const closedAt = contract.closedAt ? Date.parse(contract.closedAt) : 0;
  let cursor: string | undefined;
  for (let page = 0; page < searchPagesMax; page++) {
    const { data, nextCursor } = await listAgentReviews(contract.agent.id, {
      cursor,
      limit: searchPageSize,
      signal,
    });
    const mine = data.find((review) => review.contractId === contract.id);
    if (mine) return mine;
    const oldest = data[data.length - 1];
    if (!nextCursor || !oldest || Date.parse(oldest.createdAt) < closedAt) return null;
    cursor = nextCursor;
  }
  return null;
}

export function myContractReviewQueryOptions(contract: Contract) {
  return queryOptions({
    queryKey: [reviewsPath, "contract", contract.id],
    queryFn: ({ signal }) => findClientReview(contract, signal),
    staleTime: 60_000,
  });
}

/**
 * My review of a closed contract. The client's is found among the agent's reviews; the provider's
 * review of the client is readable nowhere yet, so it is known once written in this tab (the
 * create answer is stored here) and otherwise `data` stays undefined with `isEnabled` false.
 */
export function useMyContractReview(contract: Contract) {
  return useQuery({ ...myContractReviewQueryOptions(contract), enabled: contract.role === "client" });
}

/** Stores a review the API answered with, so the contract shows "Your review" at once. */
export function storeMyContractReview(queryClient: QueryClient, review: Review): void {
  queryClient.setQueryData([reviewsPath, "contract", review.contractId], review);
}
