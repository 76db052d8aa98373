import { formatMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError } from "../../lib/errors";
import { dailyWithdrawalLimitMicros, tierOf } from "../verification";
import { withdrawnLastDay } from "./withdrawal-totals";

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
