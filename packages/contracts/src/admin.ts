import { z } from "zod";
import { cursorParam, emailLengthMax, pageLimitMax, searchQueryLengthMax } from "./limits";
import { adminReason, withdrawal, withdrawalStatuses } from "./wallet";

/*
 * The admin desk (issue "People and operators"): withdrawals to pay or reject, credits, and the
 * audit log of every admin action. The server, the web pages and the SDKs read the shapes here.
 */

/** Who a row on the admin desk concerns: a user as the desk shows them. */
export const adminUser = z
  .object({
    id: z.string(),
    email: z.string().nullable().describe("Null when the sign-in provider gave none."),
    displayName: z.string().nullable().describe("First and last name, or null when neither is set."),
  })
  .meta({ id: "AdminUser" });
/** See {@link adminUser}. */
export type AdminUser = z.infer<typeof adminUser>;

/** Query of `GET /api/v1/admin/withdrawals`. */
export const adminWithdrawalListQuery = z
  .object({
    status: z.enum(withdrawalStatuses).default("requested").describe("Which withdrawals to list."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();

/** A withdrawal on the admin desk: the request and who asked for it. */
export const adminWithdrawal = withdrawal.extend({ user: adminUser }).meta({ id: "AdminWithdrawal" });
/** See {@link adminWithdrawal}. */
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

/**
 * Answer of `GET /api/v1/admin/withdrawals`: requested ones oldest first (the queue's order, so
 * the longest wait is paid first), decided ones newest first.
 */
export const adminWithdrawalPage = z
  .object({ data: z.array(adminWithdrawal), nextCursor: z.string().nullable() })
  .meta({ id: "AdminWithdrawalPage" });
/** See {@link adminWithdrawalPage}. */
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPage>;

/** Body of `POST /api/v1/admin/withdrawals/{id}/rejected` (required) and `…/paid` (none). */
export const withdrawalDecisionRequest = z
  .object({ reason: adminReason.optional().describe("Why it is rejected; shown to the user. Required to reject.") })
  .strict()
  .meta({ id: "WithdrawalDecisionRequest" });
/** See {@link withdrawalDecisionRequest}. */
export type WithdrawalDecisionRequest = z.infer<typeof withdrawalDecisionRequest>;

/** Query of `GET /api/v1/admin/users`. */
export const adminUserSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(1)
      .max(Math.min(searchQueryLengthMax, emailLengthMax))
      .describe("Part of an email or name."),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(10),
  })
  .strict();

/** Answer of `GET /api/v1/admin/users`: exact email matches first, then by email. */
export const adminUserList = z.object({ data: z.array(adminUser) }).meta({ id: "AdminUserList" });
/** See {@link adminUserList}. */
export type AdminUserList = z.infer<typeof adminUserList>;

/** What an admin did, as the audit log names it. */
export const adminActionKinds = [
  "credit",
  "withdrawal_paid",
  "withdrawal_rejected",
  "dispute_resolved",
  "verification_approved",
  "verification_rejected",
] as const;
/** See {@link adminActionKinds}. */
export type AdminActionKind = (typeof adminActionKinds)[number];

/** One entry of the audit log: who did what to which object, and when. */
export const adminAction = z
  .object({
    id: z.string(),
    admin: adminUser,
    action: z.enum(adminActionKinds),
    subjectType: z.enum(["user", "withdrawal", "dispute", "verification"]),
    subjectId: z.string(),
    summary: z.string().describe("The action in words, with amounts and reasons."),
    createdAt: z.string(),
  })
  .meta({ id: "AdminAction" });
/** See {@link adminAction}. */
export type AdminAction = z.infer<typeof adminAction>;

/** Query of `GET /api/v1/admin/audit-log`. */
export const adminActionListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();

/** Answer of `GET /api/v1/admin/audit-log`: newest first. */
export const adminActionPage = z
  .object({ data: z.array(adminAction), nextCursor: z.string().nullable() })
  .meta({ id: "AdminActionPage" });
/** See {@link adminActionPage}. */
export type AdminActionPage = z.infer<typeof adminActionPage>;
