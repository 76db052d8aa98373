import { formatUsd, type X402Call, type X402DayContractDetail } from "@agora/contracts";
import { ArrowLeft, BadgeCheck, CircleAlert, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { MoneyLine } from "@/components/money-line";
import { SignedFieldList } from "@/components/signed-field-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useVerifiedAuthorization } from "../api/get-authorization";
import { useDayContract, useDayContractCalls } from "../api/get-day-contract";

const usd = (value: string) => formatUsd(value) ?? value;

/** One day contract: its money, its payouts, and its calls with their authorizations (decision 087). */
export function DayContractPanel({ id, backHref, isLive }: { id: string; backHref: string; isLive: boolean }) {
  const query = useDayContract(id, isLive);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Link
        href={backHref}
        className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All paid calls
      </Link>
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the day's calls">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">Paid calls</h1>
          <LoadError
            what="these paid calls"
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : (
        <DayContractBody day={query.data} isLive={isLive} />
      )}
    </div>
  );
}

function DayContractBody({ day, isLive }: { day: X402DayContractDetail; isLive: boolean }) {
  const isPayer = day.role === "payer";
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {isPayer ? `Paid calls to ${day.agent.name}` : `Calls paid to ${day.agent.name}`}
        </h1>
        <p className="text-muted-foreground">
          {day.day} (UTC) · {day.calls} call{day.calls === 1 ? "" : "s"}
          {day.isSelfCall ? " · your own agent: settled, never counted for reputation" : ""}
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">Money</h2>
          <dl className="grid gap-2 text-sm">
            <MoneyLine
              label={isPayer ? "Spent" : "Paid by the client"}
              value={usd(day.spent)}
              testId="day-spent"
              isStrong
            />
            <MoneyLine label="Waiting in escrow for the next payout" value={usd(day.pending)} testId="day-pending" />
            <MoneyLine label="Paid out" value={usd(day.paidOut)} />
            <MoneyLine label="Platform fees" value={usd(day.fees)} />
            <MoneyLine
              label={isPayer ? "Received by the agent's owner" : "Earned"}
              value={usd(day.earned)}
              isStrong={!isPayer}
            />
          </dl>
        </Card>
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">Payouts</h2>
          {day.payoutList.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              None yet: settled calls wait in the day contract's escrow and are paid out to the agent's owner in
              batches, about once a minute.
            </p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {day.payoutList.map((p) => (
                <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span>
                    #{p.seq} · {p.calls} call{p.calls === 1 ? "" : "s"} · {formatDateTime(p.paidAt)}
                  </span>
                  <span className="tabular-nums">
                    {usd(p.net)} <span className="text-muted-foreground">(fee {usd(p.fee)})</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <CallList dayId={day.id} isPayer={isPayer} isLive={isLive} />
    </>
  );
}

function CallList({ dayId, isPayer, isLive }: { dayId: string; isPayer: boolean; isLive: boolean }) {
  const query = useDayContractCalls(dayId, isLive);
  const calls = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="grid gap-3" aria-label="Calls">
      <h2 className="text-sm font-semibold tracking-tight">Calls</h2>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError && calls.length === 0 ? (
        <LoadError
          what="the calls"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {calls.map((call) => (
              <li key={call.authorizationId}>
                <CallRow call={call} isPayer={isPayer} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} what="calls" />
        </Card>
      )}
    </section>
  );
}

function CallRow({ call, isPayer }: { call: X402Call; isPayer: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="grid gap-2 px-5 py-3" data-testid="paid-call">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium tabular-nums">{usd(call.amount)}</span>
          <span className="truncate text-sm text-muted-foreground" title={call.resource}>
            {formatDateTime(call.settledAt)} · <span className="break-all">{call.resource}</span>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!isPayer ? <span className="text-sm text-muted-foreground">fee {usd(call.fee)}</span> : null}
          <Badge variant={call.payoutId ? "primary" : "warning"}>{call.payoutId ? "Paid out" : "In escrow"}</Badge>
          {isPayer ? (
            <Button variant="outline" size="sm" onClick={() => setIsOpen(!isOpen)} aria-expanded={isOpen}>
              {isOpen ? "Hide receipt" : "Receipt"}
            </Button>
          ) : null}
        </div>
      </div>
      {isOpen ? <AuthorizationReceipt id={call.authorizationId} /> : null}
    </div>
  );
}

/** The call's signed authorization, checked in the browser with the published key. */
function AuthorizationReceipt({ id }: { id: string }) {
  const { state, check } = useVerifiedAuthorization(id);
  if (state.isPending) return <Spinner aria-label="Loading the receipt" />;
  if (state.isError)
    return (
      <LoadError
        what="the receipt"
        error={state.error}
        isRetrying={state.isFetching}
        onRetry={() => void state.refetch()}
      />
    );
  const a = state.data.authorization;
  const fields: Array<[string, string]> = [
    ["Authorization", a.id],
    ["Paid to agent", a.payTo],
    ["Amount", `${a.amount} µUSD`],
    ["Network", a.network],
    ["Resource", a.resource],
    [
      "Valid",
      `${new Date(Number(a.validAfter) * 1000).toISOString()} → ${new Date(Number(a.validBefore) * 1000).toISOString()}`,
    ],
    ["Signed with key", a.keyId],
    ["Ledger transfer", state.data.settlement?.transaction ?? "not settled"],
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="call-receipt">
      <ReceiptCheckLine check={check} />
      <SignedFieldList fields={fields} termWidth="10rem" />
    </div>
  );
}

function ReceiptCheckLine({ check }: { check: ReturnType<typeof useVerifiedAuthorization>["check"] }) {
  if (check === "verified")
    return (
      <p className="flex items-center gap-1.5 font-medium text-success" role="status">
        <BadgeCheck className="size-4" aria-hidden="true" />
        Signature verified in your browser with Agora's published key
      </p>
    );
  if (check === "invalid")
    return (
      <p className="flex items-center gap-1.5 font-medium text-destructive" role="alert">
        <CircleAlert className="size-4" aria-hidden="true" />
        The signature does not verify with Agora's published keys
      </p>
    );
  return (
    <p className="flex items-center gap-1.5 text-muted-foreground" role="status">
      <ShieldQuestion className="size-4" aria-hidden="true" />
      {check === "checking"
        ? "Checking the signature…"
        : "The published keys could not be loaded to check the signature"}
    </p>
  );
}
