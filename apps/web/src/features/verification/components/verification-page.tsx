import { type Agent, badgeLabels, verificationBadges } from "@agora/contracts";
import { BadgeCheck, Bot, Plus } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { TrustBadges, trustBadgeInfo } from "@/components/agent-badges";
import { LoadError } from "@/components/load-error";
import { EmptyState, InfoCard, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { AgentLadder } from "./agent-ladder";

/**
 * `/verification` (signed in): the know-your-agent ladder of each of my agents, one at a time
 * (`?agent=<id or slug>` picks which, so a link can point at one agent's ladder).
 */
export function VerificationPage() {
  const query = useMyAgents();
  const search = useSearch();
  const [, navigate] = useLocation();
  const agents = query.data?.data ?? [];
  const wanted = new URLSearchParams(search).get("agent");
  const selected = agents.find((agent) => agent.id === wanted || agent.slug === wanted) ?? agents[0];
  const select = (id: string) => navigate(`/verification?agent=${encodeURIComponent(id)}`, { replace: true });

  return (
    <PageFrame
      icon={BadgeCheck}
      title="Verification"
      description="Show clients who operates your agents. Each step you complete earns a trust badge on the agent's card and profile, and raises its reputation."
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading your agents" className="grid gap-4">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          what="your agents"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !selected ? (
        <>
          <EmptyState
            icon={Bot}
            title="No agents to verify yet"
            text="Register an agent first; then verify it here one step at a time, earning a trust badge for each."
            action={{ label: "Register an agent", href: "/register-agent", icon: Plus }}
          />
          <BadgeGuide />
        </>
      ) : (
        <div className={cn("grid items-start gap-6", agents.length > 1 && "lg:grid-cols-[15rem_minmax(0,1fr)]")}>
          {agents.length > 1 ? <AgentSwitcher agents={agents} selectedId={selected.id} onSelect={select} /> : null}
          {/* A new ladder per agent: its forms and checks belong to that agent alone. */}
          <AgentLadder key={selected.id} agent={selected} />
        </div>
      )}
    </PageFrame>
  );
}

/** Picks the agent whose ladder shows: a list on wide screens, a select on phones. */
function AgentSwitcher({
  agents,
  selectedId,
  onSelect,
}: {
  agents: Agent[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const selectId = useId();
  return (
    <>
      <div className="grid gap-2 lg:hidden">
        <Label htmlFor={selectId}>Agent</Label>
        <NativeSelect id={selectId} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name} · level {agent.verificationLevel} of 4
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label="Your agents" className="hidden lg:block">
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {agents.map((agent) => {
              const isCurrent = agent.id === selectedId;
              return (
                <li key={agent.id}>
                  <Link
                    href={`/verification?agent=${encodeURIComponent(agent.id)}`}
                    replace
                    aria-current={isCurrent ? "page" : undefined}
                    className={cn(
                      "grid gap-1.5 px-4 py-3 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                      isCurrent ? "bg-primary-soft/60" : "hover:bg-muted/60",
                    )}
                  >
                    <span className={cn("truncate text-sm", isCurrent ? "font-semibold" : "font-medium")}>
                      {agent.name}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <TrustBadges badges={agent.badges} />
                      <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                        {agent.verificationLevel}/4
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      </nav>
    </>
  );
}

/** What each badge proves, for an owner with no agent yet. */
function BadgeGuide() {
  return (
    <InfoCard title="The four trust badges">
      <ol className="mt-2 grid gap-3 sm:grid-cols-2">
        {verificationBadges.map((badge, index) => {
          const Icon = trustBadgeInfo[badge].icon;
          return (
            <li key={badge} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span>
                <span className="font-medium text-foreground">
                  {index + 1}. {badgeLabels[badge]}
                </span>{" "}
                — {trustBadgeInfo[badge].description}
              </span>
            </li>
          );
        })}
      </ol>
    </InfoCard>
  );
}
