import { Mail } from "lucide-react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useOutbox } from "../api/outbox";

/**
 * `/admin/mail` (admins; others see Access Denied): the development mail viewer. Notification
 * emails are written to an outbox; no mail server sends them here, so this is where they are read.
 */
export function MailOutboxPage() {
  const query = useOutbox();
  const emails = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <PageFrame
      icon={Mail}
      title="Mail outbox"
      description="The notification emails Agora would send, newest first. This installation has no mail server, so they are kept here instead of being delivered."
    >
      <AdminDeskNav />
      {query.isPending ? (
        <Card className="divide-y overflow-hidden p-0" role="status" aria-label="Loading the outbox">
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid gap-2 px-5 py-4">
              <Skeleton className="h-4 w-72 max-w-full" />
              <Skeleton className="h-3.5 w-48" />
            </div>
          ))}
        </Card>
      ) : query.isError && emails.length === 0 ? (
        <LoadError
          what="the outbox"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : emails.length === 0 ? (
        <EmptyState
          icon={Mail}
          title="No emails yet"
          text="Emails appear here when a notification someone gets by email happens: by default payouts, disputes and agent suspensions."
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ol className="divide-y">
            {emails.map((email) => (
              <li key={email.id} className="grid gap-1.5 px-5 py-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium break-words">{email.subject}</span>
                  <time
                    dateTime={email.createdAt}
                    className="ml-auto text-xs whitespace-nowrap text-muted-foreground tabular-nums"
                  >
                    {formatDateTime(email.createdAt)}
                  </time>
                </div>
                <p className="text-xs text-muted-foreground">To {email.to}</p>
                <pre className="font-sans text-sm whitespace-pre-wrap break-words text-foreground/90">{email.text}</pre>
              </li>
            ))}
          </ol>
          <LoadMoreFooter query={query} what="emails" />
        </Card>
      )}
    </PageFrame>
  );
}
