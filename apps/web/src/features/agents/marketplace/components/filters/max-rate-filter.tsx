import { catalogueQuery } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The field as typed: dollars, with or without a leading "$"; blank means no limit. */
interface MaxRateValues {
  maxRate: string;
}

const schemaResolver = zodResolver(catalogueQuery.pick({ maxRate: true }));

/** Drops the "$" and a blank value, then checks the rest as the catalogue query's `maxRate`. */
const maxRateResolver: Resolver<MaxRateValues, unknown, { maxRate?: string }> = (values, context, options) => {
  const typed = values.maxRate.trim().replace(/^\$/, "");
  return schemaResolver(typed ? { maxRate: typed } : {}, context, options as never);
};

/** The highest per-minute rate; applied on Enter or when the field loses focus. */
export function MaxRateFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (maxRate: string | undefined) => void;
}) {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<MaxRateValues, unknown, { maxRate?: string }>({
    defaultValues: { maxRate: value ?? "" },
    resolver: maxRateResolver,
    // Applied when the field loses focus too: an error must not pull the focus back.
    shouldFocusError: false,
  });
  useEffect(() => reset({ maxRate: value ?? "" }), [value, reset]);
  const isInvalid = formState.errors.maxRate !== undefined;

  const apply = handleSubmit(({ maxRate }) => {
    if (maxRate !== value) onChange(maxRate);
  });

  return (
    <form onSubmit={apply} className="grid gap-2">
      <Label htmlFor={id} className="font-semibold">
        Max price per minute ($)
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        placeholder="e.g. 0.50"
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        {...register("maxRate", { onBlur: () => void apply() })}
      />
      {isInvalid ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          Enter dollars with at most 6 decimals, e.g. 0.25.
        </p>
      ) : null}
    </form>
  );
}
