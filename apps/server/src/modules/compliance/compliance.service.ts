import { badgesForLevel, type ComplianceDashboard, type ComplianceStatus, formatMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import type { Actor } from "../../lib/principal";
import { readAudit } from "../verification/audit";
import { withdrawnLastDay } from "../wallet/withdrawal-totals";
import { dailyWithdrawalLimitMicros, nextTierHow, tierOf } from "./limits";

function withdrawalLimit(tier: number, used: bigint | null) {
  const limit = dailyWithdrawalLimitMicros[tier] ?? null;
  return {
    key: "dailyWithdrawal" as const,
    label: "Withdrawals per 24 hours",
    amount: limit === null ? null : formatMicros(limit),
    used: used === null ? null : formatMicros(used),
  };
}

/**
 * The user's trust status: tier, the limits it sets, what the next tier unlocks, their agents'
 * badges and pending steps, and their last 200 audit entries. Five queries, whatever the counts.
 */
export async function getCompliance(db: Db, userId: string): Promise<ComplianceStatus> {
  const tier = await tierOf(db, userId);
  const used = await withdrawnLastDay(db, userId);
  const agentRows = await executeRows<{
    id: string;
    name: string;
    slug: string;
    level: number;
    domain_status: string | null;
    endpoint_status: string | null;
    kya_pending: boolean;
  }>(
    db,
    sql`select g.id, g.name, g.slug, g.verification_level as level, v.domain_status, v.endpoint_status,
          exists (select 1 from kya_requests k where k.agent_id = g.id and k.status = 'pending') as kya_pending
        from agents g left join agent_verifications v on v.agent_id = g.id
        where g.owner_id = ${userId} order by g.created_at`,
  );
  return {
    tier,
    limits: [withdrawalLimit(tier, used)],
    nextTier:
      tier < 4 ? { tier: tier + 1, limits: [withdrawalLimit(tier + 1, null)], how: nextTierHow[tier] ?? "" } : null,
    agents: agentRows.map((a) => ({
      id: a.id,
      name: a.name,
      slug: a.slug,
      level: a.level,
      badges: badgesForLevel(a.level),
      pending: [
        ...(a.domain_status === "pending" ? (["domain"] as const) : []),
        ...(a.endpoint_status === "pending" ? (["endpoint"] as const) : []),
        ...(a.kya_pending ? (["kya"] as const) : []),
      ],
    })),
    audit: await readAudit(db, { subject: userId }, 200),
  };
}

/** Rows of one SQL query as plain JSON objects (bigints and dates already made strings in SQL). */
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(db, query);
}

/**
 * Everything Agora holds about the user, as one JSON document (GDPR art. 15/20 style access and
 * portability): profile, agents, services, verification, KYA requests, audit, contracts, reviews,
 * wallet movements. Money as decimal-dollar strings.
 */
export async function exportRecords(db: Db, userId: string): Promise<Record<string, unknown>> {
  const dollars = (column: string) => sql.raw(`to_char(${column} / 1000000.0, 'FM999999999990.000000')`);
  const [profile] = await rows(
    db,
    sql`select id, email, first_name, last_name, role, created_at, last_sign_in_at from users where id = ${userId}`,
  );
  return {
    exportedAt: new Date().toISOString(),
    format: "agora-records/1",
    profile,
    agents: await rows(
      db,
      sql`select id, name, slug, status, verification_level, reputation_hundredths / 100.0 as reputation, endpoint_url,
            skills, categories, created_at from agents where owner_id = ${userId} order by created_at`,
    ),
    services: await rows(
      db,
      sql`select s.id, s.agent_id, s.title, s.status, s.created_at from services s
          join agents g on g.id = s.agent_id where g.owner_id = ${userId} order by s.created_at`,
    ),
    verification: await rows(
      db,
      sql`select v.agent_id, v.domain, v.domain_status, v.domain_checked_at, v.public_key, v.endpoint_url,
            v.endpoint_status, v.endpoint_checked_at from agent_verifications v
          join agents g on g.id = v.agent_id where g.owner_id = ${userId}`,
    ),
    kyaRequests: await rows(
      db,
      sql`select k.id, k.agent_id, k.status, k.legal_name, k.jurisdiction, k.model_provider, k.data_policy_url,
            k.contact_email, k.submitted_at, k.decided_at, k.reason from kya_requests k
          join agents g on g.id = k.agent_id where g.owner_id = ${userId} order by k.submitted_at`,
    ),
    audit: await readAudit(db, { subject: userId }, 10_000),
    contracts: await rows(
      db,
      sql`select id, agent_id, title, status, pricing_model, ${dollars("amount_micros")} as amount, case when client_id = ${userId} then 'client' else 'provider' end as side,
            created_at from contracts where client_id = ${userId} or provider_id = ${userId} order by created_at`,
    ),
    reviewsWritten: await rows(
      db,
      sql`select id, contract_id, agent_id, author_side, stars, text, tags, created_at from reviews
          where author_id = ${userId} order by created_at`,
    ),
    withdrawals: await rows(
      db,
      sql`select id, ${dollars("amount_micros")} as amount, destination, status, created_at, decided_at from withdrawals
          where user_id = ${userId} order by created_at`,
    ),
    deposits: await rows(
      db,
      sql`select id, ${dollars("amount_micros")} as amount, created_at from deposits where user_id = ${userId} order by created_at`,
    ),
  };
}

