import {
  formatUsd,
  parseMicros,
  type Withdrawal,
  type WithdrawalRequest,
  withdrawalDestinationLengthMax,
  withdrawalRequest,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useRequestWithdrawal } from "../api/request-withdrawal";

interface WithdrawValues {
  amount: string;
  destination: string;
}

const schemaResolver = zodResolver(withdrawalRequest);

/** Builds the resolver for an available balance of `available` dollars (null while unknown). */
function withdrawResolver(available: string | null): Resolver<WithdrawValues, unknown, WithdrawalRequest> {
  const maxMicros = available === null ? undefined : (parseMicros(available) ?? undefined);
  return async (values, context, options) => {
    const body = { amount: normalizeAmount(values.amount), destination: values.destination.trim() };
    const result = await schemaResolver(body, context, options as never);
    const errors: FieldErrors<WithdrawValues> = {};
    const amount = amountProblem(body.amount);
    if (amount) errors.amount = { type: "validate", message: amount };
    else if (maxMicros !== undefined && (parseMicros(body.amount) ?? 0n) > maxMicros) {
      errors.amount = {
        type: "max",
        message: `You can withdraw at most ${formatUsd(available ?? "0") ?? available ?? "0"}.`,
      };
    }
    if (result.errors.destination) {
      errors.destination = {
        type: "validate",
        message:
          body.destination.length < 3
            ? "Enter where to pay, e.g. an IBAN or an account label."
            : "Use at most 200 characters.",
      };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // As typed (normalized, trimmed): the schema decodes the amount to µUSD, the wire carries dollars.
    return { values: body, errors: {} };
  };
}

/** "Withdraw": asks for a payout of part of the available balance to a destination. */
export function WithdrawDialog({
  open,
  onOpenChange,
  available,
  onRequested,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The available balance in dollars, null while it is loading. */
  available: string | null;
  onRequested: (withdrawal: Withdrawal) => void;
}) {
  const mutation = useRequestWithdrawal();

  return (
    <FormDialog
      title="Withdraw"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="md"
      description="The amount leaves your available balance now and is paid out once the request is approved."
    >
      <WithdrawForm mutation={mutation} available={available} onRequested={onRequested} />
    </FormDialog>
  );
}

function WithdrawForm({
  mutation,
  available,
  onRequested,
}: {
  mutation: ReturnType<typeof useRequestWithdrawal>;
  available: string | null;
  onRequested: (withdrawal: Withdrawal) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<WithdrawValues, unknown, WithdrawalRequest>({
    defaultValues: { amount: "", destination: "" },
    resolver: withdrawResolver(available),
  });
  const { register, setError, setValue, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(
    form,
    ["amount", "destination"],
    async (body) => {
      onRequested(await mutation.mutateAsync({ body, key: keyFor(body) }));
    },
    (error) => {
      if (!(error instanceof ApiError && error.problem?.code === "insufficient_funds")) return false;
      setError("amount", { type: "server", message: "That is more than your available balance." });
      return true;
    },
  );

  return (
    <DialogForm form={form} submit={submit} footer={{ submitLabel: "Request withdrawal", pendingLabel: "Requesting…" }}>
      <FormField
        id={`${id}-amount`}
        label="Amount"
        hint={
          available === null ? undefined : (
            <>
              Available:{" "}
              <span className="font-medium text-foreground tabular-nums">{formatUsd(available) ?? available}</span>
              {" · "}
              <button
                type="button"
                className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
                onClick={() => setValue("amount", available, { shouldValidate: formState.isSubmitted })}
              >
                Withdraw all
              </button>
            </>
          )
        }
        error={formState.errors.amount?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
      </FormField>
      <FormField
        id={`${id}-destination`}
        label="Destination"
        hint="An IBAN, account number or label the payout rail understands."
        error={formState.errors.destination?.message}
      >
        {(field) => (
          <Input
            {...field}
            placeholder="e.g. DE89 3704 0044 0532 0130 00"
            autoComplete="off"
            maxLength={withdrawalDestinationLengthMax}
            disabled={isPending}
            {...register("destination")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
