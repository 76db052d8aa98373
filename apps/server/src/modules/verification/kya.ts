/**
 * Level 4 of the verification ladder (docs/product/DESIGN.md "Know your agent"): the operator
 * submits their details ("know your agent") and an admin who has no stake in the agent decides.
 */
import type { AgentVerification, KyaRequest } from "@agora/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { agentLevelOf } from "../agents";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import { writeAudit } from "./audit";
import { changing, ladderOf, managedAgent, requireLevel, syncLevel, type VerificationSettings } from "./ladder";
import { kyaRequests } from "./verification.tables";

/**
 * Level 4, part 1: submits the operator's details for an admin's review.
 * @throws AppError('not_found'); AppError('invalid_state') below level 3;
 *   AppError('conflict') while a request is pending.
 */
export async function submitKya(
  db: Db,
  ref: string,
  actor: Actor,
  input: KyaRequest,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  requireLevel(agent, 3, "review");
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(kyaRequests)
      .values({ agentId: agent.id, submittedBy: actor.id, ...input })
      .onConflictDoNothing()
      .returning({ id: kyaRequests.id });
    if (!row) throw new AppError("conflict", "A review request for this agent is already pending");
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: agent.ownerId,
      agentId: agent.id,
      kyaRequestId: row.id,
      action: "kya.submitted",
      detail: { legalName: input.legalName, jurisdiction: input.jurisdiction, modelProvider: input.modelProvider },
    });
    return ladderOf(tx, agent.id, settings);
  });
}

/**
 * Level 4, part 2: an admin approves or rejects a pending request; a rejection needs a reason.
 * @returns the agent's id.
 * @throws AppError('not_found'); AppError('conflict_of_interest') when the admin owns the agent,
 *   submitted the request or stakes on the agent ({@link assertNoConflictOfInterest}); AppError('invalid_state') when already decided;
 *   AppError('validation_failed') naming `reason`.
 */
export async function decideKya(
  db: Db,
  id: string,
  admin: Actor,
  decision: "approve" | "reject",
  reason: string,
): Promise<string> {
  const note = reason.trim();
  if (decision === "reject" && note === "")
    throw new AppError("validation_failed", "reason is required to reject", [
      { in: "body", field: "reason", message: "is required to reject" },
    ]);
  return changing(db, async (tx) => {
    const [request] = await tx.select().from(kyaRequests).where(eq(kyaRequests.id, id)).for("update");
    if (!request) throw notFound("Verification request");
    const owner = await agentLevelOf(tx, request.agentId);
    // KYA vouches for the operator to everybody else; an admin vouching for themselves, or for an
    // agent whose pool holds their money, vouches for nothing.
    await assertNoConflictOfInterest(tx, admin.id, { agentId: request.agentId, userId: request.submittedBy });
    if (request.status !== "pending") throw new AppError("invalid_state", `The request is already ${request.status}`);
    const status = decision === "approve" ? "approved" : "rejected";
    await tx
      .update(kyaRequests)
      .set({ status, decidedAt: new Date(), decidedBy: admin.id, reason: note || null })
      .where(eq(kyaRequests.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      subjectUserId: owner?.ownerId ?? request.submittedBy,
      agentId: request.agentId,
      kyaRequestId: id,
      action: `kya.${status}`,
      detail: note ? { reason: note } : {},
    });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: status === "approved" ? "verification_approved" : "verification_rejected",
      subjectType: "verification",
      subjectId: id,
      summary: `${status === "approved" ? "Approved" : "Rejected"} the KYA request of agent "${owner?.name ?? request.agentId}"${note ? `: ${note}` : ""}`,
    });
    const levelChanged = await syncLevel(tx, request.agentId, admin.id);
    return { result: request.agentId, levelChanged };
  });
}
