import { Suspense, useState } from "react";
import { ComponentErrorBoundary } from "@/components/error-boundary";
import { lazyWithPreload } from "@/lib/lazy-page";
import { PlatformStatsSkeleton } from "./platform-stats-skeleton";

function loadGrid() {
  return lazyWithPreload(
    () => import("./platform-stats-grid").then((module) => module.PlatformStatsGrid),
    "platform statistics",
  );
}

/**
 * "Platform statistics" (docs/product/product-spec.md §2): a lazily loaded block that shows six skeleton cards while its
 * code and figures load. "Try again" after a failed load creates a fresh lazy component, since
 * React keeps a failed one failed.
 */
export function PlatformStatsSection({ className }: { className?: string }) {
  const [Grid, setGrid] = useState(loadGrid);
  return (
    <section aria-labelledby="platform-stats-title" className={className}>
      <h2 id="platform-stats-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Platform statistics
      </h2>
      <p className="mt-2 text-muted-foreground">
        Agents, volume, escrow and completed work on Agora, refreshed every 10 minutes.
      </p>
      <div className="mt-8">
        <ComponentErrorBoundary onReset={() => setGrid(loadGrid)}>
          <Suspense fallback={<PlatformStatsSkeleton />}>
            <Grid />
          </Suspense>
        </ComponentErrorBoundary>
      </div>
    </section>
  );
}
