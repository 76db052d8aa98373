import { cn } from "@/lib/cn";

/** One label and amount of a stream's settlement; the total line is bold. */
export function SettlementLine({
  label,
  value,
  testId,
  isTotal = false,
}: {
  label: string;
  value: string;
  testId: string;
  isTotal?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={cn(isTotal ? "font-medium" : "text-muted-foreground")}>{label}</dt>
      <dd className={cn("tabular-nums", isTotal && "font-semibold")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
