import type { Db, Tx } from "../../db/client";
import { highestLevelOfOwner } from "../agents";
import { findUserById, isIdentityKnown } from "../users";

/**
 * Most a user may withdraw in any 24 hours, µUSD, by verification tier 0–4 (null = no limit).
 * Tiered limits are the usual KYC practice: the more Agora knows who is behind an account, the
 * more money may leave it (decision 016).
 */
export const dailyWithdrawalLimitMicros: readonly (bigint | null)[] = [
  100_000_000n,
  1_000_000_000n,
  10_000_000_000n,
  50_000_000_000n,
  null,
];

/** How to reach the next tier, by current tier. */
export const nextTierHow = [
  "Sign in with an account whose email address your identity provider has verified.",
  "Verify one of your agents' domains on /verification.",
  "Verify one of your agents' endpoints with its Ed25519 key on /verification.",
  "Ask for the KYA review of one of your agents on /verification.",
];

/**
 * A user's verification tier: the highest KYA level of their agents, and at least 1 when their
 * identity is known ({@link isIdentityKnown}: a verified email).
 */
export async function tierOf(db: Db | Tx, userId: string): Promise<number> {
  const user = await findUserById(db, userId);
  return Math.max(user && isIdentityKnown(user) ? 1 : 0, await highestLevelOfOwner(db, userId));
}
