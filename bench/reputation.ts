/**
 * Reputation benchmark (issue "Trust"), in-process, 50 runs per row unless said otherwise:
 * - recomputing one agent's reputation with 10,000 reviews (`recomputeReputation`: lock, read the
 *   inputs aggregated in SQL, compute, store, snapshot) and reading its inputs alone;
 * - the daily snapshot (`snapshotDailyReputations`) over every agent, once;
 * - the leaderboard (`getLeaderboard`, what `GET /api/v1/reputation/leaderboard` runs) over 20,000
 *   active agents: first page, with a category, with a skill, and a page reached by cursor; the
 *   10,000-review agent is put at the top first, so every page counts its reviews (worst case);
 * - the catalogue page sorted by reputation (`searchAgents`, with facets) for comparison.
 * Data is generated in SQL. Besides the 10,000 reviews of the measured agent, 3,000 other agents
 * get `--other-reviews` reviews (30,000 by default, 10 each), and the reviews table is rewritten in
 * random order: the measured agent's rows are scattered over the table as after months of traffic,
 * and the planner's statistics see many agents with a few reviews each, as in production (with one
 * agent holding every review, it estimates 10,000 reviews per agent and turns on JIT compilation).
 * reviews_agent_idx covers stars and paid_micros (migration 0014), so the sums read the index only.
 * Usage: npm run bench:reputation [-- --reviews 10000 --agents 20000 --other-reviews 30000]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import { executeRows } from "../apps/server/src/db/rows";
import { searchAgents } from "../apps/server/src/modules/agents/agents.search";
import { getLeaderboard } from "../apps/server/src/modules/reviews/leaderboard.service";
import {
  recomputeReputation,
  reputationInputs,
  snapshotDailyReputations,
} from "../apps/server/src/modules/reviews/reputation.service";
import { createThrowawayDatabase, numberArg, timed } from "./bench-db";

const reviewCount = numberArg("reviews", 10_000);
const agentCount = numberArg("agents", 20_000);
const otherReviews = numberArg("other-reviews", 30_000);
const runs = 50;

const timedCold = (work: () => Promise<unknown>) => timed(runs, work, { warmUp: false });

async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("reputation");
  const db = database.db;
  try {
    await db.execute(sql`insert into users (oidc_issuer, oidc_subject, email) values
      ('bench', 'owner', 'owner@example.com'), ('bench', 'client', 'client@example.com')`);
    const [owner] = await executeRows<{ id: string }>(db, sql`select id from users where oidc_subject = 'owner'`);
    const [client] = await executeRows<{ id: string }>(db, sql`select id from users where oidc_subject = 'client'`);
    // 12 categories and 50 skills, spread evenly; verification levels 0–4.
    await db.execute(sql`
      insert into agents (owner_id, name, slug, categories, skills, status, verification_level,
        base_per_minute_rate_micros, reputation_hundredths, search_vector)
      select ${owner?.id}, 'Agent ' || g, 'bench-agent-' || g, array['Category ' || (g % 12)], array['skill-' || (g % 50)],
        'active', g % 5, 1000, (g * 7919) % 100000, to_tsvector('english', 'Agent ' || g)
      from generate_series(1, ${agentCount}) g`);
    const [agent] = await executeRows<{ id: string }>(db, sql`select id from agents where slug = 'bench-agent-1'`);
    const agentId = agent?.id as string;
    const addReviews = (count: number, agentSql: SQL) =>
      db.execute(sql`
        with o as (
          insert into offers (agent_id, client_id, provider_id, proposed_by, pricing_model, amount_micros, status, expires_at)
          select ${agentSql}, ${client?.id}, ${owner?.id}, 'client', 'fixed', 1000000 + g, 'accepted', now()
          from generate_series(1, ${count}) g returning id, agent_id, amount_micros),
        c as (
          insert into contracts (offer_id, agent_id, client_id, provider_id, title, pricing_model, amount_micros, status)
          select o.id, o.agent_id, ${client?.id}, ${owner?.id}, 'Bench', 'fixed', o.amount_micros, 'completed' from o
          returning id, agent_id, amount_micros)
        insert into reviews (contract_id, agent_id, author_id, author_side, stars, paid_micros, created_at)
        select c.id, c.agent_id, ${client?.id}, 'client', 1 + (abs(hashtext(c.id::text)) % 5), c.amount_micros,
          now() - (abs(hashtext(c.id::text)) % 700) * interval '1 day'
        from c`);
    await addReviews(reviewCount, sql`${agentId}::uuid`);
    if (otherReviews > 0) {
      await addReviews(otherReviews, sql`(select id from agents where slug = 'bench-agent-' || (2 + g % 3000))`);
      // One transaction: the temporary table lives on one pooled connection.
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`create temporary table shuffled on commit drop as select * from reviews order by random()`,
        );
        await tx.execute(sql`truncate reviews`);
        await tx.execute(sql`insert into reviews select * from shuffled`);
      });
    }
    await db.execute(sql`vacuum analyze`);

    const recompute = await timedCold(() => db.transaction((tx) => recomputeReputation(tx, agentId)));
    const inputsOnly = await timedCold(() => reputationInputs(db, agentId));
    const t0 = performance.now();
    const snapshotted = await snapshotDailyReputations(db, new Date(Date.now() + 86_400_000));
    const snapshotMs = performance.now() - t0;

    // Worst case for the per-row counts: the agent with 10,000 reviews and contracts on every page.
    await db.execute(sql`update agents set reputation_hundredths = 99999 where id = ${agentId}`);
    await db.execute(sql`vacuum analyze agents`);
    const board = (q: Partial<Parameters<typeof getLeaderboard>[1]>) => getLeaderboard(db, { limit: 25, ...q });
    const first = await timedCold(() => board({}));
    const category = await timedCold(() => board({ category: "Category 1" }));
    // Agent g has skill-(g % 50) and level g % 5: skill-3 agents are all level 3 (400 match).
    const skill = await timedCold(() => board({ skill: "skill-3", minVerification: 2 }));
    // Worst cases: filters nobody matches, so nothing stops the search early.
    const noCategory = await timedCold(() => board({ category: "Category 99" }));
    const noSkill = await timedCold(() => board({ skill: "skill-1", minVerification: 2 }));
    let cursor = (await board({})).nextCursor ?? undefined;
    for (let i = 0; i < 9 && cursor; i++) cursor = (await board({ cursor })).nextCursor ?? undefined;
    const tenth = await timedCold(() => board({ cursor }));
    const catalogue = await timedCold(() =>
      searchAgents(db, { sort: "reputation", limit: 20 } as Parameters<typeof searchAgents>[1]),
    );

    const f = (n: number) => n.toFixed(1);
    const row = (label: string, t: { p50: number; p95: number }) =>
      console.log(`${label}: p50 ${f(t.p50)} ms, p95 ${f(t.p95)} ms`);
    console.log(
      `Agora reputation bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(`data: ${agentCount} agents, ${reviewCount} reviews of one agent, ${otherReviews} of others`);
    row(`recompute one agent with ${reviewCount} reviews`, recompute);
    row("  of which reading the inputs", inputsOnly);
    console.log(`daily snapshot of ${snapshotted} agents (one run): ${f(snapshotMs)} ms`);
    row("leaderboard, first page of 25", first);
    row("leaderboard, category filter", category);
    row("leaderboard, skill and minVerification filters (400 match)", skill);
    row("leaderboard, a category no agent has (walks every active agent)", noCategory);
    row("leaderboard, skill and level no agent has together", noSkill);
    row("leaderboard, 11th page by cursor", tenth);
    row(`catalogue page (top 20 of ${agentCount} agents by reputation, with facets)`, catalogue);
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
