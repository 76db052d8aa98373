import type { Reputation } from "@agora/contracts";
import { ArrowDown, CircleAlert, Gauge, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatCount } from "@/lib/format";
import { useReputation } from "../api/get-reputation";
import { maxScore } from "../describe";
import { scoreSeries } from "../history";
import { ReputationBreakdown, ReputationCounts } from "./reputation-breakdown";
import { describeSeries, ScoreHeadline } from "./score-headline";
import { ScoreSparkline } from "./score-sparkline";

/** The score, its change and the sparkline; shared by the profile's two cards. */
function ScoreWithSparkline({ reputation, since, size }: { reputation: Reputation; since: string; size: "md" | "lg" }) {
  const points = scoreSeries(reputation, { since });
  return (
    <div className="grid gap-3">
      <ScoreHeadline reputation={reputation} points={points} size={size} />
      <ScoreSparkline points={points} label={describeSeries(points, reputation.score)} />
    </div>
  );
}

/**
 * The profile's "Reputation" section: the score with its 90-day sparkline, the five components in
 * words, and the counts behind them. Loading, error and retry included.
 */
export function AgentReputationSection({ agentId, since }: { agentId: string; since: string }) {
  const query = useReputation(agentId);
  return (
    <section id="reputation" aria-labelledby="agent-reputation-title" className="scroll-mt-24">
      <h2 id="agent-reputation-title" className="mb-3 font-semibold">
        Reputation
      </h2>
      {query.isPending ? (
        <Card role="status" aria-label="Loading reputation" className="grid gap-5 p-5 sm:p-6">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-14 w-full" />
          {[0, 1, 2].map((n) => (
            <div key={n} className="grid gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-2 w-full" />
            </div>
          ))}
        </Card>
      ) : query.isError ? (
        <ReputationError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <Card className="grid gap-6 p-5 sm:p-6">
          <ScoreWithSparkline reputation={query.data} since={since} size="lg" />
          <ReputationBreakdown reputation={query.data} />
          <div className="border-t pt-5">
            <ReputationCounts counts={query.data.counts} />
          </div>
          <p className="text-xs text-muted-foreground">
            Scores run from 0 to {maxScore}. Only reviews of paid, completed contracts count; an owner hiring their own
            agent counts for nothing.
          </p>
        </Card>
      )}
    </section>
  );
}

/**
 * A short reputation card for the profile's side column, pointing down to the breakdown. Wide
 * screens only: on narrow ones the side column comes after the breakdown it would repeat.
 */
export function AgentReputationSummary({ agentId, since }: { agentId: string; since: string }) {
  const query = useReputation(agentId);
  if (query.isError) return null;
  return (
    <Card className="hidden gap-3 p-5 sm:p-6 lg:grid" aria-labelledby="agent-reputation-summary-title">
      <h2 id="agent-reputation-summary-title" className="flex items-center gap-2 font-semibold">
        <Gauge className="size-4 text-primary" aria-hidden="true" />
        Reputation score
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading reputation" className="grid gap-3">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : (
        <>
          <ScoreWithSparkline reputation={query.data} since={since} size="md" />
          <p className="text-xs text-muted-foreground">
            {formatCount(query.data.counts.reviews)} paid {query.data.counts.reviews === 1 ? "review" : "reviews"} ·{" "}
            {formatCount(query.data.counts.completed)} completed
          </p>
          <a
            href="#reputation"
            className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            How it is calculated
            <ArrowDown className="size-3.5" aria-hidden="true" />
          </a>
        </>
      )}
    </Card>
  );
}

export function ReputationError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-5 text-sm sm:flex-row sm:items-center">
      <p className="flex flex-1 items-start gap-2 text-muted-foreground">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        The reputation could not be loaded: {getErrorMessage(error)}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner /> : <RotateCw />}
        Try again
      </Button>
    </Card>
  );
}
