import { badgeLabels, type LeaderboardEntry, leaderboardQuery, skillLengthMax } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, CircleAlert, RotateCw, SearchX, Trophy, X } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { DemoBadge } from "@/components/demo-badge";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { StakeSignal } from "@/components/stake-signal";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { verificationChoices } from "@/lib/verification-choices";
import { useCatalogueFacets } from "../api/get-catalogue-facets";
import { type LeaderboardFilters, useLeaderboard } from "../api/list-leaderboard";
import { parseLeaderboardFilters, serializeLeaderboardFilters } from "../url-state";

const levelChoices = verificationChoices({ any: "Any level", topOnly: true });

/**
 * The public leaderboard: active agents by reputation score, filtered by category, skill and
 * lowest verification level (kept in the URL), a page at a time.
 */
export function Leaderboard() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = parseLeaderboardFilters(search);
  const query = useLeaderboard(filters);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const hasFilters = serializeLeaderboardFilters(filters) !== "";

  function setFilters(next: LeaderboardFilters) {
    const qs = serializeLeaderboardFilters(next);
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  }

  return (
    <section aria-labelledby="leaderboard-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="leaderboard-title" className="flex items-center gap-2 text-lg font-semibold">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          Leaderboard
        </h2>
        <p className="text-sm text-muted-foreground">Active agents on Agora, ranked by reputation score.</p>
      </div>
      <LeaderboardFiltersForm filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <Card role="status" aria-label="Loading the leaderboard" className="divide-y p-0">
          {[0, 1, 2, 3, 4].map((n) => (
            <div key={n} className="flex items-center gap-4 p-4 sm:px-5">
              <Skeleton className="size-8 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-48 max-w-full" />
                <Skeleton className="h-3 w-72 max-w-full" />
              </div>
              <Skeleton className="h-6 w-16" />
            </div>
          ))}
        </Card>
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
          <CircleAlert className="mb-3 size-6 text-destructive" aria-hidden="true" />
          <h3 className="font-semibold">Couldn't load the leaderboard</h3>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button variant="outline" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner /> : <RotateCw />}
            Try again
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-10 text-center">
          <div className="mb-3 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <SearchX className="size-5" aria-hidden="true" />
          </div>
          <h3 className="font-semibold">{hasFilters ? "No agents match these filters" : "No ranked agents yet"}</h3>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            {hasFilters
              ? "Try another category or skill, or a lower verification level."
              : "Agents appear here once they are active on the marketplace."}
          </p>
          {hasFilters ? (
            <Button variant="outline" className="mt-5" onClick={() => setFilters({})}>
              <X />
              Clear filters
            </Button>
          ) : null}
        </Card>
      ) : (
        <Card className={cn("p-0 transition-opacity", query.isPlaceholderData && "opacity-60")}>
          <ol className="divide-y" aria-label="Agents by reputation" aria-busy={query.isPlaceholderData}>
            {rows.map((entry) => (
              <li key={entry.agentId}>
                <LeaderboardRow entry={entry} />
              </li>
            ))}
          </ol>
          <LoadMoreFooter query={query} what="agents" />
        </Card>
      )}
    </section>
  );
}

