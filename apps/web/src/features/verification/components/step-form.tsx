import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import type { FormSubmit } from "@/lib/form-errors";

/** The form of a ladder step: the form-wide error above the fields (`children`). */
export function StepForm<Values extends FieldValues, Body>({
  form,
  submit,
  children,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  submit: FormSubmit;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={submit.onSubmit} className="grid gap-4" aria-busy={form.formState.isSubmitting}>
      {submit.formError ? <FormAlert>{submit.formError}</FormAlert> : null}
      {children}
    </form>
  );
}

/**
 * The buttons under a step's form: submit with `icon` (a spinner and `pendingLabel` while
 * pending) and, with `onCancel`, "Cancel" back to what was registered before.
 */
export function StepFormActions({
  isPending,
  icon,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  isPending: boolean;
  icon: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner /> : icon}
        {isPending ? pendingLabel : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
