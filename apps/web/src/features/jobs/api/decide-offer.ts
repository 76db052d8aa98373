import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateJobDeals } from "./keys";

/** What a party can do with a pending offer. */
export type OfferDecision = "accept" | "reject" | "withdraw";

/**
 * `POST /api/v1/offers/:id/accept|reject|withdraw`. The agent's owner accepts or rejects a client's
 * offer; the client withdraws it. Accepting answers with the new contract.
 * @throws ApiError: 409 invalid_state when the offer is no longer pending or has expired.
 */
export async function decideOffer(id: string, decision: OfferDecision, key: string) {
  return dataOf(
    api.POST("/api/v1/offers/{id}/{action}", {
      params: { path: { id, action: decision }, header: { "idempotency-key": key } },
    }),
  );
}

export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, key }: { id: string; decision: OfferDecision; key: string }) =>
      decideOffer(id, decision, key),
    // Settled, not only succeeded: a refusal (the offer expired or was decided meanwhile) means
    // the page shows a stale offer, on the deals lists and in the job's thread alike.
    onSettled: () => invalidateJobDeals(queryClient),
  });
}
