import type { KyaQueueQuery, KyaReviewItem } from "@agora/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { kyaQueuePath } from "./keys";

export type KyaQueueStatus = KyaQueueQuery["status"];

/** Requests per page of the queue. */
export const kyaQueuePageSize = 25;

/** How often the pending queue looks for new requests, ms. */
export const kyaQueueRefreshMs = 30_000;

/** One page of `GET /api/v1/admin/verifications`. */
export interface KyaQueuePage {
  data: KyaReviewItem[];
  nextCursor: string | null;
  /** all for admins; own for everyone else, who see only their own requests (docs/product/product-spec.md §6). */
  scope: "all" | "own";
}

/** `GET /api/v1/admin/verifications?status=…&cursor=…&limit=…`. */
export async function listKyaRequests(
  status: KyaQueueStatus,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<KyaQueuePage> {
  const query = { status, cursor: cursor || undefined, limit: kyaQueuePageSize };
  return dataOf(api.GET("/api/v1/admin/verifications", { params: { query }, signal }));
}

/** The queue in one state, page after page; the pending tab polls for new requests. */
export function useKyaRequests(status: KyaQueueStatus) {
  return useInfiniteQuery({
    queryKey: [kyaQueuePath, "list", status],
    queryFn: ({ pageParam, signal }) => listKyaRequests(status, pageParam || undefined, signal),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: status === "pending" ? kyaQueueRefreshMs : false,
    // Switching tabs keeps the last list on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
