import type { Wallet } from "@agora/contracts";
import { useQuery } from "@tanstack/react-query";
import { walletPath } from "./keys";

/**
 * `GET /api/v1/wallet`, for the available balance next to "Fund escrow". Same key as the funds
 * feature's wallet query (the default query function reads the path), so both share one cache entry.
 */
export function useWalletBalance(enabled: boolean) {
  return useQuery<Wallet>({ queryKey: [walletPath], enabled, staleTime: 0, refetchOnMount: true });
}
