import type { ReactNode } from "react";
import { Notice, type ShowNotice, useNotice } from "@/components/notice";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useActiveStreams } from "../api/use-active-streams";
import { useDashboardDeals } from "../api/use-dashboard-deals";
import { listNeedsAction } from "../needs-action";
import { ActiveStreams } from "./active-streams";
import { NeedsActionList } from "./needs-action-list";

/**
 * The dashboard's work below the money: live payment streams, what waits for the user, and for
 * admins the dispute queue. Everything is kept fresh by the tab's WebSocket (the `user` channel,
 * the streaming contracts' channels and each stream's confirmations), with polling while it is down.
 * @param disputeQueue the disputes feature's queue, handed in by the app (features do not import
 *   each other); shown to admins only.
 */
export function DashboardWork({ disputeQueue }: { disputeQueue?: (notify: ShowNotice) => ReactNode }) {
  const { isAdmin } = useAuth();
  const { offers, contracts } = useDashboardDeals();
  const { notice, show, dismiss } = useNotice();

  const contractLists = [contracts.client, contracts.provider];
  const allContracts = contractLists.flatMap((query) => query.data?.data ?? []);
  const streams = useActiveStreams(allContracts);
  const failedContracts = contractLists.filter((query) => query.isError);

  const dealLists = [offers.client, offers.provider, ...contractLists];
  const failedDeals = dealLists.filter((query) => query.isError);
  const items = listNeedsAction({
    offers: { client: offers.client.data?.data ?? [], provider: offers.provider.data?.data ?? [] },
    contracts: { client: contracts.client.data?.data ?? [], provider: contracts.provider.data?.data ?? [] },
  });

  return (
    <>
      <ActiveStreams
        state={{
          streams: streams.streams,
          isPending: contractLists.some((query) => query.isPending) || streams.isPending,
          error: failedContracts[0]?.error ?? streams.error,
          isRetrying: failedContracts.some((query) => query.isFetching) || streams.isRefetching,
          retry: () => {
            for (const query of failedContracts) void query.refetch();
            streams.retry();
          },
        }}
      />
      <NeedsActionList
        state={{
          items,
          isPending: dealLists.some((query) => query.isPending),
          error: failedDeals[0]?.error ?? null,
          isRetrying: failedDeals.some((query) => query.isFetching),
          retry: () => {
            for (const query of failedDeals) void query.refetch();
          },
        }}
      />
      {isAdmin && disputeQueue ? disputeQueue(show) : null}
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}
