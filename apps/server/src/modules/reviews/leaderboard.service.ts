import { badgesForLevel, type LeaderboardEntry, type LeaderboardQuery } from "@agora/contracts";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { toStakeSignal } from "../agents";
import { agentListingView } from "../agents/agents.tables";
import { contractPartyView } from "../hiring/hiring.tables";
import { formatHundredths } from "../reputation";
import { stakeSignals } from "../staking";

/**
 * Where the previous page ended: its last row's score (`h`, hundredths, 0–99999) and id, and that
 * row's rank (`r`, 1-based; zod's `int()` keeps it a safe integer, so `r + 1` stays exact).
 */
const leaderboardCursor = z.strictObject({
  h: z.number().int().min(0).max(99_999),
  id: cursorUuid,
  r: z.number().int().min(1),
});

/**
 * One page of `GET /api/v1/reputation/leaderboard`: active agents by stored score, best first,
 * ties broken by id (descending), filtered by category, skill and lowest KYA level. Keyset pages on
 * `(reputation_hundredths desc, id desc)`, which is the order of the partial index
 * `agents_active_reputation_idx`, so a page is an index walk of about `limit` rows (more when a
 * filter is selective). Each row's review and completed-contract counts are correlated subqueries
 * over the page only (not one query per row, not every agent). Agents and contracts are read through
 * their modules' views (`agent_listings`, `contract_parties`), which the planner inlines.
 * `rank` is the position in this filtered list as paged: the cursor carries the previous page's
 * last rank, so scores that change between two page requests do not renumber the rows already shown.
 * @param query the contract's {@link LeaderboardQuery}, parsed.
 * @returns `limit` rows at most, and `nextCursor` when more follow.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function getLeaderboard(
  db: Db,
  query: LeaderboardQuery,
): Promise<{ data: LeaderboardEntry[]; nextCursor: string | null }> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, leaderboardCursor);
  const where: SQL[] = [sql`a.status = 'active'`];
  if (query.category) where.push(sql`${query.category} = any(a.categories)`);
  if (query.skill) where.push(sql`a.skills @> array[${query.skill}]::text[]`);
  if (query.minVerification !== undefined) where.push(sql`a.verification_level >= ${query.minVerification}`);
  if (after) where.push(sql`(a.reputation_hundredths, a.id) < (${after.h}::int, ${after.id}::uuid)`);
  // With a skill, the agents having it (GIN agents_skills_idx) are fewer than the active agents the
  // score index would walk to find 25 of them (all 20,000 when none match: 31 ms against 1.3 ms),
  // so "+ 0" keeps the planner from walking the index in score order; it sorts the few instead.
  const score = query.skill ? sql`a.reputation_hundredths + 0` : sql`a.reputation_hundredths`;
  const rows = await executeRows<{
    id: string;
    slug: string;
    name: string;
    tagline: string;
    categories: string[];
    level: number;
    is_demo: boolean;
    hundredths: number;
    reviews: number;
    completed: number;
  }>(
    db,
    // The inner query picks the page; the counts are computed for its rows only.
    sql`select p.*,
          (select count(*)::int from reviews r
            where r.agent_id = p.id and r.author_side = 'client' and r.paid_micros > 0) as reviews,
          (select count(*)::int from ${contractPartyView} c where c.agent_id = p.id and c.status = 'completed') as completed
        from (
          select a.id, a.slug, a.name, a.tagline, a.categories, a.verification_level::int as level,
            a.is_demo, a.reputation_hundredths as hundredths
          from ${agentListingView} a
          where ${sql.join(where, sql` and `)}
          order by ${score} desc, a.id desc
          limit ${query.limit + 1}
        ) p
        order by p.hundredths desc, p.id desc`,
  );
  const page = rows.slice(0, query.limit);
  const stakes = await stakeSignals(
    db,
    page.map((r) => r.id),
  );
  const first = after ? after.r + 1 : 1;
  const data = page.map((r, i) => ({
    rank: first + i,
    agentId: r.id,
    slug: r.slug,
    name: r.name,
    tagline: r.tagline,
    categories: r.categories,
    verificationLevel: r.level,
    badges: badgesForLevel(r.level),
    isDemo: r.is_demo,
    score: formatHundredths(r.hundredths),
    reviews: r.reviews,
    completed: r.completed,
    stake: toStakeSignal(stakes.get(r.id)),
  }));
  const last = page[page.length - 1];
  return {
    data,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ h: last.hundredths, id: last.id, r: first + page.length - 1 })
        : null,
  };
}
