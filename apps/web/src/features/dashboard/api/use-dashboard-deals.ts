import { useQueries, useQueryClient } from "@tanstack/react-query";
import { invalidateDeals } from "@/lib/deals/keys";
import { contractsQueryOptions } from "@/lib/deals/list-contracts";
import { dealListRefreshMs, offersQueryOptions } from "@/lib/deals/list-offers";
import { useRealtime } from "@/lib/realtime";

/**
 * How often the dashboard reads its lists again while the `user` channel pushes changes, ms. Not
 * every change reaches that channel (a direct hire from a service card, a dispute, an automatic
 * approval), so a slow poll stays as a safety net.
 */
export const pushedDealRefreshMs = 60_000;

/**
 * My offers and contracts on both sides, for the dashboard. It follows the `user` channel and
 * refreshes offers, contracts and balances on every `offer.*` and `contract.*` event; while the
 * channel is down the lists poll as often as on /jobs.
 */
export function useDashboardDeals() {
  const queryClient = useQueryClient();
  const channel = useRealtime("user", (event) => {
    if (event.event.startsWith("offer.") || event.event.startsWith("contract.")) void invalidateDeals(queryClient);
  });
  const refetchInterval = channel === "subscribed" ? pushedDealRefreshMs : dealListRefreshMs;
  const [clientOffers, providerOffers, clientContracts, providerContracts] = useQueries({
    queries: [
      { ...offersQueryOptions("client"), refetchInterval },
      { ...offersQueryOptions("provider"), refetchInterval },
      { ...contractsQueryOptions("client"), refetchInterval },
      { ...contractsQueryOptions("provider"), refetchInterval },
    ],
  });
  return {
    offers: { client: clientOffers, provider: providerOffers },
    contracts: { client: clientContracts, provider: providerContracts },
  };
}

export type DashboardDeals = ReturnType<typeof useDashboardDeals>;
