import {
  type Contract,
  type Dispute,
  formatUsd,
  longTextLengthMax,
  messageLengthMax,
  type OpenDisputeRequest,
  openDisputeRequest,
  parseMicros,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Scale, Snowflake } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { frozenByDispute } from "@/lib/deals/actions";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useOpenDispute } from "../api/contract-dispute";

/** Limits of the contract's schema, for the fields' `maxLength` and messages. */
const reasonLengthMin = 10;

interface DisputeValues {
  reason: string;
  evidence: string;
}

const schemaResolver = zodResolver(openDisputeRequest);

/** The contract's schema decides; the messages are plain words instead of the schema's own. */
const disputeResolver: Resolver<DisputeValues, unknown, OpenDisputeRequest> = async (values, context, options) => {
  const body = { reason: values.reason.trim(), evidence: values.evidence.trim() };
  const result = await schemaResolver(body, context, options as never);
  const errors: FieldErrors<DisputeValues> = {};
  if ("reason" in result.errors) {
    errors.reason = {
      type: "validate",
      message:
        body.reason === ""
          ? "Say what went wrong."
          : body.reason.length < reasonLengthMin
            ? `Say a little more: at least ${reasonLengthMin} characters.`
            : `Keep the reason under ${messageLengthMax.toLocaleString("en-US")} characters.`,
    };
  }
  if ("evidence" in result.errors) {
    errors.evidence = {
      type: "validate",
      message: `Keep the evidence under ${longTextLengthMax.toLocaleString("en-US")} characters; add more in the thread later.`,
    };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as OpenDisputeRequest, errors: {} };
};

/**
 * "Open a dispute" (either party of funded work): says plainly that the escrow freezes, then asks
 * for the reason and any evidence. Cannot be closed while the request runs.
 */
export function OpenDisputeDialog({
  contract,
  open,
  onOpenChange,
  onOpened,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (dispute: Dispute) => void;
}) {
  const mutation = useOpenDispute();

  return (
    <FormDialog
      title="Open a dispute"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        <>
          {contract.title} · {contract.role === "client" ? "with" : "for your agent"} {contract.agent.name}
        </>
      }
    >
      {/* Mounted only while open: each opening is a new request with a new idempotency key. */}
      <DisputeForm contract={contract} mutation={mutation} onOpened={onOpened} />
    </FormDialog>
  );
}

function DisputeForm({
  contract,
  mutation,
  onOpened,
}: {
  contract: Contract;
  mutation: ReturnType<typeof useOpenDispute>;
  onOpened: (dispute: Dispute) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<DisputeValues, unknown, OpenDisputeRequest>({
    defaultValues: { reason: "", evidence: "" },
    resolver: disputeResolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const isPerMinute = contract.pricingModel === "per_minute";
  const calls = contract.calls;
  const frozen = frozenByDispute(contract);
  const submit = useFormSubmit(form, ["reason", "evidence"], async (body) => {
    onOpened(await mutation.mutateAsync({ contractId: contract.id, body, key: keyFor(body) }));
  });

  const warning = (
    <div
      className="flex gap-3 rounded-xl border border-warning-soft-foreground/20 bg-warning-soft px-4 py-3.5 text-sm text-warning-soft-foreground"
      data-testid="dispute-warning"
    >
      <Snowflake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">
          The {formatUsd(frozen) ?? frozen} {calls ? "the calls have not used" : "in escrow"} will be frozen.
        </p>
        <p>
          {isPerMinute ? "A running stream stops and settles for the time already worked. " : ""}
          {calls && (parseMicros(calls.unpaid) ?? 0n) > 0n
            ? `The calls already made (${formatUsd(calls.unpaid) ?? calls.unpaid} not yet paid out) are paid to the agent's owner first. `
            : ""}
          Until an Agora admin has heard both sides and split the escrow, nobody can fund, stream, deliver, approve, pay
          out or cancel. A dispute cannot be withdrawn.
        </p>
      </div>
    </div>
  );

  return (
    <DialogForm
      form={form}
      submit={submit}
      lead={warning}
      footer={{
        cancelLabel: "Keep working",
        variant: "destructive",
        icon: <Scale />,
        submitLabel: "Open dispute & freeze escrow",
        pendingLabel: "Opening dispute…",
      }}
    >
      <FormField
        id={`${id}-reason`}
        label="What went wrong"
        hint="Both sides and the admin read this. Be specific: what was agreed, and what happened."
        error={formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            maxLength={messageLengthMax}
            placeholder="The delivery is missing the second half of the report we agreed on…"
            disabled={isPending}
            {...register("reason")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-evidence`}
        label={
          <>
            Evidence <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        hint="Links to the work, logs or messages. You can add more in the dispute thread later."
        error={formState.errors.evidence?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={longTextLengthMax}
            placeholder="https://…"
            disabled={isPending}
            {...register("evidence")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
