import { formatUsd, type Stream } from "@agora/contracts";
import { StreamStatusBadge } from "@/components/deal-status-badge";
import { Card } from "@/components/ui/card";
import { formatActiveTime, toMicros } from "@/lib/deals/meter";
import { formatRelative } from "@/lib/format";

/** Streams before the latest, newest first, each with what it paid. */
export function EarlierStreams({ streams }: { streams: Stream[] }) {
  return (
    <Card className="overflow-hidden">
      <h3 className="border-b px-5 py-3 text-sm font-semibold sm:px-6">Earlier streams</h3>
      <ul className="divide-y text-sm">
        {streams.map((stream) => (
          <li key={stream.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3 sm:px-6">
            <span className="flex items-center gap-2">
              <StreamStatusBadge status={stream.status} />
              <span className="text-muted-foreground">{formatRelative(stream.startedAt)}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{formatActiveTime(stream.activeMs)}</span>
            </span>
            <span className="tabular-nums">
              {stream.settlement ? (
                <>
                  {formatUsd(stream.settlement.gross) ?? stream.settlement.gross}
                  <span className="ml-2 text-xs text-muted-foreground">
                    net {formatUsd(toMicros(stream.settlement.net))}
                  </span>
                </>
              ) : (
                (formatUsd(stream.accrued) ?? stream.accrued)
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
