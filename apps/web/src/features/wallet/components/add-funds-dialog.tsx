import {
  type TestDepositRequest,
  testDepositMaxMicros,
  testDepositRequest,
  type WalletMovement,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { FlaskConical } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { AmountChoices, AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useAddTestFunds } from "../api/add-test-funds";

/** The quick picks under the amount, in dollars. */
const quickAmounts = ["10", "50", "100"] as const;

interface AddFundsValues {
  amount: string;
}

const schemaResolver = zodResolver(testDepositRequest);

/**
 * Checks the amount with the contract's schema (the server runs the same one), then the limits
 * only the server knows about: more than $0 and at most $10,000 per deposit.
 */
const addFundsResolver: Resolver<AddFundsValues, unknown, TestDepositRequest> = async (values, context, options) => {
  const body = { amount: normalizeAmount(values.amount) };
  const result = await schemaResolver(body, context, options as never);
  const problem = amountProblem(body.amount, { maxMicros: testDepositMaxMicros });
  if (!problem && Object.keys(result.errors).length === 0) {
    // The checked amount as typed (normalized): the schema decodes it to µUSD, the wire carries dollars.
    return { values: body, errors: {} };
  }
  const errors: FieldErrors<AddFundsValues> = {
    amount: { type: "validate", message: problem ?? "Enter a valid amount." },
  };
  return { values: {}, errors };
};

/** "Add test funds": only offered while the platform's test-funds rail is on. */
export function AddFundsDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (movement: WalletMovement) => void;
}) {
  // Owned here so the dialog cannot be closed half-way through a deposit.
  const mutation = useAddTestFunds();

  return (
    <FormDialog
      title="Add test funds"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="md"
      description="Test money to try hiring and payments. It is not real and cannot buy anything outside Agora."
    >
      {/* Mounted only while open, so each opening starts a new form with a new idempotency key. */}
      <AddFundsForm mutation={mutation} onAdded={onAdded} />
    </FormDialog>
  );
}

function AddFundsForm({
  mutation,
  onAdded,
}: {
  mutation: ReturnType<typeof useAddTestFunds>;
  onAdded: (movement: WalletMovement) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<AddFundsValues, unknown, TestDepositRequest>({
    defaultValues: { amount: "" },
    resolver: addFundsResolver,
  });
  const { register, setValue, control, formState } = form;
  const amount = useWatch({ control, name: "amount" });
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["amount"], async (body) => {
    onAdded(await mutation.mutateAsync({ body, key: keyFor(body) }));
  });

  return (
    <DialogForm form={form} submit={submit} footer={{ submitLabel: "Add funds", pendingLabel: "Adding…" }}>
      <FormField
        id={`${id}-amount`}
        label="Amount"
        hint="Up to $10,000 per deposit."
        error={formState.errors.amount?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
      </FormField>
      <AmountChoices
        amounts={quickAmounts}
        value={normalizeAmount(amount)}
        onPick={(value) => setValue("amount", value, { shouldValidate: formState.isSubmitted })}
        disabled={isPending}
      />
      <p className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2.5 text-xs text-warning-soft-foreground">
        <FlaskConical className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        The money lands in your available balance at once, marked as a test deposit.
      </p>
    </DialogForm>
  );
}
