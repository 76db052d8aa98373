import type { Dispute, DisputePage, ResolveDisputeRequest } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";

// The admin's dispute queue (docs/product/DESIGN.md "Hiring flow" 6): list and resolve. Disputes are announced
// on their contracts' channels only, which an admin does not follow, so the queue polls.

/** Path of the admin dispute endpoints; also the prefix of the queue's query keys. */
export const adminDisputesPath = "/api/v1/admin/disputes";

/** How often the open queue looks for new disputes, ms. */
export const adminDisputeRefreshMs = 30_000;

/**
 * `GET /api/v1/admin/disputes?status=…&cursor=…`: one page of disputes in one state, open ones
 * oldest first, resolved ones newest first.
 * @param cursor the previous page's `nextCursor`; the first page when absent.
 */
export async function listAdminDisputes(
  status: Dispute["status"],
  { cursor, signal }: { cursor?: string | undefined; signal?: AbortSignal } = {},
): Promise<DisputePage> {
  const query = { status, ...(cursor ? { cursor } : {}) };
  return dataOf(api.GET("/api/v1/admin/disputes", { params: { query }, signal }));
}

/** Disputes in one state as pages chained by `nextCursor` ("Load more"); a refetch reloads every loaded page. */
export function adminDisputesQueryOptions(status: Dispute["status"]) {
  return infiniteQueryOptions({
    queryKey: [adminDisputesPath, { status }],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => listAdminDisputes(status, { cursor: pageParam, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: status === "open" ? adminDisputeRefreshMs : false,
  });
}

/** @param options.enabled false for anyone but an admin (the endpoint answers 403). */
export function useAdminDisputes(status: Dispute["status"], { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...adminDisputesQueryOptions(status), enabled });
}

/**
 * `POST /api/v1/admin/disputes/:id/resolve` (admin): pays `floor(escrow × bps / 10000)` to the
 * agent's owner less the 0.1 % fee and the rest back to the client, in one transaction; the
 * contract becomes `resolved`. `key` is sent as the Idempotency-Key.
 * @throws ApiError: 400 naming `agentShareBps` or `note`; 409 invalid_state when already resolved.
 */
export async function resolveDispute(id: string, body: ResolveDisputeRequest, key: string): Promise<Dispute> {
  return dataOf(
    api.POST("/api/v1/admin/disputes/{id}/resolve", {
      params: { path: { id }, header: { "idempotency-key": key } },
      body,
    }),
  );
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: ResolveDisputeRequest; key: string }) =>
      resolveDispute(id, body, key),
    // The queue, the contract (its dispute sits under the contract's key) and balances changed.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [adminDisputesPath] }), invalidateDeals(queryClient)]),
  });
}
