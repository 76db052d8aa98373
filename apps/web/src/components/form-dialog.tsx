import type { ComponentProps, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-field";
import type { FormSubmit } from "@/lib/form-errors";

/** The part of a mutation a dialog needs: whether it runs (closing is refused), and a reset. */
export interface DialogMutation {
  isPending: boolean;
  reset: () => void;
}

/**
 * The shell of a dialog whose form sends `mutation`: a {@link MutationDialog} that cannot be
 * closed while the mutation runs and forgets its last error or result when it closes. Mount the
 * form as `children`, so each opening starts a new form (and a new idempotency key).
 */
export function FormDialog({
  title,
  description,
  open,
  onOpenChange,
  mutation,
  size = "lg",
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: DialogMutation;
  size?: ComponentProps<typeof MutationDialog>["size"];
  children: ReactNode;
}) {
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      size={size}
      title={title}
      description={description}
    >
      {children}
    </MutationDialog>
  );
}

/**
 * The form of a form dialog: `lead` (what the form answers, a warning), the form-wide error (the
 * submit's, or one a resolver set on `root`), the fields, then the footer: "Cancel" and the submit
 * button, both disabled with a spinner while the form is submitting. The fields can read the form
 * from react-hook-form's context.
 */
export function DialogForm<Values extends FieldValues, Body>({
  form,
  submit,
  footer,
  lead,
  isPending = form.formState.isSubmitting,
  children,
}: {
  form: UseFormReturn<Values, unknown, Body>;
  submit: FormSubmit;
  footer: Omit<ComponentProps<typeof DialogFormFooter>, "isPending">;
  lead?: ReactNode;
  /** Whether the form is being sent; by default while its submit handler runs. */
  isPending?: boolean;
  children: ReactNode;
}) {
  const formError = submit.formError ?? form.formState.errors.root?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit.onSubmit} className="grid gap-5" aria-busy={isPending}>
        {lead}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {children}
        <DialogFormFooter isPending={isPending} {...footer} />
      </form>
    </FormProvider>
  );
}
