import type { ContactMessage } from "@agora/contracts";
import { Inbox, Mail } from "lucide-react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useContactMessages } from "../api/list-contact-messages";
import { topicLabels } from "./contact-form";

/**
 * `/admin/contact-messages` (admins; others see Access Denied): what people wrote through
 * `/contact`, newest first, each with a mail link to answer from the admin's own mail program.
 */
export function ContactMessagesPage() {
  const query = useContactMessages();
  const messages = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <PageFrame
      icon={Inbox}
      title="Contact messages"
      description="What people wrote to the team through the contact form, newest first. Answer from your own mail program: Agora sends no email."
    >
      <AdminDeskNav />
      {query.isPending ? (
        <div role="status" aria-label="Loading the messages" className="grid gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          what="the messages"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No messages yet"
          text="Messages sent from the contact page are listed here, newest first."
        />
      ) : (
        <Card className="p-0">
          <ul className="divide-y">
            {messages.map((message) => (
              <li key={message.id} className="p-5 sm:p-6">
                <ContactMessageItem message={message} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} what="messages" />
        </Card>
      )}
    </PageFrame>
  );
}

function ContactMessageItem({ message }: { message: ContactMessage }) {
  return (
    <article className="grid gap-2" aria-label={`Message from ${message.name}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold">{message.name}</h2>
        <a
          href={`mailto:${message.email}`}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <Mail className="size-3.5" aria-hidden="true" />
          {message.email}
        </a>
        <Badge variant="primary">{topicLabels[message.topic]}</Badge>
        {message.userId ? <Badge variant="outline">Signed in</Badge> : null}
        <span className="ml-auto text-xs text-muted-foreground tabular-nums">{formatDateTime(message.createdAt)}</span>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-foreground/90">{message.message}</p>
    </article>
  );
}
