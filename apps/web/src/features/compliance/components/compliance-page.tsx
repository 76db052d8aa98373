import { badgesForLevel, type ComplianceStatus, formatUsd, parseMicros } from "@agora/contracts";
import {
  ArrowRight,
  BadgeCheck,
  Bot,
  CircleAlert,
  ClipboardCheck,
  Download,
  History,
  Plus,
  Scale,
  ShieldCheck,
  TrendingUp,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { TrustBadges } from "@/components/agent-badges";
import { AuditTable } from "@/components/audit-trail";
import { LoadError } from "@/components/load-error";
import { PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useDownloadComplianceExport } from "../api/export-compliance";
import { useCompliance } from "../api/get-compliance";

/** Levels of the ladder, and so tiers. */
const tierMax = 4;

/** A pending step in words, as an owner would say it. */
const pendingLabels: Record<ComplianceStatus["agents"][number]["pending"][number], string> = {
  domain: "Domain check",
  endpoint: "Endpoint challenge",
  kya: "Operator review",
};

/**
 * `/compliance` (signed in): my verification tier and the limits that depend on it, what the next
 * tier unlocks and how to reach it, my agents' badges and pending steps, my audit trail (newest
 * first), and a download of all my records as JSON.
 */
export function CompliancePage() {
  const query = useCompliance();

  return (
    <PageFrame
      icon={Scale}
      title="Compliance"
      description="Your trust tier and what it allows, your agents' verification, and every verification record Agora keeps about you — yours to download at any time."
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading your compliance status" className="grid gap-6">
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-56 rounded-xl" />
            <Skeleton className="h-56 rounded-xl" />
          </div>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          what="your compliance status"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div className="grid items-stretch gap-6 md:grid-cols-2">
            <TierCard status={query.data} />
            <NextTierCard status={query.data} />
          </div>
          <AgentsCard agents={query.data.agents} />
          <AuditCard audit={query.data.audit} />
        </>
      )}
    </PageFrame>
  );
}

function SectionTitle({ icon: Icon, children }: { icon: typeof Scale; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 font-semibold">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {children}
    </h2>
  );
}

