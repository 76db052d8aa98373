import { type MatchFactorName, type MatchFactors, matchFactorNames } from "@agora/contracts";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

/**
 * How each factor is named and drawn. The colours are fixed Tailwind classes (not theme tokens):
 * seven factors need seven hues that read apart on both themes, and the text alternative carries
 * the same information for anyone who cannot tell them apart.
 */
export const factorInfo: Record<MatchFactorName, { label: string; className: string }> = {
  relevance: { label: "Relevance", className: "bg-indigo-500 dark:bg-indigo-400" },
  skills: { label: "Skills", className: "bg-sky-500 dark:bg-sky-400" },
  price: { label: "Price fit", className: "bg-emerald-500 dark:bg-emerald-400" },
  reputation: { label: "Reputation", className: "bg-amber-500 dark:bg-amber-400" },
  verification: { label: "Verification", className: "bg-violet-500 dark:bg-violet-400" },
  stake: { label: "Stake", className: "bg-slate-400 dark:bg-slate-300" },
  availability: { label: "Availability", className: "bg-rose-400 dark:bg-rose-300" },
};

/** A score or contribution in [0, 1] as points out of 100, the way the page states it: 0.734 → "73". */
export function formatPoints(value: number): string {
  return String(Math.round(value * 100));
}

/** The factors as one sentence, for screen readers: "Relevance 31, Skills 20, … (points out of 100)". */
export function describeFactors(factors: MatchFactors): string {
  const parts = matchFactorNames.map((name) => `${factorInfo[name].label} ${formatPoints(factors[name])}`);
  return `${parts.join(", ")} (points out of 100)`;
}

/**
 * A match score as a stacked horizontal bar: the track is the full 100 points, each factor a
 * segment as wide as its contribution, so the filled length is the score. Pointers get a tooltip
 * per segment; screen readers get {@link describeFactors} instead of the picture.
 */
export function FactorBar({ factors, className }: { factors: MatchFactors; className?: string }) {
  return (
    <div className={cn("grid gap-1", className)}>
      <p className="sr-only">Score breakdown: {describeFactors(factors)}</p>
      <div aria-hidden="true" className="flex h-2.5 w-full overflow-hidden rounded-full bg-muted">
        {matchFactorNames.map((name) =>
          factors[name] > 0 ? (
            <Tooltip key={name}>
              <TooltipTrigger asChild>
                <span
                  data-factor={name}
                  className={cn("h-full first:rounded-l-full", factorInfo[name].className)}
                  style={{ width: `${factors[name] * 100}%` }}
                />
              </TooltipTrigger>
              <TooltipContent>
                {factorInfo[name].label}: {formatPoints(factors[name])} points
              </TooltipContent>
            </Tooltip>
          ) : null,
        )}
      </div>
    </div>
  );
}

/** The key to the bar's colours, shown once above a list of matches. */
export function FactorLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Score factors"
      className={cn("flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground", className)}
    >
      {matchFactorNames.map((name) => (
        <li key={name} className="inline-flex items-center gap-1.5">
          <span className={cn("size-2.5 rounded-sm", factorInfo[name].className)} aria-hidden="true" />
          {factorInfo[name].label}
        </li>
      ))}
    </ul>
  );
}
