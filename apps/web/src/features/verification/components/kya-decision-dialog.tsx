import {
  type KyaReviewItem,
  messageLengthMax,
  type VerificationDecisionRequest,
  verificationDecisionRequest,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { formatCount } from "@/lib/format";
import { type KyaDecision, useDecideKyaRequest } from "../api/decide-kya-request";
import { kyaQueuePath } from "../api/keys";

/** Longest reason the server takes, characters. */

/**
 * Approves or rejects a KYA request with a reason the owner will read; a rejection needs one.
 * Cannot be closed while the decision is being sent.
 */
export function KyaDecisionDialog({
  item,
  decision,
  open,
  onOpenChange,
  onDecided,
}: {
  item: KyaReviewItem;
  decision: KyaDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecided: (item: KyaReviewItem) => void;
}) {
  const mutation = useDecideKyaRequest();
  const isApprove = decision === "approve";
  return (
    <FormDialog
      title={isApprove ? `Approve ${item.agentName}` : `Reject ${item.agentName}`}
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        isApprove
          ? `${item.agentName} becomes KYA Verified (level 4): the badge shows on its card and profile at once. ${item.ownerName} is told your note, if you add one.`
          : `${item.agentName} stays at level ${item.level}. ${item.ownerName} reads your reason and may correct the details and send them again.`
      }
    >
      <DecisionForm item={item} decision={decision} mutation={mutation} onDecided={onDecided} />
    </FormDialog>
  );
}

/** The form's one field, as typed. */
interface DecisionValues {
  reason: string;
}

const schemaResolver = zodResolver(verificationDecisionRequest);

/**
 * The contract's check, plus the one rule of this form: a rejection needs a reason, because the
 * owner needs it to correct the details.
 */
function decisionResolver(decision: KyaDecision): Resolver<DecisionValues, unknown, VerificationDecisionRequest> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options as never);
    const body = result.values as VerificationDecisionRequest;
    let message: string | null = null;
    if ("reason" in result.errors) message = `Keep the reason under ${formatCount(messageLengthMax)} characters.`;
    else if (decision === "reject" && body.reason === "")
      message = "Give the owner a reason: they need it to correct the details.";
    if (message === null) return { values: body, errors: {} };
    const errors: FieldErrors<DecisionValues> = { reason: { type: "validate", message } };
    return { values: {}, errors };
  };
}

function DecisionForm({
  item,
  decision,
  mutation,
  onDecided,
}: {
  item: KyaReviewItem;
  decision: KyaDecision;
  mutation: ReturnType<typeof useDecideKyaRequest>;
  onDecided: (item: KyaReviewItem) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<DecisionValues, unknown, VerificationDecisionRequest>({
    defaultValues: { reason: "" },
    resolver: decisionResolver(decision),
  });
  const { register, formState } = form;
  const isApprove = decision === "approve";
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(
    form,
    ["reason"],
    async (body) => {
      onDecided(await mutation.mutateAsync({ id: item.id, decision, body }));
    },
    (error) => {
      // Another admin decided first: the queue and the request are out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [kyaQueuePath] });
      }
      return false;
    },
  );

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        variant: isApprove ? "primary" : "destructive",
        icon: isApprove ? <Check /> : <X />,
        submitLabel: isApprove ? "Approve" : "Reject",
        pendingLabel: isApprove ? "Approving…" : "Rejecting…",
      }}
    >
      <FormField
        id={`${id}-reason`}
        label={
          isApprove ? (
            <>
              Note to the owner <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          ) : (
            "Reason for rejecting"
          )
        }
        hint={
          isApprove
            ? "Kept in the audit trail with your decision."
            : "Say what is missing or wrong, e.g. the data policy URL does not load. Kept in the audit trail."
        }
        error={formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            maxLength={messageLengthMax}
            disabled={isPending}
            placeholder={
              isApprove
                ? "e.g. Details match the company registry."
                : "e.g. The data policy page returns 404; please link the live policy."
            }
            {...register("reason", { onChange: submit.clearFormError })}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
