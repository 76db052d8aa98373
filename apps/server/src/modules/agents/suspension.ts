import type { AdminAgent, AdminAgentSearchQuery } from "@agora/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { containsPattern } from "../../lib/like";
import { userNameView } from "../users/users.tables";
import { type AgentRow, agentColumns, agents } from "./agents.tables";

// Suspension is Agora's, not the owner's (decision 043): a suspended agent is out
// of search, matching and hiring (they take `active` agents only), and its owner cannot list it
// again by changing its status. Lifting it leaves the agent paused, so the owner decides when it
// takes work again.

/**
 * The agent's status, read with a share lock: a stream start holds it against a concurrent
 * suspension, which must wait to update the row (and then settles the stream it finds).
 * @returns undefined for an unknown agent.
 */
export async function agentStatusForShare(tx: Tx, id: string): Promise<AgentRow["status"] | undefined> {
  const [row] = await tx.select({ status: agents.status }).from(agents).where(eq(agents.id, id)).for("share");
  return row?.status;
}

/**
 * Suspends an agent, or lifts its suspension (it becomes `paused`). Locks the row for the caller's
 * transaction, in which the suspension's other effects (keys, streams, audit) follow; the caller
 * clears the catalogue cache (`invalidateCatalogue`) once it commits.
 * The acting admin's conflicts of interest are the caller's to check first
 * (`assertNoConflictOfInterest` in audit/conflict-of-interest.ts, the one rule).
 * @returns the row before the change.
 * @throws AppError('not_found'); AppError('invalid_state') when it is already (not) suspended.
 */
export async function setAgentSuspended(tx: Tx, id: string, suspended: boolean): Promise<AgentRow> {
  const [row] = await tx.select(agentColumns).from(agents).where(eq(agents.id, id)).for("update");
  if (!row) throw notFound("Agent");
  if ((row.status === "suspended") === suspended)
    throw new AppError("invalid_state", suspended ? "The agent is already suspended" : "The agent is not suspended");
  await tx
    .update(agents)
    .set({ status: suspended ? "suspended" : "paused", updatedAt: new Date() })
    .where(eq(agents.id, id));
  return row;
}

/**
 * Every agent matching `q` (name, slug, or the owner's email or name), any status, for the admin
 * desk: exact name or slug matches first, then newest. `id` picks one agent.
 */
export async function searchAgentsForAdmin(
  db: Db | Tx,
  query: Omit<AdminAgentSearchQuery, "status"> & Partial<Pick<AdminAgentSearchQuery, "status">> & { id?: string },
): Promise<AdminAgent[]> {
  const where: SQL[] = query.id ? [eq(agents.id, query.id)] : [];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(
      sql`(${agents.name} ilike ${pattern} or ${agents.slug} ilike ${pattern} or ${userNameView.email} ilike ${pattern} or ${userNameView.displayName} ilike ${pattern})`,
    );
  }
  if (query.status) where.push(eq(agents.status, query.status));
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      slug: agents.slug,
      status: agents.status,
      isDemo: agents.isDemo,
      createdAt: agents.createdAt,
      ownerId: userNameView.id,
      ownerEmail: userNameView.email,
      ownerName: userNameView.displayName,
    })
    .from(agents)
    .innerJoin(userNameView, eq(userNameView.id, agents.ownerId))
    .where(and(...where))
    .orderBy(
      ...(q ? [sql`(lower(${agents.name}) = lower(${q}) or ${agents.slug} = lower(${q})) desc`] : []),
      desc(agents.createdAt),
      desc(agents.id),
    )
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    isDemo: r.isDemo,
    owner: { id: r.ownerId, email: r.ownerEmail, displayName: r.ownerName },
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The ids of an owner's agents that are not suspended (an account suspension suspends them). */
export async function unsuspendedAgentIdsOf(tx: Tx, ownerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.ownerId, ownerId), sql`${agents.status} <> 'suspended'`));
  return rows.map((r) => r.id);
}

/**
 * Pauses every listed (`active`) agent of `ownerId`, whose account is being erased (decision 071):
 * out of search, matching and hiring like any paused agent, still readable at its address because
 * past clients' contracts, receipts and reviews point at it. Drafts stay drafts and suspensions
 * stay suspensions. The caller clears the catalogue cache once it commits.
 * @returns how many agents were paused.
 */
export async function pauseAgentsOfOwner(tx: Tx, ownerId: string): Promise<number> {
  const paused = await tx
    .update(agents)
    .set({ status: "paused", updatedAt: new Date() })
    .where(and(eq(agents.ownerId, ownerId), eq(agents.status, "active")))
    .returning({ id: agents.id });
  return paused.length;
}
