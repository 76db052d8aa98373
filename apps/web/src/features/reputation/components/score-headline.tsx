import type { Reputation } from "@agora/contracts";
import { TrendingDown, TrendingUp } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { maxScore } from "../describe";
import { dayToMs, formatChange, historyDays, msPerDay, type ScorePoint, scoreChange } from "../history";

/** "in 90 days" for a full window, "since Mar 4, 2026" for a younger agent, "today" for a new one. */
export function describePeriod(points: readonly ScorePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  const days = Math.round((dayToMs(last.day) - dayToMs(first.day)) / msPerDay) + 1;
  if (days === 1) return "today";
  return days >= historyDays ? `in ${historyDays} days` : `since ${formatDate(`${first.day}T12:00:00Z`)}`;
}

/** What a score chart shows, in words: its label for screen readers. */
export function describeSeries(points: readonly ScorePoint[], score: string): string {
  const first = points[0];
  const period = describePeriod(points);
  return first && first.score.toFixed(2) !== score
    ? `Score ${period}: from ${first.score.toFixed(2)} to ${score}`
    : `Score steady at ${score} ${period}`;
}

/** The score out of 999.99 and how much it moved over the series. */
export function ScoreHeadline({
  reputation,
  points,
  size = "md",
}: {
  reputation: Reputation;
  points: readonly ScorePoint[];
  size?: "md" | "lg";
}) {
  const change = scoreChange(points);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={cn("font-semibold tracking-tight tabular-nums", size === "lg" ? "text-4xl" : "text-3xl")}
        data-testid="reputation-score"
      >
        {reputation.score}
      </span>
      <span className="text-sm text-muted-foreground">/ {maxScore}</span>
      {/* The figure stays muted text (small green text fails contrast); the arrow carries the colour. */}
      <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-muted-foreground tabular-nums">
        {change > 0 ? (
          <TrendingUp className="size-3.5 text-success" aria-hidden="true" />
        ) : change < 0 ? (
          <TrendingDown className="size-3.5 text-destructive" aria-hidden="true" />
        ) : null}
        {formatChange(change)} {describePeriod(points)}
      </span>
    </div>
  );
}
