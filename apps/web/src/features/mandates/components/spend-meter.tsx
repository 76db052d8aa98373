import { formatUsd, parseMicros } from "@agora/contracts";
import { cn } from "@/lib/cn";

/** Share of a limit from which the meter warns that little is left, percent. */
const warnAtPercent = 80;

/**
 * Spend against one limit as a progress bar: "$12.00 of $50.00", and what is left. Screen readers
 * get a native `meter` named with the same figures (its value is the share used, percent).
 */
export function SpendMeter({
  label,
  spent,
  limit,
  remaining,
}: {
  label: string;
  /** Decimal dollars spent. */
  spent: string;
  /** Decimal dollars allowed. */
  limit: string;
  /** Decimal dollars still allowed. */
  remaining: string;
}) {
  const spentMicros = parseMicros(spent) ?? 0n;
  const limitMicros = parseMicros(limit) ?? 0n;
  // Basis points in bigint, so large limits keep their precision; capped at the full bar.
  const basisPoints = limitMicros > 0n ? Number((spentMicros * 10_000n) / limitMicros) : 0;
  const percent = Math.min(100, basisPoints / 100);
  const spentText = formatUsd(spent) ?? spent;
  const limitText = formatUsd(limit) ?? limit;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {spentText} <span className="text-muted-foreground">of {limitText}</span>
        </span>
      </div>
      {/* A native meter for assistive technology; the drawn bar below is its picture. */}
      <meter
        className="sr-only"
        aria-label={`${label}: ${spentText} of ${limitText} spent`}
        min={0}
        max={100}
        value={percent}
      />
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", percent >= warnAtPercent ? "bg-amber-500" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{formatUsd(remaining) ?? remaining} left</p>
    </div>
  );
}
