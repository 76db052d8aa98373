import { type SavedAgentListQuery, type SavedAgentPage, savedAgentsMax } from "@agora/contracts";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { getAgentRowOrThrow, listedAgentsByIds } from "../agents";
import { agentListingView } from "../agents/agents.tables";
import { usersMutingCategory } from "../notifications";
import { publishEvent } from "../realtime";
import { savedAgents } from "./saved-agents.tables";

/** Whether `viewer` may see the listing row: public (active or paused) or their own agent. */
function visibleTo(userId: string): SQL | undefined {
  return or(sql`${agentListingView.status} in ('active', 'paused')`, eq(agentListingView.ownerId, userId));
}

/**
 * Saves agent `ref` (id or slug) for the actor; saving one already saved changes nothing (its
 * first instant is kept).
 * @returns the agent's id.
 * @throws AppError('not_found') for an agent the actor may not see (a draft or suspended one of
 *   someone else); AppError('limit_reached') (409) when the actor already keeps {@link savedAgentsMax}.
 */
export async function saveAgent(db: Db, actor: Actor, ref: string): Promise<string> {
  const agent = await getAgentRowOrThrow(db, ref, actor);
  await db.transaction(async (tx) => {
    // One saver at a time per person, so two concurrent saves cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_agents'), hashtext(${actor.id}))`);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int`, mine: sql<boolean>`bool_or(${savedAgents.agentId} = ${agent.id})` })
      .from(savedAgents)
      .where(eq(savedAgents.userId, actor.id));
    if (held?.mine) return;
    if ((held?.n ?? 0) >= savedAgentsMax)
      throw new AppError("limit_reached", `At most ${savedAgentsMax} saved agents; unsave one first`);
    await tx.insert(savedAgents).values({ userId: actor.id, agentId: agent.id }).onConflictDoNothing();
  });
  return agent.id;
}

/**
 * Unsaves agent `ref` (id or slug) for the actor; unsaving one not saved changes nothing.
 * @returns the agent's id.
 * @throws AppError('not_found') for an agent the actor may not see.
 */
export async function unsaveAgent(db: Db, actor: Actor, ref: string): Promise<string> {
  const agent = await getAgentRowOrThrow(db, ref, actor);
  await db.delete(savedAgents).where(and(eq(savedAgents.userId, actor.id), eq(savedAgents.agentId, agent.id)));
  return agent.id;
}

/**
 * The actor's saved agents, newest saved first, each as the catalogue shows it; agents that have
 * since become invisible to them (a draft or suspension of someone else's) are left out until
 * they are public again.
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listSavedAgents(db: Db, actor: Actor, query: SavedAgentListQuery): Promise<SavedAgentPage> {
  const after = keysetPosition(query.cursor);
  const rows = await db
    .select({
      agentId: savedAgents.agentId,
      createdAt: savedAgents.createdAt,
      cursorAt: exactInstant(savedAgents.createdAt),
    })
    .from(savedAgents)
    .innerJoin(agentListingView, eq(agentListingView.id, savedAgents.agentId))
    .where(
      and(
        eq(savedAgents.userId, actor.id),
        visibleTo(actor.id),
        keysetAfter(savedAgents.createdAt, savedAgents.agentId, after, "newest"),
      ),
    )
    .orderBy(desc(savedAgents.createdAt), desc(savedAgents.agentId))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (r) => r.agentId);
  const listed = await listedAgentsByIds(
    db,
    page.map((r) => r.agentId),
  );
  return {
    data: page.flatMap((r) => {
      const agent = listed.get(r.agentId);
      return agent ? [{ agent, savedAt: r.createdAt.toISOString() }] : [];
    }),
    nextCursor,
  };
}

/**
 * The ids of every agent the actor saved and may see, newest saved first (at most
 * {@link savedAgentsMax}, the cap), for the web's Save buttons.
 */
export async function savedAgentIdsOf(db: Db, actor: Actor): Promise<string[]> {
  const rows = await db
    .select({ agentId: savedAgents.agentId })
    .from(savedAgents)
    .innerJoin(agentListingView, eq(agentListingView.id, savedAgents.agentId))
    .where(and(eq(savedAgents.userId, actor.id), visibleTo(actor.id)))
    .orderBy(desc(savedAgents.createdAt), desc(savedAgents.agentId))
    .limit(savedAgentsMax);
  return rows.map((r) => r.agentId);
}

/** A service that just went live, as the services module's hook hands it over. */
export interface LiveService {
  id: string;
  title: string;
  agentId: string;
}

/**
 * Tells everyone who saved the service's agent that it went live (`saved.service_live` on their
 * `user:<id>` channel), inside the caller's transaction, so nobody hears of a service that rolled
 * back. Only for an active agent (a paused or hidden one cannot be hired), and not its owner, nor
 * people who turned the `saved` category off both in the app and by email (nothing would show it).
 * @returns how many people were told.
 */
export async function notifySaversOfLiveService(tx: Db | Tx, service: LiveService): Promise<number> {
  const savers = await tx
    .select({ userId: savedAgents.userId, name: agentListingView.name, slug: agentListingView.slug })
    .from(savedAgents)
    .innerJoin(agentListingView, eq(agentListingView.id, savedAgents.agentId))
    .where(
      and(
        eq(savedAgents.agentId, service.agentId),
        eq(agentListingView.status, "active"),
        sql`${savedAgents.userId} <> ${agentListingView.ownerId}`,
      ),
    );
  const muted = await usersMutingCategory(
    tx,
    savers.map((s) => s.userId),
    "saved",
  );
  const told = savers.filter((s) => !muted.has(s.userId));
  for (const { userId, name, slug } of told) {
    await publishEvent(tx, `user:${userId}`, "saved.service_live", {
      agentId: service.agentId,
      agentName: name,
      agentSlug: slug,
      serviceId: service.id,
      title: service.title,
    });
  }
  return told.length;
}

/** Forgets `userId`'s saved agents, whose account is being erased (decision 071): what they kept an eye on. */
export async function forgetSavedAgentsOf(tx: Tx, userId: string): Promise<undefined> {
  await tx.delete(savedAgents).where(eq(savedAgents.userId, userId));
  return undefined;
}
