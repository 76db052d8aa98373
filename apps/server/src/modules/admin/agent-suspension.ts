import type { AdminAgent, SuspensionResult } from "@agora/contracts";
import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { searchAgentsForAdmin, setAgentSuspended } from "../agents";
import type { AgentRow } from "../agents/agents.tables";
import { revokeAllApiKeys } from "../api-keys";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import { publishEvent } from "../realtime";
import { settleAgentStreams } from "../streams";

// Both run inside the caller's transaction (the route's, with its idempotency key); the caller
// clears the catalogue cache (`invalidateCatalogue`) once it commits, as search must forget the agent.

/**
 * What suspending one agent does to the agent itself, for an agent suspension and for each agent
 * of a suspended account: it leaves search, matching and hiring; its live streams stop and settle
 * for the time they ran; its owner hears `agent.suspended`.
 * @returns the agent's row before, and how many streams were settled.
 * @throws as {@link setAgentSuspended}.
 */
export async function applyAgentSuspension(
  tx: Tx,
  agentId: string,
  reason: string,
): Promise<{ before: AgentRow; settledStreams: number }> {
  const before = await setAgentSuspended(tx, agentId, true);
  const settledStreams = await settleAgentStreams(tx, agentId, new Date());
  await publishEvent(tx, `user:${before.ownerId}`, "agent.suspended", { agentId, name: before.name, reason });
  return { before, settledStreams };
}

/**
 * Suspends an agent with everything that follows ({@link applyAgentSuspension}), and revokes every
 * API key of its owner (code acting for the agent stops at its next request); the audit log says
 * who did it and why.
 * @returns the agent now, and how many keys and streams the suspension ended.
 * @throws AppError('not_found'); AppError('conflict_of_interest') when the admin owns the agent or
 *   stakes on it ({@link assertNoConflictOfInterest}); AppError('invalid_state') when it is already suspended.
 */
export async function suspendAgent(tx: Tx, admin: Actor, agentId: string, reason: string): Promise<SuspensionResult> {
  await assertNoConflictOfInterest(tx, admin.id, { agentId });
  const { before, settledStreams } = await applyAgentSuspension(tx, agentId, reason);
  const revokedApiKeys = await revokeAllApiKeys(tx, before.ownerId);
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: "agent_suspended",
    subjectType: "agent",
    subjectId: agentId,
    summary: `Suspended ${before.name} (${revokedApiKeys} API keys revoked, ${settledStreams} streams settled): ${reason}`,
  });
  return { agent: await adminAgentOf(tx, agentId), revokedApiKeys, settledStreams };
}

/**
 * Lifts an agent's suspension: it becomes `paused`, so its owner lists it again when they choose.
 * Revoked keys stay revoked (the owner makes new ones). Notified and audited like the suspension.
 * @throws AppError('not_found'); AppError('conflict_of_interest') as {@link suspendAgent};
 *   AppError('invalid_state') when it is not suspended.
 */
export async function unsuspendAgent(tx: Tx, admin: Actor, agentId: string): Promise<SuspensionResult> {
  await assertNoConflictOfInterest(tx, admin.id, { agentId });
  const before = await setAgentSuspended(tx, agentId, false);
  await publishEvent(tx, `user:${before.ownerId}`, "agent.unsuspended", { agentId, name: before.name, reason: null });
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: "agent_unsuspended",
    subjectType: "agent",
    subjectId: agentId,
    summary: `Lifted the suspension of ${before.name}; it is paused until its owner activates it`,
  });
  return { agent: await adminAgentOf(tx, agentId), revokedApiKeys: 0, settledStreams: 0 };
}

/** The agent as the admin desk shows it. */
async function adminAgentOf(tx: Tx, agentId: string): Promise<AdminAgent> {
  const [agent] = await searchAgentsForAdmin(tx, { limit: 1, id: agentId });
  if (!agent) throw notFound("Agent");
  return agent;
}
