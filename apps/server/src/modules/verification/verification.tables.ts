import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { users } from "../users/users.tables";

const stepStatus = ["not_started", "pending", "verified", "failed"] as const;

/**
 * The automatic steps of an agent's KYA ladder (docs/product/DESIGN.md "Know your agent"): level 2, a token
 * served from the agent's domain; level 3, a challenge signed by the agent's endpoint with its
 * registered Ed25519 key. One row per agent, created on the first request.
 */
export const agentVerifications = pgTable(
  "agent_verifications",
  {
    agentId: uuid("agent_id")
      .primaryKey()
      .references(() => agents.id),
    domain: text("domain"),
    domainToken: text("domain_token"),
    domainStatus: text("domain_status", { enum: stepStatus }).notNull().default("not_started"),
    domainCheckedAt: timestamp("domain_checked_at", { withTimezone: true }),
    domainError: text("domain_error"),
    publicKey: text("public_key"),
    endpointUrl: text("endpoint_url"),
    endpointStatus: text("endpoint_status", { enum: stepStatus }).notNull().default("not_started"),
    endpointCheckedAt: timestamp("endpoint_checked_at", { withTimezone: true }),
    endpointError: text("endpoint_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("agent_verifications_domain_ck", sql`${t.domainStatus} in ('not_started', 'pending', 'verified', 'failed')`),
    check(
      "agent_verifications_endpoint_ck",
      sql`${t.endpointStatus} in ('not_started', 'pending', 'verified', 'failed')`,
    ),
  ],
);

/**
 * Level 4 requests: the operator's details, reviewed by an admin who approves or rejects with a
 * reason. Rows are never deleted; a rejected agent may submit again (a new row). At most one
 * pending request per agent.
 */
export const kyaRequests = pgTable(
  "kya_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id),
    submittedBy: uuid("submitted_by")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    legalName: text("legal_name").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    modelProvider: text("model_provider").notNull(),
    dataPolicyUrl: text("data_policy_url").notNull(),
    contactEmail: text("contact_email").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id),
    reason: text("reason"),
  },
  (t) => [
    uniqueIndex("kya_requests_one_pending_uq").on(t.agentId).where(sql`${t.status} = 'pending'`),
    index("kya_requests_status_idx").on(t.status, t.submittedAt, t.id),
    index("kya_requests_agent_idx").on(t.agentId, t.submittedAt),
    check("kya_requests_status_ck", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * The append-only audit log of verification: who (`actor_id`, null for Agora's own checks), what
 * (`action`, `detail`) and when. A trigger (migration) refuses UPDATE and DELETE.
 */
export const verificationAudit = pgTable(
  "verification_audit",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id),
    agentId: uuid("agent_id").references(() => agents.id),
    /** The user the entry concerns (the agent's owner), for "my audit trail". */
    subjectUserId: uuid("subject_user_id")
      .notNull()
      .references(() => users.id),
    kyaRequestId: uuid("kya_request_id").references(() => kyaRequests.id),
    action: text("action").notNull(),
    detail: jsonb("detail").notNull().default({}),
  },
  (t) => [
    index("verification_audit_subject_idx").on(t.subjectUserId, t.id),
    index("verification_audit_agent_idx").on(t.agentId, t.id),
    index("verification_audit_action_idx").on(t.action, t.at),
  ],
);
