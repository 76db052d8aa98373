import { HeartPulse } from "lucide-react";
import { cn } from "@/lib/cn";
import type { HeartbeatState } from "../../api/stream-action";

/** The owner's view: this page is what keeps the stream alive. */
export function HeartbeatLine({ state }: { state: HeartbeatState }) {
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