/**
 * The compliance dashboard. Admins: agents by level, decisions per day (30 days), the pending
 * queue's size and age, disputes by outcome and flagged accounts, platform-wide. Anyone else:
 * the same figures over their own agents and contracts, and no flagged accounts.
 */
export async function complianceDashboard(db: Db, actor: Actor): Promise<ComplianceDashboard> {
  const platform = actor.role === "admin";
  const mine = (ownerColumn: string) => (platform ? sql`true` : sql`${sql.raw(ownerColumn)} = ${actor.id}`);
  const byLevel = await executeRows<{ level: number; count: number }>(
    db,
    sql`select l.level, count(g.id)::int as count from generate_series(0, 4) as l(level)
        left join agents g on g.verification_level = l.level and ${mine("g.owner_id")}
        group by l.level order by l.level`,
  );
  const throughput = await executeRows<{ day: string; approved: number; rejected: number; automatic: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day,
          count(a.id) filter (where a.action = 'kya.approved')::int as approved,
          count(a.id) filter (where a.action = 'kya.rejected')::int as rejected,
          count(a.id) filter (where a.action in ('domain.verified', 'endpoint.verified'))::int as automatic
        from generate_series(current_date - 29, current_date, interval '1 day') as d(day)
        left join verification_audit a on a.at >= d.day and a.at < d.day + interval '1 day'
          and a.action in ('kya.approved', 'kya.rejected', 'domain.verified', 'endpoint.verified')
          and ${mine("a.subject_user_id")}
        group by d.day order by d.day`,
  );
  const [pending] = await executeRows<{ count: number; oldest: Date | string | null; median_hours: number | null }>(
    db,
    sql`select count(*)::int as count, min(k.submitted_at) as oldest,
          (percentile_cont(0.5) within group (order by extract(epoch from now() - k.submitted_at)) / 3600)::float8 as median_hours
        from kya_requests k join agents g on g.id = k.agent_id
        where k.status = 'pending' and ${mine("g.owner_id")}`,
  );
  const disputes = await executeRows<{
    outcome: ComplianceDashboard["disputesByOutcome"][number]["outcome"];
    count: number;
  }>(
    db,
    sql`select case when d.status = 'open' then 'open' when d.agent_share_bps = 0 then 'client_won'
            when d.agent_share_bps = 10000 then 'agent_won' else 'split' end as outcome, count(*)::int as count
        from disputes d join contracts c on c.id = d.contract_id
        where ${platform ? sql`true` : sql`(c.client_id = ${actor.id} or c.provider_id = ${actor.id})`}
        group by 1`,
  );
  const outcomes = ["open", "client_won", "agent_won", "split"] as const;
  return {
    scope: platform ? "platform" : "own",
    agentsByLevel: byLevel,
    throughput,
    pending: {
      count: pending?.count ?? 0,
      oldestSubmittedAt: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
      medianAgeHours:
        pending?.median_hours === null || pending?.median_hours === undefined
          ? null
          : Math.round(pending.median_hours * 10) / 10,
    },
    disputesByOutcome: outcomes.map((outcome) => ({
      outcome,
      count: disputes.find((d) => d.outcome === outcome)?.count ?? 0,
    })),
    flaggedAccounts: platform ? await flaggedAccounts(db) : [],
  };
}

/**
 * Accounts an admin should look at: owners whose agents lost disputes (agent share below 50 %),
 * owners with a rejected KYA request, and owners with three or more failed checks in 7 days.
 */
async function flaggedAccounts(db: Db): Promise<ComplianceDashboard["flaggedAccounts"]> {
  const flagged = await executeRows<{
    user_id: string;
    name: string | null;
    email: string | null;
    lost: number;
    rejected: number;
    failed: number;
  }>(
    db,
    sql`with lost as (
          select c.provider_id as user_id, count(*)::int as n from disputes d join contracts c on c.id = d.contract_id
          where d.status = 'resolved' and d.agent_share_bps < 5000 group by 1),
        rejected as (
          select g.owner_id as user_id, count(*)::int as n from kya_requests k join agents g on g.id = k.agent_id
          where k.status = 'rejected' group by 1),
        failed as (
          select subject_user_id as user_id, count(*)::int as n from verification_audit
          where action in ('domain.failed', 'endpoint.failed') and at > now() - interval '7 days' group by 1 having count(*) >= 3)
        select u.id as user_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as name, u.email,
          coalesce(lost.n, 0) as lost, coalesce(rejected.n, 0) as rejected, coalesce(failed.n, 0) as failed
        from users u left join lost on lost.user_id = u.id left join rejected on rejected.user_id = u.id
          left join failed on failed.user_id = u.id
        where lost.n is not null or rejected.n is not null or failed.n is not null
        order by coalesce(lost.n, 0) + coalesce(rejected.n, 0) + coalesce(failed.n, 0) desc limit 100`,
  );
  return flagged.map((f) => ({
    userId: f.user_id,
    name: f.name ?? f.email ?? "Unnamed user",
    reasons: [
      ...(f.lost ? [`${f.lost} dispute${f.lost === 1 ? "" : "s"} lost`] : []),
      ...(f.rejected ? [`${f.rejected} KYA request${f.rejected === 1 ? "" : "s"} rejected`] : []),
      ...(f.failed ? [`${f.failed} failed checks in 7 days`] : []),
    ],
  }));
}
