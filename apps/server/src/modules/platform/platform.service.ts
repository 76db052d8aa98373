import type { PlatformStats } from "@agora/contracts";
import { formatMicros } from "@agora/contracts";
import type { Db } from "../../db/client";
import { countAgents } from "../agents";
import { countClosedContracts, isDemoContract } from "../hiring";
import { ledgerTotalsApart } from "../ledger";

/** How long the platform figures are reused, in ms (issue "Marketplace": at most 60 s). */
export const platformStatsTtlMs = 60_000;

/**
 * The six figures of docs/product/product-spec.md §3 from the database: active and verified agents; settled volume (every
 * payout to agents, fee included, µUSD summed and shown in dollars); money in escrow now; completed
 * contracts; and the success rate, completed ÷ closed (completed, cancelled after funding or
 * resolved by dispute) in percent with one decimal — left out while no contract has closed, so the
 * web app shows the spec's placeholder rather than a made-up 100 %.
 *
 * These count real people only: Agora's demo agents, and every contract a demo agent or demo
 * client is party to, are summed apart in `demo` (absent when there are none), so test money never
 * inflates the public figures (docs/decisions/026-demo-flag.md).
 */
export async function computePlatformStats(db: Db): Promise<PlatformStats> {
  const agents = await countAgents(db);
  const money = await ledgerTotalsApart(db, isDemoContract);
  const deals = await countClosedContracts(db);
  const { completed, closed } = deals.real;
  const hasDemo = agents.demo.active > 0 || deals.demo.completed > 0 || money.apart.volume > 0n;
  return {
    activeAgents: agents.real.active,
    totalTransactions: formatMicros(money.rest.volume),
    totalEscrowValue: formatMicros(money.rest.escrow),
    completedJobs: completed,
    ...(closed > 0 ? { successRate: Math.round((completed * 1000) / closed) / 10 } : {}),
    verifiedAgents: agents.real.verified,
    ...(hasDemo
      ? {
          demo: {
            activeAgents: agents.demo.active,
            completedJobs: deals.demo.completed,
            totalTransactions: formatMicros(money.apart.volume),
          },
        }
      : {}),
  };
}

/**
 * Caches {@link computePlatformStats} per process for {@link platformStatsTtlMs}.
 * @returns a function giving the figures, computed on `from` (default `db`; the read replica when the
 *   route reads it, decision 081) when the cached ones are older than the TTL.
 */
export function createPlatformStatsCache(db: Db, now: () => number = Date.now): (from?: Db) => Promise<PlatformStats> {
  let cached: { at: number; value: Promise<PlatformStats> } | undefined;
  return (from = db) => {
    if (!cached || now() - cached.at >= platformStatsTtlMs) {
      const value = computePlatformStats(from);
      cached = { at: now(), value };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}
