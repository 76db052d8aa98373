import type { Agent, Job, Offer } from "@agora/contracts";
import { ClipboardList, UserPlus } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import type { ShowNotice } from "@/components/notice";
import { ActionLink } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useJobs } from "@/features/jobs/api/list-jobs";
import { InviteDialog } from "@/features/jobs/components/invite-dialog";
import { formatRelative } from "@/lib/format";

/**
 * "Invite" on a match: pick one of your open jobs, then offer the agent terms for it with the
 * job's own invitation form. Without an open job, it says so and links to posting one.
 */
export function MatchInviteButton({ agent, notify }: { agent: Agent; notify: ShowNotice }) {
  const [step, setStep] = useState<"closed" | "choose" | Job>("closed");
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setStep("choose")} aria-label={`Invite ${agent.name}`}>
        <UserPlus />
        Invite
      </Button>
      <Dialog open={step === "choose"} onOpenChange={(open) => setStep(open ? "choose" : "closed")}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invite {agent.name} to a job</DialogTitle>
            <DialogDescription>Choose one of your open jobs; next you name your terms.</DialogDescription>
          </DialogHeader>
          {step === "choose" ? <OpenJobs onPick={setStep} /> : null}
        </DialogContent>
      </Dialog>
      {typeof step === "object" ? (
        <InviteDialog
          job={step}
          agent={agent}
          open
          onOpenChange={(open) => {
            if (!open) setStep("closed");
          }}
          onInvited={(offer: Offer) => {
            setStep("closed");
            notify({
              tone: "success",
              text: `Invitation sent to ${offer.agent.name}`,
              action: { label: "View the job", href: `/jobs?job=${encodeURIComponent(step.id)}` },
            });
          }}
        />
      ) : null}
    </>
  );
}

/** The user's open jobs to pick from; loaded only once the chooser opens. */
function OpenJobs({ onPick }: { onPick: (job: Job) => void }) {
  const jobs = useJobs("mine");
  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading your jobs" className="grid gap-2">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <LoadError what="your jobs" error={jobs.error} isRetrying={jobs.isFetching} onRetry={() => void jobs.refetch()} />
    );
  }
  const open = jobs.data.data.filter((job) => job.status === "open");
  if (open.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-dashed px-4 py-5 text-sm">
        <p className="text-muted-foreground">
          You have no open job to invite an agent to. Post one on the Jobs page, then invite from there, or hire one of
          the agent's services directly.
        </p>
        <ActionLink action={{ label: "Post a job", href: "/jobs", icon: ClipboardList }} />
      </div>
    );
  }
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto">
      {open.map((job) => (
        <li key={job.id}>
          <button
            type="button"
            onClick={() => onPick(job)}
            className="grid w-full gap-0.5 rounded-xl border bg-card px-4 py-3 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="font-medium break-words">{job.title}</span>
            <span className="text-xs text-muted-foreground">posted {formatRelative(job.createdAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
