import type { Review } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { agentKey } from "./keys";

/** Reviews per page of a profile (the API allows up to 50). */
export const reviewsPageSize = 10;

export interface ReviewPage {
  data: Review[];
  nextCursor: string | null;
}

/** `GET /api/v1/agents/:id/reviews`: one page of clients' reviews, newest first. */
export async function listAgentReviews(
  agentId: string,
  { cursor, limit = reviewsPageSize, signal }: { cursor?: string | undefined; limit?: number; signal?: AbortSignal },
): Promise<ReviewPage> {
  const query = { limit, cursor: cursor || undefined };
  return dataOf(api.GET("/api/v1/agents/{id}/reviews", { params: { path: { id: agentId }, query }, signal }));
}

export function agentReviewsQueryOptions(agentId: string) {
  return infiniteQueryOptions({
    queryKey: [...agentKey(agentId), "reviews"],
    queryFn: ({ pageParam, signal }) => listAgentReviews(agentId, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

/** An agent's reviews, page after page ("Load more"). */
export function useAgentReviews(agentId: string) {
  return useInfiniteQuery(agentReviewsQueryOptions(agentId));
}
