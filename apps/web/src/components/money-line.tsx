/** One label and amount of the money summary; `testId` marks figures the browser tests read. */
export function MoneyLine({
  label,
  value,
  testId,
  isStrong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  isStrong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={isStrong ? "font-semibold tabular-nums" : "font-medium tabular-nums"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
