import { formatUsd } from "@agora/contracts";
import { Link } from "wouter";
import { FormAlert } from "@/components/ui/form-field";
import { ApiError, getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toMicros } from "@/lib/deals/meter";

// What the forms that spend the client's available balance (funding an escrow, paying a bonus)
// show alike: the balance beside the amount, and a refusal with a way to add funds.

/** A refusal to show above such a form; `isShortOfFunds` adds the way to the dashboard's funds. */
export interface BalanceFormError {
  text: string;
  isShortOfFunds: boolean;
}

/** The refusal `error` (an API answer or anything thrown) as such a form shows it. */
export function balanceFormError(error: unknown): BalanceFormError {
  return {
    text: getErrorMessage(error),
    isShortOfFunds: error instanceof ApiError && error.problem?.code === "insufficient_funds",
  };
}

/** The refusal above the form, with "Add funds" when the balance was short; nothing without one. */
export function BalanceFormAlert({ error }: { error: BalanceFormError | null }) {
  if (!error) return null;
  return (
    <FormAlert>
      {error.text}
      {error.isShortOfFunds ? (
        <>
          {" "}
          <Link href="/dashboard" className="font-medium underline underline-offset-4">
            Add funds
          </Link>
        </>
      ) : null}
    </FormAlert>
  );
}

/**
 * "Available: $40.00" under the amount, in the destructive colour with a warning when `micros`
 * (the amount typed, µUSD, or null while it does not parse) is more than the balance.
 * @param available the available balance in decimal dollars, undefined while it loads.
 */
export function AvailableHint({ available, micros }: { available: string | undefined; micros: bigint | null }) {
  if (available === undefined) return null;
  const isOver = micros !== null && micros > toMicros(available);
  return (
    <span className={cn(isOver && "font-medium text-destructive")}>
      Available: {formatUsd(available) ?? available}
      {isOver ? " — not enough for this amount." : null}
    </span>
  );
}
