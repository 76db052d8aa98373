import { formatUsd, type MandateSpendPage, parseMicros } from "@agora/contracts";
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";
import { chartAxisProps, chartGridProps } from "@/components/chart-style";
import { formatDate } from "@/lib/format";

type Day = MandateSpendPage["daily"][number];

/** µUSD in a cent. */
const microsPerCent = 10_000n;
/** Height of the chart, px. */
const chartHeightPx = 180;

const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** A UTC day ("2026-11-23") as the chart writes it. */
function dayLabel(day: string): string {
  return shortDate.format(new Date(`${day}T12:00:00Z`));
}

/**
 * Spend per UTC day over the server's 30-day window, as bars (recharts), drawn in whole cents;
 * every figure shown as text comes from the decimal strings.
 * Screen readers get a summary and a table of the days with spend.
 */
export function SpendChart({ daily }: { daily: readonly Day[] }) {
  const spentDays = daily.filter((day) => (parseMicros(day.amount) ?? 0n) > 0n);
  // Whole cents from the µUSD (bigint), so the bars are drawn from exact figures.
  const data = daily.map((day) => ({
    day: day.day,
    cents: Number((parseMicros(day.amount) ?? 0n) / microsPerCent),
    amount: day.amount,
  }));
  const summary =
    spentDays.length === 0
      ? "No spend in the last 30 days."
      : `Spend on ${spentDays.length} of the last ${daily.length} days.`;
  if (spentDays.length === 0) {
    return (
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Daily spend, last 30 days</figcaption>
        <div
          style={{ height: chartHeightPx / 2 }}
          className="flex items-center justify-center rounded-lg border border-dashed px-6 text-center text-sm text-muted-foreground"
        >
          {summary} A bar is drawn for each day the key spends.
        </div>
      </figure>
    );
  }
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">
        Daily spend, last 30 days <span className="sr-only">: {summary}</span>
      </figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={data}
          style={{ width: "100%", height: chartHeightPx }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid {...chartGridProps} />
          <XAxis dataKey="day" tickFormatter={dayLabel} {...chartAxisProps()} minTickGap={24} />
          <YAxis
            width={48}
            {...chartAxisProps()}
            tickFormatter={(cents: number) => formatUsd(BigInt(Math.round(cents)) * microsPerCent, "compact")}
            allowDecimals={false}
          />
          <Tooltip
            content={DayTooltip}
            cursor={{ fill: "var(--color-muted)", opacity: 0.6 }}
            isAnimationActive={false}
          />
          <Bar dataKey="cents" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>Days with spend</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Spent</th>
          </tr>
        </thead>
        <tbody>
          {spentDays.map((day) => (
            <tr key={day.day}>
              <td>{formatDate(`${day.day}T12:00:00Z`)}</td>
              <td>{formatUsd(day.amount) ?? day.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function DayTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const point = payload?.[0]?.payload as { day: string; amount: string } | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{dayLabel(point.day)}</p>
      <p className="text-sm font-semibold tabular-nums">{formatUsd(point.amount) ?? point.amount}</p>
    </div>
  );
}
