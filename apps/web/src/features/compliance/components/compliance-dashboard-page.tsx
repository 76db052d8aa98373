import { type AuthUser, badgeLabels, type ComplianceDashboard, verificationBadges } from "@agora/contracts";
import { ArrowRight, ChartColumn, Flag, Gavel, Info, Layers, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount, formatDate, formatDateTime, formatDuration } from "@/lib/format";
import { useComplianceDashboard } from "../api/get-compliance-dashboard";
import { fillThroughput, ThroughputChart, throughputDays } from "./throughput-chart";

/** Names of the levels 0–4: unverified, then the badge each level adds. */
const levelNames = ["Unverified", ...verificationBadges.map((badge) => badgeLabels[badge])];

const outcomeLabels: Record<ComplianceDashboard["disputesByOutcome"][number]["outcome"], string> = {
  open: "Open",
  client_won: "Client won",
  agent_won: "Agent won",
  split: "Split",
};

/**
 * `/compliance-dashboard` (signed in): for admins the platform's verification and dispute figures
 * (agents by level, decisions per day, the review backlog, disputes by outcome, flagged
 * accounts); for everyone else the same figures about their own agents, with a note saying so.
 */
export function ComplianceDashboardPage({ user }: { user: AuthUser | null }) {
  const query = useComplianceDashboard();
  const isAdmin = user?.role === "admin";

  return (
    <PageFrame
      icon={ShieldCheck}
      title="Compliance dashboard"
      description={
        isAdmin
          ? "Verification and risk across Agora: how far agents have climbed the trust ladder, how fast reviews are decided, the backlog, dispute outcomes and accounts that need a closer look."
          : "Verification and disputes of your own agents at a glance: trust levels, decisions over the last 30 days, reviews waiting and dispute outcomes."
      }
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading the dashboard" className="grid gap-6">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-56 rounded-xl" />
            <Skeleton className="h-56 rounded-xl" />
          </div>
        </div>
      ) : query.isError ? (
        <LoadError
          what="the dashboard"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Dashboard data={query.data} />
      )}
    </PageFrame>
  );
}

