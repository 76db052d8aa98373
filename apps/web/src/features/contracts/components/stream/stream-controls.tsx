import { type Contract, formatUsd, type Stream } from "@agora/contracts";
import { CirclePause, CirclePlay, Square } from "lucide-react";
import { useState } from "react";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { getStreamActions, type StreamAction } from "@/lib/deals/actions";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useStreamControl } from "../../api/stream-action";

/** Pause / Resume / Stop for either party; Stop settles at once. */
export function StreamControls({
  stream,
  contract,
  notify,
}: {
  stream: Stream;
  contract: Contract;
  notify: ShowNotice;
}) {
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
        notify({
          tone: "success",
          text: `Stream stopped: ${formatUsd(next.settlement.gross) ?? next.settlement.gross} billed`,
        });
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
