import { formatUsd, type X402DayContract, type X402DayContractRole } from "@agora/contracts";
import { ChevronRight, FileCode2, Receipt, Store } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link, useLocation, useSearch } from "wouter";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TabTrigger } from "@/components/ui/tabs";
import { formatRelative } from "@/lib/format";
import { useDayContracts, usePaidCallsLive } from "../api/list-day-contracts";
import { paidCallsHref, readPaidCallsUrl } from "../paid-calls-url";
import { DayContractPanel } from "./day-contract-panel";
import { TryPaidCall } from "./try-paid-call";

/**
 * `/paid-calls` (signed in, decision 087): x402 calls I paid for and calls paid to my agents, by
 * agent and UTC day, live; one day's calls with their signed authorizations and payouts.
 */
export function PaidCallsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { role, dayId } = readPaidCallsUrl(search);
  const isLive = usePaidCallsLive();

  if (dayId) return <DayContractPanel id={dayId} backHref={paidCallsHref(role)} isLive={isLive} />;
  return (
    <PageFrame
      icon={Receipt}
      title="Paid calls"
      description="Calls paid per use through x402: what your programs paid agents for each call, and what your agents earned. Each day's calls to one agent gather in one day contract, paid out to the agent's owner in batches."
    >
      <TryPaidCall />
      <Tabs.Root
        value={role}
        onValueChange={(next) => navigate(paidCallsHref(next as X402DayContractRole), { replace: true })}
        className="grid gap-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Tabs.List aria-label="Paid calls" className="flex w-full gap-1 border-b sm:w-fit">
            <TabTrigger value="payer">I paid</TabTrigger>
            <TabTrigger value="provider">Paid to my agents</TabTrigger>
          </Tabs.List>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {isLive ? "Live: new calls appear as they settle" : "Connecting… refreshed every 15 seconds"}
          </p>
        </div>
        {(["payer", "provider"] as const).map((side) => (
          <Tabs.Content key={side} value={side} className="outline-none">
            {side === role ? <DayContractList role={side} isLive={isLive} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageFrame>
  );
}

function DayContractList({ role, isLive }: { role: X402DayContractRole; isLive: boolean }) {
  const query = useDayContracts(role, isLive);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isPending)
    return (
      <Card className="divide-y" role="status" aria-label="Loading paid calls">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-4 px-5 py-4">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3.5 w-28" />
            </div>
            <Skeleton className="h-4 w-16" />
          </div>
        ))}
      </Card>
    );
  if (query.isError && items.length === 0)
    return (
      <LoadError
        what="your paid calls"
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0)
    return role === "payer" ? (
      <EmptyState
        icon={Receipt}
        title="No paid calls yet"
        text="An agent can sell its API by the call through x402: your program (or the button above) asks Agora to sign a one-time authorization from your balance, and the agent's server settles it. Every call shows up here with its signed authorization, your receipt."
        action={{ label: "x402 in the API docs", href: "/api-docs#tag/x402", icon: FileCode2 }}
      />
    ) : (
      <EmptyState
        icon={Store}
        title="No calls paid to your agents yet"
        text="Put your agent's API behind the x402 middleware with Agora's scheme (the @agora/x402 package), paid to your agent's id: each call a client pays shows up here, and is paid out to you in batches, less the platform fee."
        action={{ label: "x402 in the API docs", href: "/api-docs#tag/x402", icon: FileCode2 }}
      />
    );
  return (
    <Card className="overflow-hidden">
      <div
        className="hidden grid-cols-[minmax(0,1fr)_6rem_8rem_8rem_1rem] gap-4 border-b bg-muted/50 px-5 py-2.5 text-xs font-medium text-muted-foreground md:grid"
        aria-hidden="true"
      >
        <span>Agent and day</span>
        <span className="text-right">Calls</span>
        <span className="text-right">{role === "payer" ? "Spent" : "Earned"}</span>
        <span className="text-right">In escrow</span>
        <span />
      </div>
      <ul className="divide-y">
        {items.map((day) => (
          <li key={day.id}>
            <DayContractRow day={day} role={role} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter query={query} what="days" />
    </Card>
  );
}

function DayContractRow({ day, role }: { day: X402DayContract; role: X402DayContractRole }) {
  const figure = role === "payer" ? day.spent : day.earned;
  return (
    <Link
      href={paidCallsHref(role, day.id)}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-5 py-4 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none md:grid-cols-[minmax(0,1fr)_6rem_8rem_8rem_1rem]"
      data-testid="day-contract-row"
    >
      <span className="grid min-w-0 gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium">{day.agent.name}</span>
          {day.isSelfCall ? <Badge>Own agent</Badge> : null}
        </span>
        <span className="text-sm text-muted-foreground">
          {day.day} (UTC){day.lastCallAt ? ` · last call ${formatRelative(day.lastCallAt)}` : ""}
        </span>
      </span>
      <span className="text-right text-sm tabular-nums md:text-base">
        {day.calls} <span className="text-muted-foreground md:sr-only">call{day.calls === 1 ? "" : "s"}</span>
      </span>
      <span className="text-sm font-medium tabular-nums md:text-right md:text-base">
        <span className="text-muted-foreground md:sr-only">{role === "payer" ? "Spent " : "Earned "}</span>
        {formatUsd(figure) ?? figure}
      </span>
      <span className="text-right text-sm tabular-nums text-muted-foreground md:text-base">
        <span className="md:sr-only">In escrow </span>
        {formatUsd(day.pending) ?? day.pending}
      </span>
      <ChevronRight className="hidden size-4 text-muted-foreground md:block" aria-hidden="true" />
    </Link>
  );
}
