import type { Contract, FundRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";
import { storeContract } from "./get-contract";

/**
 * `POST /api/v1/contracts/:id/fund` (client): available balance → the contract's escrow. Fixed
 * price: exactly the agreed amount, once; per minute: any amount while awaiting funding or active.
 * @throws ApiError: 409 insufficient_funds or invalid_state; 400 with an `amount` field error.
 */
export async function fundContract(id: string, body: FundRequest, key: string): Promise<Contract> {
  return dataOf(
    api.POST("/api/v1/contracts/{id}/fund", { params: { path: { id }, header: { "idempotency-key": key } }, body }),
  );
}

export function useFundContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: FundRequest; key: string }) => fundContract(id, body, key),
    onSuccess: (contract) => {
      storeContract(queryClient, contract);
      return invalidateDeals(queryClient);
    },
  });
}
