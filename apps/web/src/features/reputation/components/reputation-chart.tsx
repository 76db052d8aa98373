import { useId } from "react";
import { Area, AreaChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { chartAxisProps, chartGridProps } from "@/components/chart-style";
import { formatDate } from "@/lib/format";
import { dayToMs, msPerDay, type ScorePoint } from "../history";

/** Height of the chart, px. */
const chartHeightPx = 200;
/** Shortest span the time axis shows, days, so a young agent's chart is not one point wide. */
const axisDaysMin = 7;

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** Steps the y axis may use between ticks, in points. */
const tickSteps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250];

/**
 * A y axis around the scores with some air, on round ticks: 612–655 → 600, 620, …, 660. At most
 * five intervals; never below 0 or above 1000.
 */
export function scoreAxis(points: readonly ScorePoint[]): { domain: [number, number]; ticks: number[] } {
  const scores = points.map((p) => p.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const pad = Math.max(5, (max - min) * 0.1);
  const lo = Math.max(0, min - pad);
  const hi = Math.min(1000, max + pad);
  const step = tickSteps.find((s) => Math.ceil(hi / s) - Math.floor(lo / s) <= 5) ?? 250;
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = first; t <= last; t += step) ticks.push(t);
  return { domain: [first, last], ticks };
}

/**
 * A score history as a step area chart with a date axis and a tooltip (recharts). Screen readers
 * get `summary` and a table of the days the score changed.
 */
export function ReputationChart({ points, summary }: { points: readonly ScorePoint[]; summary: string }) {
  const gradientId = useId();
  const last = points.at(-1);
  const first = points[0];
  if (!first || !last) return null;
  if (points.length < 2) {
    return (
      <div
        style={{ height: chartHeightPx }}
        className="flex flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-6 text-center text-sm text-muted-foreground"
      >
        <p className="font-medium text-foreground">No history yet</p>
        <p className="max-w-xs text-pretty">{summary}. A point is added on each day the score changes.</p>
      </div>
    );
  }
  const end = dayToMs(last.day);
  const start = Math.min(dayToMs(first.day), end - (axisDaysMin - 1) * msPerDay);
  const data = points.map((p) => ({ t: dayToMs(p.day), score: p.score }));
  const axis = scoreAxis(points);

  return (
    <figure className="grid gap-2">
      <figcaption className="sr-only">{summary}</figcaption>
      <div aria-hidden="true">
        <AreaChart
          responsive
          data={data}
          style={{ width: "100%", height: chartHeightPx }}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.25} />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...chartGridProps} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[start, end]}
            tickFormatter={(t: number) => shortDate.format(t)}
            {...chartAxisProps()}
            minTickGap={24}
          />
          <YAxis domain={axis.domain} ticks={axis.ticks} width={44} {...chartAxisProps()} allowDecimals={false} />
          <Tooltip content={ScoreTooltip} cursor={{ stroke: "var(--color-border)" }} isAnimationActive={false} />
          <Area
            type="stepAfter"
            dataKey="score"
            stroke="var(--color-primary)"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            isAnimationActive={false}
            activeDot={{ r: 4, fill: "var(--color-primary)", stroke: "var(--color-card)" }}
          />
        </AreaChart>
      </div>
      <table className="sr-only">
        <caption>Days the score changed</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{formatDate(`${p.day}T12:00:00Z`)}</td>
              <td>{p.score.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function ScoreTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const point = payload?.[0]?.payload as { t: number; score: number } | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{shortDate.format(point.t)}</p>
      <p className="text-sm font-semibold tabular-nums">{point.score.toFixed(2)}</p>
    </div>
  );
}
