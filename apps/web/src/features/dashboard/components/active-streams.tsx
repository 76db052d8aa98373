import { formatUsd } from "@agora/contracts";
import { ChevronRight, Waves } from "lucide-react";
import { Link } from "wouter";
import { StreamStatusBadge } from "@/components/deal-status-badge";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatRate } from "@/lib/deals/format";
import { useLiveStream } from "@/lib/deals/get-stream";
import { formatActiveTime, limitShare, toMicros } from "@/lib/deals/meter";
import { useMeterReading } from "@/lib/deals/use-meter-reading";
import { type ConnectionState, useRealtimeConnection } from "@/lib/realtime";
import type { ActiveStream } from "../api/use-active-streams";
import { contractHref } from "../needs-action";
import { DashboardSection, SectionEmpty, SectionSkeleton } from "./section";

/** What the section has to show: the streams, or why it has none yet. */
export interface ActiveStreamsState {
  streams: ActiveStream[];
  isPending: boolean;
  error: unknown;
  isRetrying: boolean;
  retry: () => void;
}

/** My live payment streams, as client and as provider, each with its meter ticking. */
export function ActiveStreams({ state }: { state: ActiveStreamsState }) {
  const { streams, isPending, error } = state;
  return (
    <DashboardSection
      title="Active streams"
      count={isPending ? undefined : streams.length}
      aside={<ConnectionIndicator />}
    >
      {isPending ? (
        <SectionSkeleton label="Loading payment streams" rows={1} />
      ) : (
        <>
          {error ? (
            <LoadError
              what="all your payment streams"
              error={error}
              isRetrying={state.isRetrying}
              onRetry={state.retry}
            />
          ) : null}
          {streams.length > 0 ? (
            <Card className="overflow-hidden">
              <ul className="divide-y">
                {streams.map((item) => (
                  <li key={item.stream.id}>
                    <ActiveStreamRow item={item} />
                  </li>
                ))}
              </ul>
            </Card>
          ) : error ? null : (
            <SectionEmpty
              icon={Waves}
              title="No live streams"
              text="When work billed by the minute runs, under a contract of yours or one of your agents, its meter ticks here."
            />
          )}
        </>
      )}
    </DashboardSection>
  );
}

const connectionLabels: Record<Exclude<ConnectionState, "idle">, string> = {
  open: "Live",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
};

/** Whether the figures are pushed right now; while not, they are polled and a step behind. */
function ConnectionIndicator() {
  const state = useRealtimeConnection();
  if (state === "idle") return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
      title={
        state === "open"
          ? "Figures are pushed by the server with every billing step"
          : "Figures are read every second until the live connection is back"
      }
    >
      {state === "open" ? (
        <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
      ) : (
        <Spinner className="size-3" />
      )}
      {connectionLabels[state]}
    </span>
  );
}

function ActiveStreamRow({ item }: { item: ActiveStream }) {
  const { contract } = item;
  const live = useLiveStream(item.stream.id, item.stream);
  const stream = live.stream ?? item.stream;
  const reading = useMeterReading(stream, live.receivedAtMs, toMicros(contract.basePerMinuteRate));
  const share = limitShare(reading.accruedMicros, toMicros(stream.limit));
  const isProvider = contract.role === "provider";

  return (
    <Link
      href={contractHref(contract.id)}
      aria-label={`${contract.title}: ${isProvider ? "earned" : "accrued"} ${formatUsd(reading.accruedMicros, "meter")}, open the contract`}
      className="group flex gap-3 px-5 py-4 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <span
        className={cn(
          "mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full",
          stream.status === "active"
            ? "bg-primary-soft text-primary-soft-foreground"
            : "bg-muted text-muted-foreground",
        )}
        aria-hidden="true"
      >
        <Waves className="size-4" />
      </span>

      <span className="grid min-w-0 flex-1 gap-3">
        <span className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <span className="grid min-w-0 gap-1">
            <span className="line-clamp-2 font-medium sm:line-clamp-1">{contract.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <StreamStatusBadge status={stream.status} />
              <span>
                {isProvider ? "Your agent " : "You pay "}
                <span className="text-foreground">{contract.agent.name}</span>
                <span className="whitespace-nowrap tabular-nums">
                  {" "}
                  · {formatRate(contract.basePerMinuteRate ?? "0")}
                </span>
              </span>
            </span>
          </span>
          <span className="flex shrink-0 items-end justify-between gap-3 sm:grid sm:justify-items-end sm:gap-0.5 sm:text-right">
            <span className="grid gap-0.5 sm:contents">
              <span className="text-xs text-muted-foreground">{isProvider ? "Earned" : "Accrued"}</span>
              <span
                className="text-xl leading-tight font-semibold tracking-tight tabular-nums sm:text-2xl"
                data-testid="dashboard-meter"
              >
                {formatUsd(reading.accruedMicros, "meter")}
              </span>
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatActiveTime(reading.activeMs)} active
            </span>
          </span>
        </span>

        <span className="grid gap-1.5">
          <span className="h-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span
              className={cn(
                "block h-full rounded-full transition-[width] duration-200 ease-linear",
                stream.status === "active" ? "bg-primary" : "bg-muted-foreground/40",
              )}
              style={{ width: `${share}%` }}
            />
          </span>
          <span className="flex justify-between gap-4 text-xs text-muted-foreground tabular-nums">
            <span>{share.toFixed(1)}% of the stream's limit</span>
            {live.isStale ? <span>Reconnecting…</span> : null}
          </span>
        </span>
      </span>

      <ChevronRight
        className="hidden size-4 shrink-0 self-center text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:block"
        aria-hidden="true"
      />
    </Link>
  );
}
