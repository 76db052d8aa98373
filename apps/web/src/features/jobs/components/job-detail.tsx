import type { Agent, Job } from "@agora/contracts";
import { ArrowLeft, FileSearch, Info, Lock, MessageSquareDashed, Send, UserPlus } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "wouter";
import { Markdown } from "@/components/markdown";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { describeTerms } from "@/lib/deals/format";
import type { DealRole } from "@/lib/deals/keys";
import { useJobContracts } from "@/lib/deals/list-contracts";
import { formatDate, formatDateTime, formatRelative } from "@/lib/format";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useJob } from "../api/get-job";
import { useJobOffers } from "../api/list-job-offers";
import { describeBudget } from "../terms";
import { groupOfferThreads } from "../threads";
import { CloseJobDialog } from "./close-job-dialog";
import { InviteDialog } from "./invite-dialog";
import { JobStatusBadge, LoadError, pricingModelLabel, Section, SkillChips } from "./job-bits";
import { JobMatches } from "./job-matches";
import { OfferThreadCard } from "./offer-thread";
import { ProposeDialog } from "./propose-dialog";

/** Between two items of the line under the title: the dot stays at the end of a wrapped line. */
const separator = "\u00a0· ";

/**
 * `/jobs?job=<id>`: one job. Its client sees every offer on it as negotiation threads, invites
 * agents and closes it; an agent's owner sees the job, their own proposals, and proposes.
 */
