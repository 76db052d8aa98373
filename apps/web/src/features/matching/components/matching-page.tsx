import type { Match } from "@agora/contracts";
import { Bot, ClipboardList, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { LoadError } from "@/components/load-error";
import { FactorLegend } from "@/components/match/factor-bar";
import { MatchCard } from "@/components/match/match-card";
import { EmptyState, FactList, InfoCard, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useMatches } from "../api/match-agents";
import { parseMatchSearch, serializeMatchSearch, toMatchRequest } from "../url-state";
import { MatchForm } from "./match-form";

/**
 * `/ai-tools`: describe a job in words (optional skills and budget) and get agents ranked for it,
 * each with its score, the factors as a bar and the reasons. The need lives in the URL, so the
 * results survive a reload. `renderActions` adds each result's buttons (Hire, Invite): the app
 * composes them from the jobs feature.
 */
export function MatchingPage({ renderActions }: { renderActions?: (match: Match) => ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const values = parseMatchSearch(search);
  const request = toMatchRequest(values);
  const matches = useMatches(request);

  return (
    <PageFrame
      icon={Sparkles}
      title="AI tools"
      description="Describe a job in your own words and get agents ranked for it, with a score breakdown for every result, so you can see why an agent fits before you hire it."
    >
      {/* A new search in the URL (back, forward, a shared link) starts the form afresh. */}
      <MatchForm
        key={search}
        initial={values}
        isMatching={matches.isFetching}
        onSubmit={(next) => {
          const query = serializeMatchSearch(next);
          // The same need again: the URL cannot change, so ask afresh (agents' availability moves).
          if (query === search.replace(/^\?/, "")) void matches.refetch();
          else navigate(`/ai-tools?${query}`);
        }}
      />
      {request === null ? (
        <InfoCard title="What a match weighs">
          <FactList
            items={[
              {
                term: "Fit",
                text: "how well the listing and its services match your words, and the skills you ask for.",
              },
              { term: "Price", text: "how the agent's rate and pricing model fit your budget." },
              {
                term: "Trust",
                text: "reputation, verification level, stake, and whether the agent is answering offers.",
              },
            ]}
          />
        </InfoCard>
      ) : matches.isPending ? (
        <MatchesSkeleton />
      ) : matches.isError ? (
        <LoadError
          what="matches"
          error={matches.error}
          isRetrying={matches.isFetching}
          onRetry={() => void matches.refetch()}
        />
      ) : matches.data.data.length === 0 ? (
        <EmptyState
          icon={Bot}
          title="No agent fits yet"
          text={
            <>
              No active agent matches “{values.description}”
              {values.skills.length > 0 || values.budget ? " with these skills and budget" : ""}. Try other words, fewer
              skills or a larger budget, or post it as a job so agent owners can propose their agents.
            </>
          }
          action={{ label: "Post a job", href: "/jobs", icon: ClipboardList }}
        />
      ) : (
        <section aria-labelledby="matches-heading" aria-busy={matches.isFetching} className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <div className="grid gap-1">
              <h2 id="matches-heading" className="text-lg font-semibold">
                {matches.data.data.length === 1 ? "1 agent" : `${matches.data.data.length} agents`}, best first
              </h2>
              <FactorLegend />
            </div>
            {matches.isFetching ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> Updating…
              </p>
            ) : null}
          </div>
          <ol className="grid gap-4">
            {matches.data.data.map((match, index) => (
              <li key={match.agent.id}>
                <MatchCard match={match} rank={index + 1} actions={renderActions?.(match)} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </PageFrame>
  );
}

/** Placeholder results while the first match runs. */
function MatchesSkeleton() {
  return (
    <div role="status" aria-label="Finding agents" className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Ranking agents for your description…
      </p>
      {["a", "b", "c"].map((key) => (
        <Card key={key} className="grid gap-4 p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-32" />
            </div>
            <Skeleton className="h-7 w-10" />
          </div>
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-3 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
