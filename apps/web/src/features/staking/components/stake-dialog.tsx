import { formatUsd, parseMicros, type StakePosition, type StakeRequest, stakeRequest } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { HandCoins } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Link } from "wouter";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useWallet } from "@/lib/queries/get-wallet";
import { useStakeOnAgent } from "../api/stake-on-agent";
import { cooldownText, feeShareText, slashMaxText } from "../rules";

interface StakeValues {
  amount: string;
}

const schemaResolver = zodResolver(stakeRequest);

/** Checks the amount typed against the available balance (`available` dollars, null while unknown). */
function stakeResolver(available: string | null): Resolver<StakeValues, unknown, StakeRequest> {
  const maxMicros = available === null ? undefined : (parseMicros(available) ?? undefined);
  return async (values, context, options) => {
    const body = { amount: normalizeAmount(values.amount) };
    const problem =
      amountProblem(body.amount) ??
      (maxMicros !== undefined && (parseMicros(body.amount) ?? 0n) > maxMicros
        ? `You have ${formatUsd(maxMicros)} available to stake.`
        : null);
    const result = problem ? null : await schemaResolver(body, context, options as never);
    const message = problem ?? (result?.errors.amount ? "Enter an amount in dollars." : null);
    if (message) {
      const errors: FieldErrors<StakeValues> = { amount: { type: "validate", message } };
      return { values: {}, errors };
    }
    // The checked amount as typed (normalized): the schema decodes it to µUSD, the wire carries dollars.
    return { values: body, errors: {} };
  };
}

/**
 * "Stake on {agent}": moves an amount from the available balance to my stake on the agent, with
 * the rules that apply to it said up front. A new opening starts a new form and idempotency key.
 */
export function StakeDialog({
  agent,
  open,
  onOpenChange,
  onStaked,
}: {
  agent: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStaked: (position: StakePosition, amount: string) => void;
}) {
  const mutation = useStakeOnAgent(agent.id);
  return (
    <FormDialog
      title={`Stake on ${agent.name}`}
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="md"
      description={`Your stake earns ${feeShareText} of the platform fee on this agent's payouts, shared with the other stakers pro rata. If the agent loses a dispute, up to ${slashMaxText} of the pool goes to the client. Unstaking takes ${cooldownText}.`}
    >
      <StakeForm mutation={mutation} onStaked={onStaked} />
    </FormDialog>
  );
}

function StakeForm({
  mutation,
  onStaked,
}: {
  mutation: ReturnType<typeof useStakeOnAgent>;
  onStaked: (position: StakePosition, amount: string) => void;
}) {
  const id = useId();
  const wallet = useWallet({ refetchOnMount: true });
  const available = wallet.data?.available ?? null;
  const hasNothing = available !== null && (parseMicros(available) ?? 0n) === 0n;
  const { keyFor } = useIdempotencyKey();
  const form = useForm<StakeValues, unknown, StakeRequest>({
    defaultValues: { amount: "" },
    resolver: stakeResolver(available),
  });
  const { register, setError, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(
    form,
    ["amount"],
    async (body) => {
      onStaked(await mutation.mutateAsync({ body, key: keyFor(body) }), body.amount);
    },
    (error) => {
      if (!(error instanceof ApiError && error.problem?.code === "insufficient_funds")) return false;
      setError("amount", { type: "server", message: "That is more than your available balance." });
      return true;
    },
  );

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ submitLabel: "Stake", pendingLabel: "Staking…", icon: <HandCoins /> }}
    >
      <FormField
        id={`${id}-amount`}
        label="Amount"
        hint={
          available === null ? (
            wallet.isError ? (
              "Your available balance could not be loaded; the server still checks it."
            ) : (
              "Loading your available balance…"
            )
          ) : (
            <>
              Available:{" "}
              <span className="font-medium text-foreground tabular-nums">{formatUsd(available) ?? available}</span>
              {hasNothing ? (
                <>
                  {" · "}
                  <Link href="/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
                    Add funds on your dashboard
                  </Link>
                </>
              ) : null}
            </>
          )
        }
        error={formState.errors.amount?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
      </FormField>
    </DialogForm>
  );
}
