import type { Wallet } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/**
 * Path of the signed-in user's wallet; also the prefix of every funds query key, so invalidating
 * `[walletPath]` refreshes balances, statement and withdrawals together after money moves.
 */
export const walletPath = "/api/v1/wallet";

/** `GET /api/v1/wallet`: balances in dollars. Uses the default query function. */
export const walletQueryOptions = queryOptions<Wallet>({ queryKey: [walletPath] });

export function useWallet() {
  return useQuery(walletQueryOptions);
}
