import { disputeLostBelowAgentShareBps, type Reputation } from "@agora/contracts";
import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { lockAgentForScore, storeReputationHundredths } from "../agents";
import { agentNameView } from "../agents/agents.tables";
import { disputeOutcomeView } from "../disputes/disputes.tables";
import { contractPartyView } from "../hiring/hiring.tables";
import { wasFunded } from "../ledger";
import {
  type AggregatedReputationInputs,
  formatHundredths,
  microsPerDollarFloat,
  msPerDay,
  reviewHalfLifeDays,
  type Reputation as Score,
  scoreReputation,
  starsMax,
  starsMin,
} from "../reputation";
import { x402CountedDayView } from "../x402/x402.tables";
import { reputationSnapshots } from "./reviews.tables";

/** Days of daily scores `GET /api/v1/agents/:id/reputation` returns. */
const historyDays = 90;

/** Agents the daily snapshot recomputes per transaction: short locks, one inputs query per batch. */
export const snapshotBatchSize = 100;

const funded = wasFunded(sql`c.id`);

/** The UTC day of `at`, `YYYY-MM-DD`: snapshots are one per agent per UTC day. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * One review's weight at `now` in SQL, the formula of `reviewWeight` in reputation/reputation.ts:
 * `log2(1 + paid dollars) × 0.5^(age days / half-life)`, a review dated after `now` counting as age
 * 0. The constants come from that module as parameters, so the formula's numbers live in one place.
 * `date_part` returns float8 (unlike `extract`, numeric since PostgreSQL 14), which keeps 10,000 rows cheap.
 */
function reviewWeightSql(now: Date): SQL {
  const halfLifeS = (reviewHalfLifeDays * msPerDay) / 1000;
  return sql`(ln(1 + r.paid_micros::float8 / ${microsPerDollarFloat}::float8) / ln(2::float8)
    * power(0.5::float8, greatest(0::float8, ${now.getTime() / 1000}::float8 - date_part('epoch', r.created_at)) / ${halfLifeS}::float8))`;
}

/**
 * Reads what the scores of `agentIds` depend on at `now`, in one query: the clients' reviews of
 * paid contracts reduced to Σw and Σw·rating in SQL (float8 is fine: reputation is not money),
 * completed contracts, cancellations by the agent's side after funding, disputes lost (agent share
 * below 50 %), closed contracts, and the verification level. A pay-per-call day (x402's
 * `x402_counted_days`: a payer's calls to the agent in one UTC day, not the owner's own) counts
 * as one completed and closed contract once its day has ended at `now` (decision 085).
 * Aggregating in SQL instead of reading the review rows is what keeps a recompute for an agent
 * with 10,000 reviews under 20 ms (docs/BENCHMARKS.md "Reputation").
 * @returns inputs by agent id; ids of agents that do not exist are left out.
 */
