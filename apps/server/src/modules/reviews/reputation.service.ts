import type { Reputation } from "@agora/contracts";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { formatHundredths } from "../agents/agents.service";
import { agents } from "../agents/agents.tables";
import { computeReputation, type ReputationInputs } from "../reputation/reputation";
import { reputationSnapshots } from "./reviews.tables";

/** Days of daily scores `GET /api/v1/agents/:id/reputation` returns. */
const historyDays = 90;

const funded = sql.raw(
  "exists (select 1 from ledger_accounts la where la.owner_type = 'contract' and la.owner_id = c.id and la.kind = 'escrow')",
);

/**
 * Reads what an agent's score depends on: the clients' reviews of paid contracts, completed
 * contracts, cancellations by the agent's side after funding, disputes lost (agent share below
 * 50 %), closed contracts, and the verification level.
 */
export async function reputationInputs(db: Db | Tx, agentId: string): Promise<ReputationInputs> {
  const [counts] = await executeRows<{
    completed: number;
    cancelled_by_agent: number;
    disputes_lost: number;
    closed: number;
    level: number;
  }>(
    db,
    // "Funded" (an escrow account exists) is only looked up for cancelled contracts.
    sql`select
          count(*) filter (where c.status = 'completed')::int as completed,
          count(*) filter (where c.status = 'cancelled' and c.cancelled_by = 'provider' and ${funded})::int as cancelled_by_agent,
          (select count(*)::int from disputes d join contracts dc on dc.id = d.contract_id
            where dc.agent_id = ${agentId} and d.status = 'resolved' and d.agent_share_bps < 5000) as disputes_lost,
          count(*) filter (where c.status in ('completed', 'resolved') or (c.status = 'cancelled' and ${funded}))::int as closed,
          (select verification_level from agents where id = ${agentId}) as level
        from contracts c where c.agent_id = ${agentId}`,
  );
  // Plain numbers decode faster than int8 strings and timestamps (10,000 reviews: see bench:reputation).
  const reviewRows = await executeRows<{ stars: number; paid: string | number; at_ms: number }>(
    db,
    sql`select stars, paid_micros::text as paid, (extract(epoch from created_at) * 1000)::float8 as at_ms from reviews
        where agent_id = ${agentId} and author_side = 'client' and paid_micros > 0`,
  );
  return {
    reviews: reviewRows.map((r) => ({ stars: r.stars, paidMicros: BigInt(r.paid), at: new Date(r.at_ms) })),
    completed: counts?.completed ?? 0,
    cancelledByAgent: counts?.cancelled_by_agent ?? 0,
    disputesLost: counts?.disputes_lost ?? 0,
    closed: counts?.closed ?? 0,
    verificationLevel: counts?.level ?? 0,
  };
}

/**
 * Recomputes an agent's reputation inside the transaction that changed one of its inputs
 * (a review, a completion, a cancellation, a dispute outcome), stores it on the agent and as
 * today's snapshot. @returns the new score in hundredths.
 */
export async function recomputeReputation(tx: Tx, agentId: string, now = new Date()): Promise<number> {
  const { hundredths, components } = computeReputation(await reputationInputs(tx, agentId), now);
  await tx.update(agents).set({ reputationHundredths: hundredths }).where(eq(agents.id, agentId));
  const day = now.toISOString().slice(0, 10);
  await tx
    .insert(reputationSnapshots)
    .values({ agentId, day, hundredths, components })
    .onConflictDoUpdate({
      target: [reputationSnapshots.agentId, reputationSnapshots.day],
      set: { hundredths, components },
    });
  return hundredths;
}

/** The reputation of an agent now, with its components, counts and daily history. */
export async function getReputation(db: Db, agentId: string, now = new Date()): Promise<Reputation> {
  const inputs = await reputationInputs(db, agentId);
  const { hundredths, components } = computeReputation(inputs, now);
  const since = new Date(now.getTime() - historyDays * 86_400_000).toISOString().slice(0, 10);
  const history = await db
    .select({ day: reputationSnapshots.day, hundredths: reputationSnapshots.hundredths })
    .from(reputationSnapshots)
    .where(and(eq(reputationSnapshots.agentId, agentId), gte(reputationSnapshots.day, since)))
    .orderBy(asc(reputationSnapshots.day));
  const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    score: formatHundredths(hundredths),
    components: {
      quality: round4(components.quality),
      reliability: round4(components.reliability),
      disputes: round4(components.disputes),
      verification: round4(components.verification),
      experience: round4(components.experience),
    },
    counts: {
      reviews: inputs.reviews.length,
      completed: inputs.completed,
      cancelledByAgent: inputs.cancelledByAgent,
      disputesLost: inputs.disputesLost,
      closed: inputs.closed,
    },
    history: history.map((h) => ({ day: h.day, score: formatHundredths(h.hundredths) })),
  };
}
