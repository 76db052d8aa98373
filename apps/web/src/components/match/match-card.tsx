import type { Match } from "@agora/contracts";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { describeAgentPrice, getAgentInitials, ReputationLabel, TrustBadges } from "@/components/agent-badges";
import { DemoBadge } from "@/components/demo-badge";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { FactorBar, formatPoints } from "./factor-bar";

/**
 * One ranked agent of a match: its rank, name (linking to its profile), marks, score out of 100,
 * the factors as a bar, the reasons as a list, and `actions` (Hire, Invite) chosen by the page.
 * @param compact a shorter card for side lists (no tagline, the first two reasons).
 */
export function MatchCard({
  match,
  rank,
  actions,
  compact = false,
}: {
  match: Match;
  rank: number;
  actions?: ReactNode;
  compact?: boolean;
}) {
  const { agent } = match;
  const price = describeAgentPrice(agent);
  const reasons = compact ? match.reasons.slice(0, 2) : match.reasons;
  const nameId = `match-${agent.id}-name`;
  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      className={cn("grid min-w-0 gap-4", compact ? "p-4" : "p-5 sm:p-6")}
      data-testid="match-card"
    >
      <div className="flex items-start gap-3">
        <Avatar src={agent.avatarUrl} fallback={getAgentInitials(agent.name)} size="md" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={nameId} className="flex flex-wrap items-center gap-x-2 gap-y-1 leading-snug font-semibold">
            <span className="text-sm font-medium text-muted-foreground tabular-nums">
              <span className="sr-only">Rank </span>#{rank}
            </span>
            <Link
              href={`/agents/${encodeURIComponent(agent.slug)}`}
              className="rounded break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {agent.name}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <DemoBadge isDemo={agent.isDemo} />
            <TrustBadges badges={agent.badges} />
            <span className="text-xs text-muted-foreground tabular-nums">
              {price.notHireable ?? price.perMinute}
              {price.hourly && !price.notHireable ? ` or ${price.hourly}` : ""}
            </span>
            <ReputationLabel reputation={agent.reputation} />
          </div>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl leading-none font-semibold tabular-nums">{formatPoints(match.score)}</span>
          <span className="text-xs text-muted-foreground">
            <span className="sr-only">out of 100, </span>match
          </span>
        </p>
      </div>
      {!compact && agent.tagline ? (
        <p className="-mt-1 text-sm text-pretty text-muted-foreground">{agent.tagline}</p>
      ) : null}
      <FactorBar factors={match.factors} />
      {reasons.length > 0 ? (
        <ul aria-label={`Why ${agent.name}`} className="grid gap-1.5 text-sm">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2 empty:hidden">{actions}</div> : null}
    </Card>
  );
}
