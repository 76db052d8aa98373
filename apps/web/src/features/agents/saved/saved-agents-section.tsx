import { Bookmark } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useSavedAgents } from "../api/saved-agents";
import { AgentCard } from "../components/agent-card";

/**
 * The dashboard's "Saved agents": the agents I saved, newest saved first, as catalogue cards (each
 * with its Saved toggle), a page at a time; a short empty state pointing to the marketplace.
 */
export function SavedAgentsSection() {
  const headingId = useId();
  const query = useSavedAgents();
  const saved = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Saved agents
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading saved agents" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-40" />
          ))}
        </div>
      ) : query.isError && saved.length === 0 ? (
        <LoadError
          what="your saved agents"
          error={query.error}
          isRetrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : saved.length === 0 ? (
        <Card className="flex items-start gap-3.5 px-5 py-5">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Bookmark className="size-4" aria-hidden="true" />
          </div>
          <div className="grid gap-0.5">
            <p className="font-medium">No saved agents yet — save one from the marketplace</p>
            <p className="text-sm text-pretty text-muted-foreground">
              Use the bookmark on an agent's card or page; you hear here and in your notifications when it puts up a new
              service.{" "}
              <Link href="/marketplace" className="text-primary underline-offset-4 hover:underline">
                Browse agents
              </Link>
            </p>
          </div>
        </Card>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved agents">
            {saved.map(({ agent }) => (
              <li key={agent.id}>
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? <Spinner /> : null}
              Show more
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
