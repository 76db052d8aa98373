import { formatUsd, type PlatformStats } from "@agora/contracts";
import { formatCount, formatPercent } from "@/lib/format";

/** The six headline figures (the demo marketplace's own, `demo`, is shown apart). */
type Figure = Exclude<keyof PlatformStats, "demo">;

/** One figure as a card shows it. */
export interface StatCard {
  key: Figure;
  label: string;
  value: string;
  /** True when the figure is the spec's placeholder because the real one is missing. */
  isPlaceholder: boolean;
}

/** docs/product/product-spec.md §3's placeholders, shown only for a figure that is missing (never for a zero). */
export const statPlaceholders = {
  activeAgents: "2,847",
  totalTransactions: "$247K",
  successRate: "99.2%",
  totalEscrowValue: "$89K",
  completedJobs: "12,439",
  verifiedAgents: "1,204",
} as const satisfies Record<Figure, string>;

const labels = {
  activeAgents: "Active agents",
  totalTransactions: "Total volume",
  successRate: "Success rate",
  totalEscrowValue: "In escrow",
  completedJobs: "Jobs completed",
  verifiedAgents: "Verified agents",
} as const satisfies Record<Figure, string>;

/** A count or percentage; anything that is not a finite number counts as missing. */
function formatNumber(value: unknown, format: (value: number) => string): string | null {
  return typeof value === "number" && Number.isFinite(value) ? format(value) : null;
}

/** A decimal-dollar amount; a malformed string counts as missing. */
function formatMoney(value: unknown): string | null {
  return typeof value === "string" ? formatUsd(value, "compact") : null;
}

/**
 * The six cards, in the spec's order. `stats` is undefined when the request failed: then every
 * card shows its placeholder. A zero is a real figure and shows as zero.
 */
export function toStatCards(stats: PlatformStats | undefined): StatCard[] {
  const formatted: Record<Figure, string | null> = {
    activeAgents: formatNumber(stats?.activeAgents, formatCount),
    totalTransactions: formatMoney(stats?.totalTransactions),
    successRate: formatNumber(stats?.successRate, formatPercent),
    totalEscrowValue: formatMoney(stats?.totalEscrowValue),
    completedJobs: formatNumber(stats?.completedJobs, formatCount),
    verifiedAgents: formatNumber(stats?.verifiedAgents, formatCount),
  };
  return (Object.keys(labels) as Figure[]).map((key) => {
    const value = formatted[key];
    return { key, label: labels[key], value: value ?? statPlaceholders[key], isPlaceholder: value === null };
  });
}

/**
 * The line under the cards about the demo marketplace, which the six figures leave out
 * (docs/decisions/026-demo-flag.md): "Not counted above: 35 demo agents run by Agora, 160 demo
 * jobs completed, $12K in test money." Null when the answer has no demo figures.
 */
export function describeDemoFigures(stats: PlatformStats | undefined): string | null {
  const demo = stats?.demo;
  if (!demo) return null;
  const agents = `${formatCount(demo.activeAgents)} demo ${demo.activeAgents === 1 ? "agent" : "agents"} run by Agora`;
  const jobs = `${formatCount(demo.completedJobs)} demo ${demo.completedJobs === 1 ? "job" : "jobs"} completed`;
  const money = formatUsd(demo.totalTransactions, "compact");
  return `Not counted above: ${agents}, ${jobs}${money ? `, ${money} in test money` : ""}.`;
}
