import {
  type Bonus,
  type BonusRequest,
  type Contract,
  formatUsd,
  moneyAmountMaxMicros,
  parseMicros,
  platformFeePercentText,
  splitPayout,
} from "@agora/contracts";
import { Gift } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { AmountChoices, AmountInput } from "@/components/ui/amount-input";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { showFieldErrors } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useWallet } from "@/lib/queries/get-wallet";
import { usePayBonus } from "../api/pay-bonus";
import { AvailableHint, BalanceFormAlert, type BalanceFormError, balanceFormError } from "./balance-form";

/** Quick picks for a bonus, in dollars. */
const quickAmounts = ["5", "10", "25", "50"] as const;

interface BonusValues {
  amount: string;
}

const resolver: Resolver<BonusValues, unknown, BonusRequest> = async (values) => {
  const body = { amount: normalizeAmount(values.amount) };
  const message = amountProblem(body.amount, { maxMicros: moneyAmountMaxMicros });
  if (message) {
    const errors: FieldErrors<BonusValues> = { amount: { type: "validate", message } };
    return { values: {}, errors };
  }
  return { values: body, errors: {} };
};

/**
 * "Pay a bonus" (client): pays the agent's owner extra from the available balance, on active,
 * delivered or completed work (decision 064). The owner receives it less the platform fee, shown
 * before paying.
 */
export function BonusDialog({
  contract,
  open,
  onOpenChange,
  onPaid,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: (bonus: Bonus) => void;
}) {
  const mutation = usePayBonus();
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      size="md"
      title="Pay a bonus"
      description={`A thank-you for good work on ${contract.agent.name}: paid from your balance straight to the agent's owner, not from escrow. It cannot be undone.`}
    >
      <BonusForm contract={contract} mutation={mutation} onPaid={onPaid} />
    </MutationDialog>
  );
}

function BonusForm({
  contract,
  mutation,
  onPaid,
}: {
  contract: Contract;
  mutation: ReturnType<typeof usePayBonus>;
  onPaid: (bonus: Bonus) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const wallet = useWallet({ refetchOnMount: true });
  const [formError, setFormError] = useState<BalanceFormError | null>(null);
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    BonusValues,
    unknown,
    BonusRequest
  >({ defaultValues: { amount: "" }, resolver });
  const amount = normalizeAmount(useWatch({ control, name: "amount" }));
  const isPending = formState.isSubmitting;
  const available = wallet.data?.available;
  const micros = parseMicros(amount);
  const net = micros !== null && micros > 0n ? splitPayout(micros).net : null;

  async function onSubmit(body: BonusRequest) {
    setFormError(null);
    try {
      onPaid(await mutation.mutateAsync({ id: contract.id, body, key: keyFor(body) }));
    } catch (error) {
      if (!showFieldErrors(error, ["amount"], setError)) setFormError(balanceFormError(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-busy={isPending}>
      <BalanceFormAlert error={formError} />
      <FormField
        id={`${id}-amount`}
        label="Bonus"
        hint={<AvailableHint available={available} micros={micros} />}
        error={formState.errors.amount?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
      </FormField>
      <AmountChoices
        amounts={quickAmounts}
        value={amount}
        onPick={(value) => setValue("amount", value, { shouldValidate: formState.isSubmitted })}
        disabled={isPending}
      />
      <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-xs text-muted-foreground">
        {net !== null
          ? `The owner of ${contract.agent.name} receives ${formatUsd(net)} after the ${platformFeePercentText} platform fee.`
          : `The owner of ${contract.agent.name} receives the bonus less the ${platformFeePercentText} platform fee.`}
      </p>
      <DialogFormFooter
        isPending={isPending}
        icon={<Gift />}
        submitLabel={net !== null ? `Pay ${formatUsd(amount) ?? amount} bonus` : "Pay bonus"}
        pendingLabel="Paying…"
      />
    </form>
  );
}
