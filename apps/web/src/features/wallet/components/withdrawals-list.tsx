import { formatUsd, type Withdrawal } from "@agora/contracts";
import { CircleAlert, RotateCw } from "lucide-react";
import { useId } from "react";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";
import { useWithdrawals } from "../api/list-withdrawals";

const statuses: Record<Withdrawal["status"], { label: string; badge: "warning" | "outline"; dot: string }> = {
  requested: { label: "Requested", badge: "warning", dot: "bg-current" },
  paid: { label: "Paid", badge: "outline", dot: "bg-success" },
  rejected: { label: "Rejected", badge: "outline", dot: "bg-destructive" },
};

function StatusBadge({ status }: { status: Withdrawal["status"] }) {
  const look = statuses[status];
  return (
    <Badge variant={look.badge}>
      <span className={cn("size-1.5 rounded-full", look.dot)} aria-hidden="true" />
      {look.label}
    </Badge>
  );
}

/** The user's withdrawal requests with their state, newest first, a page at a time ("Load more"). */
export function WithdrawalsList() {
  const headingId = useId();
  const withdrawals = useWithdrawals();
  const items = withdrawals.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="overflow-hidden">
        <header className="flex flex-col gap-1 border-b px-4 py-4 sm:px-6">
          <h2 id={headingId} className="font-semibold">
            Withdrawals
          </h2>
          <p className="text-sm text-muted-foreground">
            Payouts you asked for. Each is paid by the payout rail or an admin; a rejected one returns to your balance.
          </p>
        </header>
        {withdrawals.isPending ? (
          <div className="divide-y" role="status" aria-label="Loading withdrawals">
            {[0, 1].map((row) => (
              <div key={row} className="flex items-center gap-4 px-4 py-3.5 sm:px-6">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-4 w-40" />
                <Skeleton className="ml-auto h-5 w-20" />
              </div>
            ))}
          </div>
        ) : withdrawals.isError && items.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 px-4 py-4 text-sm sm:px-6">
            <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            <p className="min-w-0 flex-1">
              <span className="font-medium">Couldn't load your withdrawals.</span>{" "}
              <span className="text-muted-foreground">{getErrorMessage(withdrawals.error)}</span>
            </p>
            <Button variant="outline" size="sm" onClick={() => withdrawals.refetch()} disabled={withdrawals.isFetching}>
              {withdrawals.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">No withdrawals yet.</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium tabular-nums">{formatUsd(item.amount) ?? item.amount}</p>
                  <p className="truncate text-xs text-muted-foreground" title={item.destination}>
                    to {item.destination}
                  </p>
                  {item.rejectReason ? (
                    <p className="mt-0.5 text-xs text-destructive">Rejected: {item.rejectReason}</p>
                  ) : null}
                </div>
                <time
                  dateTime={item.createdAt}
                  title={formatDateTime(item.createdAt)}
                  className="hidden text-sm whitespace-nowrap text-muted-foreground sm:block"
                >
                  {formatDate(item.createdAt)}
                </time>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 ? <LoadMoreFooter query={withdrawals} what="withdrawals" /> : null}
      </Card>
    </section>
  );
}
