/**
 * Platform analytics benchmark (decision 037), in-process, 30 runs per row: what
 * `GET /api/v1/admin/analytics` computes (`getPlatformAnalytics`) for the 7, 30 and 90 day windows
 * over 1,000,000 page views (the last 90 days, the default retention) and 100,000 contracts (a
 * year of them, with their escrow accounts, fundings, payouts, fees, disputes and streams).
 * The anchor is the same call before anything is rolled up: every day of the window is then
 * counted from the raw `page_views` and the marketplace's tables, which is what the dashboard
 * would cost without `page_view_days` and `analytics_days`. The first roll-up of the whole history
 * and an hourly pass with nothing to do are timed once each. 5 % of the people are demo (the seeder's), and their agents' and clients'
 * contracts are counted apart. Data is generated in SQL.
 * Usage: npm run bench:analytics [-- --page-views 1000000 --contracts 100000]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { getPlatformAnalytics, rollUpAnalytics } from "../apps/server/src/modules/analytics/analytics.service";
import { createThrowawayDatabase, numberArg, timed } from "./bench-db";

const pageViewCount = numberArg("page-views", 1_000_000);
const contractCount = numberArg("contracts", 100_000);
const userCount = 20_000;
const agentCount = 2_000;
const runs = 30;
/** The ceiling of DESIGN.md's analytics: the dashboard's data at p95, ms. */
const p95CeilingMs = 100;

