import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * The layout of a FormField holding an {@link AmountInput} in a narrow grid column: a single
 * shrinkable column, because the input's intrinsic width would otherwise widen the column past
 * its neighbours.
 */
export const amountFieldClass = "grid grid-cols-1 content-start gap-2";

/**
 * A dollar amount field: a "$" before and "USD" after the text, a decimal keyboard on phones.
 * Drawn as its own box (not `Input`) so the adornments sit inside the border and the focus ring
 * wraps all three; `className` goes to that box.
 */
export function AmountInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div
      className={cn(
        "flex h-11 w-full items-center gap-1.5 rounded-lg border border-input bg-card px-3 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30 has-[input:disabled]:opacity-60 has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/20",
        className,
      )}
    >
      <span className="text-base text-muted-foreground" aria-hidden="true">
        $
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className="h-full min-w-0 flex-1 bg-transparent text-base font-medium tabular-nums outline-none placeholder:font-normal placeholder:text-muted-foreground disabled:cursor-not-allowed"
        {...props}
      />
      <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
        USD
      </span>
    </div>
  );
}

/**
 * Quick picks for an {@link AmountInput}: one toggle per amount (dollars, e.g. "50"), pressed when
 * it is the amount in the field.
 * @param value the field's amount, normalized like the picks.
 */
export function AmountChoices({
  amounts,
  value,
  onPick,
  disabled,
}: {
  amounts: readonly string[];
  value: string;
  onPick: (amount: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2" disabled={disabled}>
      <legend className="sr-only">Quick amounts</legend>
      {amounts.map((amount) => {
        const isPicked = value === amount;
        return (
          <button
            key={amount}
            type="button"
            aria-pressed={isPicked}
            onClick={() => onPick(amount)}
            className={cn(
              "h-8 rounded-full border px-3.5 text-sm font-medium tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
              isPicked
                ? "border-primary bg-primary-soft text-primary-soft-foreground"
                : "border-input bg-card text-foreground hover:bg-muted",
            )}
          >
            ${amount}
          </button>
        );
      })}
    </fieldset>
  );
}
