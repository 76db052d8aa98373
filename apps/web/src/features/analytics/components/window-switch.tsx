import { cn } from "@/lib/cn";
import type { AnalyticsWindow } from "../api/platform-analytics";

const windows: readonly AnalyticsWindow[] = ["7", "30", "90"];

/** The 7 / 30 / 90 day switch: toggle buttons, the picked one pressed. */
export function WindowSwitch({
  value,
  onChange,
}: {
  value: AnalyticsWindow;
  onChange: (days: AnalyticsWindow) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border bg-card p-0.5">
      <legend className="sr-only">Period</legend>
      {windows.map((days) => {
        const isPicked = value === days;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={isPicked}
            onClick={() => onChange(days)}
            className={cn(
              "h-8 rounded-md px-3 text-sm font-medium tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
              isPicked ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {days} days
          </button>
        );
      })}
    </fieldset>
  );
}
