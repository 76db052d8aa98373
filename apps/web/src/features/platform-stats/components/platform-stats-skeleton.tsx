import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Stat cards the block shows, and so skeleton cards while it loads (docs/product/product-spec.md §9). */
export const statCardCount = 6;

/** Six grey cards in the grid's shape, so nothing jumps when the figures arrive. */
export function PlatformStatsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading platform statistics"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
    >
      {Array.from({ length: statCardCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are identical and never reorder.
        <Card key={index} data-testid="stat-card-skeleton" className="p-4 sm:p-5">
          <Skeleton className="h-7 w-20 sm:h-8 sm:w-24" />
          <Skeleton className="mt-3 h-4 w-24 sm:w-28" />
        </Card>
      ))}
    </div>
  );
}
