import type { Withdrawal, WithdrawalRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { walletPath } from "./get-wallet";
import { postMoney } from "./post-money";

/**
 * `POST /api/v1/wallet/withdrawals` with an Idempotency-Key: the amount leaves the available
 * balance at once and waits for a rail or an admin to pay it.
 * @throws ApiError: 400 validation_failed with field errors, 409 insufficient_funds.
 */
export function requestWithdrawal(body: WithdrawalRequest, key: string): Promise<Withdrawal> {
  return postMoney<Withdrawal>(`${walletPath}/withdrawals`, body, key);
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalRequest; key: string }) => requestWithdrawal(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [walletPath] }),
  });
}
