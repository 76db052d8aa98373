import type { OutboxEmail, OutboxEmailStatus } from "@agora/contracts";
import { Mail } from "lucide-react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useOutbox } from "../api/outbox";

/** Each state's badge: its words, its look, and what it means in a tooltip (decision 069). */
const statusBadges: Record<OutboxEmailStatus, { label: string; variant: "neutral" | "primary" | "warning" }> = {
  pending: { label: "Pending", variant: "neutral" },
  sent: { label: "Sent", variant: "primary" },
  failed: { label: "Failed", variant: "warning" },
};

/** What the badge's tooltip says of `email`: when it went out, or why it did not. */
function statusDetail(email: OutboxEmail, sending: boolean): string {
  if (email.status === "sent") return `Accepted by the mail server ${formatDateTime(email.sentAt ?? email.createdAt)}`;
  const attempts = `${email.attempts} attempt${email.attempts === 1 ? "" : "s"}`;
  if (email.status === "failed") return `Not sent after ${attempts}: ${email.lastError ?? "no reason given"}`;
  if (!sending) return "Not sent: this installation has no mail server";
  return email.lastError ? `Waiting for a retry after ${attempts}: ${email.lastError}` : "Waiting to be sent";
}

/**
 * `/admin/mail` (admins; others see Access Denied): the email outbox. Notification emails are
 * written to it; with a mail server configured (SMTP_URL) the server sends them and each shows
 * its state, without one they stay pending and this is where they are read.
 */
export function MailOutboxPage() {
  const query = useOutbox();
  const emails = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Undefined while loading: the description then makes no claim either way.
  const sending = query.data?.pages[0]?.sending;
  return (
    <PageFrame
      icon={Mail}
      title="Mail outbox"
      description={
        sending === false
          ? "The notification emails Agora would send, newest first. This installation has no mail server, so they are kept here instead of being delivered."
          : "The notification emails Agora sends, newest first, each with its state: pending, sent or failed."
      }
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
                  <Badge variant={statusBadges[email.status].variant} title={statusDetail(email, sending ?? false)}>
                    {statusBadges[email.status].label}
                  </Badge>
                  <time
                    dateTime={email.createdAt}
                    className="ml-auto text-xs whitespace-nowrap text-muted-foreground tabular-nums"
                  >
                    {formatDateTime(email.createdAt)}
                  </time>
                </div>
                <p className="text-xs text-muted-foreground">To {email.to}</p>
                {email.lastError ? (
                  <p className="text-xs break-words text-destructive">{statusDetail(email, sending ?? false)}</p>
                ) : null}
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
