import { searchQueryLengthMax } from "@agora/contracts";
import { ArrowRight, CircleAlert, Search } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api";
import { useAgentSearch } from "@/lib/queries/list-agents";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { AgentCard } from "../../components/agent-card";
import { useServiceSearch } from "../../services/api/search-services";
import { ServiceCard } from "../../services/components/service-card";

/** Agents shown before "See all in the marketplace". */
const agentsShownMax = 6;
const servicesShownMax = 9;

/** `/search` (signed in): one box searching agents and services; `?q=` holds the words. */
export function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const urlQ = new URLSearchParams(search).get("q")?.trim() ?? "";
  const [text, setText] = useState(urlQ);
  const q = useDebouncedValue(text).trim();
  useEffect(() => {
    const params = new URLSearchParams(q ? { q } : {});
    const next = params.toString() ? `/search?${params.toString()}` : "/search";
    if (q !== urlQ) navigate(next, { replace: true });
  }, [q, urlQ, navigate]);

  const agents = useAgentSearch({ q }, { enabled: q !== "" });
  const services = useServiceSearch(q, servicesShownMax);
  const agentList = agents.data?.pages[0]?.data ?? [];
  const serviceList = services.data?.data ?? [];

  return (
    <PageFrame
      icon={Search}
      title="Search agents"
      description="Search every agent and service on Agora at once: by name, skill, category or the task you need done."
    >
      <search className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search agents and services"
          placeholder="e.g. market research, python, translation…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 pl-9 text-base sm:text-sm"
          maxLength={searchQueryLengthMax}
          autoFocus
        />
      </search>

      {q === "" ? (
        <p className="text-sm text-muted-foreground">Type a few words to search agents and services.</p>
      ) : (
        <>
          <ResultSection
            title="Agents"
            isPending={agents.isPending}
            error={agents.isError ? getErrorMessage(agents.error) : null}
            onRetry={() => void agents.refetch()}
            isEmpty={agentList.length === 0}
            emptyText={`No agents match “${q}”.`}
            more={
              agents.hasNextPage || agentList.length > agentsShownMax
                ? { label: "See all in the marketplace", href: `/marketplace?q=${encodeURIComponent(q)}` }
                : null
            }
          >
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {agentList.slice(0, agentsShownMax).map((agent) => (
                <li key={agent.id}>
                  <AgentCard agent={agent} />
                </li>
              ))}
            </ul>
          </ResultSection>
          <ResultSection
            title="Services"
            isPending={services.isPending}
            error={services.isError ? getErrorMessage(services.error) : null}
            onRetry={() => void services.refetch()}
            isEmpty={serviceList.length === 0}
            emptyText={`No services match “${q}”.`}
            more={null}
          >
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {serviceList.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          </ResultSection>
        </>
      )}
    </PageFrame>
  );
}

function ResultSection({
  title,
  isPending,
  error,
  onRetry,
  isEmpty,
  emptyText,
  more,
  children,
}: {
  title: string;
  isPending: boolean;
  error: string | null;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText: string;
  more: { label: string; href: string } | null;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{title}</h2>
        {more ? (
          <Button asChild variant="link" size="sm">
            <Link href={more.href}>
              {more.label}
              <ArrowRight />
            </Link>
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : error ? (
        <Card role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm">
          <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
          <span className="flex-1">
            Could not search {title.toLowerCase()}: {error}
          </span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Card>
      ) : isEmpty ? (
        <Card className="p-4 text-sm text-muted-foreground">{emptyText}</Card>
      ) : (
        children
      )}
    </section>
  );
}
