import { formatMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError } from "../../lib/errors";
import { highestLevelOfOwner } from "../agents/agent-scores";
import { findUserById, isIdentityKnown } from "../users/users.service";
import { withdrawnLastDay } from "../wallet/withdrawal-totals";

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

/**
 * Refuses a withdrawal that would take the user past their tier's 24-hour limit. Serialised per
 * user with a transaction advisory lock, so two requests at once cannot both pass the check.
 * @param micros the amount asked for, µUSD.
 * @throws AppError('limit_reached') naming `amount`, with the limit and what is left.
 */
export async function checkWithdrawalLimit(tx: Tx, userId: string, micros: bigint): Promise<void> {
  await executeRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`withdrawal:${userId}`}))`);
  const tier = await tierOf(tx, userId);
  const limit = dailyWithdrawalLimitMicros[tier] ?? null;
  if (limit === null) return;
  const used = await withdrawnLastDay(tx, userId);
  if (used + micros <= limit) return;
  const left = limit > used ? limit - used : 0n;
  const message = `is above your 24-hour withdrawal limit of $${formatMicros(limit)} at verification level ${tier}; $${formatMicros(left)} is left`;
  throw new AppError("limit_reached", `amount ${message}`, [{ in: "body", field: "amount", message }]);
}
