import type { AdminWithdrawalPage, Withdrawal, WithdrawalStatus } from "@agora/contracts";
import { formatMicros, formatUsd } from "@agora/contracts";
import { and, asc, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import { accountId, platformAccount, transfer, userAccount } from "../ledger";
import { publishEvent } from "../realtime";
import { findUserById } from "../users";
import { userNameView } from "../users/users.tables";
import { toWithdrawal } from "./wallet.service";
import { withdrawals } from "./wallet.tables";

// The admin desk's side of withdrawals: the queue of requests, and paying or rejecting one.

/**
 * Withdrawals in one state with who asked (`GET /api/v1/admin/withdrawals`), keyset-paged on
 * (created_at, id): requested ones oldest first, so the longest wait is at the top; paid and
 * rejected ones newest first.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listWithdrawalDesk(
  db: Db,
  query: { status: WithdrawalStatus; cursor?: string | undefined; limit: number },
): Promise<AdminWithdrawalPage> {
  const order = query.status === "requested" ? "oldest" : "newest";
  const by = order === "oldest" ? asc : desc;
  const rows = await db
    .select({
      ...getTableColumns(withdrawals),
      cursorAt: exactInstant(withdrawals.createdAt),
      email: userNameView.email,
      displayName: userNameView.displayName,
    })
    .from(withdrawals)
    .innerJoin(userNameView, eq(userNameView.id, withdrawals.userId))
    .where(
      and(
        eq(withdrawals.status, query.status),
        keysetAfter(withdrawals.createdAt, withdrawals.id, keysetPosition(query.cursor), order),
      ),
    )
    .orderBy(by(withdrawals.createdAt), by(withdrawals.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return {
    data: page.map((row) => ({
      ...toWithdrawal(row),
      user: { id: row.userId, email: row.email, displayName: row.displayName },
    })),
    nextCursor,
  };
}

/**
 * An admin marks a requested withdrawal paid, or rejects it with a reason the user sees, which
 * returns the money to the user's available balance (code `withdrawal_return`). Exactly once: the
 * row is locked and must still be `requested`. Either way the audit log gets an entry and the user
 * hears `withdrawal.paid` or `withdrawal.rejected` on their channel (a notification).
 * @param reason required to reject; ignored when paying.
 * @throws AppError('validation_failed') naming `reason` when rejecting without one;
 *   AppError('not_found'); AppError('conflict_of_interest') for the admin's own withdrawal;
 *   AppError('invalid_state') naming the current state.
 */
export async function decideWithdrawal(
  tx: Tx,
  adminId: string,
  id: string,
  decision: "paid" | "rejected",
  reason?: string,
): Promise<Withdrawal> {
  if (decision === "rejected" && !reason)
    throw new AppError("validation_failed", "reason is required to reject a withdrawal", [
      { in: "body", field: "reason", message: "is required to reject" },
    ]);
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for("update");
  if (!row) throw notFound("Withdrawal");
  // Paying out is the check on a withdrawal; the person taking the money cannot be that check.
  await assertNoConflictOfInterest(tx, adminId, { userId: row.userId });
  if (row.status !== "requested") throw new AppError("invalid_state", `The withdrawal is already ${row.status}`);
  const rejectReason = decision === "rejected" ? (reason ?? null) : null;
  const [updated] = await tx
    .update(withdrawals)
    .set({ status: decision, decidedBy: adminId, decidedAt: new Date(), rejectReason })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "requested")))
    .returning();
  if (!updated) throw new Error("withdrawal update returned no row");
  if (decision === "rejected") {
    await transfer(tx, {
      debit: await accountId(tx, platformAccount("funding", row.userId)),
      credit: await accountId(tx, userAccount(row.userId)),
      amount: row.amountMicros,
      code: "withdrawal_return",
      reference: `withdrawal:${row.id}`,
    });
  }
  const email = (await findUserById(tx, row.userId))?.email ?? row.userId;
  const amount = formatUsd(row.amountMicros);
  await recordAdminAction(tx, {
    adminId,
    action: decision === "paid" ? "withdrawal_paid" : "withdrawal_rejected",
    subjectType: "withdrawal",
    subjectId: row.id,
    summary:
      decision === "paid"
        ? `Marked ${amount} to ${row.destination} paid for ${email}`
        : `Rejected ${amount} to ${row.destination} for ${email}: ${rejectReason}`,
  });
  await publishEvent(tx, `user:${row.userId}`, decision === "paid" ? "withdrawal.paid" : "withdrawal.rejected", {
    withdrawalId: row.id,
    amount: formatMicros(row.amountMicros),
    reason: rejectReason,
  });
  return toWithdrawal(updated);
}
