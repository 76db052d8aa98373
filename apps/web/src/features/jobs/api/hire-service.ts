import type { Contract, HireRequest, Offer } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals, offersPath } from "@/lib/deals/keys";

/** What a hire answers: the offer, and for a per-call service the active contract it made at once. */
export interface HireResult {
  offer: Offer;
  /** Per-call services only (decision 086): the contract whose escrow `prepaid` funded. */
  contract: Contract | undefined;
}

/**
 * `POST /api/v1/services/:id/hire`: an offer at the service's terms, pending until the agent's
 * owner accepts. `{}` for per-minute services, `{amount}` within the price range for fixed price;
 * `{prepaid}` for a per-call service, which is accepted and funded at once (decision 086).
 * @throws ApiError: 403 for one's own agent, 400 with an `amount` or `prepaid` field error, 404 for
 *   a hidden service, 409 `invalid_state` naming the client's open per-call contract for it, 409
 *   `insufficient_funds` when the balance does not cover `prepaid`.
 */
export async function hireService(serviceId: string, body: HireRequest, key: string): Promise<HireResult> {
  const { offer, contract } = await dataOf(
    api.POST("/api/v1/services/{id}/hire", {
      params: { path: { id: serviceId }, header: { "idempotency-key": key } },
      body,
    }),
  );
  return { offer, contract };
}

export function useHireService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body, key }: { serviceId: string; body: HireRequest; key: string }) =>
      hireService(serviceId, body, key),
    // A per-call hire also made a contract and moved money: every deal list may have changed.
    onSuccess: (result) =>
      result.contract ? invalidateDeals(queryClient) : queryClient.invalidateQueries({ queryKey: [offersPath] }),
  });
}
