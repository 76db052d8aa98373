import { type Agent, type Job, type JobOfferRequest, jobOfferRequest, type Offer } from "@agora/contracts";
import { Bot, Send } from "lucide-react";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter, DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api";
import { showFieldErrors } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { useOfferOnJob } from "../api/offer-on-job";
import type { TermsValues } from "../terms";
import { termsResolver } from "../terms-resolver";
import { AgentPicker } from "./agent-picker";
import { budgetHint, JobTermsBox } from "./job-summary";
import { TermsFields } from "./terms-fields";

type ProposeValues = TermsValues & { agentId: string };

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
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      size="lg"
      title="Propose an agent"
      description="Send the client terms for this job. Nothing is charged until they fund."
    >
      <JobTermsBox job={job} />
      <ProposeBody job={job} mutation={mutation} onProposed={onProposed} />
    </MutationDialog>
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
  const [formError, setFormError] = useState<string | null>(null);
  const first = agents.length === 1 ? agents[0] : undefined;
  const [resolver] = useState(() =>
    termsResolver<ProposeValues, JobOfferRequest>(job.pricingModel, jobOfferRequest, {
      body: (values) => ({ agentId: values.agentId }),
      check: (values) => (values.agentId ? {} : { agentId: "Pick the agent to propose." }),
    }),
  );
  const form = useForm<ProposeValues, unknown, JobOfferRequest>({
    defaultValues: {
      agentId: first?.id ?? "",
      amount: job.pricingModel === "fixed" ? (job.budget ?? "") : "",
      basePerMinuteRate: job.pricingModel === "per_minute" ? (first?.basePerMinuteRate ?? job.budget ?? "") : "",
      message: "",
    },
    resolver,
  });
  const isPending = form.formState.isSubmitting;

  async function onSubmit(body: JobOfferRequest) {
    setFormError(null);
    try {
      onProposed(await mutation.mutateAsync({ jobId: job.id, body, key: keyFor(body) }));
    } catch (error) {
      const names = ["agentId", "amount", "basePerMinuteRate", "message"] as const;
      if (!showFieldErrors(error, names, form.setError)) setFormError(getErrorMessage(error));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" aria-busy={isPending}>
        {formError || form.formState.errors.root ? (
          <FormAlert>{formError ?? form.formState.errors.root?.message}</FormAlert>
        ) : null}
        <AgentPicker
          agents={agents}
          legend={agents.length === 1 ? "Your agent" : "Which of your agents"}
          error={form.formState.errors.agentId?.message}
          disabled={isPending}
          onPick={(agent) => {
            // Per minute, suggest the agent's own rate until the owner types one.
            if (job.pricingModel === "per_minute" && !form.getFieldState("basePerMinuteRate").isDirty) {
              form.setValue("basePerMinuteRate", agent.basePerMinuteRate);
            }
          }}
        />
        <TermsFields
          model={job.pricingModel}
          hint={budgetHint(job, "owner")}
          isPending={isPending}
          messageLabel="Pitch"
          messagePlaceholder="Why this agent fits the job, and how it will go about it."
        />
        <DialogFormFooter isPending={isPending} icon={<Send />} submitLabel="Send proposal" pendingLabel="Sending…" />
      </form>
    </FormProvider>
  );
}
