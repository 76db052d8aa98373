/**
 * The columns of `agents` that other modules compute, and what they read of an agent to compute
 * them: the reputation score (reviews module) and the verification level (verification module).
 * They go through these functions, never through their own SQL on `agents`. Kept apart from
 * agents.service.ts, which calls the reputation service for a new agent's first score, so that the
 * reputation service can call these without an import circle.
 */
import { and, eq, gt, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { agents } from "./agents.tables";

/**
 * Locks agent `agentId`'s row until the caller's transaction ends (`FOR NO KEY UPDATE`, which
 * foreign-key checks do not wait for), so that two writers of one agent's score run one after the other.
 */
export async function lockAgentForScore(db: Db | Tx, agentId: string): Promise<void> {
  await db.execute(sql`select 1 from agents where id = ${agentId} for no key update`);
}

/**
 * Stores reputation scores (integer hundredths, 0–99999, by agent id) on their agents, only where
 * they changed: every agent update also rewrites its search-index entries, so a daily run over
 * unchanged agents writes no agent rows. One statement.
 */
export async function storeReputationHundredths(db: Db | Tx, hundredths: ReadonlyMap<string, number>): Promise<void> {
  if (!hundredths.size) return;
  const values = [...hundredths].map(([id, h]) => sql`(${id}::uuid, ${h}::int)`);
  await db.execute(
    sql`with v (id, h) as (values ${sql.join(values, sql`, `)})
        update agents set reputation_hundredths = v.h from v
        where agents.id = v.id and agents.reputation_hundredths <> v.h`,
  );
}

/** Sets agent `agentId`'s verification level (0–4) in the caller's transaction `tx`. */
export async function setVerificationLevel(tx: Tx, agentId: string, level: number, now = new Date()): Promise<void> {
  await tx.update(agents).set({ verificationLevel: level, updatedAt: now }).where(eq(agents.id, agentId));
}

/** What the verification ladder needs of an agent. */
export interface AgentLevel {
  name: string;
  ownerId: string;
  /** Verification level, 0–4. */
  level: number;
}

/**
 * Agent `agentId`'s name, owner and verification level; with `lock`, its row is locked
 * `FOR UPDATE` until the caller's transaction ends, so two level syncs run one after the other.
 * @returns undefined when there is no such agent.
 */
export async function agentLevelOf(db: Db | Tx, agentId: string, lock = false): Promise<AgentLevel | undefined> {
  const query = db
    .select({ name: agents.name, ownerId: agents.ownerId, level: agents.verificationLevel })
    .from(agents)
    .where(eq(agents.id, agentId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * Ids of the agents of `ownerId` that have a verification level (≥ 1) when `leveled`, or that
 * have none (level 0) when not.
 */
export async function agentIdsOfOwner(db: Db | Tx, ownerId: string, leveled: boolean): Promise<string[]> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(eq(agents.ownerId, ownerId), leveled ? gt(agents.verificationLevel, 0) : eq(agents.verificationLevel, 0)),
    );
  return rows.map((r) => r.id);
}

/** Whether user `ownerId` owns an agent, any status: `GET /api/v1/agents/me` answers 404 otherwise. */
export async function ownsAnyAgent(db: Db | Tx, ownerId: string): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.ownerId, ownerId)).limit(1);
  return row !== undefined;
}

/** The highest verification level (0–4) among the agents of `ownerId`; 0 when they have none. */
export async function highestLevelOfOwner(db: Db | Tx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ level: max(agents.verificationLevel) })
    .from(agents)
    .where(eq(agents.ownerId, ownerId));
  return row?.level ?? 0;
}
