import type { Contract } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";
import { storeContract } from "./get-contract";

/**
 * `POST /api/v1/contracts/:id/cancel`: live streams settle first, then whatever is left in escrow
 * returns to the client.
 * @throws ApiError: 403 (a funded fixed price is cancelled only by the agent's owner); 409 invalid_state.
 */
export async function cancelContract(id: string, key: string): Promise<Contract> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/cancel", { params: { path: { id }, header: { "idempotency-key": key } } }),
  );
}

export function useCancelContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => cancelContract(id, key),
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      return invalidateDeals(queryClient);
    },
  });
}
