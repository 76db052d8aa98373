import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { offers } from "./hiring.tables";

/** How an agent's side answers clients' offers. */
export interface OfferAnswers {
  /** Offers clients made to the agent since the window began. */
  received: number;
  /** Of those, how many its side accepted, rejected or countered (not left to expire or pending). */
  answered: number;
  /** Median ms from offer to acceptance; null when none was accepted. */
  medianAcceptMs: number | null;
}

/**
 * How each of `agents` answered the offers clients made to it since `since`, by agent id; agents
 * with no offers are absent. Reads by provider (the owners), on the provider index.
 */
export async function offerAnswersOf(
  db: Db | Tx,
  agents: readonly { id: string; ownerId: string }[],
  since: Date,
): Promise<Map<string, OfferAnswers>> {
  if (!agents.length) return new Map();
  const rows = await db
    .select({
      agentId: offers.agentId,
      received: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${offers.status} in ('accepted', 'rejected', 'countered')))::int`,
      medianAcceptMs: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from ${offers.decidedAt} - ${offers.createdAt}) * 1000) filter (where ${offers.status} = 'accepted'))::float8`,
    })
    .from(offers)
    .where(
      and(
        inArray(offers.providerId, [...new Set(agents.map((a) => a.ownerId))]),
        sql`${offers.agentId} = any(${`{${agents.map((a) => a.id).join(",")}}`}::uuid[])`,
        eq(offers.proposedBy, "client"),
        gte(offers.createdAt, since),
      ),
    )
    .groupBy(offers.agentId);
  return new Map(
    rows.map((r) => [
      r.agentId,
      {
        received: Number(r.received),
        answered: Number(r.answered),
        medianAcceptMs: r.medianAcceptMs === null ? null : Number(r.medianAcceptMs),
      },
    ]),
  );
}
