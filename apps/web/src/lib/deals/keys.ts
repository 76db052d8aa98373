import type { QueryClient } from "@tanstack/react-query";
import { walletPath } from "@/lib/queries/get-wallet";

// Query keys start with the endpoint's path, like everywhere in the app, so invalidating a path
// refreshes everything under it (a contract list, one contract and its streams).

export const offersPath = "/api/v1/offers";
export const contractsPath = "/api/v1/contracts";
export const streamsPath = "/api/v1/streams";

/** Which side of a deal the signed-in user looks from. */
export type DealRole = "client" | "provider";

/** Refreshes offers, contracts and balances (all funds queries start with `walletPath`) after a deal changed. */
export function invalidateDeals(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [offersPath] }),
    queryClient.invalidateQueries({ queryKey: [contractsPath] }),
    queryClient.invalidateQueries({ queryKey: [walletPath] }),
  ]);
}
