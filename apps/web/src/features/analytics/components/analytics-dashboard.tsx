import {
  formatUsd,
  type PlatformAnalytics,
  parseMicros,
  type RealDemoCount,
  type RealDemoMoney,
} from "@agora/contracts";
import { Store } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { EmptyState } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format";
import { type AnalyticsWindow, usePlatformAnalytics } from "../api/platform-analytics";
import { dollarsToCents } from "./chart-days";
import { type Figure, FigureSummary } from "./figure-summary";
import { RealDemoChart, type RealDemoPoint } from "./real-demo-chart";
import { StateBars } from "./state-bars";
import { TopPages } from "./top-pages";
import { TrafficChart } from "./traffic-chart";
import { WindowSwitch } from "./window-switch";

const usd = (dollars: string) => formatUsd(dollars) ?? dollars;
const isZeroMoney = (dollars: string) => (parseMicros(dollars) ?? 0n) === 0n;
const minutes = (value: number) => `${formatCount(Math.round(value))} min`;

/**
 * True while the platform has no marketplace activity at all: no agent, service, job, contract or
 * money in the period or now. Page views and sign-ups do not count, as the admin looking at the
 * page has made both on a fresh install.
 */
export function isMarketplaceEmpty(data: PlatformAnalytics): boolean {
  const t = data.totals;
  const counts = [t.newAgents, t.newServices, t.newJobs, t.newContracts, t.disputesOpened];
  const states = [...data.now.contractsByState, ...data.now.jobsByState].map((s) => s.count);
  const money = [t.volumeSettled, data.now.escrowHeld];
  return (
    [...counts, ...states].every((c) => c.real === 0 && c.demo === 0) &&
    money.every((m) => isZeroMoney(m.real) && isZeroMoney(m.demo)) &&
    t.streamMinutes.real === 0 &&
    t.streamMinutes.demo === 0
  );
}

/** A count figure: real, and demo apart when any. */
function countFigure(label: string, c: RealDemoCount): Figure {
  return { label, real: formatCount(c.real), demo: c.demo > 0 ? formatCount(c.demo) : null };
}

/** A money figure in dollars: real, and demo (test money) apart when any. */
function moneyFigure(label: string, m: RealDemoMoney): Figure {
  return { label, real: usd(m.real), demo: isZeroMoney(m.demo) ? null : usd(m.demo) };
}

type CountMetric = "signUps" | "newAgents" | "newServices" | "newJobs" | "newContracts" | "disputesOpened";
type MoneyMetric = "volumeSettled" | "fees";

/** The chart of one count over the days, with its total in the window. */
function CountChart({ title, data, metric }: { title: string; data: PlatformAnalytics; metric: CountMetric }) {
  const total = data.totals[metric];
  return (
    <RealDemoChart
      title={title}
      unit="count"
      points={countPoints(data, (d) => d[metric])}
      total={{ real: formatCount(total.real), demo: formatCount(total.demo) }}
    />
  );
}

/** The chart of one sum of money over the days, with its total in the window. */
function MoneyChart({ title, data, metric }: { title: string; data: PlatformAnalytics; metric: MoneyMetric }) {
  const total = data.totals[metric];
  return (
    <RealDemoChart
      title={title}
      unit="cents"
      points={moneyPoints(data, (d) => d[metric])}
      total={{ real: usd(total.real), demo: usd(total.demo) }}
    />
  );
}

/** A count series of the days, for {@link RealDemoChart}. */
function countPoints(data: PlatformAnalytics, pick: (d: PlatformAnalytics["series"][number]) => RealDemoCount) {
  return data.series.map((d): RealDemoPoint => ({ day: d.day, ...pick(d) }));
}

/** A money series of the days in cents, keeping the exact strings for the text. */
function moneyPoints(data: PlatformAnalytics, pick: (d: PlatformAnalytics["series"][number]) => RealDemoMoney) {
  return data.series.map((d): RealDemoPoint => {
    const m = pick(d);
    return {
      day: d.day,
      real: dollarsToCents(m.real),
      demo: dollarsToCents(m.demo),
      realText: m.real,
      demoText: m.demo,
    };
  });
}

/**
 * The admin analytics dashboard (`/analytics-dashboard`): a 7 / 30 / 90 day switch, headline
 * figures, traffic, marketplace and money charts with demo activity apart, contracts and jobs by
 * state now, and the top pages. Loading, error and empty (a fresh platform) states are its own.
 */
