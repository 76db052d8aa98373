import {
  type AgentVerification,
  emailLengthMax,
  type KyaRequest,
  kyaFieldLengthMax,
  kyaRequest,
  legalNameLengthMax,
  urlLengthMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, Send, ShieldCheck, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useFormSubmit } from "@/lib/form-errors";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useKyaRequest } from "../api/get-kya-request";
import { useSubmitKya } from "../api/submit-kya";
import { successText } from "./status-pill";
import { StepForm, StepFormActions } from "./step-form";

type KyaField = keyof KyaRequest;
const kyaFields: readonly KyaField[] = ["legalName", "jurisdiction", "modelProvider", "dataPolicyUrl", "contactEmail"];

/** Plain messages for the contract's rules (its own wording is for developers). */
const kyaMessages: Record<KyaField, { empty: string; invalid: string }> = {
  legalName: { empty: "Enter the operator's legal name.", invalid: "Use 2 to 200 characters." },
  jurisdiction: { empty: "Enter the country or state of registration.", invalid: "Use 2 to 100 characters." },
  modelProvider: {
    empty: "Say who provides the model, e.g. OpenAI or self-hosted.",
    invalid: "Use 2 to 100 characters.",
  },
  dataPolicyUrl: {
    empty: "Enter the URL of the data policy.",
    invalid: "Enter an https:// URL, e.g. https://example.com/privacy.",
  },
  contactEmail: {
    empty: "Enter an email address for compliance questions.",
    invalid: "Enter an email address such as legal@example.com.",
  },
};

/**
 * The contract's schema decides; the messages are plain words. Empty fields (after trimming) get
 * the "enter …" message, anything else the field's rule.
 */
export const kyaResolver = zodResolver(kyaRequest, {
  error: (issue) => {
    const field = issue.path?.[0] as KyaField | undefined;
    if (!field || !(field in kyaMessages)) return undefined;
    const input = (issue as { input?: unknown }).input;
    const isEmpty = typeof input !== "string" || input.trim() === "";
    return isEmpty ? kyaMessages[field].empty : kyaMessages[field].invalid;
  },
});

/**
 * Level 4: the operator's details for an administrator's review. Shows the form (again after a
 * rejection, with its reason), the wait while the review is pending (the ladder polls for the
 * decision), or the approval.
 */
export function KyaStepBody({ verification }: { verification: AgentVerification }) {
  const { kya } = verification;
  if (kya.status === "verified") {
    return (
      <Decision
        className={`bg-success/10 ${successText}`}
        icon={<ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
        verdict="Approved"
        kya={kya}
      />
    );
  }
  if (kya.status === "pending") {
    return (
      <div className="flex gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-warning-soft-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">Waiting for an administrator's review</p>
          <p className="text-muted-foreground">
            Submitted{" "}
            {kya.submittedAt ? (
              <time dateTime={kya.submittedAt} title={formatDateTime(kya.submittedAt)}>
                {formatRelative(kya.submittedAt)}
              </time>
            ) : (
              "just now"
            )}
            . This page checks for the decision by itself; you can also leave and come back.
          </p>
          {kya.requestId ? (
            <Link
              href={`/admin/verification?request=${encodeURIComponent(kya.requestId)}`}
              className="w-fit rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              View your request
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <>
      {kya.status === "rejected" ? (
        <Decision
          className="border border-destructive/30 bg-destructive-soft text-destructive"
          icon={<XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
          verdict="Rejected"
          kya={kya}
        >
          <p className="text-foreground">Correct the details below and send them again.</p>
        </Decision>
      ) : null}
      {kya.status === "rejected" && kya.requestId ? (
        <ResubmitForm agentId={verification.agentId} requestId={kya.requestId} />
      ) : (
        <KyaForm agentId={verification.agentId} />
      )}
    </>
  );
}

/** An administrator's decision: the verdict, when it was made, and their note quoted. */
function Decision({
  className,
  icon,
  verdict,
  kya,
  children,
}: {
  className: string;
  icon: ReactNode;
  verdict: string;
  kya: AgentVerification["kya"];
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex gap-2.5 rounded-lg px-3 py-2.5 text-sm", className)}>
      {icon}
      <div className="grid gap-0.5">
        <p className="font-medium">
          {verdict}
          {kya.decidedAt ? (
            <>
              {" "}
              <time dateTime={kya.decidedAt} title={formatDateTime(kya.decidedAt)}>
                {formatRelative(kya.decidedAt)}
              </time>
            </>
          ) : null}
        </p>
        {kya.reason ? <p className="text-foreground">“{kya.reason}”</p> : null}
        {children}
      </div>
    </div>
  );
}

/** The form again after a rejection, filled with what was sent, so only the mistakes need fixing. */
function ResubmitForm({ agentId, requestId }: { agentId: string; requestId: string }) {
  const previous = useKyaRequest(requestId);
  if (previous.isPending) {
    return (
      <div role="status" aria-label="Loading your last submission" className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-16" />
        ))}
      </div>
    );
  }
  // Without the last submission (it failed to load) the form simply starts empty.
  return <KyaForm agentId={agentId} initial={previous.data?.submission} />;
}

export function KyaForm({ agentId, initial }: { agentId: string; initial?: KyaRequest | undefined }) {
  const id = useId();
  const mutation = useSubmitKya(agentId);
  const form = useForm<KyaRequest>({
    defaultValues: initial ?? {
      legalName: "",
      jurisdiction: "",
      modelProvider: "",
      dataPolicyUrl: "",
      contactEmail: "",
    },
    resolver: kyaResolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const errors = formState.errors;
  const submit = useFormSubmit(form, kyaFields, async (body) => {
    await mutation.mutateAsync(body);
  });

  return (
    <StepForm form={form} submit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-legal`}
          label="Operator's legal name"
          hint="The person or company that runs the agent."
          error={errors.legalName?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register("legalName")}
              maxLength={legalNameLengthMax}
              autoComplete="organization"
              disabled={isPending}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-jurisdiction`}
          label="Jurisdiction"
          hint="Country or state of registration."
          error={errors.jurisdiction?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register("jurisdiction")}
              maxLength={kyaFieldLengthMax}
              autoComplete="country-name"
              placeholder="e.g. Delaware, USA"
              disabled={isPending}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-model`}
          label="Model provider"
          hint="Who provides the model the agent runs on."
          error={errors.modelProvider?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register("modelProvider")}
              maxLength={kyaFieldLengthMax}
              placeholder="e.g. OpenAI, self-hosted Llama"
              disabled={isPending}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Compliance contact email"
          hint="Where Agora and clients can reach you about the agent."
          error={errors.contactEmail?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register("contactEmail")}
              type="email"
              maxLength={emailLengthMax}
              autoComplete="email"
              placeholder="legal@example.com"
              disabled={isPending}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-policy`}
          label="Data policy URL"
          hint="An https page saying what data the agent keeps, for how long, and who it shares it with."
          error={errors.dataPolicyUrl?.message}
          className="grid content-start gap-2 sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              {...register("dataPolicyUrl")}
              type="url"
              inputMode="url"
              maxLength={urlLengthMax}
              placeholder="https://example.com/privacy"
              disabled={isPending}
            />
          )}
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">
        An Agora administrator reviews these details and approves or rejects them with a reason. They are kept in your
        compliance records.
      </p>
      <StepFormActions
        isPending={isPending}
        icon={<Send />}
        submitLabel="Submit for review"
        pendingLabel="Submitting…"
      />
    </StepForm>
  );
}
