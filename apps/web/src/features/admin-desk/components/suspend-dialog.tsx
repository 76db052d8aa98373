import { messageLengthMax } from "@agora/contracts";
import { Ban } from "lucide-react";
import { type ReactNode, useId } from "react";
import { type FieldErrors, type Resolver, type ResolverResult, useForm } from "react-hook-form";
import { DialogForm, type DialogMutation, FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";

interface ReasonValues {
  reason: string;
}

const reasonResolver: Resolver<ReasonValues> = async (values): Promise<ResolverResult<ReasonValues>> => {
  const reason = values.reason.trim();
  if (reason && reason.length <= messageLengthMax) return { values: { reason }, errors: {} };
  const message = reason
    ? `Keep the reason under ${messageLengthMax} characters.`
    : "Say why: it is kept in the audit log.";
  const errors: FieldErrors<ReasonValues> = { reason: { type: "validate", message } };
  return { values: {}, errors };
};

/**
 * Suspends an agent or an account with a reason. The dialog says what follows (`description`),
 * because lifting the suspension later does not undo it: revoked keys stay revoked and settled
 * streams stay paid.
 * @param suspend sends the suspension with its Idempotency-Key (the same for a retry of the same
 *   reason: a suspension settles streams); resolves with the sentence the page shows after it.
 */
export function SuspendDialog({
  title,
  description,
  submitLabel,
  mutation,
  suspend,
  onOpenChange,
  onDone,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  mutation: DialogMutation;
  suspend: (reason: string, key: string) => Promise<string>;
  onOpenChange: (open: boolean) => void;
  onDone: (text: string) => void;
}) {
  return (
    <FormDialog title={title} open onOpenChange={onOpenChange} mutation={mutation} size="md" description={description}>
      <ReasonForm submitLabel={submitLabel} suspend={suspend} onDone={onDone} />
    </FormDialog>
  );
}

function ReasonForm({
  submitLabel,
  suspend,
  onDone,
}: {
  submitLabel: string;
  suspend: (reason: string, key: string) => Promise<string>;
  onDone: (text: string) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<ReasonValues>({ defaultValues: { reason: "" }, resolver: reasonResolver });
  const submit = useFormSubmit(form, ["reason"], async ({ reason }) =>
    onDone(await suspend(reason, keyFor({ reason }))),
  );
  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ variant: "destructive", icon: <Ban />, submitLabel, pendingLabel: "Suspending…" }}
    >
      <FormField
        id={`${id}-reason`}
        label="Reason"
        hint="Kept in the audit log with your name."
        error={form.formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            autoFocus
            maxLength={messageLengthMax}
            disabled={form.formState.isSubmitting}
            placeholder="e.g. The listing impersonates another company."
            {...form.register("reason", { onChange: submit.clearFormError })}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
