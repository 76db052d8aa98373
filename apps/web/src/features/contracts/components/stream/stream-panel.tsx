import type { Contract, Stream } from "@agora/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useLiveStream } from "@/lib/deals/get-stream";
import { contractsPath } from "@/lib/deals/keys";
import { isLive, useContractStreams } from "@/lib/deals/list-streams";
import { walletPath } from "@/lib/queries/get-wallet";
import { EarlierStreams } from "./earlier-streams";
import { IdleStream } from "./idle-stream";
import { StreamMeter } from "./stream-meter";

/**
 * The payment streams of a per-minute contract: the live meter of the latest stream with its
 * controls (Start, Pause, Resume, Stop), its settlement once stopped, and earlier streams.
 */
export function StreamPanel({
  contract,
  canStart,
  notify,
}: {
  contract: Contract;
  canStart: boolean;
  notify: ShowNotice;
}) {
  const queryClient = useQueryClient();
  const streams = useContractStreams(contract.id, { watch: contract.status === "active" });
  const list = streams.data?.data ?? [];
  const latest = list[list.length - 1];
  const live = useLiveStream(latest && isLive(latest) ? latest.id : null, latest);
  const stream = live.stream ?? latest;
  const earlier = list.slice(0, -1).reverse();

  // A stream that settled by itself (its limit reached, the other side stopped it) moved money:
  // refresh the contract's figures and the balances once, when that is first seen.
  const seenStatus = useRef<{ id: string; status: Stream["status"] } | null>(null);
  useEffect(() => {
    if (!stream) return;
    const before = seenStatus.current;
    seenStatus.current = { id: stream.id, status: stream.status };
    if (before?.id === stream.id && before.status !== "settled" && stream.status === "settled") {
      void queryClient.invalidateQueries({ queryKey: [contractsPath] });
      void queryClient.invalidateQueries({ queryKey: [walletPath] });
    }
  }, [stream, queryClient]);

  if (streams.isPending) {
    return (
      <Card className="grid gap-4 p-5 sm:p-6" role="status" aria-label="Loading payment streams">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-2 w-full" />
      </Card>
    );
  }
  if (streams.isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6" role="alert">
        <p className="flex items-center gap-2 font-medium">
          <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
          Couldn't load the payment streams
        </p>
        <p className="text-sm text-muted-foreground">{getErrorMessage(streams.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void streams.refetch()} disabled={streams.isFetching}>
          {streams.isFetching ? <Spinner /> : <RotateCw />}
          Try again
        </Button>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      {stream ? (
        <StreamMeter
          contract={contract}
          stream={stream}
          receivedAtMs={live.receivedAtMs}
          isStale={live.isStale}
          canStartNext={canStart && !isLive(stream)}
          notify={notify}
        />
      ) : (
        <IdleStream contract={contract} canStart={canStart} notify={notify} />
      )}
      {earlier.length > 0 ? <EarlierStreams streams={earlier} /> : null}
    </div>
  );
}
