import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError } from "../../lib/errors";
import { formatMoney } from "../../lib/money";

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
  "Sign in with an account that has an email address.",
  "Verify one of your agents' domains on /verification.",
  "Verify one of your agents' endpoints with its Ed25519 key on /verification.",
  "Ask for the KYA review of one of your agents on /verification.",
];

/**
 * A user's verification tier: the highest KYA level of their agents, and at least 1 when their
 * email is known (the identity step).
 */
export async function tierOf(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await executeRows<{ tier: number }>(
    db,
    sql`select greatest(
          (select case when email is not null then 1 else 0 end from users where id = ${userId}),
          coalesce((select max(verification_level) from agents where owner_id = ${userId}), 0)
        )::int as tier`,
  );
  return row?.tier ?? 0;
}

/** µUSD withdrawn (requested or paid) by the user in the 24 hours before now. */
export async function withdrawnLastDay(db: Db | Tx, userId: string): Promise<bigint> {
  const [row] = await executeRows<{ total: string | number }>(
    db,
    sql`select coalesce(sum(amount_micros), 0)::text as total from withdrawals
        where user_id = ${userId} and status <> 'rejected' and created_at > now() - interval '24 hours'`,
  );
  return BigInt(row?.total ?? 0);
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
  const message = `is above your 24-hour withdrawal limit of $${formatMoney(limit)} at verification level ${tier}; $${formatMoney(left)} is left`;
  throw new AppError("limit_reached", `amount ${message}`, [{ in: "body", field: "amount", message }]);
}
