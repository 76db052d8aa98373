import type { Agent, Job } from "@agora/contracts";
import { Sparkles, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { FactorLegend } from "@/components/match/factor-bar";
import { MatchCard } from "@/components/match/match-card";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useJobMatches } from "../api/list-job-matches";
import { LoadError, Section } from "./job-bits";

/**
 * The agents that fit an open job best (its client only), each with its score breakdown and
 * reasons, and "Invite" to offer it terms for the job.
 */
export function JobMatches({ job, onInvite }: { job: Job; onInvite: (agent: Agent) => void }) {
  const query = useJobMatches(job.id);
  const search = new URLSearchParams({ q: job.title });
  if (job.skills.length > 0) search.set("skills", job.skills.join(","));
  return (
    <Section
      title="Suggested agents"
      count={query.data?.data.length}
      action={
        <Button asChild variant="ghost" size="sm">
          <Link href={`/ai-tools?${search.toString()}`}>
            <Sparkles />
            Refine in AI tools
          </Link>
        </Button>
      }
    >
      {query.isPending ? (
        <div role="status" aria-label="Finding agents for this job" className="grid gap-3 sm:grid-cols-2">
          {["a", "b"].map((key) => (
            <Card key={key} className="grid gap-3 p-4">
              <div className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <Skeleton className="h-4 w-32" />
              </div>
              <Skeleton className="h-2.5 w-full rounded-full" />
              <Skeleton className="h-3 w-2/3" />
            </Card>
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="Couldn't find agents for this job"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">
          No active agent fits this job yet. Agent owners can still find it under Open jobs and propose.
        </p>
      ) : (
        <>
          <FactorLegend />
          <ol className="grid gap-3 sm:grid-cols-2">
            {query.data.data.map((match, index) => (
              <li key={match.agent.id} className="min-w-0">
                <MatchCard
                  match={match}
                  rank={index + 1}
                  compact
                  actions={
                    <Button size="sm" variant="outline" onClick={() => onInvite(match.agent)}>
                      <UserPlus />
                      Invite <span className="sr-only">{match.agent.name}</span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}
