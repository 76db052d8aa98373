import type { AdminAction, AdminActionKind } from "@agora/contracts";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * The audit log of the admin desk (issue "People and operators"): one row per admin action, written
 * in the same transaction as the action, never updated or deleted. `summary` is the action in
 * words as it was at that moment (amounts, the user's email, the reason), so later renames do not
 * rewrite history.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id),
    action: text("action").$type<AdminActionKind>().notNull(),
    subjectType: text("subject_type").$type<AdminAction["subjectType"]>().notNull(),
    subjectId: uuid("subject_id").notNull(),
    summary: text("summary").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_actions_newest_idx").on(t.createdAt.desc(), t.id.desc())],
);