async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("analytics");
  const db = database.db;
  try {
    const t0 = performance.now();
    await db.execute(sql`
      insert into users (oidc_issuer, oidc_subject, email, is_demo, created_at)
      select 'bench', 'u' || g, 'u' || g || '@example.com', g % 20 = 0, now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
      from generate_series(1, ${userCount}) g`);
    await db.execute(
      sql`create temporary table bench_users as select id, row_number() over (order by oidc_subject) as n, is_demo from users`,
    );
    await db.execute(sql`
      insert into agents (owner_id, name, slug, categories, status, base_per_minute_rate_micros, search_vector, is_demo, created_at)
      select u.id, 'Agent ' || g, 'bench-agent-' || g, array['Research'], 'active', 1000, to_tsvector('english', 'Agent ' || g),
        u.is_demo, now() - (g % 365) * interval '1 day'
      from generate_series(1, ${agentCount}) g join bench_users u on u.n = g * 10`);
    await db.execute(
      sql`create temporary table bench_agents as select id, owner_id, row_number() over (order by slug) as n from agents`,
    );
    await db.execute(sql`
      insert into services (agent_id, title, category, per_minute_pricing, price_min_micros, price_max_micros, search_vector, created_at)
      select a.id, 'Service ' || g, 'Research', false, 1000000, 9000000, to_tsvector('english', 'Service ' || g), now() - (g % 365) * interval '1 day'
      from generate_series(1, ${agentCount * 2}) g join bench_agents a on a.n = 1 + g % ${agentCount}`);
    await db.execute(sql`
      insert into jobs (client_id, title, description, pricing_model, status, created_at)
      select u.id, 'Job ' || g, 'Bench job', 'fixed', case when g % 3 = 0 then 'closed' else 'open' end, now() - (g % 365) * interval '1 day'
      from generate_series(1, 20000) g join bench_users u on u.n = 1 + (g * 7) % ${userCount}`);
    // Contracts: a year of them, in these shares of states (2 % still disputed, 2 % resolved by a
    // dispute). Rows are written in time order, as a live platform appends them.
    await db.execute(sql`
      with o as (
        insert into offers (agent_id, client_id, provider_id, proposed_by, pricing_model, amount_micros, status, expires_at, created_at)
        select a.id, u.id, a.owner_id, 'client', 'fixed', 1000000 + (g % 500) * 100000, 'accepted', now(),
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
        from generate_series(1, ${contractCount}) g
        join bench_agents a on a.n = 1 + g % ${agentCount}
        join bench_users u on u.n = 1 + (g * 13) % ${userCount}
        returning id, agent_id, client_id, provider_id, amount_micros, created_at)
      insert into contracts (offer_id, agent_id, client_id, provider_id, title, pricing_model, amount_micros, status, created_at)
      select o.id, o.agent_id, o.client_id, o.provider_id, 'Bench', 'fixed', o.amount_micros,
        case when h < 55 then 'completed' when h < 70 then 'active' when h < 78 then 'cancelled' when h < 86 then 'awaiting_funding'
          when h < 96 then 'delivered' when h < 98 then 'resolved' else 'disputed' end,
        o.created_at
      from (select o.*, abs(hashtext(o.id::text)) % 100 as h from o) o order by o.created_at`);
    // The ledger: escrow funded an hour after the contract, paid out (payout + 1 % fee) two days later.
    await db.execute(sql`insert into ledger_accounts (owner_type, owner_id, kind, debits_posted, credits_posted) values
      ('platform', '00000000-0000-0000-0000-000000000000', 'funding', 0, 0),
      ('platform', '00000000-0000-0000-0000-000000000000', 'fees', 0, 0),
      ('user', '00000000-0000-0000-0000-000000000001', 'available', 0, 0)`);
    await db.execute(sql`
      insert into ledger_accounts (owner_type, owner_id, kind, credits_posted, debits_posted, created_at)
      select 'contract', c.id, 'escrow', c.amount_micros,
        case when c.status in ('completed', 'resolved') then c.amount_micros else 0 end, c.created_at + interval '1 hour'
      from contracts c where c.status <> 'awaiting_funding'`);
    await db.execute(sql`
      with e as (
        select a.id, a.owner_id, a.credits_posted as amount, a.debits_posted > 0 as paid, a.created_at
        from ledger_accounts a where a.kind = 'escrow'),
      f as (select id from ledger_accounts where kind = 'funding'),
      p as (select id from ledger_accounts where kind = 'available'),
      fee as (select id from ledger_accounts where kind = 'fees')
      insert into ledger_transfers (debit_account_id, credit_account_id, amount_micros, code, reference, debit_balance_after, credit_balance_after, created_at)
      select f.id, e.id, e.amount, 'escrow_fund', 'contract:' || e.owner_id, 0, e.amount, e.created_at from e, f
      union all
      select e.id, p.id, e.amount - e.amount / 100, 'payout', 'contract:' || e.owner_id, e.amount / 100, 0, e.created_at + interval '2 days' from e, p where e.paid
      union all
      select e.id, fee.id, e.amount / 100, 'fee', 'contract:' || e.owner_id, 0, 0, e.created_at + interval '2 days' from e, fee where e.paid
      order by 8`);
    await db.execute(sql`
      insert into disputes (contract_id, opened_by, reason, status, frozen_micros, created_at)
      select c.id, c.client_id, 'Bench', case when c.status = 'disputed' then 'open' else 'resolved' end, c.amount_micros, c.created_at + interval '3 days'
      from contracts c where c.status in ('disputed', 'resolved')`);
    await db.execute(sql`
      insert into streams (contract_id, status, limit_micros, limit_reason, active_ms_closed, last_heartbeat_at, started_at, stopped_at, stop_reason)
      select c.id, 'settled', c.amount_micros, 'cap_reached', 60000 * (1 + abs(hashtext(c.id::text)) % 90), c.created_at + interval '2 hours',
        c.created_at + interval '1 hour', c.created_at + interval '3 hours', 'cap_reached'
      from contracts c where c.status in ('completed', 'active') and abs(hashtext(c.id::text)) % 10 = 0`);
    // A million page views over the last 90 days: 60 paths (with searches), 30 % signed in, written
    // in time order as the web app reports them (today's views sit together at the table's end).
    await db.execute(sql`
      insert into page_views (path, user_id, visitor_key, created_at)
      select case when g % 7 = 0 then '/marketplace?q=term' || (g % 40) else '/page-' || (g % 60) end,
        case when g % 10 < 3 then u.id end,
        case when g % 10 >= 3 then md5('visitor' || (g % 20000) || '-' || (g % 90)) end,
        now() - (g % 90) * interval '1 day' - ((g * 37) % 86400) * interval '1 second'
      from generate_series(1, ${pageViewCount}) g left join bench_users u on u.n = 1 + g % ${userCount}
      order by 4`);
    await db.execute(sql`vacuum analyze`);
    const loadS = (performance.now() - t0) / 1000;

    // The anchor: nothing rolled up yet, so every day comes from the raw page views.
    const anchor = {
      7: await timed(runs, () => getPlatformAnalytics(db, 7)),
      30: await timed(runs, () => getPlatformAnalytics(db, 30)),
      90: await timed(runs, () => getPlatformAnalytics(db, 90)),
    };
    const r0 = performance.now();
    const rolled = await rollUpAnalytics(db);
    const rollUpMs = performance.now() - r0;
    const r1 = performance.now();
    await rollUpAnalytics(db);
    const hourlyMs = performance.now() - r1;
    await db.execute(sql`analyze page_view_days`);
    await db.execute(sql`analyze page_view_path_days`);
    await db.execute(sql`analyze analytics_days`);
    const dashboard = {
      7: await timed(runs, () => getPlatformAnalytics(db, 7)),
      30: await timed(runs, () => getPlatformAnalytics(db, 30)),
      90: await timed(runs, () => getPlatformAnalytics(db, 90)),
    };
    const counts = await db.execute(
      sql`select (select count(*) from page_views)::int as views, (select count(*) from contracts)::int as contracts,
        (select count(*) from ledger_transfers)::int as transfers, (select count(*) from page_view_path_days)::int as path_days, (select count(*) from analytics_days)::int as metric_rows`,
    );
    const c = (Array.isArray(counts) ? counts[0] : (counts as unknown as { rows: unknown[] }).rows[0]) as Record<
      string,
      number
    >;

    const f = (n: number) => n.toFixed(1);
    console.log(
      `Agora analytics bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(
      `data: ${c.views} page views over 90 days, ${c.contracts} contracts over a year, ${c.transfers} transfers, ` +
        `${userCount} users, ${agentCount} agents (generated in ${f(loadS)} s)`,
    );
    console.log(
      `first roll-up: ${rolled} days (${c.metric_rows} metric rows, ${c.path_days} day×path rows), ${f(rollUpMs)} ms; hourly pass with nothing new: ${f(hourlyMs)} ms`,
    );
    for (const days of [7, 30, 90] as const) {
      const a = anchor[days];
      const d = dashboard[days];
      console.log(
        `${days} days: dashboard p50 ${f(d.p50)} ms, p95 ${f(d.p95)} ms (ceiling ${p95CeilingMs} ms: ${d.p95 <= p95CeilingMs ? "within" : "OVER"}); ` +
          `anchor without the rollup p50 ${f(a.p50)} ms, p95 ${f(a.p95)} ms; ratio p95 ${(d.p95 / a.p95).toFixed(2)}`,
      );
    }
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
