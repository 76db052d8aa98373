import { formatUsd, type Job, messageLengthMax, parseMicros, perMinuteRateMinMicros } from "@agora/contracts";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { costOfMs } from "@/lib/deals/format";
import { normalizeAmount } from "@/lib/money";
import { priceField, type TermsValues } from "../terms";

/**
 * The terms of an offer on a job, inside a form holding {@link TermsValues} (through
 * react-hook-form's FormProvider): the price for fixed-price work, or the rate for per-minute work
 * with what an hour costs at it, and a note.
 * @param hint a line under the price, e.g. the client's budget.
 */
export function TermsFields({
  model,
  hint,
  isPending,
  autoFocus = false,
  messageLabel = "Note",
  messagePlaceholder,
}: {
  model: Job["pricingModel"];
  hint?: string | null;
  isPending: boolean;
  autoFocus?: boolean;
  messageLabel?: string;
  messagePlaceholder: string;
}) {
  const id = useId();
  const { register, formState, control } = useFormContext<TermsValues>();
  const field = priceField(model);
  const typed = useWatch({ control, name: "basePerMinuteRate" });
  const rate = model === "per_minute" ? parseMicros(normalizeAmount(typed ?? "")) : null;
  const perHour = rate !== null && rate >= perMinuteRateMinMicros ? formatUsd(costOfMs(rate, 3_600_000n)) : null;

  return (
    <>
      <FormField
        id={`${id}-price`}
        label={model === "fixed" ? "Price" : "Rate per minute"}
        hint={
          [
            hint,
            model === "per_minute" ? (perHour ? `${perHour} per hour of active work.` : "At least $0.0001/min.") : null,
          ]
            .filter(Boolean)
            .join(" ") || undefined
        }
        error={formState.errors[field]?.message}
      >
        {(props) => <AmountInput {...props} autoFocus={autoFocus} disabled={isPending} {...register(field)} />}
      </FormField>
      <FormField
        id={`${id}-message`}
        label={
          <>
            {messageLabel} <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={formState.errors.message?.message}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={messageLengthMax}
            placeholder={messagePlaceholder}
            disabled={isPending}
            {...register("message")}
          />
        )}
      </FormField>
    </>
  );
}
