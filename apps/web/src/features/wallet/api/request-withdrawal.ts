import type { Withdrawal, WithdrawalRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";

/**
 * `POST /api/v1/wallet/withdrawals` with an Idempotency-Key: the amount leaves the available
 * balance at once and waits for a rail or an admin to pay it.
 * @throws ApiError: 400 validation_failed with field errors, 409 insufficient_funds.
 */
export async function requestWithdrawal(body: WithdrawalRequest, key: string): Promise<Withdrawal> {
  return dataOf(api.POST("/api/v1/wallet/withdrawals", { params: { header: { "idempotency-key": key } }, body }));
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalRequest; key: string }) => requestWithdrawal(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [walletPath] }),
  });
}
