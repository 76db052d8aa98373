import { badgeLabels, type VerificationBadge } from "@agora/contracts";
import { Check, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { trustBadgeInfo } from "@/components/agent-badges";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { StatusPill, type StepState, successText } from "./status-pill";

/**
 * One rung of the ladder: its number (a check once done, a lock while earlier steps are not), the
 * badge it earns, its state, and below either what to do (`children`) or, while locked, what
 * unlocks it (`lockedText`).
 */
export function LadderStep({
  number,
  badge,
  title,
  description,
  state,
  stateLabel,
  lockedText,
  children,
}: {
  number: number;
  badge: VerificationBadge;
  title: string;
  description: ReactNode;
  state: StepState;
  stateLabel?: string;
  lockedText?: string;
  children?: ReactNode;
}) {
  const isLocked = state === "locked";
  const BadgeIcon = trustBadgeInfo[badge].icon;
  return (
    <li aria-label={`Step ${number}: ${title}`}>
      <Card className={cn("p-5 sm:p-6", isLocked && "bg-muted/30 shadow-none")}>
        <div className="flex items-start gap-3 sm:gap-4">
          <span
            className={cn(
              "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums",
              state === "verified"
                ? cn("bg-success/12 dark:bg-success/15", successText)
                : isLocked
                  ? "bg-muted text-muted-foreground"
                  : "bg-primary-soft text-primary-soft-foreground",
            )}
            aria-hidden="true"
          >
            {state === "verified" ? <Check className="size-4" /> : isLocked ? <Lock className="size-3.5" /> : number}
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h3 className={cn("font-semibold", isLocked && "text-muted-foreground")}>{title}</h3>
              <StatusPill state={state} label={stateLabel} />
            </div>
            <p className="text-sm text-pretty text-muted-foreground">{description}</p>
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <BadgeIcon className="size-3.5 shrink-0" aria-hidden="true" />
              {state === "verified" ? "Earned the" : "Earns the"} {badgeLabels[badge]} badge
            </p>
          </div>
        </div>
        {isLocked && lockedText ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground sm:ml-12">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {lockedText}
          </p>
        ) : children ? (
          <div className="mt-5 grid min-w-0 gap-4 sm:ml-12">{children}</div>
        ) : null}
      </Card>
    </li>
  );
}
