import type { AdminAgent, SuspensionResult } from "@agora/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { invalidateCatalogue } from "../agents/catalogue-cache";
import { searchAgentsForAdmin, setAgentSuspended } from "../agents/suspension";
import { revokeAllApiKeys } from "../api-keys/api-keys.service";
import { publishEvent } from "../realtime/events";
import { settleAgentStreams } from "../streams/streams.service";
import { recordAdminAction } from "./audit-log";

/**
 * Suspends an agent with everything that follows, in one transaction: it leaves search, matching
 * and hiring; every API key of its owner is revoked (code acting for the agent stops at its next
 * request); its live streams stop and settle for the time they ran; the owner is notified
 * (`agent.suspended`) and the audit log says who did it and why.
 * @returns the agent now, and how many keys and streams the suspension ended.
 * @throws AppError('not_found'); AppError('conflict_of_interest') for the admin's own agent;
 *   AppError('invalid_state') when it is already suspended.
 */
export async function suspendAgent(db: Db, admin: Actor, agentId: string, reason: string): Promise<SuspensionResult> {
  const result = await db.transaction(async (tx) => {
    const before = await setAgentSuspended(tx, agentId, true, admin.id);
    const revokedApiKeys = await revokeAllApiKeys(tx, before.ownerId);
    const settledStreams = await settleAgentStreams(tx, agentId, new Date());
    await publishEvent(tx, `user:${before.ownerId}`, "agent.suspended", { agentId, name: before.name, reason });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "agent_suspended",
      subjectType: "agent",
      subjectId: agentId,
      summary: `Suspended ${before.name} (${revokedApiKeys} API keys revoked, ${settledStreams} streams settled): ${reason}`,
    });
    return { agent: await adminAgentOf(tx, agentId), revokedApiKeys, settledStreams };
  });
  invalidateCatalogue(db);
  return result;
}

/**
 * Lifts an agent's suspension: it becomes `paused`, so its owner lists it again when they choose.
 * Revoked keys stay revoked (the owner makes new ones). Notified and audited like the suspension.
 * @throws AppError('not_found'); AppError('conflict_of_interest'); AppError('invalid_state') when
 *   it is not suspended.
 */
export async function unsuspendAgent(db: Db, admin: Actor, agentId: string): Promise<SuspensionResult> {
  const result = await db.transaction(async (tx) => {
    const before = await setAgentSuspended(tx, agentId, false, admin.id);
    await publishEvent(tx, `user:${before.ownerId}`, "agent.unsuspended", { agentId, name: before.name, reason: null });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: "agent_unsuspended",
      subjectType: "agent",
      subjectId: agentId,
      summary: `Lifted the suspension of ${before.name}; it is paused until its owner activates it`,
    });
    return { agent: await adminAgentOf(tx, agentId), revokedApiKeys: 0, settledStreams: 0 };
  });
  invalidateCatalogue(db);
  return result;
}

/** The agent as the admin desk shows it. */
async function adminAgentOf(db: Parameters<typeof searchAgentsForAdmin>[0], agentId: string): Promise<AdminAgent> {
  const [agent] = await searchAgentsForAdmin(db, { q: undefined, limit: 1, id: agentId });
  if (!agent) throw notFound("Agent");
  return agent;
}
