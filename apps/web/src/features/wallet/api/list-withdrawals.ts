import type { WithdrawalPage } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";
import { useRealtime } from "@/lib/realtime";

/** Withdrawals per page (the server allows up to 100). */
export const withdrawalsPageSize = 25;

/** `GET /api/v1/wallet/withdrawals?limit=…&cursor=…`: one page of my withdrawal requests, newest first. */
export async function listWithdrawals(cursor: string | null, signal?: AbortSignal): Promise<WithdrawalPage> {
  const query = { limit: withdrawalsPageSize, ...(cursor ? { cursor } : {}) };
  return dataOf(api.GET("/api/v1/wallet/withdrawals", { params: { query }, signal }));
}

/** My withdrawals as pages chained by `nextCursor` ("Load more"). */
export const withdrawalsQueryOptions = infiniteQueryOptions({
  queryKey: [walletPath, "withdrawals"],
  queryFn: ({ pageParam, signal }) => listWithdrawals(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (page: WithdrawalPage) => page.nextCursor,
});

/**
 * My withdrawals, live: an admin's decision arrives as `withdrawal.paid|rejected` on my `user`
 * channel, and the wallet (balance, statement and this list) is read again.
 */
export function useWithdrawals() {
  const queryClient = useQueryClient();
  useRealtime("user", (event) => {
    if (event.event.startsWith("withdrawal.")) void queryClient.invalidateQueries({ queryKey: [walletPath] });
  });
  return useInfiniteQuery(withdrawalsQueryOptions);
}