function Dashboard({ data }: { data: ComplianceDashboard }) {
  const isPlatform = data.scope === "platform";
  const agentsTotal = data.agentsByLevel.reduce((sum, row) => sum + row.count, 0);
  const kyaCount = data.agentsByLevel.find((row) => row.level === 4)?.count ?? 0;
  const days = fillThroughput(data.throughput);
  const totals = days.reduce(
    (sum, day) => ({
      approved: sum.approved + day.approved,
      rejected: sum.rejected + day.rejected,
      automatic: sum.automatic + day.automatic,
    }),
    { approved: 0, rejected: 0, automatic: 0 },
  );
  const decisions = totals.approved + totals.rejected + totals.automatic;
  const { pending } = data;

  return (
    <>
      {isPlatform ? null : (
        <p className="flex gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          These figures cover your own agents only. Platform-wide figures and flagged accounts are for Agora
          administrators.
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat
          label="Reviews waiting"
          value={formatCount(pending.count)}
          note={
            isPlatform && pending.count > 0 ? (
              <Link
                href="/admin/verification"
                className="inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                Open the queue
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            ) : (
              "operator reviews"
            )
          }
          tone={pending.count > 0 ? "attention" : "normal"}
        />
        <Stat
          label="Oldest waiting"
          value={pending.oldestSubmittedAt ? formatAge(pending.oldestSubmittedAt) : "—"}
          note={
            pending.oldestSubmittedAt ? (
              <span title={formatDateTime(pending.oldestSubmittedAt)}>
                since {formatDate(pending.oldestSubmittedAt)}
              </span>
            ) : (
              "nothing waiting"
            )
          }
        />
        <Stat
          label="Median wait"
          value={pending.medianAgeHours === null ? "—" : formatDuration(pending.medianAgeHours * 60)}
          note="of reviews waiting now"
        />
        <Stat
          label="KYA Verified agents"
          value={formatCount(kyaCount)}
          note={agentsTotal > 0 ? `of ${formatCount(agentsTotal)} agents` : "no agents yet"}
        />
      </dl>

      <Card className="p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <SectionTitle icon={ChartColumn}>Verification decisions per day</SectionTitle>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatCount(decisions)} in the last {throughputDays} days
          </p>
        </div>
        {decisions === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            No checks passed and no reviews decided in the last {throughputDays} days.
          </p>
        ) : (
          <ThroughputChart
            days={days}
            summary={`In the last ${throughputDays} days: ${totals.automatic} automatic checks passed, ${totals.approved} reviews approved and ${totals.rejected} rejected.`}
          />
        )}
      </Card>

      <div className="grid items-start gap-6 md:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <SectionTitle icon={Layers}>Agents by trust level</SectionTitle>
          <BarList
            label="Agents by trust level"
            rows={[0, 1, 2, 3, 4].map((level) => ({
              key: String(level),
              label: `${level} · ${levelNames[level]}`,
              count: data.agentsByLevel.find((row) => row.level === level)?.count ?? 0,
            }))}
            emptyText="No agents yet."
          />
        </Card>
        <Card className="p-5 sm:p-6">
          <SectionTitle icon={Gavel}>Disputes by outcome</SectionTitle>
          <BarList
            label="Disputes by outcome"
            rows={(["open", "client_won", "agent_won", "split"] as const).map((outcome) => ({
              key: outcome,
              label: outcomeLabels[outcome],
              count: data.disputesByOutcome.find((row) => row.outcome === outcome)?.count ?? 0,
              tone: outcome === "open" ? ("attention" as const) : undefined,
            }))}
            emptyText="No disputes so far."
          />
        </Card>
      </div>

      {isPlatform ? <FlaggedAccounts accounts={data.flaggedAccounts} /> : null}
    </>
  );
}

/** How long ago an instant was, as a rounded duration: "~3 days". */
function formatAge(iso: string, nowMs = Date.now()): string {
  return formatDuration(Math.max(0, nowMs - Date.parse(iso)) / 60_000);
}

function SectionTitle({ icon: Icon, children }: { icon: typeof Info; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 font-semibold">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {children}
    </h2>
  );
}

function Stat({
  label,
  value,
  note,
  tone = "normal",
}: {
  label: string;
  value: string;
  note: ReactNode;
  tone?: "normal" | "attention";
}) {
  return (
    <Card className="flex flex-col p-4 sm:p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 grid gap-1">
        <span
          className={cn(
            "text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl",
            tone === "attention" && "text-warning-soft-foreground",
          )}
        >
          {value}
        </span>
        <span className="text-xs text-muted-foreground">{note}</span>
      </dd>
    </Card>
  );
}

/** Counts as labelled horizontal bars, scaled to the largest; a list, so it reads as text too. */
function BarList({
  label,
  rows,
  emptyText,
}: {
  label: string;
  rows: Array<{ key: string; label: string; count: number; tone?: "attention" | undefined }>;
  emptyText: string;
}) {
  const max = Math.max(0, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return <p className="mt-4 text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="mt-4 grid gap-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span>{row.label}</span>
            <span className="font-medium tabular-nums">
              {formatCount(row.count)}
              <span className="sr-only"> ({Math.round((row.count / total) * 100)}%)</span>
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className={cn(
                "h-full rounded-full",
                row.tone === "attention" ? "bg-warning-soft-foreground" : "bg-primary",
              )}
              style={{ width: max > 0 ? `${Math.max(row.count > 0 ? 2 : 0, (row.count / max) * 100)}%` : 0 }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FlaggedAccounts({ accounts }: { accounts: ComplianceDashboard["flaggedAccounts"] }) {
  return (
    <Card className="overflow-hidden">
      <div className="grid gap-1 px-5 pt-5 pb-4 sm:px-6">
        <SectionTitle icon={Flag}>Flagged accounts</SectionTitle>
        <p className="text-sm text-muted-foreground">
          Users with lost disputes, rejected operator reviews or repeated failed checks.
        </p>
      </div>
      {accounts.length === 0 ? (
        <p className="border-t px-5 py-5 text-sm text-muted-foreground sm:px-6">No account is flagged.</p>
      ) : (
        <table className="w-full border-t text-sm">
          <caption className="sr-only">Flagged accounts</caption>
          <thead className="hidden sm:table-header-group">
            <tr className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
              <th scope="col" className="w-1/3 px-6 py-2.5 font-medium">
                Account
              </th>
              <th scope="col" className="px-6 py-2.5 font-medium">
                Why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {accounts.map((account) => (
              <tr key={account.userId} className="grid gap-2 px-5 py-3 sm:table-row sm:p-0">
                <td className="font-medium sm:px-6 sm:py-3 sm:align-top">{account.name}</td>
                <td className="sm:px-6 sm:py-3">
                  <ul className="flex flex-wrap gap-1.5">
                    {account.reasons.map((reason) => (
                      <li
                        key={reason}
                        className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-destructive"
                      >
                        {reason}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
