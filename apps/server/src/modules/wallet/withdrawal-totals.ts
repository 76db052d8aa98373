/**
 * What the compliance limits read of a user's withdrawals. Kept apart from wallet.service.ts,
 * which calls the compliance limit check, so that the check can call this without an import circle.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";

/** µUSD withdrawn (requested or paid) by user `userId` in the 24 hours before now. */
export async function withdrawnLastDay(db: Db | Tx, userId: string): Promise<bigint> {
  const [row] = await executeRows<{ total: string | number }>(
    db,
    sql`select coalesce(sum(amount_micros), 0)::text as total from withdrawals
        where user_id = ${userId} and status <> 'rejected' and created_at > now() - interval '24 hours'`,
  );
  return BigInt(row?.total ?? 0);
}
