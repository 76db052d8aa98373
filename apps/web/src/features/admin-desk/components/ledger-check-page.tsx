import { formatUsd } from "@agora/contracts";
import { BookCheck, CircleAlert, CircleCheck, Play } from "lucide-react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatCount, formatDateTime } from "@/lib/format";
import { useLedgerCheck } from "../api/ledger-check";

/**
 * `/admin/ledger` (admins; others see Access Denied): runs the ledger's invariant check on demand
 * and shows what it found: balances sum to zero, none is negative where it may not be, and each
 * account equals a replay of its transfers.
 */
export function LedgerCheckPage() {
  const check = useLedgerCheck();
  return (
    <PageFrame
      icon={BookCheck}
      title="Ledger check"
      description="A full scan of the double-entry ledger: every balance summed, every account replayed from its transfers. It reads everything, so it runs only when you ask."
    >
      <AdminDeskNav />
      <Card className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void check.refetch()} disabled={check.isFetching}>
            {check.isFetching ? <Spinner /> : <Play />}
            {check.isFetching ? "Checking…" : check.data ? "Run the check again" : "Run the check"}
          </Button>
          {check.data && !check.isFetching ? (
            <p className="text-sm text-muted-foreground">
              Checked {formatDateTime(new Date(check.dataUpdatedAt).toISOString())}
            </p>
          ) : null}
        </div>
        {check.isError && !check.isFetching ? (
          <LoadError
            what="the ledger check"
            error={check.error}
            isRetrying={false}
            onRetry={() => void check.refetch()}
          />
        ) : check.data ? (
          <LedgerResult result={check.data} />
        ) : (
          <p className="text-sm text-muted-foreground">No check has run in this tab yet.</p>
        )}
      </Card>
    </PageFrame>
  );
}

/** A ledger figure in dollars; the check reports negatives as "-1.00", shown "−$1.00". */
function dollars(value: string): string {
  const isNegative = value.startsWith("-");
  const shown = formatUsd(isNegative ? value.slice(1) : value) ?? value;
  return isNegative ? `\u2212${shown}` : shown;
}

function LedgerResult({ result }: { result: NonNullable<ReturnType<typeof useLedgerCheck>["data"]> }) {
  return (
    <div className="grid gap-4" aria-live="polite">
      {result.ok ? (
        <p className="flex items-center gap-2 font-medium text-success">
          <CircleCheck className="size-5" aria-hidden="true" />
          The books balance: {formatCount(result.accounts)} accounts, all consistent.
        </p>
      ) : (
        <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
          <CircleAlert className="size-5" aria-hidden="true" />
          The ledger is inconsistent. Stop payouts and investigate the accounts below.
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact term="Accounts checked" value={formatCount(result.accounts)} />
        <Fact term="Sum of all balances" value={dollars(result.sum)} />
        <Fact term="Problems" value={formatCount(result.negative.length + result.mismatched.length)} />
      </dl>
      {result.negative.length > 0 ? (
        <ProblemList
          title="Negative balances"
          rows={result.negative.map((row) => `${row.kind} ${row.accountId}: ${dollars(row.balance)}`)}
        />
      ) : null}
      {result.mismatched.length > 0 ? (
        <ProblemList
          title="Balances that differ from a replay of their transfers"
          rows={result.mismatched.map(
            (row) => `${row.accountId}: posted ${dollars(row.posted)}, replayed ${dollars(row.replayed)}`,
          )}
        />
      ) : null}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border px-4 py-3">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ProblemList({ title, rows }: { title: string; rows: string[] }) {
  return (
    <div className="grid gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="grid gap-1 font-mono text-xs break-all">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </div>
  );
}
