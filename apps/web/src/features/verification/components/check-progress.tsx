import { CircleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { formatRelative } from "@/lib/format";

/**
 * What shows while the server runs a check that takes up to `expectedMs` (fetching a token,
 * waiting for a signature): the label, the seconds gone by, and a bar that fills towards the end
 * without claiming to be exact.
 */
export function CheckProgress({ label, expectedMs = 5_000 }: { label: string; expectedMs?: number }) {
  const [elapsedS, setElapsedS] = useState(0);
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => {
    // Next frame, so the bar's width transition runs from its starting width.
    const frame = requestAnimationFrame(() => setIsStarted(true));
    const timer = setInterval(() => setElapsedS((s) => s + 1), 1_000);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, []);
  return (
    <div role="status" className="grid gap-2 rounded-lg border bg-muted/40 px-4 py-3">
      <div className="flex items-center gap-2 text-sm">
        <Spinner className="size-4 text-primary" />
        <span className="min-w-0 flex-1 font-medium">{label}</span>
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          {elapsedS} s
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted-foreground/15" aria-hidden="true">
        <div
          className="h-full rounded-full bg-primary transition-[width] ease-out motion-reduce:transition-none"
          style={{ width: isStarted ? "92%" : "4%", transitionDuration: `${expectedMs}ms` }}
        />
      </div>
    </div>
  );
}

/** Why the last automatic check failed, in the server's words, and when it ran. */
export function CheckFailure({
  title,
  error,
  at,
  atVerb,
}: {
  title: string;
  error: string;
  at: string | null;
  atVerb: string;
}) {
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p>{error}</p>
        {at ? (
          <p className="text-xs opacity-80">
            {atVerb} <time dateTime={at}>{formatRelative(at)}</time>
          </p>
        ) : null}
      </div>
    </div>
  );
}
