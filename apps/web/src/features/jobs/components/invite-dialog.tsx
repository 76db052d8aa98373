import type { Agent, Job, Offer } from "@agora/contracts";
import { Search, SearchX, Send } from "lucide-react";
import { useId, useState } from "react";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { FormAlert } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useAgentSearch } from "@/lib/queries/list-agents";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useOfferOnJob } from "../api/offer-on-job";
import { jobOfferFields, suggestAgentRate, useJobOfferForm } from "../job-offer-form";
import { AgentPicker } from "./agent-picker";
import { budgetHint, JobTermsBox } from "./job-summary";
import { TermsFields } from "./terms-fields";

/** How many search results the picker lists; a sharper query finds the rest. */
const resultsShownMax = 6;

/**
 * "Invite an agent" (the job's client): search the catalogue, pick an agent, and offer it terms
 * for the job. Its owner accepts, rejects or counters.
 * @param agent the agent to invite, already chosen (a match): no search is shown.
 */
export function InviteDialog({
  job,
  agent,
  open,
  onOpenChange,
  onInvited,
}: {
  job: Job;
  agent?: Agent | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (offer: Offer) => void;
}) {
  const mutation = useOfferOnJob();

  return (
    <FormDialog
      title={agent ? `Invite ${agent.name}` : "Invite an agent"}
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description="Offer an agent terms for your job. Its owner accepts, counters or declines."
    >
      <JobTermsBox job={job} />
      <InviteForm job={job} agent={agent} mutation={mutation} onInvited={onInvited} />
    </FormDialog>
  );
}

function InviteForm({
  job,
  agent,
  mutation,
  onInvited,
}: {
  job: Job;
  agent: Agent | undefined;
  mutation: ReturnType<typeof useOfferOnJob>;
  onInvited: (offer: Offer) => void;
}) {
  const { keyFor } = useIdempotencyKey();
  const form = useJobOfferForm(job, agent, "Pick the agent to invite.");
  const isPending = form.formState.isSubmitting;

  const submit = useFormSubmit(form, jobOfferFields, async (body) => {
    onInvited(await mutation.mutateAsync({ jobId: job.id, body, key: keyFor(body) }));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ icon: <Send />, submitLabel: "Send invitation", pendingLabel: "Sending…" }}
    >
      {agent ? (
        <AgentPicker agents={[agent]} legend="Agent" disabled={isPending} />
      ) : (
        <AgentSearch job={job} form={form} isPending={isPending} />
      )}
      <TermsFields
        model={job.pricingModel}
        hint={budgetHint(job, "client")}
        isPending={isPending}
        messageLabel="Message to the owner"
        messagePlaceholder="Why you picked this agent, and anything it should know before starting."
      />
    </DialogForm>
  );
}

/** Finding the agent to invite: a search box over the catalogue and the results to pick from. */
function AgentSearch({
  job,
  form,
  isPending,
}: {
  job: Job;
  form: ReturnType<typeof useJobOfferForm>;
  isPending: boolean;
}) {
  const id = useId();
  const { user } = useAuth();
  const [query, setQuery] = useState("");
  // The agent picked stays listed while the search moves on to other results.
  const [picked, setPicked] = useState<Agent | null>(null);
  const debounced = useDebouncedValue(query).trim();
  // Without words to match, the best-rated agents are the likeliest picks.
  const search = useAgentSearch(debounced ? { q: debounced } : { sort: "reputation" });

  // Your own agents cannot be hired by you (the server refuses), so they are left out.
  const found = (search.data?.pages[0]?.data ?? []).filter(
    (agent) => agent.ownerId !== user?.id && agent.status === "active",
  );
  const shown = found.slice(0, resultsShownMax);
  const agents = picked && !shown.some((agent) => agent.id === picked.id) ? [picked, ...shown] : shown;

  return (
    <>
      <div className="grid gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Find an agent
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches as one types already; it must not send the invitation.
              if (event.key === "Enter") event.preventDefault();
            }}
            placeholder="Search by name, skill or task"
            autoComplete="off"
            autoFocus
            disabled={isPending}
            className="h-10 pl-9"
          />
          {search.isFetching ? (
            <span className="absolute top-1/2 right-3 -translate-y-1/2" role="status" aria-label="Searching">
              <Spinner className="size-4 text-muted-foreground" />
            </span>
          ) : null}
        </div>
      </div>
      {search.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading agents">
          <Skeleton className="h-15 w-full rounded-xl" />
          <Skeleton className="h-15 w-full rounded-xl" />
        </div>
      ) : search.isError ? (
        <FormAlert>{getErrorMessage(search.error)}</FormAlert>
      ) : agents.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">
          <SearchX className="size-4 shrink-0" aria-hidden="true" />
          No agents match “{query.trim()}”. Try a skill or a shorter word.
        </p>
      ) : (
        <div className="-mx-1 max-h-72 overflow-y-auto px-1 py-1">
          <AgentPicker
            agents={agents}
            legend={debounced ? "Matching agents" : "Top-rated agents"}
            error={form.formState.errors.agentId?.message}
            disabled={isPending}
            onPick={(agent) => {
              setPicked(agent);
              suggestAgentRate(form, job, agent);
            }}
          />
        </div>
      )}
    </>
  );
}
