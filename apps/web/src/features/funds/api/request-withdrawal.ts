import type { Withdrawal, WithdrawalRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { walletPath } from "./get-wallet";

/**
 * `POST /api/v1/wallet/withdrawals` with an Idempotency-Key: the amount leaves the available
 * balance at once and waits for a rail or an admin to pay it.
 * @throws ApiError: 400 validation_failed with field errors, 409 insufficient_funds.
 */
export async function requestWithdrawal(body: WithdrawalRequest, key: string): Promise<Withdrawal> {
  const res = await apiRequest("POST", `${walletPath}/withdrawals`, body, { headers: { "Idempotency-Key": key } });
  return (await res.json()) as Withdrawal;
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalRequest; key: string }) => requestWithdrawal(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [walletPath] }),
  });
}
