import type { PlatformStats } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { formatMoney } from "../../lib/money";
import { countAgents } from "../agents/agents.service";

/** How long the platform figures are reused, in ms (issue "Marketplace": at most 60 s). */
export const platformStatsTtlMs = 60_000;

/**
 * The six figures of docs/product/product-spec.md §3 from the database: active and verified agents; settled volume (every
 * payout to agents, fee included, µUSD summed and shown in dollars); money in escrow now; completed
 * contracts; and the success rate, completed ÷ closed (completed, cancelled after funding or
 * resolved by dispute) in percent with one decimal — left out while no contract has closed, so the
 * web app shows the spec's placeholder rather than a made-up 100 %.
 */
export async function computePlatformStats(db: Db): Promise<PlatformStats> {
  const { active, verified } = await countAgents(db);
  const [money] = await executeRows<{ volume: bigint | string; escrow: bigint | string }>(
    db,
    sql`select
          (select coalesce(sum(amount_micros), 0) from ledger_transfers where code in ('payout', 'fee')) as volume,
          (select coalesce(sum(credits_posted - debits_posted), 0) from ledger_accounts where kind = 'escrow') as escrow`,
  );
  const [deals] = await executeRows<{ completed: number; closed: number }>(
    db,
    sql`select count(*) filter (where status = 'completed')::int as completed,
          count(*) filter (where status in ('completed', 'resolved')
            or (status = 'cancelled' and id in (select owner_id from ledger_accounts where kind = 'escrow')))::int as closed
        from contracts`,
  );
  const completed = deals?.completed ?? 0;
  const closed = deals?.closed ?? 0;
  return {
    activeAgents: active,
    totalTransactions: formatMoney(BigInt(money?.volume ?? 0)),
    totalEscrowValue: formatMoney(BigInt(money?.escrow ?? 0)),
    completedJobs: completed,
    ...(closed > 0 ? { successRate: Math.round((completed * 1000) / closed) / 10 } : {}),
    verifiedAgents: verified,
  };
}

/** Caches {@link computePlatformStats} per process for {@link platformStatsTtlMs}. */
export function createPlatformStatsCache(db: Db, now: () => number = Date.now): () => Promise<PlatformStats> {
  let cached: { at: number; value: Promise<PlatformStats> } | undefined;
  return () => {
    if (!cached || now() - cached.at >= platformStatsTtlMs) {
      const value = computePlatformStats(db);
      cached = { at: now(), value };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}
