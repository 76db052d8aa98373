import type { AnalyticsStateCount } from "@agora/contracts";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";

/** A state name as people read it: "awaiting_funding" → "Awaiting funding". */
function stateLabel(state: string): string {
  const words = state.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Counts by state now, as a list with a proportional bar each (real in the primary colour, demo
 * muted beside it). It is a real list with the numbers as text, so it needs no separate
 * screen-reader table; the bars are decoration.
 */
export function StateBars({ title, states }: { title: string; states: readonly AnalyticsStateCount[] }) {
  const max = Math.max(1, ...states.map((s) => s.count.real + s.count.demo));
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid gap-2.5">
        {states.map((s) => (
          <li key={s.state} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>{stateLabel(s.state)}</span>
              <span className="tabular-nums">
                {formatCount(s.count.real)}
                {s.count.demo > 0 ? (
                  <span className="text-muted-foreground"> + {formatCount(s.count.demo)} demo</span>
                ) : null}
              </span>
            </div>
            <div className="flex h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="bg-primary" style={{ width: `${(s.count.real / max) * 100}%` }} />
              <div className="bg-muted-foreground/45" style={{ width: `${(s.count.demo / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
