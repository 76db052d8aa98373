import { createHmac } from "node:crypto";
import type { AnalyticsDay, PageViewRequest, PlatformAnalytics, RealDemoCount } from "@agora/contracts";
import { contractStatuses, formatMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import type { DailyCountRow, DayRange } from "../../db/daily";
import { pruneOlderThan } from "../../db/prune";
import { executeRows } from "../../db/rows";
import { countNewAgentsByDay } from "../agents";
import { countDisputesOpenedByDay } from "../disputes";
import {
  countContractsByState,
  countJobsByState,
  countNewContractsByDay,
  countNewJobsByDay,
  isDemoContractById,
  type StateCountRow,
} from "../hiring";
import { ledgerDaysApart } from "../ledger";
import { countNewServicesByDay } from "../services";
import { streamActiveMsByDay } from "../streams";
import { countSignUpsByDay, firstSignUpDay } from "../users";
import { pageViews } from "./analytics.tables";

/** One day, in ms. */
const dayMs = 24 * 60 * 60 * 1000;

/** How many paths the dashboard's top pages list, at most. */
export const topPagesMax = 10;

/**
 * The per-day key of a visitor (no user): HMAC-SHA-256 of the UTC day, IP and user agent under
 * `secret`, first 32 hex characters. Only this is stored, never the IP: without the secret it
 * cannot be reversed or tried against guessed IPs, and as the day is part of it, one visitor's keys
 * on two days are unrelated (decision 037).
 * @param now when the view happened; its UTC day goes into the key.
 */
export function visitorKey(secret: string, ip: string, userAgent: string, now = new Date()): string {
  return createHmac("sha256", secret)
    .update(`${dayOf(now)}\n${ip}\n${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * Stores one page view. The query string is kept (it says what was searched), the hash is dropped
 * by the client; `userId` is null for visitors, who are counted by `visitorKey` ({@link visitorKey}).
 */
export async function recordPageView(
  db: Db,
  view: PageViewRequest,
  userId: string | null,
  visitor: string | null = null,
): Promise<void> {
  await db
    .insert(pageViews)
    .values({ path: view.path, referrer: view.referrer ?? null, userId, visitorKey: userId ? null : visitor });
}

/**
 * Deletes page views older than `retentionDays` (hourly maintenance). Run it after
 * {@link rollUpAnalytics}, which keeps their daily counts.
 * @returns how many were deleted.
 */
export async function prunePageViews(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return pruneOlderThan(db, "page_views", retentionDays, now);
}

/** `YYYY-MM-DD` of the UTC day of `at`. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` days after `day` (`YYYY-MM-DD`; `days` may be negative). */
function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/**
 * The marketplace's daily metrics, as stored in `analytics_days`: counts, µUSD sums (`*_micros`)
 * and ms (`stream_ms`).
 */
export const analyticsMetrics = [
  "sign_ups",
  "new_agents",
  "new_services",
  "new_jobs",
  "new_contracts",
  "disputes_opened",
  "volume_micros",
  "fees_micros",
  "escrow_net_micros",
  "stream_ms",
] as const;
/** One of {@link analyticsMetrics}. */
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

/** One day's value of one metric on one side (demo or real). */
interface MetricRow {
  day: string;
  metric: AnalyticsMetric;
  demo: boolean;
  value: bigint;
}

/** Rows one roll-up insert writes at most (a first roll-up of years of history is many rows). */
const rollUpBatchMax = 1000;

/** The marker metric of a rolled-up day. */
const rolledUpMarker = "rolled_up";

/**
 * Every {@link AnalyticsMetric} per day of `range`, from the owning modules' tables and views
 * (their read functions; decision 020), demo apart. Days and sides without activity are left out.
 */
async function marketplaceDays(db: Db, range: DayRange): Promise<MetricRow[]> {
  const [signUps, agents, services, jobs, contracts, disputes, streams, ledger] = await Promise.all([
    countSignUpsByDay(db, range),
    countNewAgentsByDay(db, range),
    countNewServicesByDay(db, range),
    countNewJobsByDay(db, range),
    countNewContractsByDay(db, range),
    countDisputesOpenedByDay(db, range, isDemoContractById),
    streamActiveMsByDay(db, range, isDemoContractById),
    ledgerDaysApart(db, range.since, range.until, isDemoContractById),
  ]);
  const counts = (metric: AnalyticsMetric, rows: DailyCountRow[]): MetricRow[] =>
    rows.map((r) => ({ day: r.day, metric, demo: r.demo, value: BigInt(r.n) }));
  return [
    ...counts("sign_ups", signUps),
    ...counts("new_agents", agents),
    ...counts("new_services", services),
    ...counts("new_jobs", jobs),
    ...counts("new_contracts", contracts),
    ...counts("disputes_opened", disputes),
    ...counts("stream_ms", streams),
    ...ledger.flatMap((r): MetricRow[] => [
      { day: r.day, metric: "volume_micros", demo: r.apart, value: r.volume },
      { day: r.day, metric: "fees_micros", demo: r.apart, value: r.fees },
      { day: r.day, metric: "escrow_net_micros", demo: r.apart, value: r.escrowNet },
    ]),
  ];
}

/** The first day not rolled up yet (the day after the last marker), or null before the first roll-up. */
async function firstDayNotRolledUp(db: Db | Tx): Promise<string | null> {
  const [row] = await executeRows<{ next: string | null }>(
    db,
    sql`select to_char(max(day) + 1, 'YYYY-MM-DD') as next from analytics_days where metric = ${rolledUpMarker}`,
  );
  return row?.next ?? null;
}

/** The first day with anything to count: the first sign-up or page view, or null on an empty platform. */
async function firstActiveDay(db: Db): Promise<string | null> {
  const [row] = await executeRows<{ day: string | null }>(
    db,
    sql`select to_char((min(created_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day from page_views`,
  );
  const days = [row?.day ?? null, await firstSignUpDay(db)].filter((d): d is string => d !== null).sort();
  return days[0] ?? null;
}

/**
 * Rolls every complete UTC day not rolled up yet into `analytics_days`, `page_view_days` and
 * `page_view_path_days` (hourly maintenance, before pruning): from the day after the last one
 * rolled up, or on the first run from the platform's first day, to yesterday. The rows are upserts
 * keyed by day (metric, side, path) recounted from the source tables, and each day gets a marker,
 * all in one transaction: running twice, or on two instances at once, gives the same rows. Today
 * is never rolled up; the dashboard counts it live.
 * @returns how many days were rolled up.
 * @throws whatever the database throws; the maintenance logs it and retries next hour.
 */
export async function rollUpAnalytics(db: Db, now = new Date()): Promise<number> {
  const today = dayOf(now);
  const from = (await firstDayNotRolledUp(db)) ?? (await firstActiveDay(db));
  if (from === null || from >= today) return 0;
  const range: DayRange = { since: from, until: today };
  const rows = await marketplaceDays(db, range);
  const days: string[] = [];
  for (let day = from; day < today; day = addDays(day, 1)) days.push(day);
  const window = sql`created_at >= ((${from}::date)::timestamp at time zone 'UTC') and created_at < ((${today}::date)::timestamp at time zone 'UTC')`;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += rollUpBatchMax) {
      const batch = rows.slice(i, i + rollUpBatchMax);
      await tx.execute(
        sql`insert into analytics_days (day, metric, is_demo, value) values ${sql.join(
          batch.map((r) => sql`(${r.day}::date, ${r.metric}, ${r.demo}, ${r.value})`),
          sql`, `,
        )} on conflict (day, metric, is_demo) do update set value = excluded.value`,
      );
    }
    await tx.execute(
      sql`insert into page_view_days (day, views, visitors)
          select (created_at at time zone 'UTC')::date, count(*)::int, count(distinct coalesce(user_id::text, visitor_key))::int
          from page_views where ${window} group by 1
          on conflict (day) do update set views = excluded.views, visitors = excluded.visitors`,
    );
    await tx.execute(
      sql`insert into page_view_path_days (day, path, views, visitors)
          select (created_at at time zone 'UTC')::date, split_part(path, '?', 1), count(*)::int,
            count(distinct coalesce(user_id::text, visitor_key))::int
          from page_views where ${window} group by 1, 2
          on conflict (day, path) do update set views = excluded.views, visitors = excluded.visitors`,
    );
    await tx.execute(
      sql`insert into analytics_days (day, metric, is_demo, value)
          select d::date, ${rolledUpMarker}, false, 0
          from generate_series(${from}::date, ${today}::date - 1, interval '1 day') d
          on conflict do nothing`,
    );
  });
  return days.length;
}

