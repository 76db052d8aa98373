import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * Path of the signed-in user's wallet; also the prefix of every funds query key, so invalidating
 * `[walletPath]` refreshes balances, statement and withdrawals together after money moves.
 */
export const walletPath = "/api/v1/wallet";

/** `GET /api/v1/wallet`: balances in dollars. */
export const walletQueryOptions = queryOptions({
  queryKey: [walletPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/wallet", { signal })),
});

/**
 * @param options.refetchOnMount true reads the wallet again whenever the caller mounts, for a
 *   balance shown next to an action that spends it ("Fund escrow"); otherwise the app's caching applies.
 */
export function useWallet({ refetchOnMount = false }: { refetchOnMount?: boolean } = {}) {
  return useQuery(refetchOnMount ? { ...walletQueryOptions, staleTime: 0, refetchOnMount: true } : walletQueryOptions);
}
