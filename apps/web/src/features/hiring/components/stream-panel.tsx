import type { Contract, Stream } from "@agora/contracts";
import { useQueryClient } from "@tanstack/react-query";
import {
  CircleAlert,
  CirclePause,
  CirclePlay,
  HeartPulse,
  Play,
  RotateCw,
  ShieldAlert,
  ShieldCheck,
  Square,
  Waves,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { walletPath } from "@/features/funds/api/get-wallet";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { formatAmount } from "@/lib/money";
import { getStreamActions, type StreamAction } from "../actions";
import { type ReceiptCheck, useReceiptCheck } from "../api/get-receipt-keys";
import { useLiveStream } from "../api/get-stream";
import { contractsPath } from "../api/keys";
import { isLive, useContractStreams } from "../api/list-streams";
import { useStartStream } from "../api/start-stream";
import { type HeartbeatState, useStreamControl, useStreamHeartbeat } from "../api/stream-action";
import {
  describeStep,
  formatMicrosAmount,
  formatRate,
  formatRelative,
  formatSeconds,
  minutesToMs,
  stopReasonLabels,
} from "../format";
import { formatActiveTime, formatMicros6, limitShare, toMicros } from "../meter";
import { useMeterReading } from "../use-meter-reading";
import { StreamStatusBadge } from "./status-badge";

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

/** "Start stream" with its own progress and a new idempotency key per click. */
function StartStreamButton({
  contract,
  notify,
  label,
  variant = "primary",
}: {
  contract: Contract;
  notify: ShowNotice;
  label: string;
  variant?: "primary" | "outline";
}) {
  const start = useStartStream();
  return (
    <Button
      variant={variant}
      disabled={start.isPending}
      onClick={async () => {
        // mutateAsync: the button is replaced by the meter (and unmounts) once the stream is stored.
        try {
          await start.mutateAsync({ contractId: contract.id, key: newIdempotencyKey() });
          notify({ tone: "success", text: `Stream started at ${formatRate(contract.basePerMinuteRate ?? "0")}` });
        } catch (error) {
          notify({ tone: "error", text: getErrorMessage(error) });
        }
      }}
    >
      {start.isPending ? <Spinner /> : <Play />}
      {start.isPending ? "Starting…" : label}
    </Button>
  );
}

/** Before the first stream: what will happen, and Start for the client. */
function IdleStream({ contract, canStart, notify }: { contract: Contract; canStart: boolean; notify: ShowNotice }) {
  const isClient = contract.role === "client";
  const escrow = toMicros(contract.escrow);
  let text: string;
  if (contract.status === "awaiting_funding") {
    text = isClient
      ? "Fund the escrow, then start a stream: billing runs only while it is active."
      : "Streams start once the client funds the escrow.";
  } else if (contract.status !== "active") {
    text = "No payment stream ran under this contract.";
  } else if (isClient) {
    text =
      escrow > 0n
        ? `Start a stream to bill ${formatRate(contract.basePerMinuteRate ?? "0")} against the ${formatAmount(contract.escrow)} in escrow. Pause or stop it at any moment.`
        : "Add money to the escrow to start a stream.";
  } else {
    text =
      "Waiting for the client to start a stream. Keep this page open while you work: it sends the heartbeats that keep the stream running.";
  }
  return (
    <Card className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Waves className="size-5" aria-hidden="true" />
      </div>
      <div className="grid flex-1 gap-1">
        <h2 className="font-semibold">Payment stream</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {canStart ? <StartStreamButton contract={contract} notify={notify} label="Start stream" /> : null}
    </Card>
  );
}

function StreamMeter({
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
              {formatMicros6(reading.accruedMicros)}
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
              Limit {formatAmount(stream.limit)} ·{" "}
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
                {formatMicros6(limitMicros > reading.accruedMicros ? limitMicros - reading.accruedMicros : 0n)}
              </span>
            </Stat>
          )}
          <Stat label="Started" className="col-span-2 sm:col-span-1">
            {formatRelative(stream.startedAt)}
          </Stat>
        </dl>

        {stream.status === "active" && minChargeMs > 0n && reading.activeMs < Number(minChargeMs) ? (
          <p className="text-xs text-muted-foreground">
            The first {formatSeconds(minChargeMs)} are billed as soon as a stream starts (the minimum charge).
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

function Stat({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("grid gap-1", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
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

/**
 * "✓ signed receipt #seq verified" for a step receipt, "✓ final receipt verified" once settled,
 * checked in this browser with the platform's public key.
 */
function ReceiptIndicator({ check }: { check: ReceiptCheck }) {
  if (check.status === "verified") {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium" data-testid="receipt-status">
        <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="text-success" aria-hidden="true">
            ✓{" "}
          </span>
          {check.isFinal
            ? "signed final receipt verified: the settlement below is what was paid"
            : `signed receipt #${check.seq} verified`}
        </span>
      </span>
    );
  }
  if (check.status === "invalid") {
    return (
      <span className="inline-flex items-center gap-1.5 text-destructive" data-testid="receipt-status">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {check.isFinal ? "The final receipt" : `Receipt #${check.seq}`} failed verification
      </span>
    );
  }
  if (check.status === "unavailable") {
    return <span className="text-muted-foreground">Receipt keys unavailable</span>;
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="receipt-status">
      <Spinner className="size-3.5" />
      Verifying…
    </span>
  );
}

/** The owner's view: this page is what keeps the stream alive. */
function HeartbeatLine({ state }: { state: HeartbeatState }) {
  const isFailing = state.status === "failing";
  return (
    <p
      className={cn(
        "flex items-center gap-2 rounded-lg px-3 py-2 text-xs",
        isFailing ? "bg-destructive-soft text-destructive" : "bg-success/10 text-foreground",
      )}
      role="status"
    >
      <HeartPulse
        className={cn("size-3.5 shrink-0 motion-safe:animate-pulse", !isFailing && "text-success")}
        aria-hidden="true"
      />
      {isFailing
        ? "Heartbeat failed. The stream pauses if none gets through for 30 seconds."
        : "You're online: this page sends a heartbeat every 10 seconds to keep the stream running."}
    </p>
  );
}

/** Pause / Resume / Stop for either party; Stop settles at once. */
function StreamControls({ stream, contract, notify }: { stream: Stream; contract: Contract; notify: ShowNotice }) {
  const control = useStreamControl();
  const [running, setRunning] = useState<StreamAction | null>(null);
  const actions = getStreamActions(stream, contract.role);
  if (actions.length === 0) return null;

  // mutateAsync: a stopped stream has no controls, so this component unmounts before per-call
  // callbacks of mutate would run.
  async function act(action: StreamAction) {
    setRunning(action);
    try {
      const next = await control.mutateAsync({ id: stream.id, action, key: newIdempotencyKey() });
      if (action === "stop" && next.settlement) {
        notify({ tone: "success", text: `Stream stopped: ${formatAmount(next.settlement.gross)} billed` });
      } else if (action === "pause") notify({ tone: "success", text: "Stream paused: billing is on hold" });
      else if (action === "resume") notify({ tone: "success", text: "Stream resumed" });
    } catch (error) {
      notify({ tone: "error", text: getErrorMessage(error) });
    } finally {
      setRunning(null);
    }
  }

  const isBusy = running !== null;
  return (
    <div className="flex gap-2">
      {actions.includes("pause") ? (
        <Button variant="outline" size="sm" disabled={isBusy} onClick={() => void act("pause")}>
          {running === "pause" ? <Spinner /> : <CirclePause />}
          {running === "pause" ? "Pausing…" : "Pause"}
        </Button>
      ) : null}
      {actions.includes("resume") ? (
        <Button variant="outline" size="sm" disabled={isBusy} onClick={() => void act("resume")}>
          {running === "resume" ? <Spinner /> : <CirclePlay />}
          {running === "resume" ? "Resuming…" : "Resume"}
        </Button>
      ) : null}
      {actions.includes("stop") ? (
        <Button variant="destructive-outline" size="sm" disabled={isBusy} onClick={() => void act("stop")}>
          {running === "stop" ? <Spinner /> : <Square />}
          {running === "stop" ? "Stopping…" : "Stop"}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What the stream paid at settlement: gross, the 0.1 % fee and the net to the agent's owner, as its
 * signed final receipt states them (decision 018: step receipts state running figures, only the
 * final one money paid), or as the stream's settlement states them before that receipt is at hand.
 */
function Settlement({ stream, action }: { stream: Stream; action: ReactNode }) {
  const settlement = stream.settlement;
  if (!settlement) return null;
  const paid = stream.receipt.final ? stream.receipt : settlement;
  return (
    <section aria-labelledby="settlement-title" className="border-t bg-muted/40 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="settlement-title" className="font-semibold">
            Settlement
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {stream.stopReason ? stopReasonLabels[stream.stopReason] : "Stopped"} · settled{" "}
            {formatRelative(settlement.settledAt)}
          </p>
        </div>
        {action}
      </div>
      <dl className="mt-4 grid gap-2 text-sm">
        <SettlementLine label="Gross" value={formatMicros6(toMicros(paid.gross))} testId="settlement-gross" />
        <SettlementLine
          label="Platform fee (0.1 %)"
          value={`−${formatMicros6(toMicros(paid.fee))}`}
          testId="settlement-fee"
        />
        <div className="my-1 border-t" />
        <SettlementLine
          label="Net to the agent's owner"
          value={formatMicros6(toMicros(paid.net))}
          testId="settlement-net"
          isTotal
        />
      </dl>
    </section>
  );
}

function SettlementLine({
  label,
  value,
  testId,
  isTotal = false,
}: {
  label: string;
  value: string;
  testId: string;
  isTotal?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={cn(isTotal ? "font-medium" : "text-muted-foreground")}>{label}</dt>
      <dd className={cn("tabular-nums", isTotal && "font-semibold")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Streams before the latest, newest first, each with what it paid. */
function EarlierStreams({ streams }: { streams: Stream[] }) {
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
                  {formatAmount(stream.settlement.gross)}
                  <span className="ml-2 text-xs text-muted-foreground">
                    net {formatMicrosAmount(toMicros(stream.settlement.net))}
                  </span>
                </>
              ) : (
                formatAmount(stream.accrued)
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
