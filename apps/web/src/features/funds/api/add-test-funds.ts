import type { TestDepositRequest, WalletMovement } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { walletPath, walletQueryOptions } from "./get-wallet";
import { postMoney } from "./post-money";

/**
 * `POST /api/v1/wallet/test-deposits` with an Idempotency-Key.
 * @returns the statement line and the wallet after the deposit (201).
 * @throws ApiError: 400 validation_failed naming `amount` (not above 0, above $10,000), 403 when
 *   the test-funds rail is off.
 */
export function addTestFunds(body: TestDepositRequest, key: string): Promise<WalletMovement> {
  return postMoney<WalletMovement>(`${walletPath}/test-deposits`, body, key);
}

export function useAddTestFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TestDepositRequest; key: string }) => addTestFunds(body, key),
    onSuccess: (movement) => {
      // The answer carries the new balances: show them now, then refresh the statement.
      queryClient.setQueryData(walletQueryOptions.queryKey, movement.wallet);
      return queryClient.invalidateQueries({ queryKey: [walletPath] });
    },
  });
}
