import type { Contract, Offer, Stream } from "@agora/contracts";
import { cn } from "@/lib/cn";
import { contractStatusLabels, streamStatusLabels } from "@/lib/deals/format";

// The success green and the destructive red are too light for small text on their soft
// backgrounds (axe contrast), so those pills keep the foreground colour for their words and show
// the colour in the dot only.
const tones = {
  neutral: { pill: "border-border bg-muted text-muted-foreground", dot: "bg-current" },
  primary: { pill: "border-transparent bg-primary-soft text-primary-soft-foreground", dot: "bg-current" },
  warning: { pill: "border-transparent bg-warning-soft text-warning-soft-foreground", dot: "bg-current" },
  success: { pill: "border-transparent bg-success/12 text-foreground", dot: "bg-success" },
  danger: { pill: "border-transparent bg-destructive-soft text-foreground", dot: "bg-destructive" },
} as const;

type Tone = keyof typeof tones;

const contractTones: Record<Contract["status"], Tone> = {
  awaiting_funding: "warning",
  active: "primary",
  delivered: "primary",
  completed: "success",
  disputed: "danger",
  resolved: "neutral",
  cancelled: "neutral",
};

const streamTones: Record<Stream["status"], Tone> = {
  active: "success",
  paused: "warning",
  stopped: "neutral",
  settled: "neutral",
};

const offerTones: Record<Offer["status"], Tone> = {
  pending: "warning",
  accepted: "success",
  rejected: "neutral",
  countered: "neutral",
  withdrawn: "neutral",
  expired: "neutral",
};

/** A small coloured label; a live dot marks states where something is happening now. */
function StatusPill({ tone, label, isLive = false }: { tone: Tone; label: string; isLive?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tones[tone].pill,
      )}
    >
      <span className="relative flex size-1.5" aria-hidden="true">
        {isLive ? (
          <span
            className={cn(
              "absolute inline-flex size-full rounded-full opacity-60 motion-safe:animate-ping",
              tones[tone].dot,
            )}
          />
        ) : null}
        <span className={cn("relative inline-flex size-1.5 rounded-full", tones[tone].dot)} />
      </span>
      {label}
    </span>
  );
}

export function ContractStatusBadge({ status }: { status: Contract["status"] }) {
  return <StatusPill tone={contractTones[status]} label={contractStatusLabels[status]} />;
}

export function StreamStatusBadge({ status }: { status: Stream["status"] }) {
  return <StatusPill tone={streamTones[status]} label={streamStatusLabels[status]} isLive={status === "active"} />;
}

export function OfferStatusBadge({ status }: { status: Offer["status"] }) {
  const label = status === "pending" ? "Pending" : status.charAt(0).toUpperCase() + status.slice(1);
  return <StatusPill tone={offerTones[status]} label={label} />;
}
