import { eq, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { agentNameView } from "../agents/agents.tables";
import { stakeExposureOf } from "../staking";

// The one conflict-of-interest rule of every admin decision (issue 30, item 4): disputes, KYA
// decisions, agent and account suspensions, withdrawals and credits all call it before they change
// anything. An admin who would gain or lose by the outcome is not the check on it; another admin
// decides.

/** How long money staked on an agent keeps its staker out of decisions on it after it left, ms: 30 days. */
export const conflictStakeLookbackMs = 30 * 24 * 60 * 60 * 1000;

/** What an admin decision is about; every field given is checked. */
export interface ConflictSubject {
  /** The person the decision is about: their account, withdrawal, credit or KYA request. */
  userId?: string | undefined;
  /** When true, every agent `userId` owns is part of the subject too (an account suspension suspends them). */
  withTheirAgents?: boolean;
  /** The agent the decision is about: its suspension, its KYA request, the dispute on its contract. */
  agentId?: string | undefined;
  /** The parties of the contract a dispute is on. */
  contract?: { clientId: string; providerId: string } | undefined;
}

/**
 * Refuses an admin decision in which the admin has an interest: it is about their own account or
 * request; they are the client or the provider of the contract; they own the agent; they have money
 * staked on the agent (active or cooling down); or they had within the last 30 days (a dispute's
 * split below 50 % slashes the pool, a suspension or a KYA level moves its fee share, so a
 * staker gains or loses by the outcome, and unstaking just before deciding must not clean the
 * slate). The detail names the admin's own conflict only, never another user's data.
 * @throws AppError('conflict_of_interest', 403) naming the conflict.
 */
export async function assertNoConflictOfInterest(
  tx: Tx,
  adminId: string,
  subject: ConflictSubject,
  now = new Date(),
): Promise<void> {
  if (subject.userId === adminId)
    throw new AppError("conflict_of_interest", "An admin may not decide on their own account or request");
  if (subject.contract && (subject.contract.clientId === adminId || subject.contract.providerId === adminId))
    throw new AppError("conflict_of_interest", "An admin may not decide on a contract they are a party to");
  const owned = [
    ...(subject.agentId ? [eq(agentNameView.id, subject.agentId)] : []),
    ...(subject.userId && subject.withTheirAgents ? [eq(agentNameView.ownerId, subject.userId)] : []),
  ];
  if (!owned.length) return;
  const agents = await tx
    .select({ id: agentNameView.id, ownerId: agentNameView.ownerId })
    .from(agentNameView)
    .where(owned.length === 1 ? owned[0] : or(...owned));
  if (agents.some((a) => a.ownerId === adminId))
    throw new AppError("conflict_of_interest", "An admin may not decide on an agent they own");
  const since = new Date(now.getTime() - conflictStakeLookbackMs);
  // One query for every agent of the subject (an account suspension covers all of a person's agents).
  const exposure = await stakeExposureOf(
    tx,
    adminId,
    agents.map((a) => a.id),
    since,
  );
  if (exposure === "at_stake")
    throw new AppError("conflict_of_interest", "An admin may not decide on an agent they have money staked on");
  if (exposure === "recent")
    throw new AppError(
      "conflict_of_interest",
      "An admin may not decide on an agent they had money staked on in the last 30 days",
    );
}
