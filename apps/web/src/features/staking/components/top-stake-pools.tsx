import { formatUsd, parseMicros } from "@agora/contracts";
import { HandCoins, Store } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { EmptyState } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { useTopStakePools } from "../api/list-top-stake-pools";

const usd = (amount: string) => formatUsd(amount) ?? amount;

/** The agents with the most active stake, largest first: total, stakers and the owner's part. */
export function TopStakePools() {
  const headingId = useId();
  const query = useTopStakePools();
  const pools = query.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Largest pools
        </h2>
        <p className="text-sm text-muted-foreground">The agents people have put the most money behind.</p>
      </div>
      {query.isPending ? (
        <Card role="status" aria-label="Loading the largest pools" className="divide-y p-0">
          {[0, 1, 2].map((n) => (
            <div key={n} className="flex items-center gap-4 p-4">
              <Skeleton className="size-7 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-5 w-20" />
            </div>
          ))}
        </Card>
      ) : query.isError ? (
        <LoadError
          what="the largest pools"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : pools.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={HandCoins}
          title="No stake yet"
          text="Nobody has staked on an agent yet. Open an agent's profile to be the first."
          action={{ label: "Browse the marketplace", href: "/marketplace", icon: Store }}
        />
      ) : (
        <Card className="p-0">
          <ol className="divide-y" aria-label="Pools by active stake">
            {pools.map((pool, index) => {
              const hasOwnerStake = (parseMicros(pool.ownerStake) ?? 0n) > 0n;
              return (
                <li
                  key={pool.agent.id}
                  className="grid grid-cols-[1.75rem_minmax(0,1fr)_auto] items-center gap-3 px-4 py-3 sm:px-5"
                >
                  <span
                    className={cn(
                      "flex size-7 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
                      index < 3 ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground",
                    )}
                  >
                    <span className="sr-only">Rank </span>
                    {index + 1}
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      href={`/agents/${encodeURIComponent(pool.agent.slug)}`}
                      className="w-fit max-w-full truncate rounded font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {pool.agent.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {formatCount(pool.stakers)} {pool.stakers === 1 ? "staker" : "stakers"}
                      {hasOwnerStake ? <> · {usd(pool.ownerStake)} from the owner</> : null}
                    </span>
                  </div>
                  <span className="font-semibold tabular-nums" title={usd(pool.total)}>
                    {formatUsd(pool.total, "compact") ?? pool.total}
                  </span>
                </li>
              );
            })}
          </ol>
        </Card>
      )}
    </section>
  );
}
