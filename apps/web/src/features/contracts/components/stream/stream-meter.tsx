import { type Contract, formatUsd, type Stream } from "@agora/contracts";
import { CirclePause } from "lucide-react";
import { StreamStatusBadge } from "@/components/deal-status-badge";
import type { ShowNotice } from "@/components/notice";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { describeStep, formatRate, minutesToMs } from "@/lib/deals/format";
import { formatActiveTime, limitShare, toMicros } from "@/lib/deals/meter";
import { useMeterReading } from "@/lib/deals/use-meter-reading";
import { formatMs, formatRelative } from "@/lib/format";
import { useReceiptCheck } from "../../api/get-receipt-keys";
import { useStreamHeartbeat } from "../../api/stream-action";
import { HeartbeatLine } from "./heartbeat-line";
import { ReceiptIndicator } from "./receipt-indicator";
import { Settlement } from "./settlement";
import { StartStreamButton } from "./start-stream-button";
import { Stat } from "./stat";
import { StreamControls } from "./stream-controls";

/** The latest stream: live meter, progress to its limit, receipt and heartbeat state, controls, settlement. */
export function StreamMeter({
  contract,
  stream,
  receivedAtMs,
  isStale,
  canStartNext,
  notify,
}: {
  contract: Contract;
  stream: Stream;
  receivedAtMs: number;
  isStale: boolean;
  canStartNext: boolean;
  notify: ShowNotice;
}) {
  const rateMicros = toMicros(contract.basePerMinuteRate);
  const reading = useMeterReading(stream, receivedAtMs, rateMicros);
  const limitMicros = toMicros(stream.limit);
  const share = limitShare(reading.accruedMicros, limitMicros);
  const receipt = useReceiptCheck(stream.receipt);
  const isProvider = contract.role === "provider";
  const heartbeat = useStreamHeartbeat(stream.id, isProvider && stream.status === "active");
  const minChargeMs = minutesToMs(contract.minChargeMinutes);

  return (
    <Card className="overflow-hidden" aria-labelledby="stream-meter-title">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5 sm:px-6">
        <div className="flex items-center gap-2.5">
          <h2 id="stream-meter-title" className="font-semibold">
            Payment stream
          </h2>
          <StreamStatusBadge status={stream.status} />
        </div>
        <StreamControls stream={stream} contract={contract} notify={notify} />
      </div>

      <div className="grid gap-5 px-5 py-5 sm:px-6 sm:py-6">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {stream.status === "settled" ? "Total billed" : "Accrued"}
            </p>
            <p
              className="mt-1 text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl"
              data-testid="meter-accrued"
            >
              {formatUsd(reading.accruedMicros, "meter")}
            </p>
          </div>
          <p className="pb-1.5 text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">
              {formatRate(contract.basePerMinuteRate ?? "0")}
            </span>{" "}
            · billed {describeStep(contract.rateGranularity)}
          </p>
        </div>

        <div className="grid gap-2">
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Share of the stream's limit used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share)}
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width] duration-200 ease-linear",
                stream.status === "active" ? "bg-primary" : "bg-muted-foreground/40",
              )}
              style={{ width: `${share}%` }}
            />
          </div>
          <p className="flex justify-between text-xs text-muted-foreground tabular-nums">
            <span>{share.toFixed(1)}% of limit</span>
            <span>
              Limit {formatUsd(stream.limit) ?? stream.limit} ·{" "}
              {stream.limitReason === "cap_reached" ? "per-stream cap" : "the escrow"}
            </span>
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
          <Stat label="Active time">
            <span className="tabular-nums" data-testid="meter-active-time">
              {formatActiveTime(reading.activeMs)}
            </span>
          </Stat>
          {stream.stoppedAt ? (
            <Stat label="Ended">{formatRelative(stream.stoppedAt)}</Stat>
          ) : (
            <Stat label="Left to draw">
              <span className="tabular-nums">
                {formatUsd(limitMicros > reading.accruedMicros ? limitMicros - reading.accruedMicros : 0n, "meter")}
              </span>
            </Stat>
          )}
          <Stat label="Started" className="col-span-2 sm:col-span-1">
            {formatRelative(stream.startedAt)}
          </Stat>
        </dl>

        {stream.status === "active" && minChargeMs > 0n && reading.activeMs < Number(minChargeMs) ? (
          <p className="text-xs text-muted-foreground">
            The first {formatMs(minChargeMs)} are billed as soon as a stream starts (the minimum charge).
          </p>
        ) : null}
        {stream.status === "paused" ? (
          <p className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground">
            <CirclePause className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {describePause(stream.pausedBy, contract.role)}
          </p>
        ) : null}
        {isStale ? (
          <p className="flex items-center gap-2 text-xs text-muted-foreground" role="status">
            <Spinner className="size-3.5" />
            Reconnecting… the figures above are from the last answer.
          </p>
        ) : null}
        {isProvider && stream.status === "active" ? <HeartbeatLine state={heartbeat} /> : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t bg-muted/30 px-5 py-3 text-xs sm:px-6">
        <ReceiptIndicator check={receipt} />
        <span className="text-muted-foreground">Ed25519 · checked in your browser</span>
      </div>

      {stream.status === "stopped" ? (
        <div className="flex items-center gap-2 border-t bg-muted/40 px-5 py-4 text-sm sm:px-6" role="status">
          <Spinner />
          Settling the stream…
        </div>
      ) : null}
      {stream.settlement ? (
        <Settlement
          stream={stream}
          action={
            canStartNext ? (
              <StartStreamButton contract={contract} notify={notify} label="Start a new stream" variant="outline" />
            ) : null
          }
        />
      ) : null}
    </Card>
  );
}

/**
 * Who paused, and who may resume (decision 018: the client any pause, the agent's owner its own or
 * a lost heartbeat's), in the words of the party reading it.
 */
function describePause(pausedBy: Stream["pausedBy"], role: Contract["role"]): string {
  const isClient = role === "client";
  if (pausedBy === "system") {
    return "Paused by itself: the agent stopped sending heartbeats. Nothing is billed until the stream resumes.";
  }
  if (pausedBy === "provider") {
    return role === "provider"
      ? "You paused the stream: nothing is billed until you or the client resume it."
      : "The agent's owner paused the stream: nothing is billed until it resumes.";
  }
  return isClient
    ? "You paused the stream: nothing is billed until you resume it, and only you can."
    : "The client paused the stream: nothing is billed, and only the client can resume it.";
}