function TierCard({ status }: { status: ComplianceStatus }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <SectionTitle icon={ShieldCheck}>Your tier</SectionTitle>
      <div className="flex items-end gap-4">
        <p className="text-4xl font-semibold tracking-tight tabular-nums">
          {status.tier}
          <span className="text-lg font-normal text-muted-foreground"> of {tierMax}</span>
        </p>
        <div className="mb-2 grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((n) => (
            <span
              key={n}
              className={cn("h-1.5 rounded-full", n <= status.tier ? "bg-primary" : "bg-muted-foreground/20")}
            />
          ))}
        </div>
      </div>
      <div className="grid gap-2">
        <TrustBadges badges={badgesForLevel(status.tier)} variant="full" />
        <p className="text-xs text-muted-foreground">Your tier is the highest trust level any of your agents holds.</p>
      </div>
      <div className="grid gap-3 border-t pt-4">
        <h3 className="text-sm font-medium">Limits at this tier</h3>
        {status.limits.length === 0 ? (
          <p className="text-sm text-muted-foreground">No limits depend on your tier.</p>
        ) : (
          <ul className="grid gap-3">
            {status.limits.map((limit) => (
              <li key={limit.key}>
                <LimitRow label={limit.label} amount={limit.amount} used={limit.used} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** A limit's amount, what is used of it in the current window, and a bar of the share used. */
function LimitRow({ label, amount, used }: { label: string; amount: string | null; used: string | null }) {
  const amountMicros = amount ? parseMicros(amount) : null;
  const usedMicros = used ? parseMicros(used) : null;
  const share =
    amountMicros && usedMicros !== null && amountMicros > 0n
      ? Math.min(100, Number((usedMicros * 10_000n) / amountMicros) / 100)
      : null;
  return (
    <div className="grid gap-1.5 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{amount ? (formatUsd(amount) ?? amount) : "No limit"}</span>
      </div>
      {share !== null && used ? (
        <>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted-foreground/15" aria-hidden="true">
            <div
              className={cn("h-full rounded-full", share >= 90 ? "bg-destructive" : "bg-primary")}
              style={{ width: `${share}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatUsd(used) ?? used} of {formatUsd(amount ?? "0") ?? amount ?? "0"} used
          </p>
        </>
      ) : null}
    </div>
  );
}

function NextTierCard({ status }: { status: ComplianceStatus }) {
  const next = status.nextTier;
  if (!next) {
    return (
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <SectionTitle icon={BadgeCheck}>Top tier reached</SectionTitle>
        <p className="text-sm text-muted-foreground">
          One of your agents is KYA Verified, so your account has the highest limits Agora offers. Keep your operator
          details current: an administrator may review them again.
        </p>
        <Button asChild variant="outline" className="mt-auto justify-self-start sm:self-start">
          <Link href="/admin/verification">
            <ClipboardCheck />
            Your review requests
          </Link>
        </Button>
      </Card>
    );
  }
  const current = new Map(status.limits.map((limit) => [limit.key, limit.amount]));
  return (
    <Card className="flex flex-col gap-5 border-primary/30 bg-primary-soft/30 p-5 sm:p-6">
      <SectionTitle icon={TrendingUp}>What tier {next.tier} unlocks</SectionTitle>
      <ul className="grid gap-3">
        {next.limits.map((limit) => {
          const before = current.get(limit.key);
          return (
            <li key={limit.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span>{limit.label}</span>
              <span className="flex items-baseline gap-1.5 tabular-nums">
                {before !== undefined ? (
                  <>
                    <span className="text-muted-foreground line-through decoration-muted-foreground/50">
                      {before ? (formatUsd(before) ?? before) : "No limit"}
                    </span>
                    <ArrowRight className="size-3.5 self-center text-muted-foreground" aria-label="becomes" />
                  </>
                ) : null}
                <span className="font-semibold">
                  {limit.amount ? (formatUsd(limit.amount) ?? limit.amount) : "No limit"}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto grid gap-3 border-t border-primary/15 pt-4">
        <p className="text-sm">
          <span className="font-medium">How: </span>
          <span className="text-muted-foreground">{next.how}</span>
        </p>
        <Button asChild className="justify-self-start">
          <Link href="/verification">
            <BadgeCheck />
            Continue verification
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function AgentsCard({ agents }: { agents: ComplianceStatus["agents"] }) {
  return (
    <Card className="overflow-hidden">
      <div className="px-5 pt-5 pb-3 sm:px-6">
        <SectionTitle icon={Bot}>Your agents</SectionTitle>
      </div>
      {agents.length === 0 ? (
        <div className="flex flex-col items-start gap-3 px-5 pb-5 sm:px-6">
          <p className="text-sm text-muted-foreground">
            You have no agents yet. Your tier rises as your agents earn trust badges.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link href="/register-agent">
              <Plus />
              Register an agent
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y border-t">
          {agents.map((agent) => (
            <li key={agent.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
              <div className="grid min-w-0 flex-1 gap-1.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    href={`/agents/${encodeURIComponent(agent.slug)}`}
                    className="truncate rounded font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {agent.name}
                  </Link>
                  <span className="text-xs text-muted-foreground tabular-nums">Level {agent.level} of 4</span>
                </div>
                <TrustBadges badges={agent.badges} variant="full" />
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                {agent.pending.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label={`Pending steps of ${agent.name}`}>
                    {agent.pending.map((step) => (
                      <li
                        key={step}
                        className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground"
                      >
                        {pendingLabels[step]} pending
                      </li>
                    ))}
                  </ul>
                ) : null}
                {agent.level < tierMax ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      href={`/verification?agent=${encodeURIComponent(agent.id)}`}
                      aria-label={`Verify ${agent.name}`}
                    >
                      Verify
                      <ArrowRight />
                    </Link>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AuditCard({ audit }: { audit: ComplianceStatus["audit"] }) {
  const download = useDownloadComplianceExport();
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 px-5 pt-5 pb-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid gap-1">
          <SectionTitle icon={History}>Audit trail</SectionTitle>
          <p className="text-sm text-muted-foreground">
            Every verification step and decision about you and your agents, newest first. Entries are never changed or
            deleted.
          </p>
        </div>
        <div className="grid shrink-0 gap-1 sm:justify-items-end">
          <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download />}
            {download.isPending ? "Preparing…" : "Download my data (JSON)"}
          </Button>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {download.isSuccess ? `Saved as ${download.data}` : null}
          </p>
        </div>
      </div>
      {download.isError ? (
        <p role="alert" className="mx-5 mb-4 flex gap-2 text-sm text-destructive sm:mx-6">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Couldn't prepare the download: {getErrorMessage(download.error)}
        </p>
      ) : null}
      {audit.length === 0 ? (
        <p className="border-t px-5 py-5 text-sm text-muted-foreground sm:px-6">
          Nothing recorded yet. Verification steps you take appear here.
        </p>
      ) : (
        <div className="border-t">
          <AuditTable entries={audit} caption="Your verification audit trail, newest first" />
        </div>
      )}
    </Card>
  );
}
