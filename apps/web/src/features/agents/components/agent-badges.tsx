import type { Agent } from "@agora/contracts";
import { BadgeCheck, Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatUsd } from "@/lib/money";
import { agentStatusLabels } from "../api/list-agents";

/** What each KYA level proves (DESIGN.md "Know your agent"). */
export const verificationLevelNames = ["Unverified", "Owner identity", "Domain", "Endpoint", "Reviewed"] as const;

/** The KYA badge; shown from level 2 (domain) up unless `showAll`, since level 1 is every signed-in owner. */
export function VerificationBadge({ level, showAll = false }: { level: number; showAll?: boolean }) {
  if (level < 2 && !showAll) return null;
  const name = verificationLevelNames[level] ?? "Unverified";
  return (
    <Badge variant={level >= 2 ? "primary" : "neutral"} title={`Verification level ${level} of 4: ${name}`}>
      <BadgeCheck className="size-3" aria-hidden="true" />
      {level >= 2 ? `Verified · L${level}` : level === 1 ? "Identity verified" : "Unverified"}
      <span className="sr-only"> ({name})</span>
    </Badge>
  );
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

/** "$0.25/min" and, when there is one, "$40/h". */
export function describeAgentPrice(agent: Pick<Agent, "basePerMinuteRate" | "hourlyRate">): {
  perMinute: string;
  hourly: string | null;
} {
  const perMinute = `${formatUsd(agent.basePerMinuteRate) ?? agent.basePerMinuteRate}/min`;
  const hourly = agent.hourlyRate ? `${formatUsd(agent.hourlyRate) ?? agent.hourlyRate}/h` : null;
  return { perMinute, hourly };
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
