import { formatUsd, type StakeSignal as Signal } from "@agora/contracts";
import { HandCoins } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";

/**
 * The stake signal in words, "$1.2K staked by 17" (a headline figure: the exact amount is in the
 * title); null when nobody stakes, so an agent without stakers shows nothing rather than "$0".
 */
export function describeStake(stake: Signal | undefined): string | null {
  if (!stake || stake.stakers <= 0) return null;
  return `${formatUsd(stake.total, "compact") ?? stake.total} staked by ${formatCount(stake.stakers)}`;
}

/**
 * An agent's public stake (decision 044): money people put behind it, earning part of its fees and
 * at risk when it loses a dispute. Shared by agent cards, leaderboard rows and the profile.
 */
export function StakeSignal({ stake, className }: { stake: Signal | undefined; className?: string }) {
  const text = describeStake(stake);
  if (!text || !stake) return null;
  const exact = formatUsd(stake.total) ?? stake.total;
  const people = stake.stakers === 1 ? "1 person" : `${formatCount(stake.stakers)} people`;
  return (
    <span
      data-testid="stake-signal"
      title={`${exact} of active stake from ${people}`}
      className={cn("inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground", className)}
    >
      <HandCoins className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="tabular-nums">{text}</span>
    </span>
  );
}
