import type { Contract, Stream } from "@agora/contracts";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { contractsPath, invalidateDeals } from "@/lib/deals/keys";
import { contractStreamsQueryOptions, isLive } from "@/lib/deals/list-streams";
import { useRealtimeChannels } from "@/lib/realtime";

/** A stream that is billing, paused or settling, with the contract it runs under. */
export interface ActiveStream {
  contract: Contract;
  stream: Stream;
}

/** Whether a contract can have a live stream: per minute, and not closed or disputed. */
function canStream(contract: Contract): boolean {
  return contract.pricingModel === "per_minute" && (contract.status === "active" || contract.status === "delivered");
}

/** Most live streams first: billing before paused before settling; then the newest. */
const statusOrder: Record<Stream["status"], number> = { active: 0, paused: 1, stopped: 2, settled: 3 };

/**
 * The live streams of `contracts` (mine, as client and as provider). It reads each per-minute
 * contract's stream list and follows its `contract:<id>` channel, where the server announces
 * `stream.started|paused|resumed|settled`, so a stream the other side starts shows up at once;
 * while those channels are down the lists poll instead. Each stream's figures then come from
 * `useLiveStream`.
 */
export function useActiveStreams(contracts: readonly Contract[]) {
  const queryClient = useQueryClient();
  const streamable = contracts.filter(canStream);
  const channel = useRealtimeChannels(
    streamable.map((contract) => `contract:${contract.id}`),
    (event) => {
      const contractId = event.channel.slice("contract:".length);
      if (event.event.startsWith("stream.") && event.event !== "stream.heartbeat") {
        void queryClient.invalidateQueries({ queryKey: [contractsPath, contractId, "streams"] });
        // A settlement moved money: the contract's figures and the balances changed.
        if (event.event === "stream.settled") void invalidateDeals(queryClient);
      } else if (event.event.startsWith("dispute.")) {
        void queryClient.invalidateQueries({ queryKey: [contractsPath] });
      }
    },
  );
  const results = useQueries({
    queries: streamable.map((contract) =>
      contractStreamsQueryOptions(contract.id, { watch: channel !== "subscribed" }),
    ),
  });

  const streams: ActiveStream[] = [];
  results.forEach((result, index) => {
    const contract = streamable[index];
    const list = result.data?.data ?? [];
    const latest = list[list.length - 1];
    if (contract && latest && isLive(latest)) streams.push({ contract, stream: latest });
  });
  streams.sort(
    (a, b) =>
      statusOrder[a.stream.status] - statusOrder[b.stream.status] ||
      Date.parse(b.stream.startedAt) - Date.parse(a.stream.startedAt),
  );

  const failed = results.filter((result) => result.isError);
  return {
    streams,
    isPending: results.some((result) => result.isPending),
    error: failed[0]?.error ?? null,
    isRefetching: failed.some((result) => result.isFetching),
    retry: () => {
      for (const result of failed) void result.refetch();
    },
  };
}
