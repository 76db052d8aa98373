import type { ComplianceDashboard } from "@agora/contracts";
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { chartAxisProps, chartGridProps } from "@/components/chart-style";
import { formatDate } from "@/lib/format";

type Day = ComplianceDashboard["throughput"][number];

/** Days the chart spans, ending today (the server's window). */
export const throughputDays = 30;
/** Height of the chart, px. */
const chartHeightPx = 220;
const msPerDay = 86_400_000;

/** The three kinds of decision, bottom to top, with their colours. */
export const throughputSeries = [
  { key: "automatic", label: "Automatic checks passed", color: "var(--color-primary)" },
  { key: "approved", label: "Reviews approved", color: "var(--color-success)" },
  { key: "rejected", label: "Reviews rejected", color: "var(--color-destructive)" },
] as const;

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The last `throughputDays` days ending on `todayMs` (UTC), each with the server's counts or
 * zeros, so days without decisions still take their place on the axis.
 */
export function fillThroughput(days: readonly Day[], todayMs = Date.now()): Day[] {
  const byDay = new Map(days.map((day) => [day.day.slice(0, 10), day]));
  const today = Math.floor(todayMs / msPerDay) * msPerDay;
  return Array.from({ length: throughputDays }, (_, index) => {
    const day = new Date(today - (throughputDays - 1 - index) * msPerDay).toISOString().slice(0, 10);
    return byDay.get(day) ?? { day, approved: 0, rejected: 0, automatic: 0 };
  });
}

/**
 * Verification decisions per day as stacked bars (recharts). Screen readers get `summary` and a
 * table of the days with any decision.
 */
export function ThroughputChart({ days, summary }: { days: readonly Day[]; summary: string }) {
  const data = days.map((day) => ({ ...day, t: Date.parse(`${day.day}T00:00:00Z`) }));
  const busyDays = days.filter((day) => day.approved + day.rejected + day.automatic > 0);
  return (
    <figure className="grid gap-3">
      <figcaption className="sr-only">{summary}</figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={data}
          style={{ width: "100%", height: chartHeightPx }}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          barCategoryGap="20%"
          accessibilityLayer={false}
        >
          <CartesianGrid {...chartGridProps} />
          <XAxis dataKey="t" tickFormatter={(t: number) => shortDate.format(t)} {...chartAxisProps()} minTickGap={28} />
          <YAxis width={32} allowDecimals={false} {...chartAxisProps()} />
          <Tooltip
            content={DayTooltip}
            cursor={{ fill: "var(--color-muted)", opacity: 0.6 }}
            isAnimationActive={false}
          />
          {throughputSeries.map((series, index) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stackId="decisions"
              fill={series.color}
              isAnimationActive={false}
              radius={index === throughputSeries.length - 1 ? [3, 3, 0, 0] : 0}
            />
          ))}
        </BarChart>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        {throughputSeries.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm" style={{ background: series.color }} />
            {series.label}
          </li>
        ))}
      </ul>
      {/* The box is what hides the table: a table ignores the 1px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Decisions per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {throughputSeries.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {busyDays.map((day) => (
              <tr key={day.day}>
                <td>{formatDate(`${day.day}T12:00:00Z`)}</td>
                <td>{day.automatic}</td>
                <td>{day.approved}</td>
                <td>{day.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function DayTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const point = payload?.[0]?.payload as (Day & { t: number }) | undefined;
  if (!active || !point) return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{shortDate.format(point.t)}</p>
      {throughputSeries.map((series) => (
        <p key={series.key} className="flex items-center gap-1.5">
          <span className="size-2 rounded-sm" style={{ background: series.color }} aria-hidden="true" />
          <span className="flex-1">{series.label}</span>
          <span className="font-semibold tabular-nums">{point[series.key]}</span>
        </p>
      ))}
    </div>
  );
}
