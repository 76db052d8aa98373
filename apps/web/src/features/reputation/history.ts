import type { Reputation } from "@agora/contracts";

/** One point of a score history: a UTC day ("2026-03-04") and the score that day. */
export interface ScorePoint {
  day: string;
  score: number;
}

/** Days of history the API returns, and charts span. */
export const historyDays = 90;

/** One day, ms. */
export const msPerDay = 86_400_000;

/** A UTC day as "YYYY-MM-DD". */
export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Milliseconds since the epoch of a "YYYY-MM-DD" day (UTC midnight). */
export function dayToMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The score history as numbers, ending today with the current score. Snapshots are written only
 * on the days an input changed, so the score holds from one point to the next (draw it as steps);
 * today's point is the score as computed now (reviews age between snapshots). With no snapshot in
 * the window the score did not change, so the series is flat from the window's start, or from
 * `since` (when the agent was registered) if that is later.
 */
export function scoreSeries(
  reputation: Pick<Reputation, "score" | "history">,
  { now = new Date(), since }: { now?: Date; since?: string | undefined } = {},
): ScorePoint[] {
  const today = toDay(now);
  const windowStart = toDay(new Date(dayToMs(today) - (historyDays - 1) * msPerDay));
  const sinceDay = since ? toDay(new Date(since)) : windowStart;
  const start = sinceDay > windowStart ? sinceDay : windowStart;
  const current = Number(reputation.score);
  const points = reputation.history
    .filter((point) => point.day >= windowStart && point.day <= today)
    .map((point) => ({ day: point.day, score: Number(point.score) }));
  if (points.length === 0 && start < today) points.push({ day: start, score: current });
  if (points.at(-1)?.day === today) points[points.length - 1] = { day: today, score: current };
  else points.push({ day: today, score: current });
  return points;
}

/** How much the score moved over the series (last − first), 0 for a single point. */
export function scoreChange(points: readonly ScorePoint[]): number {
  const first = points[0];
  const last = points.at(-1);
  return first && last ? last.score - first.score : 0;
}

/** A score change as "+39.88", "−4.10" or "±0.00". */
export function formatChange(change: number): string {
  const rounded = Math.round(change * 100) / 100;
  if (rounded === 0) return "±0.00";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(2)}`;
}
