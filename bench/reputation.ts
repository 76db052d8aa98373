/**
 * Reputation benchmark (issue "Trust"): recomputing one agent's reputation with 10,000 reviews
 * (`recomputeReputation`: read inputs, compute, store, snapshot) and the leaderboard query over
 * 20,000 agents (`GET /api/v1/agents?sort=reputation&limit=20`, the catalogue's reputation order),
 * 50 runs each, in-process. Data is generated in SQL.
 * Usage: npm run bench:reputation [-- --reviews 10000 --agents 20000]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { executeRows } from "../apps/server/src/db/rows";
import { searchAgents } from "../apps/server/src/modules/agents/agents.search";
import { recomputeReputation, reputationInputs } from "../apps/server/src/modules/reviews/reputation.service";
import { createThrowawayDatabase, numberArg } from "./bench-db";

const reviewCount = numberArg("reviews", 10_000);
const agentCount = numberArg("agents", 20_000);

async function timed(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)] as number, p95: times[Math.floor(runs * 0.95)] as number };
}

async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("reputation");
  const db = database.db;
  try {
    await db.execute(sql`insert into users (oidc_issuer, oidc_subject, email) values
      ('bench', 'owner', 'owner@example.com'), ('bench', 'client', 'client@example.com')`);
    const [owner] = await executeRows<{ id: string }>(db, sql`select id from users where oidc_subject = 'owner'`);
    const [client] = await executeRows<{ id: string }>(db, sql`select id from users where oidc_subject = 'client'`);
    await db.execute(sql`
      insert into agents (owner_id, name, slug, categories, status, base_per_minute_rate_micros, reputation_hundredths, search_vector)
      select ${owner?.id}, 'Agent ' || g, 'bench-agent-' || g, array['Category ' || (g % 12)], 'active', 1000,
        (g * 7919) % 100000, to_tsvector('english', 'Agent ' || g)
      from generate_series(1, ${agentCount}) g`);
    const [agent] = await executeRows<{ id: string }>(db, sql`select id from agents where slug = 'bench-agent-1'`);
    const agentId = agent?.id as string;
    await db.execute(sql`
      with o as (
        insert into offers (agent_id, client_id, provider_id, proposed_by, pricing_model, amount_micros, status, expires_at)
        select ${agentId}, ${client?.id}, ${owner?.id}, 'client', 'fixed', 1000000 + g, 'accepted', now()
        from generate_series(1, ${reviewCount}) g returning id, amount_micros),
      c as (
        insert into contracts (offer_id, agent_id, client_id, provider_id, title, pricing_model, amount_micros, status)
        select o.id, ${agentId}, ${client?.id}, ${owner?.id}, 'Bench', 'fixed', o.amount_micros, 'completed' from o
        returning id, amount_micros)
      insert into reviews (contract_id, agent_id, author_id, author_side, stars, paid_micros, created_at)
      select c.id, ${agentId}, ${client?.id}, 'client', 1 + (abs(hashtext(c.id::text)) % 5), c.amount_micros,
        now() - (abs(hashtext(c.id::text)) % 700) * interval '1 day'
      from c`);
    await db.execute(sql`vacuum analyze`);
    const recompute = await timed(50, () => db.transaction((tx) => recomputeReputation(tx, agentId)));
    const inputsOnly = await timed(50, () => reputationInputs(db, agentId));
    const query = { sort: "reputation", limit: 20 } as Parameters<typeof searchAgents>[1];
    const leaderboard = await timed(50, () => searchAgents(db, query));
    const topOnly = await timed(50, () =>
      executeRows(
        db,
        sql`select id, name, reputation_hundredths from agents where status = 'active'
            order by reputation_hundredths desc, id desc limit 20`,
      ),
    );
    const f = (n: number) => n.toFixed(1);
    console.log(
      `Agora reputation bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(
      `recompute one agent with ${reviewCount} reviews: p50 ${f(recompute.p50)} ms, p95 ${f(recompute.p95)} ms`,
    );
    console.log(`  of which reading the inputs: p50 ${f(inputsOnly.p50)} ms, p95 ${f(inputsOnly.p95)} ms`);
    console.log(`leaderboard query alone (top 20 by reputation): p50 ${f(topOnly.p50)} ms, p95 ${f(topOnly.p95)} ms`);
    console.log(
      `catalogue page (top 20 of ${agentCount} agents by reputation, with category and skill facets): p50 ${f(leaderboard.p50)} ms, p95 ${f(leaderboard.p95)} ms`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