export function JobDetail({ id, notify }: { id: string; notify: ShowNotice }) {
  const query = useJob(id);
  const { user } = useAuth();
  const isClient = query.data !== undefined && user !== null && query.data.clientId === user.id;
  const back = (
    <Link
      href={query.data && !isClient ? "/jobs?tab=open" : "/jobs"}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {query.data && !isClient ? "Open jobs" : "All jobs"}
    </Link>
  );

  if (query.isPending) {
    return (
      <Frame>
        {back}
        <div role="status" aria-label="Loading job" className="grid gap-6">
          <h1 className="sr-only">Job</h1>
          <div className="grid gap-2">
            <Skeleton className="h-8 w-96 max-w-full" />
            <Skeleton className="h-4 w-64" />
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-48 w-full rounded-xl" />
          </div>
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Frame>
        {back}
        {isMissing ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center" role="alert">
            <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <FileSearch className="size-5" aria-hidden="true" />
            </div>
            <h1 className="font-semibold">Job not found</h1>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              It does not exist, or its client closed it to new offers.
            </p>
          </Card>
        ) : (
          <LoadError
            title="Couldn't load this job"
            headingLevel={1}
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
      </Frame>
    );
  }
  return <JobDetails job={query.data} reader={isClient ? "client" : "provider"} back={back} notify={notify} />;
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}

function JobDetails({
  job,
  reader,
  back,
  notify,
}: {
  job: Job;
  reader: DealRole;
  back: ReactNode;
  notify: ShowNotice;
}) {
  const [open, setOpen] = useState<"invite" | "propose" | "close" | null>(null);
  // The agent a suggestion's "Invite" chose; the header's "Invite an agent" searches instead.
  const [invitee, setInvitee] = useState<Agent | undefined>(undefined);
  const isClient = reader === "client";
  const isOpen = job.status === "open";
  const budget = describeBudget(job);

  const description = (
    <Card className="p-5 sm:p-6" aria-labelledby="job-description-title">
      <h2 id="job-description-title" className="font-semibold">
        Description
      </h2>
      <div className="mt-3">
        <Markdown>{job.description}</Markdown>
      </div>
      {job.skills.length > 0 ? (
        <div className="mt-5 border-t pt-4">
          <h3 className="mb-2 text-xs font-medium text-muted-foreground">Skills</h3>
          <SkillChips skills={job.skills} />
        </div>
      ) : null}
    </Card>
  );
  const offers = (
    <JobOffers
      job={job}
      reader={reader}
      notify={notify}
      onInvite={() => {
        setInvitee(undefined);
        setOpen("invite");
      }}
      onPropose={() => setOpen("propose")}
    />
  );

  return (
    <Frame>
      {back}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2.5">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{job.title}</h1>
          <p className="text-sm leading-6 text-muted-foreground">
            <span className="mr-2 inline-block align-[-1px]">
              <JobStatusBadge status={job.status} />
            </span>
            <span className="whitespace-nowrap">{pricingModelLabel(job.pricingModel)}</span>
            {budget ? (
              <>
                {separator}
                <span className="whitespace-nowrap tabular-nums">
                  {job.pricingModel === "fixed" ? "budget" : "up to"} {budget}
                </span>
              </>
            ) : null}
            {job.deadline ? (
              <>
                {separator}
                <span className="whitespace-nowrap">due {formatDate(job.deadline)}</span>
              </>
            ) : null}
            {separator}
            <span className="whitespace-nowrap">
              posted{" "}
              <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
                {formatRelative(job.createdAt)}
              </time>
            </span>
          </p>
        </div>
        {isOpen ? (
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            {isClient ? (
              <>
                <Button
                  onClick={() => {
                    setInvitee(undefined);
                    setOpen("invite");
                  }}
                >
                  <UserPlus />
                  Invite an agent
                </Button>
                <Button variant="outline" onClick={() => setOpen("close")}>
                  <Lock />
                  Close job
                </Button>
              </>
            ) : (
              <Button onClick={() => setOpen("propose")}>
                <Send />
                Propose an agent
              </Button>
            )}
          </div>
        ) : null}
      </header>

      {isOpen ? null : (
        <p className="flex items-start gap-2.5 rounded-xl border bg-muted/50 px-4 py-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            This job is closed to new offers. Pending offers can still be decided, and contracts already made go on.
          </span>
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          {/* The client came for the offers; an owner reads the job first. */}
          {isClient ? offers : description}
          {isClient && isOpen ? (
            <JobMatches
              job={job}
              onInvite={(agent) => {
                setInvitee(agent);
                setOpen("invite");
              }}
            />
          ) : null}
          {isClient ? description : offers}
        </div>
        <AboutJob job={job} reader={reader} />
      </div>

      {isClient ? (
        <InviteDialog
          job={job}
          agent={invitee}
          open={open === "invite"}
          onOpenChange={(next) => setOpen(next ? "invite" : null)}
          onInvited={(offer) => {
            setOpen(null);
            notify({ tone: "success", text: `Invitation sent to ${offer.agent.name}: ${describeTerms(offer)}` });
          }}
        />
      ) : (
        <ProposeDialog
          job={job}
          open={open === "propose"}
          onOpenChange={(next) => setOpen(next ? "propose" : null)}
          onProposed={(offer) => {
            setOpen(null);
            notify({ tone: "success", text: `Proposal sent: ${offer.agent.name} at ${describeTerms(offer)}` });
          }}
        />
      )}
      <CloseJobDialog
        jobId={job.id}
        open={open === "close"}
        onClose={() => setOpen(null)}
        onJobClosed={() => notify({ tone: "success", text: "Job closed to new offers" })}
      >
        <p>
          Agent owners can no longer propose, and you can no longer invite. Offers already made can still be accepted or
          rejected, and contracts go on. A closed job cannot be reopened.
        </p>
      </CloseJobDialog>
    </Frame>
  );
}

/** The offers on the job as negotiation threads: all of them for the client, one's own for an owner. */
function JobOffers({
  job,
  reader,
  notify,
  onInvite,
  onPropose,
}: {
  job: Job;
  reader: DealRole;
  notify: ShowNotice;
  onInvite: () => void;
  onPropose: () => void;
}) {
  const query = useJobOffers(job.id);
  const contracts = useJobContracts(job.id, reader);
  const threads = useMemo(() => groupOfferThreads(query.data?.data ?? []), [query.data]);
  const contractByOffer = useMemo(
    () => new Map((contracts.data?.data ?? []).map((contract) => [contract.offerId, contract.id])),
    [contracts.data],
  );
  const isClient = reader === "client";
  const waiting = threads.filter((thread) => thread.latest.status === "pending").length;

  return (
    <Section title={isClient ? "Offers" : "Your proposals"} count={query.data ? threads.length : undefined}>
      {query.isPending ? (
        <Card className="grid gap-4 p-5 sm:p-6" role="status" aria-label="Loading offers">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="h-6 w-24" />
          </div>
          <Skeleton className="h-12 w-full" />
        </Card>
      ) : query.isError ? (
        <LoadError
          title="Couldn't load the offers"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : threads.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-10 text-center">
          <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <MessageSquareDashed className="size-5" aria-hidden="true" />
          </div>
          <h3 className="font-medium">{isClient ? "No offers yet" : "You haven't proposed yet"}</h3>
          <p className="mt-1 max-w-sm text-sm text-pretty text-muted-foreground">
            {isClient
              ? job.status === "open"
                ? "Agent owners find your job under Open jobs. Invite an agent yourself to get things moving."
                : "Nobody made an offer before the job closed."
              : "Pick one of your agents, name your terms and pitch it to the client."}
          </p>
          {job.status === "open" ? (
            <Button variant="outline" className="mt-5" onClick={isClient ? onInvite : onPropose}>
              {isClient ? <UserPlus /> : <Send />}
              {isClient ? "Invite an agent" : "Propose an agent"}
            </Button>
          ) : null}
        </Card>
      ) : (
        <div className="grid gap-4">
          {waiting > 0 && isClient ? (
            <p className="text-sm text-muted-foreground">
              {waiting === 1 ? "1 negotiation is" : `${waiting} negotiations are`} open. Accept the terms you like; the
              others stay pending until they expire or you reject them.
            </p>
          ) : null}
          {threads.map((thread) => (
            <OfferThreadCard
              key={thread.id}
              thread={thread}
              reader={reader}
              contractId={contractByOffer.get(thread.latest.id) ?? null}
              notify={notify}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/** The job's facts in a side card, and what happens next. */
function AboutJob({ job, reader }: { job: Job; reader: DealRole }) {
  const budget = describeBudget(job);
  return (
    <aside className="grid gap-6" aria-label="About this job">
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">About this job</h2>
        <dl className="mt-4 grid gap-3 text-sm">
          <Fact label="Status" value={<JobStatusBadge status={job.status} />} />
          <Fact label="Pricing" value={pricingModelLabel(job.pricingModel)} />
          <Fact
            label={job.pricingModel === "fixed" ? "Budget" : "Highest rate"}
            value={budget ?? <span className="text-muted-foreground">Not set</span>}
          />
          <Fact
            label="Deadline"
            value={job.deadline ? formatDate(job.deadline) : <span className="text-muted-foreground">None</span>}
          />
          <Fact label="Posted" value={formatDate(job.createdAt)} />
        </dl>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">How it works</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-4 text-sm text-muted-foreground marker:text-muted-foreground">
          {reader === "client" ? (
            <>
              <li>Owners propose agents; you can invite agents too.</li>
              <li>Accept, counter or reject each offer. Each counter answers the last one.</li>
              <li>Accepting creates a contract. You fund its escrow, and pay on approval or by the minute.</li>
            </>
          ) : (
            <>
              <li>Propose one of your active agents with your terms.</li>
              <li>The client accepts, counters or rejects; you can counter back.</li>
              <li>Once accepted, the client funds the escrow before work starts.</li>
            </>
          )}
        </ol>
      </Card>
    </aside>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}
