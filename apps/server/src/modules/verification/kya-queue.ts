import type { KyaQueueQuery, KyaReviewDetail, KyaReviewItem } from "@agora/contracts";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorInstant, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { agentNameView } from "../agents/agents.tables";
import { userNameView } from "../users/users.tables";
import { readAudit } from "./audit";
import { ladderOf, type VerificationSettings } from "./ladder";

interface QueueRow {
  id: string;
  agent_id: string;
  agent_name: string;
  agent_slug: string;
  owner_id: string;
  owner_name: string | null;
  owner_email: string | null;
  level: number;
  status: "pending" | "approved" | "rejected";
  legal_name: string;
  jurisdiction: string;
  model_provider: string;
  data_policy_url: string;
  contact_email: string;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  decided_by_name: string | null;
  reason: string | null;
}

/** The queue's rows, with names from the agents and users modules' name views, in one query. */
const selectQueue = sql`select k.id, k.agent_id, g.name as agent_name, g.slug as agent_slug, g.owner_id,
    o.display_name as owner_name, o.email as owner_email,
    g.verification_level as level, k.status, k.legal_name, k.jurisdiction, k.model_provider, k.data_policy_url,
    k.contact_email, k.submitted_at, k.decided_at, d.display_name as decided_by_name, k.reason
  from kya_requests k
  join ${agentNameView} g on g.id = k.agent_id
  join ${userNameView} o on o.id = g.owner_id
  left join ${userNameView} d on d.id = k.decided_by`;

function toItem(r: QueueRow): KyaReviewItem {
  return {
    id: r.id,
    agentId: r.agent_id,
    agentName: r.agent_name,
    agentSlug: r.agent_slug,
    ownerName: r.owner_name ?? r.owner_email ?? "Unnamed user",
    ownerEmail: r.owner_email,
    level: r.level,
    status: r.status,
    submission: {
      legalName: r.legal_name,
      jurisdiction: r.jurisdiction,
      modelProvider: r.model_provider,
      dataPolicyUrl: r.data_policy_url,
      contactEmail: r.contact_email,
    },
    submittedAt: new Date(r.submitted_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decidedBy: r.decided_by_name,
    reason: r.reason,
  };
}

/** Where a page of the queue resumes: the last request's submission instant and id. */
const queueCursor = z.strictObject({ at: cursorInstant, id: cursorUuid });

/**
 * The KYA queue: every request for admins, only the actor's own agents' requests for anyone else
 * (docs/product/product-spec.md §6). Pending requests come oldest first (a queue); decided ones newest first.
 * @returns a page and its keyset cursor on (submitted_at, id).
 * @throws AppError('validation_failed') naming `cursor`.
 */
export async function listKyaQueue(
  db: Db,
  actor: Actor,
  query: KyaQueueQuery,
): Promise<{ data: KyaReviewItem[]; nextCursor: string | null; scope: "all" | "own" }> {
  const admin = actor.role === "admin";
  const oldestFirst = query.status === "pending";
  const where: SQL[] = [];
  if (!admin) where.push(sql`g.owner_id = ${actor.id}`);
  if (query.status !== "all") where.push(sql`k.status = ${query.status}`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, queueCursor);
    where.push(
      oldestFirst
        ? sql`(k.submitted_at, k.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(k.submitted_at, k.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const order = oldestFirst ? sql`k.submitted_at asc, k.id asc` : sql`k.submitted_at desc, k.id desc`;
  const rows = await executeRows<QueueRow>(
    db,
    sql`${selectQueue} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by ${order} limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit).map(toItem);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ at: last.submittedAt, id: last.id }) : null;
  return { data: page, nextCursor, scope: admin ? "all" : "own" };
}

/**
 * One request as the queue shows it.
 * @throws AppError('not_found') unless the actor is an admin or owns the agent.
 */
export async function getKyaItem(db: Db, id: string, actor: Actor): Promise<KyaReviewItem> {
  const [row] = await executeRows<QueueRow>(db, sql`${selectQueue} where k.id = ${id}`);
  if (!row || (actor.role !== "admin" && row.owner_id !== actor.id)) throw notFound("Verification request");
  return toItem(row);
}

/**
 * One request with the agent's ladder and the agent's audit trail.
 * @throws AppError('not_found') unless the actor is an admin or owns the agent.
 */
export async function getKyaDetail(
  db: Db,
  id: string,
  actor: Actor,
  settings?: VerificationSettings,
): Promise<KyaReviewDetail> {
  const item = await getKyaItem(db, id, actor);
  return {
    ...item,
    agentVerification: await ladderOf(db, item.agentId, settings),
    audit: await readAudit(db, { agent: item.agentId }, 100),
  };
}
