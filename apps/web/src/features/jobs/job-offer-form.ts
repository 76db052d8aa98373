import { type Agent, type Job, type JobOfferRequest, jobOfferRequest } from "@agora/contracts";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { TermsValues } from "./terms";
import { termsResolver } from "./terms-resolver";

/** The values of an offer on a job: the agent it is for and its terms. */
export type JobOfferValues = TermsValues & { agentId: string };

/** The fields of `jobOfferRequest` a server refusal may name. */
export const jobOfferFields = ["agentId", "amount", "basePerMinuteRate", "message"] as const;

/**
 * The form of an offer on `job` (an invitation by its client, a proposal by an agent's owner):
 * fixed-price work starts at the job's budget, per-minute work at `agent`'s rate, else the budget.
 * @param agent the agent picked from the start, if any.
 * @param pickMessage the error shown when no agent is picked, e.g. "Pick the agent to invite.".
 */
export function useJobOfferForm(
  job: Job,
  agent: Agent | undefined,
  pickMessage: string,
): UseFormReturn<JobOfferValues, unknown, JobOfferRequest> {
  const [resolver] = useState(() =>
    termsResolver<JobOfferValues, JobOfferRequest>(job.pricingModel, jobOfferRequest, {
      body: (values) => ({ agentId: values.agentId }),
      check: (values) => (values.agentId ? {} : { agentId: pickMessage }),
    }),
  );
  return useForm<JobOfferValues, unknown, JobOfferRequest>({
    defaultValues: {
      agentId: agent?.id ?? "",
      amount: job.pricingModel === "fixed" ? (job.budget ?? "") : "",
      basePerMinuteRate: job.pricingModel === "per_minute" ? (agent?.basePerMinuteRate ?? job.budget ?? "") : "",
      message: "",
    },
    resolver,
  });
}

/** Per minute, suggests the picked agent's own rate until the user types one. */
export function suggestAgentRate(
  form: UseFormReturn<JobOfferValues, unknown, JobOfferRequest>,
  job: Job,
  agent: Agent,
) {
  if (job.pricingModel === "per_minute" && !form.getFieldState("basePerMinuteRate").isDirty) {
    form.setValue("basePerMinuteRate", agent.basePerMinuteRate);
  }
}
