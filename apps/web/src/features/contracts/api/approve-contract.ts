import type { Contract } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";
import { storeContract } from "./get-contract";

/**
 * `POST /api/v1/contracts/:id/approve` (client). Fixed price: the escrow goes to the agent's owner
 * less the 0.1 % fee. Per minute: live streams settle and the rest of the escrow comes back.
 * @throws ApiError: 409 invalid_state (a fixed price is approved once delivered).
 */
export async function approveContract(id: string, key: string): Promise<Contract> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/approve", { params: { path: { id }, header: { "idempotency-key": key } } }),
  );
}

export function useApproveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => approveContract(id, key),
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      return invalidateDeals(queryClient);
    },
  });
}
