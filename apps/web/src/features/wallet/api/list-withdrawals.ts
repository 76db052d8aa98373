import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";

/** `GET /api/v1/wallet/withdrawals`: the user's withdrawal requests. */
export const withdrawalsQueryOptions = queryOptions({
  queryKey: [walletPath, "withdrawals"],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/wallet/withdrawals", { signal })),
});

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions);
}
