import { formatUsd } from "@agora/contracts";
import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { chartAxisProps, chartGridProps } from "@/components/chart-style";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import { dayLong, dayTick, microsPerCent } from "./chart-days";

/** Height of one chart, px. */
const chartHeightPx = 160;

/** One day of a chart: the real and demo values (counts, minutes, or cents for money). */
export interface RealDemoPoint {
  day: string;
  real: number;
  demo: number;
  /** For money: the exact decimal-dollar strings, which tooltips and tables show. */
  realText?: string;
  demoText?: string;
}

/** How a chart's values read: plain counts, minutes, or cents of dollars. */
export type ChartUnit = "count" | "minutes" | "cents";

/** A value of `unit` as text. */
export function formatValue(value: number, unit: ChartUnit, exact?: string): string {
  if (unit === "cents") return exact ? (formatUsd(exact) ?? exact) : formatUsd(BigInt(value) * microsPerCent);
  if (unit === "minutes") return `${formatCount(Math.round(value))} min`;
  return formatCount(value);
}

/**
 * One daily series as stacked bars (recharts): real people's activity in the primary colour,
 * the demo marketplace's above it in a muted one, so demo never hides inside the real figure.
 * The chart is hidden from screen readers; its title, a one-line summary and a table of the days
 * with activity say the same.
 */
export function RealDemoChart({
  title,
  points,
  unit,
  total,
}: {
  title: string;
  points: readonly RealDemoPoint[];
  unit: ChartUnit;
  /** The window's totals, as text, for the summary line. */
  total: { real: string; demo: string };
}) {
  const titleId = useId();
  const active = points.filter((p) => p.real > 0 || p.demo > 0);
  const hasDemo = points.some((p) => p.demo > 0);
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <figure className="grid gap-3" aria-labelledby={titleId}>
        <figcaption className="grid gap-0.5">
          <span id={titleId} className="text-sm font-medium">
            {title}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground tabular-nums">
            <span className="flex items-center gap-1.5">
              <span className="inline-block size-2 rounded-sm bg-primary" aria-hidden="true" />
              {total.real} real
            </span>
            {hasDemo ? (
              <span className="flex items-center gap-1.5">
                <span className="inline-block size-2 rounded-sm bg-muted-foreground/45" aria-hidden="true" />
                {total.demo} demo
              </span>
            ) : null}
          </span>
        </figcaption>
        {active.length === 0 ? (
          <div
            style={{ height: chartHeightPx }}
            className="flex items-center justify-center rounded-lg border border-dashed px-6 text-center text-sm text-muted-foreground"
          >
            Nothing in this period.
          </div>
        ) : (
          <div aria-hidden="true">
            <BarChart
              responsive
              data={points as RealDemoPoint[]}
              style={{ width: "100%", height: chartHeightPx }}
              margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid {...chartGridProps} />
              <XAxis dataKey="day" tickFormatter={dayTick} {...chartAxisProps(11)} minTickGap={20} />
              <YAxis
                width={unit === "cents" ? 52 : 36}
                {...chartAxisProps(11)}
                tickFormatter={(v: number) =>
                  unit === "cents" ? formatUsd(BigInt(Math.round(v)) * microsPerCent, "compact") : formatCount(v)
                }
                allowDecimals={false}
              />
              <Tooltip
                content={(props: TooltipContentProps<ValueType, NameType>) => <DayTooltip {...props} unit={unit} />}
                cursor={{ fill: "var(--color-muted)", opacity: 0.6 }}
                isAnimationActive={false}
              />
              <Bar dataKey="real" stackId="a" fill="var(--color-primary)" isAnimationActive={false} />
              <Bar
                dataKey="demo"
                stackId="a"
                fill="var(--color-muted-foreground)"
                fillOpacity={0.45}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </div>
        )}
        {/* The wrapper hides the table: a table grows to fit its cells whatever its own width, so
            sr-only on the table itself left a 465 px box that widened the page on a phone. */}
        {active.length > 0 ? (
          <div className="sr-only">
            <table>
              <caption>{title}, days with activity</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Real</th>
                  <th scope="col">Demo</th>
                </tr>
              </thead>
              <tbody>
                {active.map((p) => (
                  <tr key={p.day}>
                    <td>{dayLong(p.day)}</td>
                    <td>{formatValue(p.real, unit, p.realText)}</td>
                    <td>{formatValue(p.demo, unit, p.demoText)}</td>
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

function DayTooltip({ active, payload, unit }: TooltipContentProps<ValueType, NameType> & { unit: ChartUnit }) {
  const point = payload?.[0]?.payload as RealDemoPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{dayLong(point.day)}</p>
      <p className="tabular-nums">
        <span className="font-semibold">{formatValue(point.real, unit, point.realText)}</span> real
      </p>
      {point.demo > 0 ? (
        <p className="tabular-nums text-muted-foreground">{formatValue(point.demo, unit, point.demoText)} demo</p>
      ) : null}
    </div>
  );
}
