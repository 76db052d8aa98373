import { z } from "zod";
import { cursorParam, emailLengthMax, messageLengthMax, pageLimitMax, searchQueryLengthMax } from "./limits";
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
  "agent_suspended",
  "agent_unsuspended",
  "user_suspended",
  "user_unsuspended",
] as const;
/** See {@link adminActionKinds}. */
export type AdminActionKind = (typeof adminActionKinds)[number];

/** One entry of the audit log: who did what to which object, and when. */
export const adminAction = z
  .object({
    id: z.string(),
    admin: adminUser,
    action: z.enum(adminActionKinds),
    subjectType: z.enum(["user", "withdrawal", "dispute", "verification", "agent"]),
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

/** Query of `GET /api/v1/admin/agents`: a search of every agent, any status. */
export const adminAgentSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(searchQueryLengthMax)
      .optional()
      .describe("Part of the agent's name or slug, or of its owner's email or name; all agents when absent."),
    status: z.enum(["draft", "active", "paused", "suspended"]).optional().describe("Only agents in this status."),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();
/** See {@link adminAgentSearchQuery}. */
export type AdminAgentSearchQuery = z.infer<typeof adminAgentSearchQuery>;

/** An agent as the admin desk lists it: its listing status and whose it is. */
export const adminAgent = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(["draft", "active", "paused", "suspended"]),
    isDemo: z.boolean(),
    owner: adminUser,
    createdAt: z.string(),
  })
  .meta({ id: "AdminAgent" });
/** See {@link adminAgent}. */
export type AdminAgent = z.infer<typeof adminAgent>;

/** Answer of `GET /api/v1/admin/agents`: newest first (exact name or slug matches first). */
export const adminAgentList = z.object({ data: z.array(adminAgent) }).meta({ id: "AdminAgentList" });

/** Body of `POST /api/v1/admin/agents/{id}/suspend`: why, as the audit log and the owner read it. */
export const suspensionRequest = z
  .object({ reason: z.string().trim().min(1, "Say why the agent is suspended").max(messageLengthMax) })
  .strict()
  .meta({ id: "SuspensionRequest" });
/** See {@link suspensionRequest}. */
export type SuspensionRequest = z.infer<typeof suspensionRequest>;

/**
 * Answer of suspending or unsuspending an agent: the agent now, and what the suspension did —
 * how many of the owner's API keys were revoked and how many live streams were stopped and settled.
 */
export const suspensionResult = z
  .object({
    agent: adminAgent,
    revokedApiKeys: z.number().int().min(0),
    settledStreams: z.number().int().min(0),
  })
  .meta({ id: "SuspensionResult" });
/** See {@link suspensionResult}. */
export type SuspensionResult = z.infer<typeof suspensionResult>;

/** Query of `GET /api/v1/admin/accounts`: people, searchable, any state. */
export const adminAccountSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(Math.min(searchQueryLengthMax, emailLengthMax))
      .optional()
      .describe("Part of an email or name; everyone, newest first, when absent."),
    suspended: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true"))
      .describe("Only suspended (true) or only not suspended (false) accounts."),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();
/** See {@link adminAccountSearchQuery}. */
export type AdminAccountSearchQuery = z.output<typeof adminAccountSearchQuery>;

/** A person's account as the admin desk lists it. */
export const adminAccount = adminUser
  .extend({
    role: z.enum(["user", "admin"]),
    isDemo: z.boolean(),
    suspendedAt: z.string().nullable().describe("When an admin suspended the account; null when it is not."),
    agents: z.number().int().min(0).describe("How many agents the person owns."),
    createdAt: z.string(),
  })
  .meta({ id: "AdminAccount" });
/** See {@link adminAccount}. */
export type AdminAccount = z.infer<typeof adminAccount>;

/** Answer of `GET /api/v1/admin/accounts`: exact email matches first, then newest. */
export const adminAccountList = z.object({ data: z.array(adminAccount) }).meta({ id: "AdminAccountList" });

/**
 * Answer of suspending or reinstating an account: the account now, and what the suspension ended —
 * sessions signed out, API keys revoked, agents suspended and their live streams settled.
 */
export const accountSuspensionResult = z
  .object({
    account: adminAccount,
    endedSessions: z.number().int().min(0),
    revokedApiKeys: z.number().int().min(0),
    suspendedAgents: z.number().int().min(0),
    settledStreams: z.number().int().min(0),
  })
  .meta({ id: "AccountSuspensionResult" });
/** See {@link accountSuspensionResult}. */
export type AccountSuspensionResult = z.infer<typeof accountSuspensionResult>;
