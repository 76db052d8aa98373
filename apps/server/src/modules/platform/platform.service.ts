import type { PlatformStats } from "@agora/contracts";
import type { Db } from "../../db/client";
import { countAgents } from "../agents/agents.service";

/** How long the platform figures are reused, in ms (issue "Marketplace": at most 60 s). */
export const platformStatsTtlMs = 60_000;

/**
 * The six figures of spec §3 from the database. Contracts and escrow arrive with the "Hiring and
 * money" issue: until then no money has moved, so volume and escrow are truly $0.00 and no job has
 * completed; the success rate has no closed contract to divide by and is left out (the web app
 * shows the spec's placeholder, marked as such).
 */
export async function computePlatformStats(db: Db): Promise<PlatformStats> {
  const { active, verified } = await countAgents(db);
  return {
    activeAgents: active,
    totalTransactions: "0.00",
    totalEscrowValue: "0.00",
    completedJobs: 0,
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
