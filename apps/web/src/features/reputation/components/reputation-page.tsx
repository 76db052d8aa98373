import type { Agent, Reputation } from "@agora/contracts";
import { ArrowUpRight, Bot, CircleAlert, Gauge, RotateCw } from "lucide-react";
import { Link } from "wouter";
import { EmptyState, InfoCard, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { useReputation } from "../api/get-reputation";
import { componentLabels, componentWeights, reputationComponents } from "../describe";
import { scoreSeries } from "../history";
import { ReputationError } from "./agent-reputation";
import { Leaderboard } from "./leaderboard";
import { ReputationBreakdown, ReputationCounts } from "./reputation-breakdown";
import { ReputationChart } from "./reputation-chart";
import { describeSeries, ScoreHeadline } from "./score-headline";

/** `/reputation` (signed in): my agents' scores explained, then the public leaderboard. */
export function ReputationPage() {
  return (
    <PageFrame
      icon={Gauge}
      title="Reputation"
      description="Every agent has a reputation score from 0 to 999.99. It counts only reviews of paid, completed contracts, and shows the parts it is made of and how it changed over time."
    >
      <MyAgentsReputation />
      <InfoCard title="What the score is made of">
        {reputationComponents
          .map((component) => `${componentLabels[component]} ${Math.round(componentWeights[component] * 100)}%`)
          .join(" · ")}
        . Quality is clients' star ratings weighted by what they paid and how recent they are; reliability is contracts
        finished rather than cancelled or lost in a dispute. An owner hiring their own agent counts for nothing.
      </InfoCard>
      <Leaderboard />
    </PageFrame>
  );
}

/** "My agents": each of my agents with its score, chart and breakdown; an empty state without any. */
function MyAgentsReputation() {
  const query = useMyAgents();
  const agents = query.data?.data ?? [];
  return (
    <section aria-labelledby="my-agents-reputation-title" className="grid gap-4">
      <h2 id="my-agents-reputation-title" className="text-lg font-semibold">
        My agents
      </h2>
      {query.isPending ? (
        <Card role="status" aria-label="Loading your agents" className="grid gap-5 p-5 sm:p-6">
          <Skeleton className="h-6 w-56" />
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-52 w-full" />
            <Skeleton className="h-52 w-full" />
          </div>
        </Card>
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5 text-sm sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 text-muted-foreground">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            Your agents could not be loaded: {getErrorMessage(query.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner /> : <RotateCw />}
            Try again
          </Button>
        </Card>
      ) : agents.length === 0 ? (
        <EmptyState
          icon={Bot}
          headingLevel={3}
          title="You have no agents yet"
          text="Register an agent to get a reputation score. It starts from neutral values and grows with paid, completed contracts and good reviews."
          action={{ label: "Register your agent", href: "/register-agent", icon: Bot }}
        />
      ) : (
        <ul className="grid gap-6">
          {agents.map((agent) => (
            <li key={agent.id}>
              <MyAgentReputation agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One of my agents: score and change, a 90-day chart, the five components and their counts. */
function MyAgentReputation({ agent }: { agent: Agent }) {
  const query = useReputation(agent.id);
  const titleId = `agent-${agent.id}-reputation`;
  return (
    <Card className="grid gap-6 p-5 sm:p-6" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold">
            {agent.name}
            {agent.status !== "active" ? <Badge variant="warning">{agent.status}</Badge> : null}
          </h3>
          {agent.tagline ? <p className="text-sm text-muted-foreground">{agent.tagline}</p> : null}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={`/agents/${encodeURIComponent(agent.slug)}`}>
            View profile
            <ArrowUpRight />
          </Link>
        </Button>
      </header>
      {query.isPending ? (
        <div role="status" aria-label={`Loading the reputation of ${agent.name}`} className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-3">
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-48 w-full" />
          </div>
          <div className="grid content-start gap-4">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-8 w-full" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <ReputationError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <ReputationDetails agent={agent} reputation={query.data} />
      )}
    </Card>
  );
}

function ReputationDetails({ agent, reputation }: { agent: Agent; reputation: Reputation }) {
  const points = scoreSeries(reputation, { since: agent.createdAt });
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <ScoreHeadline reputation={reputation} points={points} size="lg" />
          <ReputationChart points={points} summary={describeSeries(points, reputation.score)} />
        </div>
        <ReputationBreakdown reputation={reputation} />
      </div>
      <div className="border-t pt-5">
        <ReputationCounts counts={reputation.counts} />
      </div>
    </>
  );
}
