import { formatUsd, type WalletTransaction } from "@agora/contracts";
import { ArrowDownLeft, ArrowUpRight, CircleAlert, Plus, ReceiptText, RotateCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { describeTransaction, formatSignedAmount } from "../amounts";
import { useTransactions } from "../api/list-transactions";
import { StatementDownload } from "./statement-download";

// The success token is tuned for icons and large text; on a light card it is under the 4.5:1 that
// small text needs, so light mode darkens it a quarter toward black (about 6:1). Dark mode uses it as is.
const creditText = "text-[color-mix(in_oklab,var(--color-success)_75%,black)] dark:text-success";

/** The statement of the available balance: every ledger line, newest first, a page at a time. */
export function Statement({ onAddFunds }: { onAddFunds: (() => void) | null }) {
  const headingId = useId();
  const statement = useTransactions();
  const lines = statement.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="overflow-hidden">
        <header className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <div className="grid gap-1">
            <h2 id={headingId} className="font-semibold">
              Statement
            </h2>
            <p className="text-sm text-muted-foreground">Money in and out of your available balance, newest first.</p>
          </div>
          <StatementDownload />
        </header>
        {statement.isPending ? (
          <LoadingLines />
        ) : statement.isError && lines.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleAlert className="size-5" aria-hidden="true" />
            </div>
            <h3 className="font-medium">Couldn't load your statement</h3>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(statement.error)}</p>
            <Button
              variant="outline"
              className="mt-5"
              onClick={() => statement.refetch()}
              disabled={statement.isFetching}
            >
              {statement.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          </div>
        ) : lines.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <ReceiptText className="size-5" aria-hidden="true" />
            </div>
            <h3 className="font-medium">No money has moved yet</h3>
            <p className="mt-1 max-w-sm text-sm text-pretty text-muted-foreground">
              Deposits, escrow funding, payouts and fees will be listed here with your running balance.
            </p>
            {onAddFunds ? (
              <Button variant="outline" className="mt-5" onClick={onAddFunds}>
                <Plus />
                Add test funds
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <StatementTable lines={lines} />
            <StatementList lines={lines} />
            {statement.hasNextPage || statement.isFetchNextPageError ? (
              <div className="flex flex-col items-center gap-2 border-t px-4 py-3">
                {statement.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-destructive">
                    Couldn't load more lines. {getErrorMessage(statement.error)}
                  </p>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => statement.fetchNextPage()}
                  disabled={statement.isFetchingNextPage}
                >
                  {statement.isFetchingNextPage ? <Spinner /> : null}
                  {statement.isFetchingNextPage
                    ? "Loading…"
                    : statement.isFetchNextPageError
                      ? "Try again"
                      : "Load more"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}

const shortFormat = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** When a line was posted; `short` drops the year (phones), and a tooltip keeps it. */
function When({ iso, short = false }: { iso: string; short?: boolean }) {
  return <time dateTime={iso}>{short ? shortFormat.format(new Date(iso)) : formatDateTime(iso)}</time>;
}

function DirectionIcon({ direction }: { direction: WalletTransaction["direction"] }) {
  const Icon = direction === "credit" ? ArrowDownLeft : ArrowUpRight;
  return (
    <span
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full",
        direction === "credit" ? cn("bg-success/12", creditText) : "bg-muted text-muted-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}

function Amount({ line }: { line: WalletTransaction }) {
  return (
    <span
      className={cn("font-medium tabular-nums", line.direction === "credit" ? creditText : "text-foreground")}
      data-direction={line.direction}
    >
      {formatSignedAmount(line)}
    </span>
  );
}

/** Wide screens: a table with date, description, amount and balance. */
function StatementTable({ lines }: { lines: WalletTransaction[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b bg-muted/40 text-left text-xs font-medium text-muted-foreground">
            <th scope="col" className="w-52 px-6 py-2.5 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Description
            </th>
            <th scope="col" className="w-36 px-3 py-2.5 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="w-40 px-6 py-2.5 text-right font-medium">
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line) => {
            const { title, detail } = describeTransaction(line);
            return (
              <tr key={line.id} className="transition-colors hover:bg-muted/40">
                <td className="px-6 py-3 whitespace-nowrap text-muted-foreground">
                  <When iso={line.at} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex items-center gap-3">
                    <DirectionIcon direction={line.direction} />
                    <div className="min-w-0">
                      <p className="font-medium">{title}</p>
                      <p className="max-w-72 truncate text-xs text-muted-foreground" title={detail}>
                        {detail}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap">
                  <Amount line={line} />
                </td>
                <td className="px-6 py-3 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                  {formatUsd(line.balanceAfter) ?? line.balanceAfter}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one row per line, the amount and the balance after it on the right. */
function StatementList({ lines }: { lines: WalletTransaction[] }) {
  return (
    <ul className="divide-y md:hidden">
      {lines.map((line) => {
        const { title, detail } = describeTransaction(line);
        return (
          <li key={line.id} className="flex items-start gap-3 px-4 py-3">
            <DirectionIcon direction={line.direction} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{title}</p>
              <p className="truncate text-xs text-muted-foreground" title={detail}>
                {detail}
              </p>
              <p className="text-xs text-muted-foreground" title={formatDateTime(line.at)}>
                <When iso={line.at} short />
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-sm">
                <Amount line={line} />
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                <span className="sr-only">Balance </span>
                {formatUsd(line.balanceAfter) ?? line.balanceAfter}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function LoadingLines() {
  return (
    <div className="divide-y" role="status" aria-label="Loading statement">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 px-4 py-3.5 sm:px-6">
          <Skeleton className="size-8 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-3 w-48 max-w-full" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
