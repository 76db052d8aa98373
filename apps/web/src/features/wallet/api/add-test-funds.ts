import type { TestDepositRequest, WalletMovement } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath, walletQueryOptions } from "@/lib/queries/get-wallet";

/**
 * `POST /api/v1/wallet/test-deposits` with an Idempotency-Key.
 * @returns the statement line and the wallet after the deposit (201).
 * @throws ApiError: 400 validation_failed naming `amount` (not above 0, above $10,000), 403 when
 *   the test-funds rail is off.
 */
export async function addTestFunds(body: TestDepositRequest, key: string): Promise<WalletMovement> {
  return dataOf(api.POST("/api/v1/wallet/test-deposits", { params: { header: { "idempotency-key": key } }, body }));
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
