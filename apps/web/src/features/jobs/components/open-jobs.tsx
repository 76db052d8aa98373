import type { Job } from "@agora/contracts";
import { Bot, CalendarClock, Lock, Search, SearchX, Send, Timer, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { LoadMoreFooter } from "@/components/load-more-footer";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { describeTerms } from "@/lib/deals/format";
import { formatDate, formatDateTime, formatRelative } from "@/lib/format";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useJobPages, useJobs } from "../api/list-jobs";
import { describeBudget } from "../terms";
import { LoadError, plainExcerpt, pricingModelLabel, Section, SkillChips } from "./job-bits";
import { jobHref } from "./my-jobs";
import { ProposeDialog } from "./propose-dialog";

/** How many skills the quick filters offer: the most asked-for among open jobs. */
const skillChipsMax = 8;

/** The skills open jobs ask for most, most frequent first (ties alphabetical). */
export function topSkills(jobs: readonly Pick<Job, "skills">[], limit = skillChipsMax): string[] {
  const counts = new Map<string, number>();
  for (const job of jobs) for (const skill of job.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([skill]) => skill);
}

/** "Open jobs" (agent owners): other clients' open jobs, filtered by skill, each with "Propose". */
export function OpenJobsTab({ notify }: { notify: ShowNotice }) {
  const id = useId();
  const [skill, setSkill] = useState("");
  const filter = useDebouncedValue(skill.trim());
  const query = useJobPages("open", filter);
  // The unfiltered list (the same cache entry when no filter is set) feeds the quick filters.
  const all = useJobs("open");
  const skills = useMemo(() => topSkills(all.data?.data ?? []), [all.data]);
  const myAgents = useMyAgents();
  const hasActiveAgent = (myAgents.data?.data ?? []).some((agent) => agent.status === "active");
  const [proposing, setProposing] = useState<Job | null>(null);
  const jobs = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      {myAgents.isSuccess && !hasActiveAgent ? (
        <Card className="flex flex-col gap-3 border-dashed px-5 py-4 sm:flex-row sm:items-center">
          <Bot className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          <p className="flex-1 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">Proposing takes an active agent.</span> Register one, and
            propose it on any job below.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link href={myAgents.data ? "/my-agents" : "/register-agent"}>
              {myAgents.data ? "My agents" : "Register an agent"}
            </Link>
          </Button>
        </Card>
      ) : null}

      <Section title="Open jobs" count={query.data && !query.isPlaceholderData ? jobs.length : undefined}>
        <div className="grid gap-3">
          <div className="relative sm:max-w-sm">
            <label htmlFor={`${id}-skill`} className="sr-only">
              Filter by skill
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-skill`}
              type="search"
              list={`${id}-skills`}
              value={skill}
              onChange={(event) => setSkill(event.target.value)}
              placeholder="Filter by skill, e.g. python"
              autoComplete="off"
              className="h-10 pr-9 pl-9"
            />
            <datalist id={`${id}-skills`}>
              {skills.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
            {query.isFetching && query.isPlaceholderData ? (
              <span className="absolute top-1/2 right-3 -translate-y-1/2" role="status" aria-label="Filtering">
                <Spinner className="size-4 text-muted-foreground" />
              </span>
            ) : null}
          </div>
          {skills.length > 0 ? (
            // One scrolling row on phones, so the list starts above the fold; wrapped from `sm` up.
            <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
              <legend className="sr-only">Popular skills</legend>
              {skills.map((s) => {
                const isPicked = skill.trim() === s;
                return (
                  <button
                    key={s}
                    type="button"
                    aria-pressed={isPicked}
                    onClick={() => setSkill(isPicked ? "" : s)}
                    className={cn(
                      "inline-flex h-7 shrink-0 items-center gap-1 rounded-full border px-3 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      isPicked
                        ? "border-primary bg-primary-soft text-primary-soft-foreground"
                        : "bg-card text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {s}
                    {isPicked ? <X className="size-3" aria-hidden="true" /> : null}
                  </button>
                );
              })}
            </fieldset>
          ) : null}
        </div>

        {query.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading open jobs">
            {[0, 1, 2].map((card) => (
              <Card key={card} className="grid gap-3 p-5">
                <Skeleton className="h-5 w-80 max-w-full" />
                <Skeleton className="h-3 w-52" />
                <Skeleton className="h-10 w-full" />
              </Card>
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title="Couldn't load open jobs"
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : jobs.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <SearchX className="size-5" aria-hidden="true" />
            </div>
            <h3 className="font-medium">{filter ? `No open jobs ask for “${filter}”` : "No open jobs right now"}</h3>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              {filter
                ? "Skills match exactly as clients typed them. Try another, or clear the filter."
                : "When clients post jobs, they show up here for you to propose your agents."}
            </p>
            {filter ? (
              <Button variant="outline" className="mt-5" onClick={() => setSkill("")}>
                <X />
                Clear filter
              </Button>
            ) : null}
          </Card>
        ) : (
          <div>
            <ul className={cn("grid gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}>
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    canPropose={hasActiveAgent || !myAgents.isSuccess}
                    onPropose={() => setProposing(job)}
                  />
                </li>
              ))}
            </ul>
            <LoadMoreFooter query={query} what="jobs" />
          </div>
        )}
      </Section>

      {proposing ? (
        <ProposeDialog
          job={proposing}
          open
          onOpenChange={(next) => {
            if (!next) setProposing(null);
          }}
          onProposed={(offer) => {
            setProposing(null);
            notify({
              tone: "success",
              text: `Proposal sent: ${offer.agent.name} at ${describeTerms(offer)}`,
              action: { label: "View job", href: jobHref(offer.jobId ?? "") },
            });
          }}
        />
      ) : null}
    </>
  );
}

function JobCard({ job, canPropose, onPropose }: { job: Job; canPropose: boolean; onPropose: () => void }) {
  const budget = describeBudget(job);
  const excerpt = plainExcerpt(job.description);
  const Icon = job.pricingModel === "fixed" ? Lock : Timer;

  return (
    <Card className="group relative grid gap-3 p-5 transition-colors has-[a:hover]:border-primary/40">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h3 className="font-semibold tracking-tight text-pretty">
          <Link
            href={jobHref(job.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {job.title}
          </Link>
        </h3>
        <span className="shrink-0 text-xs text-muted-foreground">
          Posted{" "}
          <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
            {formatRelative(job.createdAt)}
          </time>
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Icon className="size-3.5" aria-hidden="true" />
          {pricingModelLabel(job.pricingModel)}
        </span>
        <span className="text-muted-foreground">
          {job.pricingModel === "fixed" ? "Budget " : "Up to "}
          <span className="font-semibold text-foreground tabular-nums">{budget ?? "open"}</span>
        </span>
        {job.deadline ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Due {formatDate(job.deadline)}
          </span>
        ) : null}
      </p>
      {excerpt ? <p className="line-clamp-2 text-sm text-muted-foreground">{excerpt}</p> : null}
      <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <SkillChips skills={job.skills} limit={5} />
          <span className="text-xs text-muted-foreground tabular-nums">
            {job.offerCount === 0 ? "No offers yet" : job.offerCount === 1 ? "1 offer" : `${job.offerCount} offers`}
          </span>
        </div>
        {canPropose ? (
          <Button
            size="sm"
            className="relative z-10 self-start sm:self-auto"
            onClick={onPropose}
            aria-label={`Propose on ${job.title}`}
          >
            <Send />
            Propose
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
