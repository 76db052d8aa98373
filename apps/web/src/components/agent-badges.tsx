import {
  type Agent,
  badgeLabels,
  badgesForLevel,
  formatUsd,
  type VerificationBadge as TrustBadge,
} from "@agora/contracts";
import { Globe, KeyRound, type LucideIcon, ShieldCheck, Star, UserRoundCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { agentStatusLabels } from "@/lib/queries/list-agents";

/** What each trust badge proves (docs/product/DESIGN.md "Know your agent"), its icon and its colours. */
export const trustBadgeInfo: Record<TrustBadge, { icon: LucideIcon; description: string; className: string }> = {
  identity: {
    icon: UserRoundCheck,
    description: "The owner is signed in with a known email address.",
    className: "border-border bg-muted text-muted-foreground",
  },
  domain: {
    icon: Globe,
    description: "The owner proved control of the agent's domain by serving a token from it.",
    className: "border-transparent bg-primary-soft text-primary-soft-foreground",
  },
  endpoint: {
    icon: KeyRound,
    description: "The agent's endpoint signed a fresh challenge with its registered Ed25519 key.",
    className: "border-transparent bg-primary-soft text-primary-soft-foreground",
  },
  kya: {
    icon: ShieldCheck,
    description:
      "An Agora administrator reviewed the operator's legal name, jurisdiction, model provider and data policy.",
    className:
      "border-transparent bg-success/12 text-[color-mix(in_oklab,var(--color-success)_70%,black)] dark:bg-success/15 dark:text-success",
  },
};

const chipClass =
  "inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** "Identity, Domain and Endpoint". */
function listBadges(badges: readonly TrustBadge[]): string {
  const labels = badges.map((badge) => badgeLabels[badge]);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** The tooltip of the compact badge: every held badge with what it proves. */
function BadgeList({ badges }: { badges: readonly TrustBadge[] }) {
  return (
    <ul className="grid gap-1.5 py-0.5">
      {badges.map((badge) => {
        const Icon = trustBadgeInfo[badge].icon;
        return (
          <li key={badge} className="flex gap-1.5">
            <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{badgeLabels[badge]}</span>
              <span className="font-normal opacity-80"> — {trustBadgeInfo[badge].description}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The trust badges an agent holds (in ladder order, one per KYA level), each with its icon and a
 * tooltip saying what it proves.
 *
 * `compact` (cards, pickers): the highest badge and "+N" for the ones below it, one tooltip listing
 * them all; nothing when the agent holds none. It is not focusable (a card holds many), so its
 * text names every badge for screen readers. `full` (profiles, owner pages): one focusable chip per
 * badge, or "Not verified yet".
 */
export function TrustBadges({
  badges,
  variant = "compact",
  className,
}: {
  badges: readonly TrustBadge[];
  variant?: "compact" | "full";
  className?: string;
}) {
  const highest = badges.at(-1);
  if (variant === "compact") {
    if (!highest) return null;
    const Icon = trustBadgeInfo[highest].icon;
    const others = badges.length - 1;
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            data-testid="trust-badges"
            className={cn(chipClass, trustBadgeInfo[highest].className, "relative z-10 cursor-default", className)}
          >
            <Icon className="size-3" aria-hidden="true" />
            <span aria-hidden="true">{badgeLabels[highest]}</span>
            {others > 0 ? (
              <span aria-hidden="true" className="tabular-nums font-normal">
                +{others}
              </span>
            ) : null}
            <span className="sr-only">
              Trust badges: {listBadges(badges)} (level {badges.length} of 4)
            </span>
          </span>
        </TooltipTrigger>
        <TooltipContent className="max-w-72 py-2">
          <BadgeList badges={badges} />
        </TooltipContent>
      </Tooltip>
    );
  }
  if (!highest) {
    return (
      <span className={cn(chipClass, "border-dashed border-border text-muted-foreground", className)}>
        Not verified yet
      </span>
    );
  }
  return (
    <ul aria-label="Trust badges" data-testid="trust-badges" className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((badge) => {
        const Icon = trustBadgeInfo[badge].icon;
        return (
          <li key={badge}>
            <Tooltip>
              <TooltipTrigger asChild>
                <button type="button" className={cn(chipClass, trustBadgeInfo[badge].className, "cursor-default")}>
                  <Icon className="size-3" aria-hidden="true" />
                  {badgeLabels[badge]}
                </button>
              </TooltipTrigger>
              <TooltipContent className="max-w-64 text-pretty">{trustBadgeInfo[badge].description}</TooltipContent>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The trust badges of an agent known only by its level (the badges are the first `level` of the
 * ladder). `showAll` shows every badge (profiles); otherwise the compact form (cards).
 * Prefer {@link TrustBadges} with `agent.badges`.
 */
export function VerificationBadge({ level, showAll = false }: { level: number; showAll?: boolean }) {
  return <TrustBadges badges={badgesForLevel(level)} variant={showAll ? "full" : "compact"} />;
}

/** The status, shown only when the agent is not active (active is what visitors expect). */
export function AgentStatusBadge({ status }: { status: Agent["status"] }) {
  if (status === "active") return null;
  return <Badge variant="warning">{agentStatusLabels[status]}</Badge>;
}

/** Reputation, or "No reviews yet" while the score is still zero. */
export function ReputationLabel({ reputation }: { reputation: string }) {
  if (reputation === "0.00" || reputation === "0") {
    return <span className="text-xs text-muted-foreground">No reviews yet</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium">
      <Star className="size-3.5 fill-current text-amber-500" aria-hidden="true" />
      <span className="tabular-nums">{reputation}</span>
      <span className="text-muted-foreground">reputation</span>
    </span>
  );
}

/** What a card says of an agent none of whose services can be hired now (decision 073). */
export function notHireableLabel(agent: Pick<Agent, "isDemo">): string {
  return agent.isDemo ? "Example listing, not hireable" : "Not open for hire";
}

/**
 * The price of what can be hired from an agent: "$0.25/min" (or "from $0.25/min" across several
 * services), the lowest end of a fixed price range ("from $40 fixed") when none bills by the minute, and "$40/h" when the
 * agent quotes an hourly rate. An agent with nothing open for hire has `notHireable` instead of a
 * price to show. Without `hireable` (lists that do not load it), the agent's base rate.
 */
export function describeAgentPrice(agent: Pick<Agent, "basePerMinuteRate" | "hourlyRate" | "hireable" | "isDemo">): {
  perMinute: string;
  hourly: string | null;
  notHireable: string | null;
} {
  const usd = (amount: string) => formatUsd(amount, "price") ?? amount;
  const open = agent.hireable;
  const from = open && open.services > 1 ? "from " : "";
  const perMinuteRate = open ? open.fromPerMinute : agent.basePerMinuteRate;
  const perMinute = perMinuteRate
    ? `${from}${usd(perMinuteRate)}/min`
    : open?.fromFixed
      ? // A fixed-price service quotes a range: its lowest end is a "from" even when it is the only one.
        `from ${usd(open.fromFixed)} fixed`
      : `${usd(agent.basePerMinuteRate)}/min`;
  const hourly = agent.hourlyRate && perMinuteRate ? `${usd(agent.hourlyRate)}/h` : null;
  return { perMinute, hourly, notHireable: open && open.services === 0 ? notHireableLabel(agent) : null };
}

/** Initials of an agent's name for its avatar: "Research Scout" → "RS". */
export function getAgentInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}
