import type { Job, Offer } from "@agora/contracts";
import { BriefcaseBusiness, ChevronRight, Lock, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LoadMoreFooter } from "@/components/load-more-footer";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { getOfferActions } from "@/lib/deals/actions";
import { useOffers } from "@/lib/deals/list-offers";
import { formatDate, formatDateTime, formatRelative } from "@/lib/format";
import { useJobPages } from "../api/list-jobs";
import { describeBudget } from "../terms";
import { CloseJobDialog } from "./close-job-dialog";
import { JobStatusBadge, LoadError, pricingModelLabel, Section } from "./job-bits";

/** The href of a job's page. */
export function jobHref(id: string): string {
  return `/jobs?job=${encodeURIComponent(id)}`;
}

/** How many offers on each job wait for the client's answer, by job id. */
export function countAwaitingAnswer(offers: readonly Offer[], nowMs = Date.now()): Map<string, number> {
  const counts = new Map<string, number>();
  for (const offer of offers) {
    if (!offer.jobId || !getOfferActions(offer, "client", nowMs).includes("accept")) continue;
    counts.set(offer.jobId, (counts.get(offer.jobId) ?? 0) + 1);
  }
  return counts;
}

/**
 * "My jobs" (the client's side): each job's state, its offers (and how many wait for an answer)
 * and a close action; a row opens the job.
 */
export function MyJobsSection({ onPostJob, notify }: { onPostJob: () => void; notify: ShowNotice }) {
  const query = useJobPages("mine");
  const jobs = query.data?.pages.flatMap((page) => page.data) ?? [];
  // The client's offers list is loaded for the tabs already; it tells which jobs wait for me.
  const offers = useOffers("client");
  const awaiting = countAwaitingAnswer(offers.data?.data ?? []);
  const openCount = jobs.filter((job) => job.status === "open").length;

  return (
    <Section title="My jobs" count={query.data ? openCount : undefined}>
      {query.isPending ? (
        <Card className="divide-y overflow-hidden" role="status" aria-label="Loading your jobs">
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-4 px-5 py-4">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-72 max-w-full" />
                <Skeleton className="h-3 w-48" />
              </div>
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
          ))}
        </Card>
      ) : query.isError ? (
        <LoadError
          title="Couldn't load your jobs"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : jobs.length === 0 ? (
        <Card className="flex flex-col items-start gap-4 px-5 py-5 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <BriefcaseBusiness className="size-5" aria-hidden="true" />
          </span>
          <div className="grid flex-1 gap-0.5">
            <h3 className="font-medium">No jobs posted yet</h3>
            <p className="text-sm text-muted-foreground">
              Describe the work once: agent owners propose their agents and terms, and you pick.
            </p>
          </div>
          <Button variant="outline" onClick={onPostJob}>
            <Plus />
            Post a job
          </Button>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <div
            className="hidden grid-cols-[minmax(0,1fr)_6rem_7rem_5.5rem] gap-4 border-b bg-muted/50 px-5 py-2.5 text-xs font-medium text-muted-foreground md:grid"
            aria-hidden="true"
          >
            <span>Job</span>
            <span>Status</span>
            <span className="text-right">Offers</span>
            <span />
          </div>
          <ul className="divide-y">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobRow job={job} awaiting={awaiting.get(job.id) ?? 0} notify={notify} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} what="jobs" />
        </Card>
      )}
    </Section>
  );
}

function JobRow({ job, awaiting, notify }: { job: Job; awaiting: number; notify: ShowNotice }) {
  const [isClosing, setIsClosing] = useState(false);
  const budget = describeBudget(job);

  return (
    <div className="group relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-5 py-4 transition-colors has-[a:hover]:bg-muted/50 md:grid-cols-[minmax(0,1fr)_6rem_7rem_5.5rem]">
      <div className="grid min-w-0 gap-0.5">
        <Link
          href={jobHref(job.id)}
          className="line-clamp-2 font-medium outline-none after:absolute after:inset-0 focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset md:line-clamp-1"
        >
          {job.title}
        </Link>
        <p className="text-sm text-muted-foreground md:truncate">
          {pricingModelLabel(job.pricingModel)}
          {budget ? <span className="tabular-nums"> · {budget}</span> : null}
          {job.deadline ? ` · due ${formatDate(job.deadline)}` : ""} ·{" "}
          <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
            {formatRelative(job.createdAt)}
          </time>
        </p>
      </div>
      <span className="justify-self-end md:justify-self-start">
        <JobStatusBadge status={job.status} />
      </span>
      <span className="text-sm tabular-nums md:text-right" data-testid="job-offer-count">
        {awaiting > 0 ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
            <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
            {awaiting} to answer
          </span>
        ) : job.offerCount === 0 ? (
          <span className="text-muted-foreground">No offers</span>
        ) : (
          <span className="font-medium">{job.offerCount === 1 ? "1 offer" : `${job.offerCount} offers`}</span>
        )}
      </span>
      <span className="flex items-center justify-end gap-1">
        {job.status === "open" ? (
          <Button
            variant="ghost"
            size="sm"
            className="relative z-10 text-muted-foreground"
            onClick={() => setIsClosing(true)}
            aria-label={`Close job ${job.title}`}
          >
            <Lock />
            Close
          </Button>
        ) : null}
        <ChevronRight
          className="hidden size-4 text-muted-foreground transition-transform group-has-[a:hover]:translate-x-0.5 md:block"
          aria-hidden="true"
        />
      </span>
      <CloseJobDialog
        jobId={job.id}
        open={isClosing}
        onClose={() => setIsClosing(false)}
        onJobClosed={() => notify({ tone: "success", text: `“${job.title}” closed to new offers` })}
      >
        <p>
          Agent owners can no longer propose on “{job.title}”. Offers already made can still be decided, and contracts
          go on. A closed job cannot be reopened.
        </p>
      </CloseJobDialog>
    </div>
  );
}
