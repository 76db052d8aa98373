import type { CounterOfferRequest, Offer } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateJobDeals } from "./keys";

/**
 * `POST /api/v1/offers/:id/counter`: new terms from the side that did not propose. The answered
 * offer becomes `countered`; the new one links to it with `counterOf` and waits for the other side.
 * @throws ApiError: 400 naming `amount` or `basePerMinuteRate`; 403 for the proposer; 409
 *   invalid_state once the offer is decided or expired.
 */
export async function counterOffer(id: string, body: CounterOfferRequest, key: string): Promise<Offer> {
  const { offer } = await dataOf(
    api.POST("/api/v1/offers/{id}/counter", { params: { path: { id }, header: { "idempotency-key": key } }, body }),
  );
  return offer;
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: CounterOfferRequest; key: string }) =>
      counterOffer(id, body, key),
    onSuccess: () => invalidateJobDeals(queryClient),
  });
}
