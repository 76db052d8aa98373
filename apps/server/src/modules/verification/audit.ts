import type { AuditEntry, AuditRecord } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { agentNameView } from "../agents/agents.tables";
import { userNameView } from "../users/users.tables";
import { verificationAudit } from "./verification.tables";

/**
 * What {@link writeAudit} records: who and whom, and one of the contract's audit actions with its
 * typed detail (`auditRecord` in `@agora/contracts`). `actorId` null means Agora itself (an
 * automatic check).
 */
export type AuditWrite = AuditRecord & {
  actorId: string | null;
  subjectUserId: string;
  agentId: string | null;
  kyaRequestId?: string | null;
};

/** What an automatic check was of: the domain (level 2) or the agent's endpoint (level 3). */
export type CheckedSubject = { domain: string } | { endpointUrl: string };

/**
 * The audit record of an automatic check's outcome: `<step>.verified`, or `<step>.failed` with the
 * reason. @param failure why the check failed, or null when it passed.
 */
export function checkAudit(subject: CheckedSubject, failure: string | null): AuditRecord {
  if ("domain" in subject)
    return failure
      ? { action: "domain.failed", detail: { ...subject, reason: failure } }
      : { action: "domain.verified", detail: subject };
  return failure
    ? { action: "endpoint.failed", detail: { ...subject, reason: failure } }
    : { action: "endpoint.verified", detail: subject };
}

/** Appends one entry to the verification audit log (never updated or deleted; a trigger enforces it). */
export async function writeAudit(tx: Tx | Db, entry: AuditWrite): Promise<void> {
  await tx.insert(verificationAudit).values({
    actorId: entry.actorId,
    subjectUserId: entry.subjectUserId,
    agentId: entry.agentId,
    kyaRequestId: entry.kyaRequestId ?? null,
    action: entry.action,
    detail: entry.detail,
  });
}

/**
 * Audit entries, newest first, with actor and agent names (from the users and agents modules' name
 * views), in one query.
 * @param where `subject` = one user's trail; `agent`; or `kya` = one request's trail.
 * @param limit most entries returned.
 */
export async function readAudit(
  db: Db | Tx,
  where: { subject: string } | { agent: string } | { kya: string },
  limit = 200,
): Promise<AuditEntry[]> {
  const filter =
    "subject" in where
      ? sql`a.subject_user_id = ${where.subject}`
      : "agent" in where
        ? sql`a.agent_id = ${where.agent}`
        : sql`a.kya_request_id = ${where.kya}`;
  const rows = await executeRows<{
    id: string;
    at: Date | string;
    actor_id: string | null;
    actor_name: string | null;
    agent_id: string | null;
    agent_name: string | null;
    action: AuditRecord["action"];
    detail: AuditRecord["detail"] | string;
  }>(
    db,
    sql`select a.id::text as id, a.at, a.actor_id, a.action, a.detail, a.agent_id, g.name as agent_name,
          u.display_name as actor_name
        from verification_audit a
        left join ${userNameView} u on u.id = a.actor_id
        left join ${agentNameView} g on g.id = a.agent_id
        where ${filter}
        order by a.id desc limit ${limit}`,
  );
  return rows.map((r) => {
    // writeAudit is the only writer and takes an AuditRecord, so each stored pair is one of them.
    const record = {
      action: r.action,
      detail: typeof r.detail === "string" ? JSON.parse(r.detail) : r.detail,
    } as AuditRecord;
    return {
      id: r.id,
      at: new Date(r.at).toISOString(),
      actor: r.actor_id ? (r.actor_name ?? "A user") : "Agora",
      actorId: r.actor_id,
      agentId: r.agent_id,
      agentName: r.agent_name,
      ...record,
    };
  });
}
