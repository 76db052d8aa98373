import type { AdminAction, AdminActionKind, AdminActionPage } from "@agora/contracts";
import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { userNameView } from "../users/users.tables";
import { adminActions } from "./audit.tables";

/** One admin action as the module that performs it reports it to the audit log. */
export interface AdminActionEntry {
  /** The admin's user id. */
  adminId: string;
  action: AdminActionKind;
  subjectType: AdminAction["subjectType"];
  /** The id of the user, withdrawal, dispute or verification request acted on. */
  subjectId: string;
  /** The action in words: amounts as "$25.00", the user's email, the reason. */
  summary: string;
}

/**
 * Writes one audit-log entry. Call it inside the action's own transaction, so the log holds an
 * entry exactly when the action took effect.
 */
export async function recordAdminAction(tx: Tx, entry: AdminActionEntry): Promise<void> {
  await tx.insert(adminActions).values(entry);
}

/**
 * The audit log, newest first, keyset-paged on (created_at, id) (`GET /api/v1/admin/audit-log`).
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listAdminActions(
  db: Db,
  query: { cursor?: string | undefined; limit: number },
): Promise<AdminActionPage> {
  const rows = await db
    .select({
      ...getTableColumns(adminActions),
      cursorAt: exactInstant(adminActions.createdAt),
      adminEmail: userNameView.email,
      adminName: userNameView.displayName,
    })
    .from(adminActions)
    .innerJoin(userNameView, eq(userNameView.id, adminActions.adminId))
    .where(keysetAfter(adminActions.createdAt, adminActions.id, keysetPosition(query.cursor), "newest"))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return {
    data: page.map((row) => ({
      id: row.id,
      admin: { id: row.adminId, email: row.adminEmail, displayName: row.adminName },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
