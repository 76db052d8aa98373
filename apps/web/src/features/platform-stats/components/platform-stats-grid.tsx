import { Card } from "@/components/ui/card";
import { usePlatformStats } from "../api/get-platform-stats";
import { PlatformStatsSkeleton } from "./platform-stats-skeleton";
import { describeDemoFigures, toStatCards } from "./stat-cards";

/**
 * The six live figures; loaded lazily by PlatformStatsSection. While the first answer is on its
 * way the skeleton stays; after a failure every figure shows its placeholder, with a note; a figure with no data yet (the
 * success rate before any real contract closes) shows its placeholder with a note naming it. The demo
 * marketplace's figures, left out of the six, follow in a labelled line.
 */
export function PlatformStatsGrid() {
  const { data, isPending } = usePlatformStats();
  if (isPending) return <PlatformStatsSkeleton />;
  const cards = toStatCards(data);
  const placeholders = cards.filter((card) => card.isPlaceholder).map((card) => card.label.toLowerCase());
  const demo = describeDemoFigures(data);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {cards.map((card) => (
          <Card
            key={card.key}
            data-testid={`stat-${card.key}`}
            data-placeholder={card.isPlaceholder || undefined}
            className="flex flex-col-reverse p-4 sm:p-5"
          >
            <dt className="mt-1 text-sm text-muted-foreground">{card.label}</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{card.value}</dd>
          </Card>
        ))}
      </dl>
      {demo ? (
        <p data-testid="stat-demo" className="mt-3 text-sm text-muted-foreground">
          {demo}
        </p>
      ) : null}
      {placeholders.length > 0 ? (
        <p data-testid="stat-placeholder-note" className="mt-3 text-xs text-muted-foreground">
          {data === undefined
            ? "Some live figures couldn't be loaded, so placeholder figures are shown in their place."
            : `No live figure yet for ${placeholders.join(", ")}: a placeholder is shown in its place.`}
        </p>
      ) : null}
    </div>
  );
}