/** Page views and visitors per day of the window: rolled-up days from the rollup, the rest live. */
async function pageViewsByDay(
  db: Db,
  from: string,
  liveFrom: string,
): Promise<Map<string, { views: number; visitors: number }>> {
  const rows = await executeRows<{ day: string; views: number | string; visitors: number | string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, views, visitors from page_view_days
          where day >= ${from}::date and day < ${liveFrom}::date
        union all
        select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), count(*)::int,
          count(distinct coalesce(user_id::text, visitor_key))::int
        from page_views where created_at >= ((${liveFrom}::date)::timestamp at time zone 'UTC') group by 1`,
  );
  return new Map(rows.map((r) => [r.day, { views: Number(r.views), visitors: Number(r.visitors) }]));
}

/** The most viewed paths of the window, from the path rollup and the live days. */
async function topPages(db: Db, from: string, liveFrom: string): Promise<PlatformAnalytics["topPages"]> {
  const rows = await executeRows<{ path: string; views: number | string; visitors: number | string }>(
    db,
    sql`select path, sum(views)::int as views, sum(visitors)::int as visitors from (
          select path, views, visitors from page_view_path_days where day >= ${from}::date and day < ${liveFrom}::date
          union all
          select split_part(path, '?', 1), count(*)::int, count(distinct coalesce(user_id::text, visitor_key))::int
          from page_views where created_at >= ((${liveFrom}::date)::timestamp at time zone 'UTC')
          group by (created_at at time zone 'UTC')::date, 1
        ) p group by path order by views desc, path limit ${topPagesMax}`,
  );
  return rows.map((r) => ({ path: r.path, views: Number(r.views), visitorDays: Number(r.visitors) }));
}

/** The rolled-up metric rows of the days in [`from`, `until`), and the escrow flow summed over every day rolled up. */
async function rolledUpDays(
  db: Db,
  from: string,
  until: string,
): Promise<{ rows: MetricRow[]; escrowNet: { real: bigint; demo: bigint } }> {
  const [rows, escrow] = await Promise.all([
    executeRows<{ day: string; metric: AnalyticsMetric; demo: boolean; value: bigint | string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, metric, is_demo as demo, value from analytics_days
          where day >= ${from}::date and day < ${until}::date and metric <> ${rolledUpMarker}`,
    ),
    executeRows<{ demo: boolean; total: bigint | string }>(
      db,
      sql`select is_demo as demo, sum(value) as total from analytics_days where metric = 'escrow_net_micros' group by 1`,
    ),
  ]);
  const net = (demo: boolean) => BigInt(escrow.find((r) => r.demo === demo)?.total ?? 0);
  return {
    rows: rows.map((r) => ({ day: r.day, metric: r.metric, demo: r.demo, value: BigInt(r.value) })),
    escrowNet: { real: net(false), demo: net(true) },
  };
}