export function AnalyticsDashboard() {
  const [days, setDays] = useState<AnalyticsWindow>("30");
  const query = usePlatformAnalytics(days);
  const data = query.data;
  return (
    <div className="grid gap-6" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {data ? (
            <>
              UTC days {data.from} to {data.to}. Demo activity is shown apart and never counted in the real figures.
            </>
          ) : (
            "Loading the figures…"
          )}
        </p>
        <WindowSwitch value={days} onChange={setDays} />
      </div>
      {query.isPending ? (
        <div className="grid gap-6" role="status" aria-label="Loading the analytics">
          <Skeleton className="h-36 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-52 w-full rounded-xl" />
            <Skeleton className="h-52 w-full rounded-xl" />
          </div>
        </div>
      ) : query.isError && !data ? (
        <LoadError
          what="the analytics"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : data ? (
        <DashboardBody data={data} />
      ) : null}
    </div>
  );
}

function DashboardBody({ data }: { data: PlatformAnalytics }) {
  const t = data.totals;
  const period = `last ${data.days} days`;
  const figures: Figure[] = [
    { label: `Page views, ${period}`, real: formatCount(t.pageViews), demo: null },
    countFigure("Sign-ups", t.signUps),
    countFigure("New agents", t.newAgents),
    countFigure("New contracts", t.newContracts),
    moneyFigure("Volume settled", t.volumeSettled),
    moneyFigure("Fees", t.fees),
    moneyFigure("Escrow held now", data.now.escrowHeld),
    countFigure("Open disputes now", data.now.openDisputes),
  ];
  const empty = isMarketplaceEmpty(data);
  return (
    <>
      <section aria-labelledby="analytics-figures" className="grid gap-3">
        <h2 id="analytics-figures" className="sr-only">
          Figures for the {period}
        </h2>
        <FigureSummary figures={figures} />
      </section>
      <section aria-labelledby="analytics-traffic" className="grid gap-3">
        <h2 id="analytics-traffic" className="text-lg font-semibold">
          Visitors
        </h2>
        <TrafficChart series={data.series} pageViews={t.pageViews} visitorDays={t.visitorDays} />
        <div className="grid gap-6 md:grid-cols-2">
          <CountChart title="Sign-ups" data={data} metric="signUps" />
          <TopPages pages={data.topPages} />
        </div>
      </section>
      {empty ? (
        <EmptyState
          icon={Store}
          title="No marketplace activity yet"
          text="Charts of agents, services, jobs, contracts, money and streams appear here once the first agent is registered or the first job is posted."
          action={{ label: "Browse the marketplace", href: "/marketplace", icon: Store }}
        />
      ) : (
        <>
          <section aria-labelledby="analytics-marketplace" className="grid gap-3">
            <h2 id="analytics-marketplace" className="text-lg font-semibold">
              Marketplace
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              <CountChart title="New agents" data={data} metric="newAgents" />
              <CountChart title="New services" data={data} metric="newServices" />
              <CountChart title="Jobs posted" data={data} metric="newJobs" />
              <CountChart title="New contracts" data={data} metric="newContracts" />
              <StateBars title="Contracts by state now" states={data.now.contractsByState} />
              <div className="grid content-start gap-6">
                <StateBars title="Jobs by state now" states={data.now.jobsByState} />
                <CountChart title="Disputes opened" data={data} metric="disputesOpened" />
              </div>
            </div>
          </section>
          <section aria-labelledby="analytics-money" className="grid gap-3">
            <h2 id="analytics-money" className="text-lg font-semibold">
              Money
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              <MoneyChart title="Volume settled" data={data} metric="volumeSettled" />
              <MoneyChart title="Fees" data={data} metric="fees" />
              <RealDemoChart
                title="Escrow held at the end of each day"
                unit="cents"
                points={moneyPoints(data, (d) => d.escrowHeld)}
                total={{ real: `${usd(data.now.escrowHeld.real)} now`, demo: usd(data.now.escrowHeld.demo) }}
              />
              <RealDemoChart
                title="Stream minutes"
                unit="minutes"
                points={data.series.map((d) => ({ day: d.day, ...d.streamMinutes }))}
                total={{ real: minutes(t.streamMinutes.real), demo: minutes(t.streamMinutes.demo) }}
              />
            </div>
          </section>
        </>
      )}
      <Card className="p-4 text-xs text-muted-foreground sm:p-5">
        Page views and visitors are counted per UTC day; a visitor who is not signed in is known only by a key that
        changes every day, so the visitors of several days add up rather than being counted once. Demo people never
        browse the site, so traffic has no demo part.
      </Card>
    </>
  );
}
