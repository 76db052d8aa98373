import type { FooterStats } from "@agora/contracts";
import { count, gte, lt, min } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countAgents } from "../agents";
import { countClosedContracts } from "../hiring";
import { heartbeatMinutes } from "./performance.tables";

const minuteMs = 60_000;
/** The uptime window of docs/product/product-spec.md §3 / docs/product/DESIGN.md: the last 30 days. */
export const uptimeWindowMs = 30 * 24 * 60 * minuteMs;
/** How often each instance records its heartbeat, in ms. */
export const heartbeatIntervalMs = minuteMs;

function floorToMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / minuteMs) * minuteMs);
}

/**
 * Records that an instance is up during the minute containing `at`. Idempotent per minute: several
 * instances, or several beats in one minute, make one row.
 */
export async function recordHeartbeat(db: Db, instanceId: string, at = new Date()): Promise<void> {
  await db
    .insert(heartbeatMinutes)
    .values({ minute: floorToMinute(at), instanceId })
    .onConflictDoNothing();
}

/**
 * Uptime in percent, two decimals: minutes with a heartbeat ÷ minutes in the window. The window is
 * the last 30 days, or starts at the first heartbeat ever if that is later, so a platform that went
 * live yesterday is not charged for the days before it existed. The current minute counts once its
 * heartbeat is in.
 * @returns a number in [0, 100]; 100 when no heartbeat exists yet (nothing was ever down).
 */
export async function getUptimePercent(db: Db, now = new Date()): Promise<number> {
  const windowStart = floorToMinute(new Date(now.getTime() - uptimeWindowMs));
  const [row] = await db
    .select({ up: count(), first: min(heartbeatMinutes.minute) })
    .from(heartbeatMinutes)
    .where(gte(heartbeatMinutes.minute, windowStart));
  if (!row?.first || row.up === 0) return 100;
  const first = new Date(row.first);
  const totalMinutes = Math.floor((floorToMinute(now).getTime() - first.getTime()) / minuteMs) + 1;
  const percent = (Math.min(row.up, totalMinutes) / totalMinutes) * 100;
  return Math.round(percent * 100) / 100;
}

/** Deletes heartbeats older than the window (plus a day of slack). @returns rows removed. */
export async function pruneHeartbeats(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - uptimeWindowMs - 24 * 60 * minuteMs);
  const removed = await db
    .delete(heartbeatMinutes)
    .where(lt(heartbeatMinutes.minute, cutoff))
    .returning({ m: heartbeatMinutes.minute });
  return removed.length;
}

/**
 * The footer's counts (docs/product/product-spec.md §3): active agents and completed contracts (the
 * same counts as the platform stats), real people's only; the demo ones apart in `demo`, absent
 * when there are none (docs/decisions/026-demo-flag.md).
 */
export async function getFooterStats(db: Db): Promise<FooterStats> {
  const agents = await countAgents(db);
  const deals = await countClosedContracts(db);
  const demo = { activeAgents: agents.demo.active, jobsCompleted: deals.demo.completed };
  return {
    activeAgents: agents.real.active,
    jobsCompleted: deals.real.completed,
    ...(demo.activeAgents > 0 || demo.jobsCompleted > 0 ? { demo } : {}),
  };
}
