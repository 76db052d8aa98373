import type { Thread, ThreadKind, ThreadMessage } from "@agora/contracts";
import { ArrowLeft, ArrowRight, ExternalLink, MessageSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useMarkThreadRead, useThreadMessages } from "../api/threads";
import { MessageComposer } from "./message-composer";

/** What each kind of thread is called when the inbox row is not at hand. */
export const threadKindNames: Record<ThreadKind, string> = {
  offer: "Offer negotiation",
  contract: "Contract",
  dispute: "Dispute",
};

/** Where the deal of a thread is worked on: the contract's panel, or the offers on /jobs. */
export function dealHref(contractId: string | null): string {
  return contractId ? `/jobs?contract=${encodeURIComponent(contractId)}` : "/jobs";
}

/**
 * One thread: its messages oldest first with "Load older" above them, and the composer. Opening
 * it, and every new message while it is open, marks it read.
 * @param thread the inbox row, for the title and the deal's link; absent when opened from a link.
 * @param onBack on phones, back to the inbox; null where there is no inbox beside it.
 * @param showDealLink false where the thread sits on its deal's own page.
 * @param heading the card's title there ("Messages"), instead of the deal's.
 */
export function ThreadView({
  kind,
  id,
  thread,
  onBack,
  showDealLink = true,
  heading,
  className,
}: {
  kind: ThreadKind;
  id: string;
  thread?: Thread;
  onBack?: (() => void) | null;
  showDealLink?: boolean;
  heading?: string;
  className?: string;
}) {
  const query = useThreadMessages(kind, id);
  const markRead = useMarkThreadRead();
  const { user } = useAuth();
  const messages = (query.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse();
  const newestId = messages[messages.length - 1]?.id;
  const { mutate } = markRead;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest message is what marks the thread read again.
  useEffect(() => {
    if (query.isSuccess) mutate({ kind, id });
  }, [kind, id, newestId, query.isSuccess, mutate]);
  const scroller = useRef<HTMLDivElement>(null);
  // Only the message list scrolls to its newest message, never the page around it.
  useEffect(() => {
    const list = scroller.current;
    if (newestId && list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const title = heading ?? thread?.title ?? threadKindNames[kind];
  const contractId = thread?.contractId ?? (kind === "contract" ? id : null);

  return (
    <Card className={cn("flex min-h-[24rem] flex-col overflow-hidden p-0", className)}>
      <div className="flex items-center gap-2 border-b px-4 py-3">
        {onBack ? (
          <Button variant="ghost" size="icon" className="lg:hidden" onClick={onBack} aria-label="Back to conversations">
            <ArrowLeft />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{title}</h2>
          <p className="truncate text-xs text-muted-foreground">
            {heading
              ? "Only the two parties can read it."
              : `${threadKindNames[kind]}${thread?.counterpartName ? ` with ${thread.counterpartName}` : ""}`}
          </p>
        </div>
        {showDealLink ? (
          <Button asChild variant="outline" size="sm">
            <Link href={dealHref(contractId)}>
              {contractId ? "Open contract" : "Open in Jobs"}
              <ArrowRight />
            </Link>
          </Button>
        ) : null}
      </div>
      <div
        ref={scroller}
        className="max-h-[32rem] flex-1 overflow-y-auto px-4 py-4"
        aria-live="polite"
        aria-busy={query.isFetching}
      >
        {query.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading messages">
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-14 w-1/2" />
          </div>
        ) : query.isError && messages.length === 0 ? (
          <LoadError
            what="the messages"
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {query.hasNextPage ? (
              <div className="mb-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? <Spinner /> : null}
                  {query.isFetchingNextPage ? "Loading…" : "Load older messages"}
                </Button>
              </div>
            ) : null}
            {messages.length === 0 ? (
              <div className="flex flex-col items-center py-10 text-center text-sm text-muted-foreground">
                <MessageSquare className="mb-2 size-5" aria-hidden="true" />
                No messages yet. Write the first one below; only the two of you
                {kind === "dispute" ? " and Agora's admins" : ""} can read it.
              </div>
            ) : (
              <ol className="grid gap-3">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} isMine={message.authorId === user?.id} />
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      <MessageComposer kind={kind} threadId={id} />
    </Card>
  );
}

function MessageBubble({ message, isMine }: { message: ThreadMessage; isMine: boolean }) {
  return (
    <li className={cn("flex", isMine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "grid max-w-[85%] gap-1.5 rounded-xl border px-3.5 py-2.5",
          isMine ? "border-transparent bg-primary-soft" : "bg-card",
        )}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">
            {isMine ? "You" : (message.authorName ?? "The other party")}
          </span>
          {message.kind === "offer" ? <Badge variant="outline">Offer</Badge> : null}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </div>
        {message.body ? (
          <div className="break-words">
            <Markdown>{message.body}</Markdown>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Sent new terms without a note.</p>
        )}
        {message.links.length > 0 ? (
          <ul className="grid gap-1">
            {message.links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex max-w-full items-center gap-1 text-sm break-all text-primary underline"
                >
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  {href}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
