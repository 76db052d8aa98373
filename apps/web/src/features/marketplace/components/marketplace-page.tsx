import { badgeLabels, type VerificationBadge, verificationBadges } from "@agora/contracts";
import { CircleAlert, RotateCcw, Search, SlidersHorizontal, Store, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { type AgentFilters, type CatalogueSort, type Facet, useAgentSearch } from "@/features/agents/api/list-agents";
import { trustBadgeInfo } from "@/features/agents/components/agent-badges";
import { AgentCard } from "@/features/agents/components/agent-card";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { catalogueSorts, effectiveMinVerification, hasFilters, parseFilters, serializeFilters } from "../url-state";
import { useDebouncedValue } from "../use-debounced-value";

/** Facet values listed before the rest hide behind "Show all". */
const facetsShownMax = 8;
const money = /^(0|[1-9]\d*)(\.\d{1,6})?$/;

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
            maxLength={200}
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
              <ul className={cn("grid gap-4 sm:grid-cols-2", query.isPlaceholderData && "opacity-60")}>
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

function SortSelect({ value, onChange }: { value: CatalogueSort; onChange: (sort: CatalogueSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CatalogueSort)}
        className="h-11 w-44 sm:h-9"
      >
        {catalogueSorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Adds the selected values to the facet list when the server no longer counts them. */
function withSelected(facets: Facet[], selected: string[]): Facet[] {
  const missing = selected.filter((value) => !facets.some((f) => f.value === value));
  return [...missing.map((value) => ({ value, count: 0 })), ...facets];
}

function FacetToggle({ count, total, onToggle }: { count: number; total: number; onToggle: () => void }) {
  if (total <= count) return null;
  return (
    <Button variant="link" size="sm" className="justify-self-start text-xs" onClick={onToggle}>
      Show all {total}
    </Button>
  );
}

function CategoryFilter({
  facets,
  selected,
  onChange,
}: {
  facets: Facet[];
  selected: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const list = withSelected(facets, selected ? [selected] : []);
  const shown = isExpanded ? list : list.slice(0, facetsShownMax);
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-2 text-sm font-semibold">Category</legend>
      <FacetRadio name={name} label="All categories" checked={!selected} onSelect={() => onChange(undefined)} />
      {shown.map((facet) => (
        <FacetRadio
          key={facet.value}
          name={name}
          label={facet.value}
          count={facet.count}
          checked={selected === facet.value}
          onSelect={() => onChange(facet.value)}
        />
      ))}
      <FacetToggle count={shown.length} total={list.length} onToggle={() => setIsExpanded(true)} />
    </fieldset>
  );
}

function FacetRadio({
  name,
  label,
  count,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  count?: number;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="size-4 accent-primary" />
      <span className="flex-1 truncate">{label}</span>
      {count !== undefined ? " " : null}
      {count !== undefined ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">)</span>
        </span>
      ) : null}
    </label>
  );
}

function SkillsFilter({
  facets,
  selected,
  onChange,
}: {
  facets: Facet[];
  selected: string[];
  onChange: (skills: string[] | undefined) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const list = withSelected(facets, selected);
  const shown = isExpanded ? list : list.slice(0, facetsShownMax);
  if (list.length === 0) return null;
  function toggle(skill: string, isChecked: boolean) {
    const next = isChecked ? [...selected, skill] : selected.filter((s) => s !== skill);
    onChange(next.length ? next : undefined);
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">Skills</legend>
      {shown.map((facet, index) => (
        <div key={facet.value} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={`${id}-${index}`}
            checked={selected.includes(facet.value)}
            onCheckedChange={(checked) => toggle(facet.value, checked === true)}
          />
          <Label htmlFor={`${id}-${index}`} className="flex-1 font-normal">
            <span className="flex-1 truncate">{facet.value}</span>{" "}
            <span className="text-xs text-muted-foreground tabular-nums">
              <span className="sr-only">(</span>
              {facet.count}
              <span className="sr-only">)</span>
            </span>
          </Label>
        </div>
      ))}
      <FacetToggle count={shown.length} total={list.length} onToggle={() => setIsExpanded(true)} />
    </fieldset>
  );
}

/** The choices of the verification filter: any, or a badge and the ones above it. */
const verificationChoices: ReadonlyArray<{ level: number; label: string; badge: VerificationBadge | null }> = [
  { level: 0, label: "Any", badge: null },
  ...verificationBadges.map((badge, index) => ({
    level: index + 1,
    // The top badge has nothing above it.
    label: badge === "kya" ? badgeLabels[badge] : `${badgeLabels[badge]} or higher`,
    badge,
  })),
];

/** The lowest trust badge an agent must hold (`minVerification`, 0–4). */
function VerificationFilter({ value, onChange }: { value: number; onChange: (level: number) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-2 text-sm font-semibold">Verification</legend>
      {verificationChoices.map((choice) => {
        const Icon = choice.badge ? trustBadgeInfo[choice.badge].icon : null;
        return (
          <label key={choice.level} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={value === choice.level}
              onChange={() => onChange(choice.level)}
              className="size-4 accent-primary"
            />
            {Icon ? <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
            <span className="flex-1 truncate">{choice.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The highest per-minute rate; applied on Enter or when the field loses focus. */
function MaxRateFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (maxRate: string | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const [isInvalid, setIsInvalid] = useState(false);
  useEffect(() => setText(value ?? ""), [value]);

  function apply() {
    const trimmed = text.trim().replace(/^\$/, "");
    if (trimmed !== "" && !money.test(trimmed)) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    if ((trimmed || undefined) !== value) onChange(trimmed || undefined);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={id} className="font-semibold">
        Max price per minute ($)
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        placeholder="e.g. 0.50"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
      />
      {isInvalid ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          Enter dollars with at most 6 decimals, e.g. 0.25.
        </p>
      ) : null}
    </form>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading agents" className="grid gap-4 sm:grid-cols-2">
      {["a", "b", "c", "d"].map((key) => (
        <Card key={key} className="grid gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-14" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-12" />
          </div>
          <Skeleton className="mt-2 h-5 w-24" />
        </Card>
      ))}
    </div>
  );
}

function NoResults({
  filters,
  isFiltered,
  onClear,
}: {
  filters: AgentFilters;
  isFiltered: boolean;
  onClear: () => void;
}) {
  const title = filters.q
    ? `No agents match “${filters.q}”`
    : isFiltered
      ? "No agents match these filters"
      : "No agents listed yet";
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Store className="size-5" aria-hidden="true" />
      </div>
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">
        {isFiltered
          ? "Try fewer words or filters, a higher price limit, or another category."
          : "When owners list their agents, they appear here with their rates and reputation."}
      </p>
      {isFiltered ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          <X />
          Clear filters
        </Button>
      ) : null}
    </Card>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CircleAlert className="size-5" aria-hidden="true" />
      </div>
      <h2 className="font-semibold">Could not load agents</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RotateCcw />
        Try again
      </Button>
    </Card>
  );
}
