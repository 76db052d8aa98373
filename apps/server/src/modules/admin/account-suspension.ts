import type { AccountSuspensionResult, AdminAccount } from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { ownedAgentCounts, unsuspendedAgentIdsOf } from "../agents";
import { revokeAllApiKeys } from "../api-keys";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import { endAllSessions } from "../auth";
import { searchAccounts, setUserSuspended } from "../users";
import { applyAgentSuspension } from "./agent-suspension";

/**
 * Suspends a person's account with everything that follows, in the caller's transaction (decision
 * 043): they cannot sign in; every session ends and every API key is revoked; each of their agents
 * is suspended as an agent suspension does ({@link applyAgentSuspension}); the audit log says who
 * did it and why. The caller clears the catalogue cache once it commits.
 * @returns the account now, and what the suspension ended.
 * @throws AppError('not_found'); AppError('conflict_of_interest') on the admin's own account, or
 *   when the admin stakes on one of the person's agents ({@link assertNoConflictOfInterest});
 *   AppError('invalid_state') when it is already suspended.
 */
export async function suspendAccount(
  tx: Tx,
  admin: Actor,
  userId: string,
  reason: string,
): Promise<AccountSuspensionResult> {
  await assertNoConflictOfInterest(tx, admin.id, { userId, withTheirAgents: true });
  const before = await setUserSuspended(tx, userId, true);
  const endedSessions = await endAllSessions(tx, userId);
  const revokedApiKeys = await revokeAllApiKeys(tx, userId);
  const agentIds = await unsuspendedAgentIdsOf(tx, userId);
  let settledStreams = 0;
  for (const agentId of agentIds) settledStreams += (await applyAgentSuspension(tx, agentId, reason)).settledStreams;
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: "user_suspended",
    subjectType: "user",
    subjectId: userId,
    summary:
      `Suspended ${before.email ?? userId} (${endedSessions} sessions ended, ${revokedApiKeys} API keys revoked, ` +
      `${agentIds.length} agents suspended, ${settledStreams} streams settled): ${reason}`,
  });
  return {
    account: await accountOf(tx, userId),
    endedSessions,
    revokedApiKeys,
    suspendedAgents: agentIds.length,
    settledStreams,
  };
}

/**
 * Reinstates a suspended account: the person can sign in again. Their agents stay suspended until
 * an admin lifts each (the reasons may differ), and revoked keys stay revoked.
 * @throws AppError('not_found'); AppError('conflict_of_interest') as {@link suspendAccount};
 *   AppError('invalid_state') when it is not suspended.
 */
export async function reinstateAccount(tx: Tx, admin: Actor, userId: string): Promise<AccountSuspensionResult> {
  await assertNoConflictOfInterest(tx, admin.id, { userId, withTheirAgents: true });
  const before = await setUserSuspended(tx, userId, false);
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: "user_unsuspended",
    subjectType: "user",
    subjectId: userId,
    summary: `Reinstated ${before.email ?? userId}; their agents stay suspended until lifted one by one`,
  });
  return {
    account: await accountOf(tx, userId),
    endedSessions: 0,
    revokedApiKeys: 0,
    suspendedAgents: 0,
    settledStreams: 0,
  };
}

/** The account as the admin desk shows it. */
async function accountOf(tx: Tx, userId: string): Promise<AdminAccount> {
  const [account] = await findAccounts(tx, { id: userId, limit: 1 });
  if (!account) throw notFound("User");
  return account;
}

/**
 * People's accounts for the admin desk (`searchAccounts` of users: by part of an email or name,
 * exact email matches first, then newest), each with how many agents they own.
 */
export async function findAccounts(db: Db | Tx, query: Parameters<typeof searchAccounts>[1]): Promise<AdminAccount[]> {
  const accounts = await searchAccounts(db, query);
  const owned = await ownedAgentCounts(
    db,
    accounts.map((a) => a.id),
  );
  return accounts.map((a) => ({ ...a, agents: owned.get(a.id) ?? 0 }));
}
