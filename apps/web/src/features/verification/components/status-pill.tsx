import type { VerificationStepStatus } from "@agora/contracts";
import { CircleAlert, CircleCheck, CircleDashed, Clock, Lock, type LucideIcon, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A step's state as the ladder shows it; `locked` is a step whose earlier steps are not done. */
export type StepState = VerificationStepStatus | "locked";

export const successText = "text-[color-mix(in_oklab,var(--color-success)_70%,black)] dark:text-success";

const tones = {
  success: cn("bg-success/12 dark:bg-success/15", successText),
  pending: "bg-warning-soft text-warning-soft-foreground",
  danger: "bg-destructive-soft text-destructive",
  neutral: "bg-muted text-muted-foreground",
} as const;

const looks: Record<StepState, { label: string; tone: keyof typeof tones; icon: LucideIcon }> = {
  verified: { label: "Verified", tone: "success", icon: CircleCheck },
  pending: { label: "Pending", tone: "pending", icon: Clock },
  failed: { label: "Check failed", tone: "danger", icon: CircleAlert },
  rejected: { label: "Rejected", tone: "danger", icon: XCircle },
  not_started: { label: "Not started", tone: "neutral", icon: CircleDashed },
  locked: { label: "Locked", tone: "neutral", icon: Lock },
};

/** A step's (or a request's) state as a small pill; `label` overrides the word, e.g. "In review". */
export function StatusPill({ state, label, className }: { state: StepState; label?: string; className?: string }) {
  const look = looks[state];
  const Icon = look.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[look.tone],
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label ?? look.label}
    </span>
  );
}

/** A KYA request's state (`approved` and `rejected` as the admin decided). */
export function RequestStatusPill({ status }: { status: "pending" | "approved" | "rejected" }) {
  if (status === "approved") return <StatusPill state="verified" label="Approved" />;
  if (status === "rejected") return <StatusPill state="rejected" />;
  return <StatusPill state="pending" label="In review" />;
}
