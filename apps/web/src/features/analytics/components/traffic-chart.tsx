import type { AnalyticsDay } from "@agora/contracts";
import { CartesianGrid, Line, LineChart, Tooltip, type TooltipContentProps, XAxis, YAxis } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { chartAxisProps, chartGridProps } from "@/components/chart-style";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import { dayLong, dayTick } from "./chart-days";

/** Height of the chart, px. */
const chartHeightPx = 220;

/**
 * Page views and daily visitors as two lines (recharts), with a legend in words. Screen readers
 * get the title, the totals and a table of the days with views instead of the drawing.
 */
export function TrafficChart({
  series,
  pageViews,
  visitorDays,
}: {
  series: readonly AnalyticsDay[];
  pageViews: number;
  visitorDays: number;
}) {
  const data = series.map((d) => ({ day: d.day, views: d.pageViews, visitors: d.visitors }));
  const viewed = data.filter((d) => d.views > 0);
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <figure className="grid gap-3">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-medium">Traffic</span>
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <span className="inline-block h-0.5 w-4 rounded bg-primary" aria-hidden="true" />
              Page views: <span className="tabular-nums text-foreground">{formatCount(pageViews)}</span>
            </span>
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <span className="inline-block h-0.5 w-4 rounded bg-muted-foreground" aria-hidden="true" />
              Daily visitors, summed: <span className="tabular-nums text-foreground">{formatCount(visitorDays)}</span>
            </span>
          </span>
        </figcaption>
        {viewed.length === 0 ? (
          <div
            style={{ height: chartHeightPx }}
            className="flex items-center justify-center rounded-lg border border-dashed px-6 text-center text-sm text-muted-foreground"
          >
            No page views in this period.
          </div>
        ) : (
          <div aria-hidden="true">
            <LineChart
              responsive
              data={data}
              style={{ width: "100%", height: chartHeightPx }}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid {...chartGridProps} />
              <XAxis dataKey="day" tickFormatter={dayTick} {...chartAxisProps()} minTickGap={24} />
              <YAxis
                width={44}
                {...chartAxisProps()}
                tickFormatter={(v: number) => formatCount(v)}
                allowDecimals={false}
              />
              <Tooltip content={TrafficTooltip} cursor={{ stroke: "var(--color-border)" }} isAnimationActive={false} />
              <Line
                type="monotone"
                dataKey="views"
                stroke="var(--color-primary)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="visitors"
                stroke="var(--color-muted-foreground)"
                strokeWidth={2}
                strokeDasharray="4 3"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </div>
        )}
        {/* The wrapper hides the table: a table grows to fit its cells whatever its own width, so
            sr-only on the table itself left a 465 px box that widened the page on a phone. */}
        {viewed.length > 0 ? (
          <div className="sr-only">
            <table>
              <caption>Traffic, days with page views</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Page views</th>
                  <th scope="col">Visitors</th>
                </tr>
              </thead>
              <tbody>
                {viewed.map((d) => (
                  <tr key={d.day}>
                    <td>{dayLong(d.day)}</td>
                    <td>{formatCount(d.views)}</td>
                    <td>{formatCount(d.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </figure>
    </Card>
  );
}

function TrafficTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const point = payload?.[0]?.payload as { day: string; views: number; visitors: number } | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{dayLong(point.day)}</p>
      <p className="tabular-nums">
        <span className="font-semibold">{formatCount(point.views)}</span> page views
      </p>
      <p className="tabular-nums text-muted-foreground">{formatCount(point.visitors)} visitors</p>
    </div>
  );
}
