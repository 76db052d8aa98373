import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** How long a notice stays on screen, ms; errors stay longer so there is time to read them. */
const shownMs = { success: 6_000, error: 10_000 } as const;

/**
 * Where a notice floats. `center`: under the header on phones, bottom centre from `sm` up, clear of
 * the support chat's button in the bottom-right corner. `corner`: bottom right from `sm` up.
 */
const placements = {
  center: "z-50 top-18 sm:top-auto sm:bottom-6",
  corner: "z-[60] bottom-4 sm:inset-x-auto sm:right-6 sm:bottom-6",
} as const;

export interface NoticeMessage {
  tone: "success" | "error";
  text: string;
  /** A link to the next step, e.g. "View in Jobs". */
  action?: { label: string; href: string };
  /** Tells two equal texts apart, so showing one again restarts the timer. */
  shownAt: number;
}

export type ShowNotice = (message: Omit<NoticeMessage, "shownAt">) => void;

/** The notice state of one screen: what is shown, how to show one, how to dismiss it. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const show: ShowNotice = useCallback((message) => setNotice({ ...message, shownAt: Date.now() }), []);
  return { notice, show, dismiss };
}

/**
 * A confirmation or an error floating over the page (a toast), read out by screen readers; it goes
 * away by itself or when dismissed.
 */
export function Notice({
  message,
  onDismiss,
  placement = "center",
}: {
  message: NoticeMessage | null;
  onDismiss: () => void;
  placement?: keyof typeof placements;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDismiss, shownMs[message.tone]);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);

  return (
    <div
      role={message?.tone === "error" ? "alert" : "status"}
      aria-live={message?.tone === "error" ? "assertive" : "polite"}
      className={cn("pointer-events-none fixed inset-x-4 flex justify-center", placements[placement])}
    >
      {message ? (
        <div
          key={message.shownAt}
          data-testid="notice"
          className="pointer-events-auto flex w-full max-w-sm animate-panel-in items-start gap-3 rounded-xl border bg-popover py-3 pr-2 pl-4 text-sm text-popover-foreground shadow-lg"
        >
          {message.tone === "success" ? (
            <CircleCheck className="mt-px size-5 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-px size-5 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <div className="grid flex-1 gap-1 pt-px">
            <p className={cn("font-medium", message.tone === "error" && "text-destructive")}>{message.text}</p>
            {message.action ? (
              <Link
                href={message.action.href}
                onClick={onDismiss}
                className="w-fit rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {message.action.label}
              </Link>
            ) : null}
          </div>
          <Button variant="ghost" size="icon-sm" onClick={onDismiss} aria-label="Dismiss">
            <X />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