/** `rows` as `{state, count}` in the order of `states`, every state listed. */
function byState(rows: StateCountRow[], states: readonly string[]): PlatformAnalytics["now"]["contractsByState"] {
  return states.map((state) => {
    const n = (demo: boolean) => rows.filter((r) => r.state === state && r.demo === demo).reduce((s, r) => s + r.n, 0);
    return { state, count: { real: n(false), demo: n(true) } };
  });
}

/** ms → minutes with two decimals (stream time is shown in minutes). */
function msToMinutes(ms: bigint): number {
  return Number((ms + 300n) / 600n) / 100;
}

/** Real and demo sums of one metric, µUSD or counts or ms. */
interface Pair {
  real: bigint;
  demo: bigint;
}

/**
 * The admin dashboard's figures (`GET /api/v1/admin/analytics`) for the `days` UTC days ending
 * today: one {@link AnalyticsDay} per day, the window's totals, its top pages, and the state now.
 * Days the maintenance has rolled up are read from `analytics_days` and `page_view_days`; the rest
 * (today, and any day not rolled up yet) are counted live from the owning modules' tables. The
 * escrow held is the sum of every day's escrow flow (the ledger is append-only, so this equals the
 * escrow accounts' balances), walked back day by day for the end-of-day series. Demo activity is
 * in each figure's `demo`, never in `real`. Money is summed as µUSD bigints and formatted as
 * dollars only here.
 * @param days the window, 7, 30 or 90 days, today included.
 * @throws whatever the database throws (answered as a 500).
 */