export async function reputationInputsMany(
  db: Db | Tx,
  agentIds: readonly string[],
  now: Date,
): Promise<Map<string, AggregatedReputationInputs>> {
  if (!agentIds.length) return new Map();
  const rows = await executeRows<{
    id: string;
    level: number;
    ended: number[];
    cancelled: number[];
    disputes_lost: number;
    call_days: number;
    quality: (number | string)[];
  }>(
    db,
    // One scalar subquery per group of figures, each on its own index: planning them is ~5× cheaper
    // than lateral joins (3 ms → 0.6 ms on PostgreSQL 15, more on PGlite), which matters for the
    // many agents with few reviews. Completed and resolved contracts are counted by an index-only
    // scan of contracts_agent_idx (agent_id, status); "funded" (an escrow account exists) is only
    // looked up for the few cancelled ones. Each review's weight is computed once: `offset 0`
    // keeps PostgreSQL from inlining the subquery, which would evaluate it once per sum.
    sql`select a.id, a.verification_level::int as level,
          (select array[count(*) filter (where c.status = 'completed'), count(*) filter (where c.status = 'resolved')]::int[]
            from ${contractPartyView} c where c.agent_id = a.id and c.status in ('completed', 'resolved')) as ended,
          (select array[count(*) filter (where c.cancelled_by = 'provider'), count(*)]::int[]
            from ${contractPartyView} c where c.agent_id = a.id and c.status = 'cancelled' and ${funded}) as cancelled,
          (select count(*)::int from ${disputeOutcomeView} d join ${contractPartyView} dc on dc.id = d.contract_id
            where dc.agent_id = a.id and d.status = 'resolved' and d.agent_share_bps < ${disputeLostBelowAgentShareBps}) as disputes_lost,
          (select count(*)::int from ${x402CountedDayView} x
            where x.agent_id = a.id and x.ends_at <= ${now.toISOString()}::timestamptz) as call_days,
          (select array[count(*), coalesce(sum(w.w), 0), coalesce(sum(w.w * w.rating), 0)]::float8[]
            from (select ${reviewWeightSql(now)} as w,
                    (r.stars - ${starsMin})::float8 / ${starsMax - starsMin}::float8 as rating
                  from reviews r
                  where r.agent_id = a.id and r.author_side = 'client' and r.paid_micros > 0
                  offset 0) w) as quality
        from ${agentNameView} a
        where a.id in (${sql.join(
          agentIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((r) => {
      const [hired = 0, resolved = 0] = r.ended;
      // A paid day of calls is a completed contract like a hire's (decision 085).
      const completed = hired + r.call_days;
      const [cancelledByAgent = 0, cancelledFunded = 0] = r.cancelled;
      // float8[] elements arrive as numbers (PGlite) or strings (postgres.js).
      const [count = 0, weight = 0, weighted = 0] = r.quality.map(Number);
      const inputs: AggregatedReputationInputs = {
        quality: { count, weight, weightedRating: weighted },
        completed,
        cancelledByAgent,
        disputesLost: r.disputes_lost,
        // Closed: reached an end that counts, i.e. completed, resolved, or cancelled after funding.
        closed: completed + resolved + cancelledFunded,
        verificationLevel: r.level,
      };
      return [r.id, inputs];
    }),
  );
}

/**
 * What one agent's score depends on at `now` (see {@link reputationInputsMany}).
 * @throws Error when the agent does not exist (callers have loaded it).
 */
export async function reputationInputs(
  db: Db | Tx,
  agentId: string,
  now = new Date(),
): Promise<AggregatedReputationInputs> {
  const inputs = (await reputationInputsMany(db, [agentId], now)).get(agentId);
  if (!inputs) throw new Error(`agent ${agentId} not found`);
  return inputs;
}

/**
 * Stores scores on their agents (through the agents module, which writes only the changed ones)
 * and as the snapshots of `day`, replacing one written earlier that day. Two statements, in the
 * caller's transaction.
 */
async function storeScores(db: Db | Tx, scores: ReadonlyMap<string, Score>, day: string): Promise<void> {
  if (!scores.size) return;
  await storeReputationHundredths(db, new Map([...scores].map(([id, s]) => [id, s.hundredths])));
  const values = [...scores].map(
    ([id, s]) => sql`(${id}::uuid, ${s.hundredths}::int, ${JSON.stringify(s.components)}::jsonb)`,
  );
  await db.execute(
    sql`with v (id, h, components) as (values ${sql.join(values, sql`, `)})
        insert into reputation_snapshots (agent_id, day, hundredths, components)
        select v.id, ${day}::date, v.h, v.components from v
        on conflict (agent_id, day) do update set hundredths = excluded.hundredths, components = excluded.components`,
  );
}

/**
 * Recomputes an agent's reputation at `now`, stores it on the agent and as that day's snapshot.
 * Call it inside the transaction that changed one of its inputs (a review, a completion, a
 * cancellation, a dispute outcome, a verification level), so score and cause commit together; a
 * plain `db` is accepted for a new agent's first score. The agent row is locked first
 * (`FOR NO KEY UPDATE`, which foreign-key checks do not wait for), so two recomputes of one agent
 * run one after the other and the second reads what the first committed instead of overwriting it
 * with an older view.
 * @returns the new score in hundredths (0–99999).
 * @throws Error when the agent does not exist.
 */
export async function recomputeReputation(db: Db | Tx, agentId: string, now = new Date()): Promise<number> {
  await lockAgentForScore(db, agentId);
  const score = scoreReputation(await reputationInputs(db, agentId, now));
  await storeScores(db, new Map([[agentId, score]]), dayOf(now));
  return score.hundredths;
}

/**
 * The daily snapshot (money-jobs.ts runs it every hour): recomputes at `now` every agent that has
 * no snapshot for `now`'s UTC day, so scores decay with age even when nothing else happens and
 * the history is a daily series. Works in batches of `batchSize` agents, one transaction each.
 * The snapshots table is the state (an agent is done once today's row exists), so a restart or a
 * second run the same day redoes nothing; `FOR NO KEY UPDATE SKIP LOCKED` lets several instances
 * share the work without doing an agent twice. An agent locked by another transaction is skipped
 * this time and picked up at the next tick.
 * @returns how many agents were snapshotted.
 */
export async function snapshotDailyReputations(
  db: Db,
  now = new Date(),
  batchSize = snapshotBatchSize,
): Promise<number> {
  const day = dayOf(now);
  const noSnapshot = sql`not exists (select 1 from reputation_snapshots s where s.agent_id = a.id and s.day = ${day}::date)`;
  let after = "00000000-0000-0000-0000-000000000000";
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Walking ids upward means an agent skipped because it was locked is not met again this run.
      const locked = await executeRows<{ id: string }>(
        tx,
        sql`select a.id from ${agentNameView} a where a.id > ${after}::uuid and ${noSnapshot}
            order by a.id limit ${batchSize}
            for no key update of a skip locked`,
      );
      if (!locked.length) return { locked, due: [] };
      // Asked again now that the rows are ours: another instance may have committed some of them
      // between this statement's snapshot and our lock (a new statement sees its commit).
      const due = await executeRows<{ id: string }>(
        tx,
        sql`select a.id from ${agentNameView} a where a.id in (${sql.join(
          locked.map((l) => sql`${l.id}::uuid`),
          sql`, `,
        )}) and ${noSnapshot}`,
      );
      const inputs = await reputationInputsMany(
        tx,
        due.map((d) => d.id),
        now,
      );
      await storeScores(tx, new Map([...inputs].map(([id, i]) => [id, scoreReputation(i)])), day);
      return { locked, due };
    });
    done += batch.due.length;
    if (batch.locked.length < batchSize) return done;
    after = batch.locked[batch.locked.length - 1]?.id as string;
  }
}

/**
 * The reputation of an agent at `now`, computed live, with its components, counts and the daily
 * snapshots of the last 90 days.
 * @throws Error when the agent does not exist (the route loads it first).
 */
export async function getReputation(db: Db, agentId: string, now = new Date()): Promise<Reputation> {
  const inputs = await reputationInputs(db, agentId, now);
  const { hundredths, components } = scoreReputation(inputs);
  const since = dayOf(new Date(now.getTime() - historyDays * msPerDay));
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
      reviews: inputs.quality.count,
      completed: inputs.completed,
      cancelledByAgent: inputs.cancelledByAgent,
      disputesLost: inputs.disputesLost,
      closed: inputs.closed,
    },
    history: history.map((h) => ({ day: h.day, score: formatHundredths(h.hundredths) })),
  };
}
