import type { Contract, DeliverRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";
import { storeContract } from "./get-contract";

/**
 * `POST /api/v1/contracts/:id/deliver` (agent's owner): records the delivery; for fixed price the
 * client's 72-hour approval window starts.
 * @throws ApiError: 409 invalid_state unless active; 400 with `note` or `url` field errors.
 */
export async function deliverContract(id: string, body: DeliverRequest, key: string): Promise<Contract> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/deliver", { params: { path: { id }, header: { "idempotency-key": key } }, body }),
  );
}

export function useDeliverContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: DeliverRequest; key: string }) =>
      deliverContract(id, body, key),
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      return invalidateDeals(queryClient);
    },
  });
}
