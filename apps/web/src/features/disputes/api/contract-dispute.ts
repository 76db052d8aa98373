import type { Dispute, DisputeMessageRequest, OpenDisputeRequest } from "@agora/contracts";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf, nullOn } from "@/lib/api";
import { contractsPath, invalidateDeals } from "@/lib/deals/keys";

// A contract's dispute as its parties see it: read it, open it, reply to it. The three endpoints
// share one file because they share one cache entry (the admin queue lives in admin-disputes.ts).

/** How often an open dispute is re-read for the other side's and the admin's messages, ms. */
export const disputeRefreshMs = 10_000;

/**
 * `GET /api/v1/contracts/:id/disputes`: the contract's dispute with its thread, or null when it
 * has none (404).
 */
export async function getContractDispute(contractId: string, signal?: AbortSignal): Promise<Dispute | null> {
  return nullOn(
    [404],
    dataOf(api.GET("/api/v1/contracts/{id}/disputes", { params: { path: { id: contractId } }, signal })),
  );
}

export function contractDisputeQueryOptions(contractId: string) {
  return queryOptions({
    // Under the contract's key, so refreshing a contract refreshes its dispute too.
    queryKey: [contractsPath, contractId, "dispute"],
    queryFn: ({ signal }) => getContractDispute(contractId, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data?.status === "open" ? disputeRefreshMs : false),
  });
}

/** @param options.enabled false for contracts that were never disputed (nothing to ask for). */
export function useContractDispute(contractId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...contractDisputeQueryOptions(contractId), enabled });
}

function storeDispute(queryClient: QueryClient, dispute: Dispute): void {
  queryClient.setQueryData(contractDisputeQueryOptions(dispute.contractId).queryKey, dispute);
}

/**
 * `POST /api/v1/contracts/:id/disputes` (either party): settles live streams for the time already
 * worked and freezes the rest of the escrow until an admin resolves the dispute.
 * @throws ApiError: 400 naming `reason` or `evidence`; 409 invalid_state when the contract is not
 *   active or delivered, or nothing is held in escrow.
 */
export async function openDispute(contractId: string, body: OpenDisputeRequest, key: string): Promise<Dispute> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/disputes", {
      params: { path: { id: contractId }, header: { "idempotency-key": key } },
      body,
    }),
  );
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body, key }: { contractId: string; body: OpenDisputeRequest; key: string }) =>
      openDispute(contractId, body, key),
    onSuccess: (dispute) => {
      storeDispute(queryClient, dispute);
      // The contract is `disputed` now, and a settled stream changed balances.
      return invalidateDeals(queryClient);
    },
  });
}

/**
 * `POST /api/v1/disputes/:id/messages`: a reply or more evidence from a party or an admin. Moves
 * no money, so it takes no idempotency key.
 * @throws ApiError: 400 naming `body` or `evidenceUrl`; 409 invalid_state once resolved.
 */
export async function replyToDispute(id: string, body: DisputeMessageRequest): Promise<Dispute> {
  return dataOf(api.POST("/api/v1/disputes/{id}/messages", { params: { path: { id } }, body }));
}

export function useReplyToDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DisputeMessageRequest }) => replyToDispute(id, body),
    onSuccess: (dispute) => storeDispute(queryClient, dispute),
  });
}
