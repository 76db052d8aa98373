import { formatUsd, parseMicros, type StakePosition, unstakeCooldownMs, unstakeRequest } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Hourglass } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { useFormSubmit } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useLatestPresent } from "@/lib/use-latest-present";
import { useUnstake } from "../api/unstake";
import { cooldownAdjectiveText } from "../rules";

interface UnstakeValues {
  amount: string;
}

/** The body the server takes: `amount` always, so what is confirmed is what moves. */
interface UnstakeBody {
  amount: string;
}

const schemaResolver = zodResolver(unstakeRequest);

/** Checks the amount typed against the active stake of the position (`active` dollars). */
function unstakeResolver(active: string): Resolver<UnstakeValues, unknown, UnstakeBody> {
  const maxMicros = parseMicros(active) ?? undefined;
  return async (values, context, options) => {
    const body = { amount: normalizeAmount(values.amount) };
    const problem =
      amountProblem(body.amount) ??
      (maxMicros !== undefined && (parseMicros(body.amount) ?? 0n) > maxMicros
        ? `You have ${formatUsd(maxMicros)} of active stake here.`
        : null);
    const result = problem ? null : await schemaResolver(body, context, options as never);
    const message = problem ?? (result?.errors.amount ? "Enter an amount in dollars." : null);
    if (message) {
      const errors: FieldErrors<UnstakeValues> = { amount: { type: "validate", message } };
      return { values: {}, errors };
    }
    return { values: body, errors: {} };
  };
}

/**
 * Asks how much of `position` to unstake and confirms the cooldown: open while `position` is set.
 * The amount leaves the active stake at once, earns nothing from then on, can still be slashed,
 * and returns to the available balance when the cooldown ends.
 */
export function UnstakeDialog({
  position,
  onClose,
  onUnstaked,
}: {
  position: StakePosition | null;
  onClose: () => void;
  onUnstaked: (position: StakePosition, amount: string) => void;
}) {
  const mutation = useUnstake();
  // The dialog keeps showing the last position while it animates out.
  const shown = useLatestPresent(position);
  return (
    <FormDialog
      title={`Unstake from ${shown?.agent.name ?? "this agent"}?`}
      open={position !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      mutation={mutation}
      size="md"
      description={`The amount stops earning at once and returns to your available balance after a ${cooldownAdjectiveText} cooldown. Until then it can still be slashed if the agent loses a dispute.`}
    >
      {shown ? <UnstakeForm key={shown.id} position={shown} mutation={mutation} onUnstaked={onUnstaked} /> : null}
    </FormDialog>
  );
}

function UnstakeForm({
  position,
  mutation,
  onUnstaked,
}: {
  position: StakePosition;
  mutation: ReturnType<typeof useUnstake>;
  onUnstaked: (position: StakePosition, amount: string) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const form = useForm<UnstakeValues, unknown, UnstakeBody>({
    defaultValues: { amount: position.active },
    resolver: unstakeResolver(position.active),
  });
  const { register, setValue, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["amount"], async (body) => {
    onUnstaked(await mutation.mutateAsync({ stakeId: position.id, body, key: keyFor(body) }), body.amount);
  });
  const releaseOn = formatDate(new Date(Date.now() + unstakeCooldownMs).toISOString());

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        submitLabel: "Start cooldown",
        pendingLabel: "Unstaking…",
        icon: <Hourglass />,
        variant: "destructive",
      }}
    >
      <FormField
        id={`${id}-amount`}
        label="Amount to unstake"
        hint={
          <>
            Active stake:{" "}
            <span className="font-medium text-foreground tabular-nums">
              {formatUsd(position.active) ?? position.active}
            </span>
            {" · "}
            <button
              type="button"
              className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
              onClick={() => setValue("amount", position.active, { shouldValidate: formState.isSubmitted })}
            >
              Unstake all
            </button>
            <br />
            It returns to your available balance on about {releaseOn}.
          </>
        }
        error={formState.errors.amount?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
      </FormField>
    </DialogForm>
  );
}
