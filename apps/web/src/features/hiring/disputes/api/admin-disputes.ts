import type { Dispute, ResolveDisputeRequest } from "@agora/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "../../api/keys";

// The admin's dispute queue (docs/product/DESIGN.md "Hiring flow" 6): list and resolve. Disputes are announced
// on their contracts' channels only, which an admin does not follow, so the queue polls.

/** Path of the admin dispute endpoints; also the prefix of the queue's query keys. */
export const adminDisputesPath = "/api/v1/admin/disputes";

/** How often the open queue looks for new disputes, ms. */
export const adminDisputeRefreshMs = 30_000;

/** `GET /api/v1/admin/disputes?status=…`: disputes in one state, oldest first (at most 100). */
export async function listAdminDisputes(status: Dispute["status"], signal?: AbortSignal): Promise<{ data: Dispute[] }> {
  return dataOf(api.GET("/api/v1/admin/disputes", { params: { query: { status } }, signal }));
}

export function adminDisputesQueryOptions(status: Dispute["status"]) {
  return queryOptions({
    queryKey: [adminDisputesPath, { status }],
    queryFn: ({ signal }) => listAdminDisputes(status, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: status === "open" ? adminDisputeRefreshMs : false,
  });
}

/** @param options.enabled false for anyone but an admin (the endpoint answers 403). */
export function useAdminDisputes(status: Dispute["status"], { enabled }: { enabled: boolean }) {
  return useQuery({ ...adminDisputesQueryOptions(status), enabled });
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
