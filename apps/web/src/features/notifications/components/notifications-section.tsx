import type { Notification } from "@agora/contracts";
import { Bell, CheckCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatRelative } from "@/lib/format";
import { useMarkNotificationsRead, useNotifications } from "../api/notifications";

/**
 * The notifications section of /messages (`#notifications`): what happened on the person's
 * deals, payouts and webhooks, newest first, unread ones marked; opening one marks it read, and
 * "Mark all read" clears them. Live over the WebSocket.
 */
export function NotificationsSection() {
  const headingId = useId();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = query.data?.pages[0]?.unreadTotal ?? 0;

  return (
    <section id="notifications" aria-labelledby={headingId} className="grid scroll-mt-24 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Bell className="size-4 text-muted-foreground" aria-hidden="true" />
          Notifications
          {unread > 0 ? (
            <span className="text-sm font-normal text-muted-foreground">{`(${unread} unread)`}</span>
          ) : null}
        </h2>
        {unread > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => markRead.mutate({ all: true })}
            disabled={markRead.isPending}
          >
            {markRead.isPending ? <Spinner /> : <CheckCheck />}
            Mark all read
          </Button>
        ) : null}
      </div>
      {markRead.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(markRead.error)}
        </p>
      ) : null}
      {query.isPending ? (
        <Card className="divide-y overflow-hidden p-0" role="status" aria-label="Loading notifications">
          {[0, 1].map((row) => (
            <div key={row} className="grid gap-2 px-4 py-3">
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-3 w-24" />
            </div>
          ))}
        </Card>
      ) : query.isError && items.length === 0 ? (
        <LoadError
          what="your notifications"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <Card className="px-5 py-8 text-center text-sm text-muted-foreground">
          You have no notifications. Offers, contract changes, messages, payouts and dispute updates are listed here as
          they happen; choose which ones in{" "}
          <Link href="/settings" className="text-primary underline">
            Settings
          </Link>
          .
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <ol className="divide-y">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onOpen={() => (item.read ? undefined : markRead.mutate({ ids: [item.id] }))}
              />
            ))}
          </ol>
          <LoadMoreFooter query={query} what="notifications" />
        </Card>
      )}
    </section>
  );
}

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <li>
      <Link
        href={item.href}
        onClick={onOpen}
        className={cn(
          "flex items-start gap-3 px-4 py-3 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          !item.read && "bg-primary-soft/40",
        )}
      >
        <span
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-primary")}
          aria-hidden="true"
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn("text-sm break-words", !item.read && "font-medium")}>
            {item.read ? null : <span className="sr-only">Unread: </span>}
            {item.text}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
            {formatRelative(item.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