export async function getPlatformAnalytics(db: Db, days: number, now = new Date()): Promise<PlatformAnalytics> {
  const to = dayOf(now);
  const from = addDays(to, -(days - 1));
  const rolledTo = await firstDayNotRolledUp(db);
  // Days before `liveFrom` are read from the rollups; from it on, counted live.
  const liveFrom = rolledTo === null || rolledTo < from ? from : rolledTo > to ? to : rolledTo;
  // Escrow needs every day's flow: the live part starts where the rollup ends (at the beginning
  // of time before the first roll-up).
  const liveSince = rolledTo === null ? "1970-01-01" : rolledTo < liveFrom ? rolledTo : liveFrom;
  const [views, pages, rolled, live, cStates, jStates] = await Promise.all([
    pageViewsByDay(db, from, liveFrom),
    topPages(db, from, liveFrom),
    rolledUpDays(db, from, liveFrom),
    marketplaceDays(db, { since: liveSince, until: null }),
    countContractsByState(db),
    countJobsByState(db),
  ]);

  // One value per (metric, day, side) over the window, from the rollup or live.
  const cell = new Map<string, bigint>();
  const key = (metric: AnalyticsMetric, day: string, demo: boolean) => `${metric}|${day}|${demo}`;
  let liveEscrow: Pair = { real: 0n, demo: 0n };
  for (const r of live) {
    if (r.metric === "escrow_net_micros" && (rolledTo === null || r.day >= rolledTo))
      liveEscrow = r.demo
        ? { ...liveEscrow, demo: liveEscrow.demo + r.value }
        : { ...liveEscrow, real: liveEscrow.real + r.value };
  }
  for (const r of [...rolled.rows, ...live.filter((x) => x.day >= liveFrom)]) {
    const k = key(r.metric, r.day, r.demo);
    cell.set(k, (cell.get(k) ?? 0n) + r.value);
  }
  const pair = (metric: AnalyticsMetric, day: string): Pair => ({
    real: cell.get(key(metric, day, false)) ?? 0n,
    demo: cell.get(key(metric, day, true)) ?? 0n,
  });
  const count = (metric: AnalyticsMetric, day: string): RealDemoCount => {
    const p = pair(metric, day);
    return { real: Number(p.real), demo: Number(p.demo) };
  };
  const dollars = (p: Pair) => ({ real: formatMicros(p.real), demo: formatMicros(p.demo) });
  const dayList = Array.from({ length: days }, (_, i) => addDays(from, i));

  const held: Pair = {
    real: rolled.escrowNet.real + liveEscrow.real,
    demo: rolled.escrowNet.demo + liveEscrow.demo,
  };
  // Escrow at the end of each day: the balance now, less the flows of the days after it.
  const escrowEnd = new Map<string, Pair>();
  let escrow = held;
  for (const day of [...dayList].reverse()) {
    escrowEnd.set(day, escrow);
    const net = pair("escrow_net_micros", day);
    escrow = { real: escrow.real - net.real, demo: escrow.demo - net.demo };
  }
  // The ledger refuses overdrafts, so a negative balance cannot happen; clamp rather than throw.
  const nonNegative = (p: Pair): Pair => ({ real: p.real < 0n ? 0n : p.real, demo: p.demo < 0n ? 0n : p.demo });

  const series: AnalyticsDay[] = dayList.map((day) => {
    const ms = pair("stream_ms", day);
    return {
      day,
      pageViews: views.get(day)?.views ?? 0,
      visitors: views.get(day)?.visitors ?? 0,
      signUps: count("sign_ups", day),
      newAgents: count("new_agents", day),
      newServices: count("new_services", day),
      newJobs: count("new_jobs", day),
      newContracts: count("new_contracts", day),
      disputesOpened: count("disputes_opened", day),
      volumeSettled: dollars(pair("volume_micros", day)),
      fees: dollars(pair("fees_micros", day)),
      escrowHeld: dollars(nonNegative(escrowEnd.get(day) as Pair)),
      streamMinutes: { real: msToMinutes(ms.real), demo: msToMinutes(ms.demo) },
    };
  });
  const total = (metric: AnalyticsMetric): Pair =>
    dayList.reduce(
      (s, day) => {
        const p = pair(metric, day);
        return { real: s.real + p.real, demo: s.demo + p.demo };
      },
      { real: 0n, demo: 0n },
    );
  const totalCount = (metric: AnalyticsMetric): RealDemoCount => {
    const p = total(metric);
    return { real: Number(p.real), demo: Number(p.demo) };
  };
  const streamTotal = total("stream_ms");
  const contractsByState = byState(cStates, contractStatuses);
  // A dispute freezes its contract in `disputed` until it is resolved, so the open disputes are
  // the disputed contracts: no second scan.
  const disputed = contractsByState.find((s) => s.state === "disputed")?.count ?? { real: 0, demo: 0 };
  return {
    days,
    from,
    to,
    generatedAt: now.toISOString(),
    series,
    totals: {
      pageViews: series.reduce((s, d) => s + d.pageViews, 0),
      visitorDays: series.reduce((s, d) => s + d.visitors, 0),
      signUps: totalCount("sign_ups"),
      newAgents: totalCount("new_agents"),
      newServices: totalCount("new_services"),
      newJobs: totalCount("new_jobs"),
      newContracts: totalCount("new_contracts"),
      disputesOpened: totalCount("disputes_opened"),
      volumeSettled: dollars(total("volume_micros")),
      fees: dollars(total("fees_micros")),
      streamMinutes: { real: msToMinutes(streamTotal.real), demo: msToMinutes(streamTotal.demo) },
    },
    topPages: pages,
    now: {
      escrowHeld: dollars(nonNegative(held)),
      openDisputes: disputed,
      contractsByState,
      jobsByState: byState(jStates, ["open", "closed"]),
    },
  };
}
