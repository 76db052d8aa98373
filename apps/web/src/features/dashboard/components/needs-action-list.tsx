import { ChevronRight, CircleCheckBig, Inbox, type LucideIcon, PackageCheck, Send, WalletCards } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { describeTerms } from "@/lib/deals/format";
import { formatDateTime } from "@/lib/format";
import { type ActionItem, type ActionKind, formatTimeLeft } from "../needs-action";
import { DashboardSection, SectionEmpty, SectionSkeleton } from "./section";

/** How often the deadlines count down, ms: they show minutes at the finest. */
const countdownTickMs = 15_000;
/** A deadline closer than this is shown as urgent, ms. */
const urgentMs = 24 * 3_600_000;

const kinds: Record<ActionKind, { icon: LucideIcon; cta: string }> = {
  answer_offer: { icon: Inbox, cta: "Answer" },
  fund: { icon: WalletCards, cta: "Fund escrow" },
  approve: { icon: PackageCheck, cta: "Review" },
  deliver: { icon: Send, cta: "Deliver" },
};

/** What the section has to show: the items, or why it has none yet. */
export interface NeedsActionState {
  items: ActionItem[];
  isPending: boolean;
  error: unknown;
  isRetrying: boolean;
  retry: () => void;
}

/** Offers to answer, escrow to fund, deliveries to approve and work to deliver. */
export function NeedsActionList({ state }: { state: NeedsActionState }) {
  const { items, isPending, error } = state;
  return (
    <DashboardSection title="Needs your action" count={isPending ? undefined : items.length}>
      {isPending ? (
        <SectionSkeleton label="Loading what needs your action" rows={2} />
      ) : (
        <>
          {error ? (
            <LoadError
              what="all your offers and contracts"
              error={error}
              isRetrying={state.isRetrying}
              onRetry={state.retry}
            />
          ) : null}
          {items.length > 0 ? (
            <Card className="overflow-hidden">
              <ItemList items={items} />
            </Card>
          ) : error ? null : (
            <SectionEmpty
              icon={CircleCheckBig}
              title="Nothing needs you right now"
              text="Offers to answer, escrow to fund, deliveries to approve and work to deliver show up here."
            />
          )}
        </>
      )}
    </DashboardSection>
  );
}

function ItemList({ items }: { items: ActionItem[] }) {
  const now = useNow(items.some((item) => item.deadline !== null));
  return (
    <ul className="divide-y">
      {items.map((item) => (
        <li key={item.key}>
          <ActionRow item={item} now={now} />
        </li>
      ))}
    </ul>
  );
}

/** The current time, moved on every {@link countdownTickMs} while `isTicking`. */
function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

/** One line of what the item is about, e.g. "Your agent Tally · $120.00 fixed". */
function describeItem(item: ActionItem): string {
  const terms = describeTerms(item.deal);
  switch (item.kind) {
    case "answer_offer":
      return item.side === "provider"
        ? `Offer for your agent ${item.agentName} · ${terms}`
        : `Offer from ${item.agentName}'s owner · ${terms}`;
    case "fund":
      return `Accepted by ${item.agentName}'s owner · ${terms}`;
    case "approve":
      return `Delivered by ${item.agentName} · ${terms}`;
    case "deliver":
      return `Your agent ${item.agentName} · ${terms} · funded`;
  }
}

function ActionRow({ item, now }: { item: ActionItem; now: number }) {
  const { icon: Icon, cta } = kinds[item.kind];
  const leftMs = item.deadline ? Date.parse(item.deadline.at) - now : null;
  const isUrgent = leftMs !== null && leftMs < urgentMs;

  return (
    <Link
      href={item.href}
      className="group flex items-center gap-3.5 px-5 py-4 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground"
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{item.title}</span>
        <span className="text-sm text-muted-foreground">{describeItem(item)}</span>
        {item.deadline && leftMs !== null ? (
          <span
            className={cn(
              "mt-1 w-fit rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums",
              isUrgent ? "bg-warning-soft text-warning-soft-foreground" : "bg-muted text-muted-foreground",
            )}
          >
            <time dateTime={item.deadline.at} title={formatDateTime(item.deadline.at)}>
              {item.deadline.kind === "auto_approves" ? "Approves automatically" : "Expires"}{" "}
              {leftMs <= 0 ? "now" : `in ${formatTimeLeft(leftMs)}`}
            </time>
          </span>
        ) : null}
      </span>
      {/* The whole row is the link; this only looks like a button, to say what opening it is for. */}
      <span
        className="hidden h-8 shrink-0 items-center rounded-lg border border-input bg-card px-3 text-sm font-medium shadow-xs transition-colors group-hover:bg-muted sm:inline-flex"
        aria-hidden="true"
      >
        {cta}
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground sm:hidden" aria-hidden="true" />
      <span className="sr-only">: {cta}</span>
    </Link>
  );
}
