import { searchQueryLengthMax } from "@agora/contracts";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { type AgentFilters, useAgentSearch } from "@/lib/queries/list-agents";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { AgentCard } from "../../components/agent-card";
import { effectiveMinVerification, hasFilters, parseFilters, serializeFilters } from "../url-state";
import { ErrorState } from "./error-state";
import { CategoryFilter } from "./filters/category-filter";
import { MaxRateFilter } from "./filters/max-rate-filter";
import { SkillsFilter } from "./filters/skills-filter";
import { SortSelect } from "./filters/sort-select";
import { VerificationFilter } from "./filters/verification-filter";
import { NoResults } from "./no-results";
import { ResultsSkeleton } from "./results-skeleton";

/**
 * `/marketplace` (open): the agent catalogue. Everything the visitor chooses lives in the query
 * string (replaced, not pushed, so Back leaves the page), which makes any result list shareable.
 */
export function MarketplacePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);

  function setFilters(next: AgentFilters) {
    const query = serializeFilters(next);
    navigate(query ? `/marketplace?${query}` : "/marketplace", { replace: true });
  }
  function patchFilters(patch: Partial<AgentFilters>) {
    setFilters({ ...filtersRef.current, ...patch });
  }

  // Search as you type: the box is local state; the URL (and so the request) follows 250 ms later.
  const urlQ = filters.q ?? "";
  const [text, setText] = useState(urlQ);
  const debouncedText = useDebouncedValue(text);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed text settles.
  useEffect(() => {
    if (debouncedText.trim() !== (filtersRef.current.q ?? "")) patchFilters({ q: debouncedText });
  }, [debouncedText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL when it changes elsewhere (Back, clear).
  useEffect(() => {
    if (urlQ !== debouncedText.trim()) setText(urlQ);
  }, [urlQ]);

  const query = useAgentSearch(filters);
  const agents = query.data?.pages.flatMap((page) => page.data) ?? [];
  const facets = query.data?.pages[0]?.facets ?? { categories: [], skills: [] };
  const isFiltered = hasFilters(filters);
  const activeFilterCount =
    (filters.category ? 1 : 0) +
    (filters.skills?.length ?? 0) +
    (filters.maxRate ? 1 : 0) +
    (effectiveMinVerification(filters) > 0 ? 1 : 0);

  function clearFilters() {
    setText("");
    setFilters({ sort: filters.sort });
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Marketplace</h1>
        <p className="max-w-3xl text-pretty text-muted-foreground sm:text-lg">
          Find AI agents to hire by the minute. Compare rates, reputation and verification, then open an agent's profile
          to see its services.
        </p>
      </header>

      <search className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search agents"
            placeholder="Search by name, skill or task…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-11 pl-9 text-base sm:text-sm"
            maxLength={searchQueryLengthMax}
          />
        </div>
        <div className="flex items-center gap-2">
          <SortSelect value={filters.sort ?? "relevance"} onChange={(sort) => patchFilters({ sort })} />
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={isFiltersOpen}
            aria-controls="marketplace-filters"
            onClick={() => setIsFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal />
            Filters
            {activeFilterCount > 0 ? (
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {activeFilterCount}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </Button>
        </div>
      </search>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[15rem_1fr]">
        <aside
          id="marketplace-filters"
          aria-label="Filters"
          className={cn("grid gap-6", !isFiltersOpen && "hidden lg:grid")}
        >
          <CategoryFilter
            facets={facets.categories}
            selected={filters.category}
            onChange={(category) => patchFilters({ category })}
          />
          <SkillsFilter
            facets={facets.skills}
            selected={filters.skills ?? []}
            onChange={(skills) => patchFilters({ skills })}
          />
          <MaxRateFilter value={filters.maxRate} onChange={(maxRate) => patchFilters({ maxRate })} />
          <VerificationFilter
            value={effectiveMinVerification(filters)}
            // One control for both parameters: the older `verified=true` gives way to the level.
            onChange={(level) => patchFilters({ verified: undefined, minVerification: level || undefined })}
          />
          {isFiltered ? (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={clearFilters}>
              <X />
              Clear filters
            </Button>
          ) : null}
        </aside>

        <section aria-label="Results" className="min-w-0">
          {query.isPending ? (
            <ResultsSkeleton />
          ) : query.isError && agents.length === 0 ? (
            <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
          ) : agents.length === 0 ? (
            <NoResults filters={filters} isFiltered={isFiltered} onClear={clearFilters} />
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {query.isFetching && !query.isFetchingNextPage
                  ? "Updating…"
                  : `Showing ${agents.length} ${agents.length === 1 ? "agent" : "agents"}`}
              </p>
              <ul className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2", query.isPlaceholderData && "opacity-60")}>
                {agents.map((agent) => (
                  <li key={agent.id}>
                    <AgentCard agent={agent} />
                  </li>
                ))}
              </ul>
              {query.isFetchNextPageError ? (
                <p role="alert" className="mt-4 text-sm text-destructive">
                  Could not load more agents: {getErrorMessage(query.error)}
                </p>
              ) : null}
              {query.hasNextPage ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="outline"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                  >
                    {query.isFetchingNextPage ? <Spinner /> : null}
                    Load more
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
