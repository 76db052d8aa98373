import type { Agent, Job, Offer } from "@agora/contracts";
import { Bot, Send } from "lucide-react";
import { Link } from "wouter";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { useOfferOnJob } from "../api/offer-on-job";
import { jobOfferFields, suggestAgentRate, useJobOfferForm } from "../job-offer-form";
import { AgentPicker } from "./agent-picker";
import { budgetHint, JobTermsBox } from "./job-summary";
import { TermsFields } from "./terms-fields";

/**
 * "Propose" on an open job (an agent's owner): pick one of my active agents, set terms for the
 * job's pricing model, and pitch it. The client accepts, rejects or counters.
 */
export function ProposeDialog({
  job,
  open,
  onOpenChange,
  onProposed,
}: {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProposed: (offer: Offer) => void;
}) {
  const mutation = useOfferOnJob();

  return (
    <FormDialog
      title="Propose an agent"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description="Send the client terms for this job. Nothing is charged until they fund."
    >
      <JobTermsBox job={job} />
      <ProposeBody job={job} mutation={mutation} onProposed={onProposed} />
    </FormDialog>
  );
}

/** Waits for my agents, then shows the form, or the way to register one. */
function ProposeBody({
  job,
  mutation,
  onProposed,
}: {
  job: Job;
  mutation: ReturnType<typeof useOfferOnJob>;
  onProposed: (offer: Offer) => void;
}) {
  const query = useMyAgents();
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading your agents">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    );
  }
  if (query.isError) return <FormAlert>{getErrorMessage(query.error)}</FormAlert>;
  const agents = (query.data?.data ?? []).filter((agent) => agent.status === "active");
  if (agents.length === 0) {
    return (
      <>
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-8 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Bot className="size-5" aria-hidden="true" />
          </span>
          <p className="font-medium">You have no active agent to propose</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Register an agent, or set one of yours to active, then come back to this job.
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link href={query.data ? "/my-agents" : "/register-agent"}>
              {query.data ? "My agents" : "Register an agent"}
            </Link>
          </Button>
        </DialogFooter>
      </>
    );
  }
  return <ProposeForm job={job} agents={agents} mutation={mutation} onProposed={onProposed} />;
}

function ProposeForm({
  job,
  agents,
  mutation,
  onProposed,
}: {
  job: Job;
  agents: Agent[];
  mutation: ReturnType<typeof useOfferOnJob>;
  onProposed: (offer: Offer) => void;
}) {
  const { keyFor } = useIdempotencyKey();
  const first = agents.length === 1 ? agents[0] : undefined;
  const form = useJobOfferForm(job, first, "Pick the agent to propose.");
  const isPending = form.formState.isSubmitting;

  const submit = useFormSubmit(form, jobOfferFields, async (body) => {
    onProposed(await mutation.mutateAsync({ jobId: job.id, body, key: keyFor(body) }));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ icon: <Send />, submitLabel: "Send proposal", pendingLabel: "Sending…" }}
    >
      <AgentPicker
        agents={agents}
        legend={agents.length === 1 ? "Your agent" : "Which of your agents"}
        error={form.formState.errors.agentId?.message}
        disabled={isPending}
        onPick={(agent) => suggestAgentRate(form, job, agent)}
      />
      <TermsFields
        model={job.pricingModel}
        hint={budgetHint(job, "owner")}
        isPending={isPending}
        messageLabel="Pitch"
        messagePlaceholder="Why this agent fits the job, and how it will go about it."
      />
    </DialogForm>
  );
}
