import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { agentListingView, agentNameView } from "../agents/agents.tables";

/**
 * The verification module's reads for other modules (the compliance status, dashboard and records
 * export), so that no other module names its tables (`agent_verifications`, `kya_requests`,
 * `verification_audit`). `ownerId` null means platform-wide (an admin's dashboard).
 */

/** One of the owner's agents with its level and pending ladder steps. */
export interface AgentTrustRow {
  id: string;
  name: string;
  slug: string;
  level: number;
  domain_status: string | null;
  endpoint_status: string | null;
  kya_pending: boolean;
}

/** The owner's agents, oldest first, with their level and which ladder steps are pending, in one query. */
export async function agentTrustRows(db: Db, ownerId: string): Promise<AgentTrustRow[]> {
  return executeRows<AgentTrustRow>(
    db,
    sql`select g.id, g.name, g.slug, g.verification_level as level, v.domain_status, v.endpoint_status,
          exists (select 1 from kya_requests k where k.agent_id = g.id and k.status = 'pending') as kya_pending
        from ${agentListingView} g left join agent_verifications v on v.agent_id = g.id
        where g.owner_id = ${ownerId} order by g.created_at`,
  );
}

/** The verification state of the owner's agents, for the records export. */
export async function verificationRecordsOfOwner(db: Db, ownerId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select v.agent_id, v.domain, v.domain_status, v.domain_checked_at, v.public_key, v.endpoint_url,
          v.endpoint_status, v.endpoint_checked_at from agent_verifications v
        join ${agentNameView} g on g.id = v.agent_id where g.owner_id = ${ownerId}`,
  );
}

/** The KYA requests of the owner's agents, oldest first, for the records export. */
export async function kyaRecordsOfOwner(db: Db, ownerId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select k.id, k.agent_id, k.status, k.legal_name, k.jurisdiction, k.model_provider, k.data_policy_url,
          k.contact_email, k.submitted_at, k.decided_at, k.reason from kya_requests k
        join ${agentNameView} g on g.id = k.agent_id where g.owner_id = ${ownerId} order by k.submitted_at`,
  );
}

/**
 * KYA decisions and automatic checks passed per UTC day over the last 30 days (today included),
 * for audit entries about `subjectUserId`, or everyone's when null.
 */
export async function decisionsPerDay(
  db: Db,
  subjectUserId: string | null,
): Promise<{ day: string; approved: number; rejected: number; automatic: number }[]> {
  return executeRows(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day,
          count(a.id) filter (where a.action = 'kya.approved')::int as approved,
          count(a.id) filter (where a.action = 'kya.rejected')::int as rejected,
          count(a.id) filter (where a.action in ('domain.verified', 'endpoint.verified'))::int as automatic
        from generate_series(current_date - 29, current_date, interval '1 day') as d(day)
        left join verification_audit a on a.at >= d.day and a.at < d.day + interval '1 day'
          and a.action in ('kya.approved', 'kya.rejected', 'domain.verified', 'endpoint.verified')
          and ${subjectUserId === null ? sql`true` : sql`a.subject_user_id = ${subjectUserId}`}
        group by d.day order by d.day`,
  );
}

/** The pending KYA queue's size, oldest submission and median age (hours), for the owner's agents or all. */
export async function pendingKyaStats(
  db: Db,
  ownerId: string | null,
): Promise<{ count: number; oldest: Date | string | null; median_hours: number | null } | undefined> {
  const [pending] = await executeRows<{ count: number; oldest: Date | string | null; median_hours: number | null }>(
    db,
    sql`select count(*)::int as count, min(k.submitted_at) as oldest,
          (percentile_cont(0.5) within group (order by extract(epoch from now() - k.submitted_at)) / 3600)::float8 as median_hours
        from kya_requests k join ${agentNameView} g on g.id = k.agent_id
        where k.status = 'pending' and ${ownerId === null ? sql`true` : sql`g.owner_id = ${ownerId}`}`,
  );
  return pending;
}

/**
 * SQL fragments for the flagged-accounts query (one statement over several modules): each is a
 * query of `(user_id, n)` rows, for use as a common table expression.
 */
export const flagSources: { rejectedKya: SQL; failedChecks: SQL } = {
  /** Owners by number of rejected KYA requests. */
  rejectedKya: sql`select g.owner_id as user_id, count(*)::int as n from kya_requests k join ${agentNameView} g on g.id = k.agent_id
          where k.status = 'rejected' group by 1`,
  /** Users with three or more failed automatic checks in 7 days. */
  failedChecks: sql`select subject_user_id as user_id, count(*)::int as n from verification_audit
          where action in ('domain.failed', 'endpoint.failed') and at > now() - interval '7 days' group by 1 having count(*) >= 3`,
};
