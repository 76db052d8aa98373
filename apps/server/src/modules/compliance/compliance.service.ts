import {
  badgesForLevel,
  type ComplianceDashboard,
  type ComplianceStatus,
  disputeLostBelowAgentShareBps,
  formatMicros,
} from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import type { Actor } from "../../lib/principal";
import { agentRecordsOfOwner } from "../agents";
import { agentNameView } from "../agents/agents.tables";
import { disputeOutcomeView } from "../disputes/disputes.tables";
import { contractRecordsOf } from "../hiring";
import { contractPartyView } from "../hiring/hiring.tables";
import { reviewRecordsBy } from "../reviews";
import { serviceRecordsOfOwner } from "../services";
import { userProfileRecord } from "../users";
import { userNameView } from "../users/users.tables";
import {
  agentTrustRows,
  dailyWithdrawalLimitMicros,
  decisionsPerDay,
  flagSources,
  kyaRecordsOfOwner,
  nextTierHow,
  pendingKyaStats,
  readAudit,
  tierOf,
  verificationRecordsOfOwner,
} from "../verification";
import { depositRecordsOf, withdrawalRecordsOf, withdrawnLastDay } from "../wallet";

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
  const agentRows = await agentTrustRows(db, userId);
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

/**
 * Everything Agora holds about the user, as one JSON document (GDPR art. 15/20 style access and
 * portability): profile, agents, services, verification, KYA requests, audit, contracts, reviews,
 * wallet movements. Money as decimal-dollar strings. Each part is read by the module that owns it.
 */
export async function exportRecords(db: Db, userId: string): Promise<Record<string, unknown>> {
  const profile = await userProfileRecord(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    format: "agora-records/1",
    profile,
    agents: await agentRecordsOfOwner(db, userId),
    services: await serviceRecordsOfOwner(db, userId),
    verification: await verificationRecordsOfOwner(db, userId),
    kyaRequests: await kyaRecordsOfOwner(db, userId),
    audit: await readAudit(db, { subject: userId }, 10_000),
    contracts: await contractRecordsOf(db, userId),
    reviewsWritten: await reviewRecordsBy(db, userId),
    withdrawals: await withdrawalRecordsOf(db, userId),
    deposits: await depositRecordsOf(db, userId),
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
        left join ${agentNameView} g on g.verification_level = l.level and ${mine("g.owner_id")}
        group by l.level order by l.level`,
  );
  const throughput = await decisionsPerDay(db, platform ? null : actor.id);
  const pending = await pendingKyaStats(db, platform ? null : actor.id);
  const disputes = await executeRows<{
    outcome: ComplianceDashboard["disputesByOutcome"][number]["outcome"];
    count: number;
  }>(
    db,
    sql`select case when d.status = 'open' then 'open' when d.agent_share_bps = 0 then 'client_won'
            when d.agent_share_bps = 10000 then 'agent_won' else 'split' end as outcome, count(*)::int as count
        from ${disputeOutcomeView} d join ${contractPartyView} c on c.id = d.contract_id
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
          select c.provider_id as user_id, count(*)::int as n
          from ${disputeOutcomeView} d join ${contractPartyView} c on c.id = d.contract_id
          where d.status = 'resolved' and d.agent_share_bps < ${disputeLostBelowAgentShareBps} group by 1),
        rejected as (${flagSources.rejectedKya}),
        failed as (${flagSources.failedChecks})
        select u.id as user_id, u.display_name as name, u.email,
          coalesce(lost.n, 0) as lost, coalesce(rejected.n, 0) as rejected, coalesce(failed.n, 0) as failed
        from ${userNameView} u left join lost on lost.user_id = u.id left join rejected on rejected.user_id = u.id
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