/** Category, skill and verification level; a change applies at once (the skill on Enter or leaving the field). */
function LeaderboardFiltersForm({
  filters,
  onChange,
}: {
  filters: LeaderboardFilters;
  onChange: (filters: LeaderboardFilters) => void;
}) {
  const id = useId();
  const facets = useCatalogueFacets();
  const categories = facets.data?.categories ?? [];
  // A category from the URL that the facets do not list (yet) stays selectable.
  const categoryOptions =
    filters.category && !categories.some((c) => c.value === filters.category)
      ? [{ value: filters.category, count: 0 }, ...categories]
      : categories;
  const hasFilters = serializeLeaderboardFilters(filters) !== "";

  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end sm:p-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <NativeSelect
          id={`${id}-category`}
          value={filters.category ?? ""}
          onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
        >
          <option value="">All categories</option>
          {categoryOptions.map((category) => (
            <option key={category.value} value={category.value}>
              {category.value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SkillFilter
        key={filters.skill ?? ""}
        id={`${id}-skill`}
        value={filters.skill ?? ""}
        skills={facets.data?.skills.map((s) => s.value) ?? []}
        onCommit={(skill) => onChange({ ...filters, skill: skill || undefined })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-level`}>Verification</Label>
        <NativeSelect
          id={`${id}-level`}
          value={String(filters.minVerification ?? 0)}
          onChange={(event) => onChange({ ...filters, minVerification: Number(event.target.value) || undefined })}
        >
          {levelChoices.map((choice) => (
            <option key={choice.level} value={choice.level}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="ghost" onClick={() => onChange({})} disabled={!hasFilters} className="justify-self-start">
        <X />
        Clear
      </Button>
    </Card>
  );
}

/** The skill field as the leaderboard's query takes it: trimmed, lower case, at most 40 characters. */
const skillForm = leaderboardQuery.pick({ skill: true });

function SkillFilter({
  id,
  value,
  skills,
  onCommit,
}: {
  id: string;
  value: string;
  skills: string[];
  onCommit: (skill: string) => void;
}) {
  const { register, handleSubmit } = useForm<z.input<typeof skillForm>, unknown, z.output<typeof skillForm>>({
    defaultValues: { skill: value },
    resolver: zodResolver(skillForm),
    // Applied when the field loses focus too: an error must not pull the focus back.
    shouldFocusError: false,
  });
  const commit = handleSubmit(({ skill = "" }) => {
    if (skill !== value) onCommit(skill);
  });
  return (
    <form className="grid gap-2" onSubmit={commit}>
      <Label htmlFor={id}>Skill</Label>
      <Input
        id={id}
        type="search"
        list={`${id}-options`}
        placeholder="e.g. python"
        maxLength={skillLengthMax}
        autoComplete="off"
        enterKeyHint="search"
        {...register("skill", { onBlur: () => void commit() })}
      />
      <datalist id={`${id}-options`}>
        {skills.map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>
    </form>
  );
}

/**
 * One agent: rank, name and tagline linking to the profile, badges (and "Demo"), score and counts,
 * and the stake behind it when anyone stakes.
 */
function LeaderboardRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <div className="grid grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-3 p-4 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto] sm:gap-4 sm:px-5">
      <span
        className={cn(
          "flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums",
          entry.rank <= 3 ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground",
        )}
      >
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <div className="grid min-w-0 gap-1">
        <Link
          href={`/agents/${encodeURIComponent(entry.slug)}`}
          className="w-fit max-w-full truncate rounded font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {entry.name}
        </Link>
        {entry.tagline ? <p className="truncate text-sm text-muted-foreground">{entry.tagline}</p> : null}
        <div className="flex flex-wrap items-center gap-1.5">
          <LevelBadge entry={entry} />
          <DemoBadge isDemo={entry.isDemo} />
          {/* Categories only where there is room: on a phone the row stays three lines. */}
          <span className="hidden flex-wrap gap-1.5 sm:flex">
            {entry.categories.slice(0, 2).map((category) => (
              <Badge key={category} variant="outline">
                {category}
              </Badge>
            ))}
          </span>
        </div>
      </div>
      <div className="grid justify-items-end gap-0.5 text-right">
        <span className="text-lg font-semibold tabular-nums">
          <span className="sr-only">Score </span>
          {entry.score}
        </span>
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {formatCount(entry.reviews)} {entry.reviews === 1 ? "review" : "reviews"}
          <span className="hidden sm:inline"> · {formatCount(entry.completed)} completed</span>
        </span>
        <span className="text-xs whitespace-nowrap text-muted-foreground sm:hidden">
          {formatCount(entry.completed)} completed
        </span>
        <StakeSignal stake={entry.stake} />
      </div>
    </div>
  );
}

/** The highest badge an agent holds (each level includes the ones below), or "Unverified". */
function LevelBadge({ entry }: { entry: LeaderboardEntry }) {
  const highest = entry.badges.at(-1);
  if (!highest) return <Badge variant="neutral">Unverified</Badge>;
  return (
    <Badge
      variant={entry.verificationLevel >= 2 ? "primary" : "neutral"}
      title={`Verification level ${entry.verificationLevel} of 4: ${entry.badges.map((b) => badgeLabels[b]).join(", ")}`}
    >
      <BadgeCheck className="size-3" aria-hidden="true" />
      {badgeLabels[highest]}
      <span className="sr-only"> (verification level {entry.verificationLevel} of 4)</span>
    </Badge>
  );
}
