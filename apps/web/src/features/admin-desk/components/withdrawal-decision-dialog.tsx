import { type AdminWithdrawal, adminReasonLengthMax, adminReasonLengthMin, formatUsd } from "@agora/contracts";
import { Check, X } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, type ResolverResult, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useDecideWithdrawal, type WithdrawalDecision } from "../api/withdrawal-desk";

/** Who a desk row is about, as the desk writes it: the name, else the email, else the id. */
export function userLabel(user: AdminWithdrawal["user"]): string {
  return user.displayName ?? user.email ?? user.id;
}

interface ReasonValues {
  reason: string;
}

/** A rejection's reason: the user reads it, so it must say something. */
const reasonResolver: Resolver<ReasonValues> = async (values): Promise<ResolverResult<ReasonValues>> => {
  const reason = values.reason.trim();
  if (reason.length >= adminReasonLengthMin && reason.length <= adminReasonLengthMax)
    return { values: { reason }, errors: {} };
  const message =
    reason.length < adminReasonLengthMin
      ? "Tell the user why, e.g. the destination is not an account in their name."
      : `Keep the reason under ${adminReasonLengthMax} characters.`;
  const errors: FieldErrors<ReasonValues> = { reason: { type: "validate", message } };
  return { values: {}, errors };
};

/**
 * Marks a requested withdrawal paid (the money has left through the rail), or rejects it with a
 * reason the user reads, which returns the amount to their balance. Cannot be closed while sending.
 */
export function WithdrawalDecisionDialog({
  withdrawal,
  decision,
  onOpenChange,
  onDecided,
}: {
  withdrawal: AdminWithdrawal;
  decision: WithdrawalDecision["decision"];
  onOpenChange: (open: boolean) => void;
  onDecided: (text: string) => void;
}) {
  const mutation = useDecideWithdrawal();
  const amount = formatUsd(withdrawal.amount) ?? withdrawal.amount;
  const who = userLabel(withdrawal.user);
  return (
    <FormDialog
      title={decision === "paid" ? `Mark ${amount} paid` : `Reject ${amount}`}
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="md"
      description={
        decision === "paid"
          ? `Confirm that ${amount} has been sent to ${withdrawal.destination} for ${who}. This cannot be undone.`
          : `${amount} goes back to ${who}'s available balance, and they read your reason.`
      }
    >
      <DecisionForm withdrawal={withdrawal} decision={decision} mutation={mutation} onDecided={onDecided} />
    </FormDialog>
  );
}

function DecisionForm({
  withdrawal,
  decision,
  mutation,
  onDecided,
}: {
  withdrawal: AdminWithdrawal;
  decision: WithdrawalDecision["decision"];
  mutation: ReturnType<typeof useDecideWithdrawal>;
  onDecided: (text: string) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const isPaid = decision === "paid";
  const form = useForm<ReasonValues>({
    defaultValues: { reason: "" },
    resolver: isPaid ? async () => ({ values: { reason: "" }, errors: {} }) : reasonResolver,
  });
  const amount = formatUsd(withdrawal.amount) ?? withdrawal.amount;
  const submit = useFormSubmit(form, ["reason"], async ({ reason }) => {
    const body: WithdrawalDecision = isPaid ? { decision: "paid" } : { decision: "rejected", reason };
    await mutation.mutateAsync({ id: withdrawal.id, decision: body, key: keyFor(body) });
    onDecided(
      isPaid
        ? `${amount} to ${userLabel(withdrawal.user)} marked paid.`
        : `${amount} rejected and returned to ${userLabel(withdrawal.user)}.`,
    );
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        variant: isPaid ? "primary" : "destructive",
        icon: isPaid ? <Check /> : <X />,
        submitLabel: isPaid ? "Mark paid" : "Reject withdrawal",
        pendingLabel: isPaid ? "Marking paid…" : "Rejecting…",
        autoFocusSubmit: isPaid,
      }}
    >
      {isPaid ? null : (
        <FormField
          id={`${id}-reason`}
          label="Reason for rejecting"
          hint="Shown to the user beside the withdrawal, and kept in the audit log."
          error={form.formState.errors.reason?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              autoFocus
              maxLength={adminReasonLengthMax}
              disabled={form.formState.isSubmitting}
              placeholder="e.g. The destination is not an account in your name."
              {...form.register("reason", { onChange: submit.clearFormError })}
            />
          )}
        </FormField>
      )}
    </DialogForm>
  );
}
