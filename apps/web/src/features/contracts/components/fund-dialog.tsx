import { type Contract, type FundRequest, formatUsd, fundRequest, parseMicros } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { AmountChoices, AmountInput } from "@/components/ui/amount-input";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { formatRate } from "@/lib/deals/format";
import { toMicros } from "@/lib/deals/meter";
import { showFieldErrors } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { normalizeAmount } from "@/lib/money";
import { useWallet } from "@/lib/queries/get-wallet";
import { useFundContract } from "../api/fund-contract";
import { AvailableHint, BalanceFormAlert, type BalanceFormError, balanceFormError } from "./balance-form";

/** Quick picks for topping up a per-minute escrow, in dollars. */
const quickAmounts = ["1", "5", "20", "50"] as const;

interface FundValues {
  amount: string;
}

const schemaResolver = zodResolver(fundRequest);

/** The amount checked with the contract's schema, plus what only the server would say. */
function makeResolver(contract: Contract): Resolver<FundValues, unknown, FundRequest> {
  return async (values, context, options) => {
    const body = { amount: normalizeAmount(values.amount) };
    const result = await schemaResolver(body, context, options as never);
    const micros = parseMicros(body.amount);
    let message: string | null = null;
    if (body.amount === "") message = "Enter an amount.";
    else if (micros === null || Object.keys(result.errors).length > 0)
      message = "Enter dollars, e.g. 5 or 5.50 (at most 6 decimals).";
    else if (micros === 0n) message = "Enter an amount above $0.";
    else if (contract.pricingModel === "fixed" && micros !== toMicros(contract.amount))
      message = `Fund the agreed price, ${formatUsd(contract.amount ?? "0") ?? contract.amount ?? "0"}.`;
    if (message) {
      const errors: FieldErrors<FundValues> = { amount: { type: "validate", message } };
      return { values: {}, errors };
    }
    return { values: body, errors: {} };
  };
}

/**
 * "Fund escrow" (client): moves money from the available balance into the contract's escrow. A
 * fixed price is funded once with exactly the agreed amount; a per-minute contract takes any
 * amount, and more later.
 */
export function FundDialog({
  contract,
  open,
  onOpenChange,
  onFunded,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFunded: (contract: Contract, amount: string) => void;
}) {
  const mutation = useFundContract();
  const isFixed = contract.pricingModel === "fixed";

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      size="md"
      title={toMicros(contract.escrow) > 0n ? "Add to escrow" : "Fund escrow"}
      description={
        contract.pricingModel === "per_call"
          ? `Each call draws ${formatUsd(contract.pricePerCall ?? "0", "price") ?? contract.pricePerCall} from this escrow. Whatever is left when the contract closes comes back to you.`
          : isFixed
            ? "The agreed price moves from your balance into escrow. The agent's owner is paid when you approve the delivery."
            : `Streams bill ${formatRate(contract.basePerMinuteRate ?? "0")} against this escrow. Whatever is left when the contract closes comes back to you.`
      }
    >
      <FundForm contract={contract} mutation={mutation} onFunded={onFunded} />
    </MutationDialog>
  );
}

function FundForm({
  contract,
  mutation,
  onFunded,
}: {
  contract: Contract;
  mutation: ReturnType<typeof useFundContract>;
  onFunded: (contract: Contract, amount: string) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const wallet = useWallet({ refetchOnMount: true });
  const [formError, setFormError] = useState<BalanceFormError | null>(null);
  const isFixed = contract.pricingModel === "fixed";
  const [resolver] = useState(() => makeResolver(contract));
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<FundValues, unknown, FundRequest>({
    defaultValues: { amount: isFixed ? (contract.amount ?? "") : "" },
    resolver,
  });
  const amount = useWatch({ control, name: "amount" });
  const isPending = formState.isSubmitting;
  const available = wallet.data?.available;
  const micros = parseMicros(normalizeAmount(amount));

  async function onSubmit(body: FundRequest) {
    setFormError(null);
    try {
      const funded = await mutation.mutateAsync({ id: contract.id, body, key: keyFor(body) });
      onFunded(funded, body.amount);
    } catch (error) {
      if (!showFieldErrors(error, ["amount"], setError)) setFormError(balanceFormError(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-busy={isPending}>
      <BalanceFormAlert error={formError} />
      <FormField
        id={`${id}-amount`}
        label="Amount"
        hint={
          <>
            {isFixed ? "The agreed price; a fixed price is funded once, in full. " : null}
            <AvailableHint available={available} micros={micros} />
          </>
        }
        error={formState.errors.amount?.message}
      >
        {(field) => (
          <AmountInput
            {...field}
            className="has-[input:read-only]:bg-muted/60"
            autoFocus={!isFixed}
            readOnly={isFixed}
            disabled={isPending}
            {...register("amount")}
          />
        )}
      </FormField>
      {isFixed ? null : (
        <AmountChoices
          amounts={quickAmounts}
          value={normalizeAmount(amount)}
          onPick={(value) => setValue("amount", value, { shouldValidate: formState.isSubmitted })}
          disabled={isPending}
        />
      )}
      <p className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2.5 text-xs text-muted-foreground">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        Escrow is held by Agora. Neither side can take it alone: it moves only by the contract's rules.
      </p>
      <DialogFormFooter
        isPending={isPending}
        icon={<Lock />}
        submitLabel={
          micros !== null && micros > 0n
            ? `Fund ${formatUsd(normalizeAmount(amount)) ?? normalizeAmount(amount)}`
            : "Fund escrow"
        }
        pendingLabel="Funding…"
      />
    </form>
  );
}
