/**
 * Feature-voting benchmark (decision 045): the tally of one proposal with 100,000 votes, as
 * `GET /api/v1/proposals/{id}` computes it (`tallyVotes`: one GROUP BY over the index
 * `proposal_votes_tally_idx`), against two anchors in the same run: a plain `count(*)` of the
 * proposal's votes, and the same tally with index scans turned off (what it costs without the
 * index). The whole read the route answers (`getProposal`) is timed too, and the tally's first form
 * (grouped by proposal and option over an IN list, for which PostgreSQL picks a parallel plan). Twenty other proposals
 * hold 10,000 votes each, so the index has to pick one proposal's rows out of 300,000. Data is
 * generated in SQL; weights are √ of a random stake, as the votes would store them.
 * Usage: npm run bench:governance [-- --votes 100000 --runs 50]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { executeRows } from "../apps/server/src/db/rows";
import { inTransaction } from "../apps/server/src/db/transaction";
import { getProposal, tallyStatement, tallyVotes } from "../apps/server/src/modules/governance/governance.service";
import { createThrowawayDatabase, numberArg, timed } from "./bench-db";

const voteCount = numberArg("votes", 100_000);
const runs = numberArg("runs", 50);
const otherProposals = 20;
const otherVotes = 10_000;
/** The ceiling of issue 16: a tally of 100,000 votes, ms. */
const ceilingMs = 100;

/** p50 and p95 of `runs` calls of `work`, ms, after one warm-up call. */
async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("governance");
  const db = database.db;
  try {
    const t0 = performance.now();
    const voters = Math.max(voteCount, otherVotes);
    await db.execute(sql`
      insert into users (oidc_issuer, oidc_subject, email)
      select 'bench', 'v' || g, 'v' || g || '@example.com' from generate_series(1, ${voters}::int) g`);
    await db.execute(sql`
      insert into proposals (author_id, title, body, options, starts_at, ends_at, created_at)
      select (select id from users order by oidc_subject limit 1), 'Proposal ' || g, 'Bench proposal',
        array['A', 'B', 'C', 'D', 'E'], now() - g * interval '1 hour', now() + interval '7 days', now() - g * interval '1 hour'
      from generate_series(0, ${otherProposals}::int) g`);
    const [target] = await executeRows<{ id: string }>(
      db,
      sql`select id from proposals order by created_at desc limit 1`,
    );
    const proposalId = (target as { id: string }).id;
    // Each proposal's votes: voter n picks option n mod 5 (skewed a little), with a stake between
    // $1 and $10,000 and its weight ⌊√(stake µUSD × 10^6)⌋ as voteWeightMicros computes it.
    await db.execute(sql`
      insert into proposal_votes (proposal_id, voter_id, option, stake_micros, weight_micros)
      with p as (select id, row_number() over (order by created_at desc) as rank from proposals),
           u as (select id, row_number() over (order by oidc_subject) as n from users)
      select p.id, u.id, ((u.n * 7 + u.n / 3) % 5)::smallint, s.micros, floor(sqrt(s.micros::numeric * 1000000))::bigint
      from p join u on u.n <= case when p.rank = 1 then ${voteCount}::int else ${otherVotes}::int end
      cross join lateral (select (1 + abs(hashtext(u.id::text || p.id::text)::bigint) % 10000) * 1000000 as micros) s`);
    await db.execute(sql`vacuum analyze proposal_votes`);
    await db.execute(sql`analyze proposals`);
    const loadS = (performance.now() - t0) / 1000;

    const [counts] = await executeRows<{ target: number; total: number }>(
      db,
      sql`select (select count(*) from proposal_votes where proposal_id = ${proposalId})::int as target,
                 (select count(*) from proposal_votes)::int as total`,
    );
    const plan = await executeRows<{ "QUERY PLAN": string }>(db, sql`explain ${tallyStatement([proposalId])}`);
    const scan = plan
      .map((r) => r["QUERY PLAN"])
      .filter((line) => /Aggregate|Index|Seq Scan|Gather/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost=.*$/, ""))
      .join(" · ");

    const tally = await timed(runs, () => tallyVotes(db, [proposalId]));
    const whole = await timed(runs, () => getProposal(db, proposalId, null));
    const count = await timed(runs, () =>
      executeRows(db, sql`select count(*)::int as n from proposal_votes where proposal_id = ${proposalId}`),
    );
    const flat = await timed(runs, () =>
      executeRows(
        db,
        sql`select proposal_id, option, count(*)::int as votes, sum(weight_micros)::text as weight
              from proposal_votes where proposal_id in (${proposalId}) group by proposal_id, option`,
      ),
    );
    const noIndex = await timed(runs, () =>
      inTransaction(db, async (tx) => {
        await tx.execute(sql`set local enable_indexonlyscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return tallyVotes(tx, [proposalId]);
      }),
    );
    const result = await getProposal(db, proposalId, null);

    const f = (n: number) => n.toFixed(1);
    console.log(
      `Agora governance bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}`,
    );
    console.log(
      `data: ${counts?.target} votes on the proposal, ${counts?.total} votes on ${otherProposals + 1} proposals ` +
        `(generated in ${f(loadS)} s); ${runs} timed calls each after one warm-up`,
    );
    console.log(`tally plan: ${scan.trim()}`);
    console.log(
      `result: turnout ${result.turnout.voters} voters, weight ${result.turnout.weight}; ` +
        result.options.map((o) => `${o.label} ${o.votes} / ${o.weight}`).join(", "),
    );
    const line = (label: string, t: { p50: number; p95: number }) =>
      console.log(`${label}: p50 ${f(t.p50)} ms, p95 ${f(t.p95)} ms`);
    line(
      `tally (tallyVotes, the API's query; ceiling ${ceilingMs} ms: ${tally.p95 <= ceilingMs ? "within" : "OVER"})`,
      tally,
    );
    line("whole read (getProposal: row, author, tally)", whole);
    line("anchor: count(*) of the proposal's votes", count);
    line("anchor: the tally without index scans", noIndex);
    line("the first form: one GROUP BY (proposal_id, option) over an IN list, no lateral", flat);
    console.log(
      `ratio p95: tally / count(*) ${(tally.p95 / count.p95).toFixed(2)}; tally / tally without index ${(tally.p95 / noIndex.p95).toFixed(2)}`,
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
