import type { Reputation } from "@agora/contracts";
import { formatCount } from "@/lib/format";
import { describeReputation, formatComponent } from "../describe";

/**
 * The five components of a score as bars, each with its weight, the points it adds and a
 * sentence saying why it has its value (docs/reputation.md).
 */
export function ReputationBreakdown({ reputation }: { reputation: Reputation }) {
  const rows = describeReputation(reputation);
  return (
    <ul className="grid gap-4" aria-label="Score components">
      {rows.map((row) => (
        <li key={row.component} className="grid gap-1.5" data-testid={`component-${row.component}`}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">
              {row.label} <span className="font-semibold tabular-nums">{formatComponent(row.value)}</span>
            </span>
            <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {Math.round(row.weight * 100)}% of the score · {row.points.toFixed(2)} pts
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${Math.max(0, Math.min(1, row.value)) * 100}%` }}
            />
          </div>
          <p className="text-sm text-pretty text-muted-foreground">{row.sentence}</p>
        </li>
      ))}
    </ul>
  );
}

/** The counts behind the components, as a short list of figures. */
export function ReputationCounts({ counts }: { counts: Reputation["counts"] }) {
  const items = [
    { label: "Paid reviews", value: counts.reviews },
    { label: "Completed", value: counts.completed },
    { label: "Closed", value: counts.closed },
    { label: "Cancelled by agent", value: counts.cancelledByAgent },
    { label: "Disputes lost", value: counts.disputesLost },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col justify-between gap-0.5">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-base font-semibold tabular-nums">{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
