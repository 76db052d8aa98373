import type { Withdrawal } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { walletPath } from "./get-wallet";

/** `GET /api/v1/wallet/withdrawals`: the user's withdrawal requests. Uses the default query function. */
export const withdrawalsQueryOptions = queryOptions<{ data: Withdrawal[] }>({ queryKey: [walletPath, "withdrawals"] });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions);
}
