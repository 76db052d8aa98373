import { formatUsd } from "@agora/contracts";
import { ReceiptText } from "lucide-react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useMandateSpends } from "../api/list-mandate-spends";
import { SpendChart } from "./spend-chart";

/** A ledger code as a reader names it: `escrow_fund` → "Escrow fund". */
function describeCode(code: string): string {
  const words = code.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A mandate's daily spend as a chart and each spend with the contract it paid, newest first. */
export function MandateSpends({ mandateId }: { mandateId: string }) {
  const spends = useMandateSpends(mandateId);
  if (spends.isPending) {
    return (
      <div role="status" aria-label="Loading spend" className="grid gap-3">
        <Skeleton className="h-44 w-full rounded-lg" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (spends.isError) {
    return (
      <LoadError
        what="the spend"
        error={spends.error}
        isRetrying={spends.isFetching}
        onRetry={() => void spends.refetch()}
      />
    );
  }
  const pages = spends.data.pages;
  const rows = pages.flatMap((page) => page.data);
  return (
    <div className="grid gap-5">
      <SpendChart daily={pages[0]?.daily ?? []} />
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">Spends</h4>
        {rows.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-4 text-sm text-muted-foreground">
            <ReceiptText className="size-4 shrink-0" aria-hidden="true" />
            Nothing spent with this key yet. Each hire, funding or stream it pays for will be listed here.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {rows.map((spend) => (
              <li
                key={spend.transferId}
                className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium">
                    {describeCode(spend.code)}
                    {spend.agentName ? (
                      <span className="font-normal text-muted-foreground"> · {spend.agentName}</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={spend.createdAt} title={formatDateTime(spend.createdAt)}>
                      {formatRelative(spend.createdAt)}
                    </time>
                    {spend.contractId ? (
                      <>
                        {" · "}
                        <Link
                          href={`/jobs?contract=${encodeURIComponent(spend.contractId)}`}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          View contract
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <p className="font-semibold tabular-nums sm:text-right">{formatUsd(spend.amount) ?? spend.amount}</p>
              </li>
            ))}
          </ul>
        )}
        {spends.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={spends.isFetchingNextPage}
            onClick={() => void spends.fetchNextPage()}
          >
            {spends.isFetchingNextPage ? <Spinner /> : null}
            {spends.isFetchingNextPage ? "Loading…" : "Show older spends"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
