import { formatUsd, parseMicros, type StakePage, type StakePosition } from "@agora/contracts";
import { HandCoins, Store } from "lucide-react";
import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useMyStakes } from "../api/list-stakes";
import { cooldownText } from "../rules";
import { StakePositionCard } from "./stake-position-card";
import { UnstakeDialog } from "./unstake-dialog";

const usd = (amount: string) => formatUsd(amount) ?? amount;

/**
 * The signed-in user's stakes: totals over every position, then each position with its earnings,
 * slashes and cooldowns, a page at a time, and "Unstake" on each.
 */
export function MyStakes() {
  const headingId = useId();
  const query = useMyStakes();
  const [unstaking, setUnstaking] = useState<StakePosition | null>(null);
  const { notice, show, dismiss } = useNotice();
  const positions = query.data?.pages.flatMap((page) => page.data) ?? [];
  const totals = query.data?.pages[0]?.totals;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          My stakes
        </h2>
        <p className="text-sm text-muted-foreground">
          What you back, what it has earned and what is on its way back to your balance.
        </p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading your stakes" className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-20 w-full" />
            ))}
          </div>
          <Skeleton className="h-36 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          what="your stakes"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : positions.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={HandCoins}
          title="You have no stakes yet"
          text="Stake on an agent from its profile: your stake earns part of its fees and shows clients you trust it. Pick one from the marketplace or the largest pools."
          action={{ label: "Browse the marketplace", href: "/marketplace", icon: Store }}
        />
      ) : (
        <>
          {totals ? <StakeTotals totals={totals} /> : null}
          <ul className="grid gap-4" aria-label="My stake positions">
            {positions.map((position) => (
              <li key={position.id}>
                <StakePositionCard position={position} onUnstake={() => setUnstaking(position)} />
              </li>
            ))}
          </ul>
          {query.hasNextPage || query.isFetchNextPageError ? (
            <Card className="p-0">
              <LoadMoreFooter query={query} what="stakes" />
            </Card>
          ) : null}
        </>
      )}
      <UnstakeDialog
        position={unstaking}
        onClose={() => setUnstaking(null)}
        onUnstaked={(position, amount) => {
          setUnstaking(null);
          show({
            tone: "success",
            text: `${usd(amount)} from ${position.agent.name} is cooling down; it returns to your balance in ${cooldownText}.`,
          });
        }}
      />
      <Notice message={notice} onDismiss={dismiss} />
    </section>
  );
}

/** My totals over every position. */
function StakeTotals({ totals }: { totals: StakePage["totals"] }) {
  const items = [
    { key: "active", label: "Active stake", value: totals.active },
    { key: "cooling", label: "Cooling down", value: totals.cooling },
    { key: "earned", label: "Earned in fee shares", value: totals.earned },
    { key: "slashed", label: "Slashed", value: totals.slashed },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="stake-totals">
      {items.map((item) => (
        <Card key={item.key} className="min-w-0 p-4" data-testid={`stake-total-${item.key}`}>
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd
            className={cn(
              "mt-1.5 truncate text-xl font-semibold tracking-tight tabular-nums",
              (parseMicros(item.value) ?? 0n) === 0n && "text-muted-foreground",
            )}
            title={usd(item.value)}
          >
            {usd(item.value)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
