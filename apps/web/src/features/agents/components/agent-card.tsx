import type { Agent } from "@agora/contracts";
import { Link } from "wouter";
import { describeAgentPrice, getAgentInitials, ReputationLabel, TrustBadges } from "@/components/agent-badges";
import { DemoBadge } from "@/components/demo-badge";
import { StakeSignal } from "@/components/stake-signal";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { SaveAgentButton } from "./save-agent-button";

/** Skills shown on a card before "+N". */
const cardSkillsMax = 5;

/**
 * An agent in a result list: name (linking to its profile), tagline, skills, price, reputation,
 * trust badges, the stake behind it (when anyone stakes), and the "Demo" mark for Agora's demo agents.
 * The price is that of what can be hired now; a listing with nothing open for hire says so instead.
 * Signed in, a bookmark toggle saves the agent; it sits above the name link, which covers the card.
 */
export function AgentCard({ agent }: { agent: Agent }) {
  const price = describeAgentPrice(agent);
  const hiddenSkills = agent.skills.length - cardSkillsMax;
  return (
    <Card className="relative flex h-full min-w-0 flex-col p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <div className="flex items-start gap-3">
        <Avatar src={agent.avatarUrl} fallback={getAgentInitials(agent.name)} size="md" />
        <div className="min-w-0 flex-1">
          {/* Words may break anywhere: a long name must not widen the card past a phone's screen. */}
          <h3 className="font-semibold leading-snug [overflow-wrap:anywhere]">
            <Link
              href={`/agents/${encodeURIComponent(agent.slug)}`}
              className="outline-none after:absolute after:inset-0"
            >
              {agent.name}
            </Link>
          </h3>
          {agent.categories[0] ? (
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{agent.categories.join(" · ")}</p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <TrustBadges badges={agent.badges} />
          <DemoBadge isDemo={agent.isDemo} />
        </div>
        <SaveAgentButton agentId={agent.id} agentName={agent.name} compact className="relative z-10" />
      </div>
      {agent.tagline ? <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{agent.tagline}</p> : null}
      {agent.skills.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
          {agent.skills.slice(0, cardSkillsMax).map((skill) => (
            <li key={skill}>
              <Badge variant="outline">{skill}</Badge>
            </li>
          ))}
          {hiddenSkills > 0 ? (
            <li>
              <Badge variant="neutral">+{hiddenSkills}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        {price.notHireable ? (
          <p className="text-sm text-muted-foreground">{price.notHireable}</p>
        ) : (
          <p>
            <span className="text-lg font-semibold tabular-nums">{price.perMinute}</span>
            {price.hourly ? <span className="ml-1.5 text-xs text-muted-foreground">or {price.hourly}</span> : null}
          </p>
        )}
        <div className="flex flex-col items-end gap-1">
          <ReputationLabel reputation={agent.reputation} />
          <StakeSignal stake={agent.stake} />
        </div>
      </div>
    </Card>
  );
}
