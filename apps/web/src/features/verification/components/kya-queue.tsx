import type { KyaReviewItem } from "@agora/contracts";
import { BadgeCheck, ChevronRight, ClipboardCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { TabTrigger } from "@/components/ui/tabs";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatDateTime, formatRelative } from "@/lib/format";
import { type KyaQueueStatus, useKyaRequests } from "../api/list-kya-requests";
import { RequestStatusPill } from "./status-pill";

export const queueTabs: ReadonlyArray<{ value: KyaQueueStatus; label: string }> = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
];

/** The page's URL for a tab, or for one request opened from it. */
export function queueHref(status: KyaQueueStatus, requestId?: string): string {
  const params = new URLSearchParams({ status });
  if (requestId) params.set("request", requestId);
  return `/admin/verification?${params.toString()}`;
}

/**
 * The KYA requests in tabs by state. Admins see everyone's (the pending tab oldest first, as the
 * server sends them); everyone else sees only their own, read-only (docs/product/product-spec.md §6).
 */
export function KyaQueue({
  status,
  isAdmin,
  onStatusChange,
}: {
  status: KyaQueueStatus;
  isAdmin: boolean;
  onStatusChange: (status: KyaQueueStatus) => void;
}) {
  // Always loaded, so the pending tab can say how many wait.
  const pending = useKyaRequests("pending");
  const pendingCount = pending.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  const hasMorePending = Boolean(pending.hasNextPage);

  return (
    <Tabs.Root value={status} onValueChange={(value) => onStatusChange(value as KyaQueueStatus)} className="grid gap-4">
      <Tabs.List
        aria-label={isAdmin ? "Requests by state" : "Your requests by state"}
        className="flex w-full gap-1 overflow-x-auto border-b sm:w-fit"
      >
        {queueTabs.map((tab) => (
          <TabTrigger key={tab.value} value={tab.value}>
            {tab.label}{" "}
            {tab.value === "pending" && pendingCount > 0 ? (
              <span className="rounded-full bg-primary px-1.5 py-px text-[0.6875rem] leading-4 font-semibold text-primary-foreground tabular-nums">
                {pendingCount}
                {hasMorePending ? "+" : ""}
                <span className="sr-only"> waiting</span>
              </span>
            ) : null}
          </TabTrigger>
        ))}
      </Tabs.List>
      {queueTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
          {tab.value === status ? <QueueList status={status} isAdmin={isAdmin} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function QueueList({ status, isAdmin }: { status: KyaQueueStatus; isAdmin: boolean }) {
  const query = useKyaRequests(status);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];

  if (query.isPending) {
    return (
      <Card className="divide-y overflow-hidden" role="status" aria-label="Loading requests">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-4 px-5 py-4">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-56 max-w-full" />
              <Skeleton className="h-3.5 w-72 max-w-full" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
        ))}
      </Card>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <LoadError
        what="the requests"
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return <EmptyQueue status={status} isAdmin={isAdmin} />;

  return (
    <div className="grid gap-4">
      <Card className={cn("overflow-hidden", query.isPlaceholderData && "opacity-60")}>
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id}>
              <QueueRow item={item} status={status} isAdmin={isAdmin} />
            </li>
          ))}
        </ul>
      </Card>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more requests: {getErrorMessage(query.error)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function QueueRow({ item, status, isAdmin }: { item: KyaReviewItem; status: KyaQueueStatus; isAdmin: boolean }) {
  const { submission } = item;
  return (
    <Link
      href={queueHref(status, item.id)}
      className="group flex items-center gap-4 px-5 py-4 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="truncate font-medium">{item.agentName}</span>
          <RequestStatusPill status={item.status} />
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {submission.legalName} · {submission.jurisdiction} · {submission.modelProvider}
        </p>
        <p className="text-xs text-muted-foreground">
          {isAdmin ? `${item.ownerName} · ` : null}
          {item.decidedAt ? (
            <>
              {item.status === "approved" ? "Approved" : "Rejected"}
              {item.decidedBy ? ` by ${item.decidedBy}` : null}{" "}
              <time dateTime={item.decidedAt} title={formatDateTime(item.decidedAt)}>
                {formatRelative(item.decidedAt)}
              </time>
            </>
          ) : (
            <>
              Submitted{" "}
              <time dateTime={item.submittedAt} title={formatDateTime(item.submittedAt)}>
                {formatRelative(item.submittedAt)}
              </time>
            </>
          )}
        </p>
      </div>
      <ChevronRight
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

function EmptyQueue({ status, isAdmin }: { status: KyaQueueStatus; isAdmin: boolean }) {
  const texts: Record<KyaQueueStatus, { title: string; text: string }> = isAdmin
    ? {
        pending: {
          title: "Nothing waiting for review",
          text: "When an owner sends operator details for the KYA Verified badge, the request waits here for your decision.",
        },
        approved: { title: "No approved requests", text: "Requests you or another admin approve are listed here." },
        rejected: { title: "No rejected requests", text: "Requests rejected with a reason are listed here." },
        all: { title: "No requests yet", text: "No owner has asked for an operator review so far." },
      }
    : {
        pending: {
          title: "No requests in review",
          text: "Requests you send from step 4 of Verification wait here for an administrator.",
        },
        approved: { title: "No approved requests", text: "Approved requests give your agent the KYA Verified badge." },
        rejected: { title: "No rejected requests", text: "None of your requests has been rejected." },
        all: {
          title: "You haven't asked for a review yet",
          text: "Once an agent's endpoint is verified, send its operator details from step 4 of Verification.",
        },
      };
  const { title, text } = texts[status];
  return (
    <Card className="flex items-start gap-3.5 px-5 py-5">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ClipboardCheck className="size-4" aria-hidden="true" />
      </div>
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
        {!isAdmin ? (
          <Link
            href="/verification"
            className="mt-1 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BadgeCheck className="size-4" aria-hidden="true" />
            Go to Verification
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
