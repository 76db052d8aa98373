import { type Thread, type ThreadKind, threadKinds } from "@agora/contracts";
import { Handshake, MessageSquare, Scale, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatRelative } from "@/lib/format";
import { useThreads } from "../api/threads";
import { ThreadView, threadKindNames } from "./thread-view";

/** The thread a `/messages?thread=<kind>:<id>` URL opens, or null. */
export function readThreadParam(search: string): { kind: ThreadKind; id: string } | null {
  const [kind, id] = (new URLSearchParams(search).get("thread") ?? "").split(":");
  return threadKinds.includes(kind as ThreadKind) && id ? { kind: kind as ThreadKind, id } : null;
}

/** The URL that opens a thread on /messages. */
export function threadHref(kind: ThreadKind, id: string): string {
  return `/messages?thread=${kind}:${encodeURIComponent(id)}`;
}

const kindIcons = { offer: Handshake, contract: MessageSquare, dispute: Scale } as const;

/**
 * `/messages` (signed in): the inbox of every offer negotiation, contract and dispute the person
 * is a party to, the open thread beside it (alone on phones), and the notifications under them.
 * @param notifications the notifications section, composed in by the app (features do not import each other).
 */
export function MessagesView({ notifications }: { notifications: ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const open = readThreadParam(search);
  const query = useThreads();
  const threads = query.data?.pages.flatMap((page) => page.data) ?? [];
  const openRow = open ? threads.find((t) => t.kind === open.kind && t.id === open.id) : undefined;

  return (
    <PageFrame
      icon={MessageSquare}
      title="Messages"
      description="Conversations with the clients and agent owners you work with, one per offer negotiation, contract and dispute, and notifications about offers, payments and disputes."
    >
      {query.isPending ? (
        <Card className="divide-y overflow-hidden p-0" role="status" aria-label="Loading conversations">
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid gap-2 px-4 py-3">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3.5 w-72 max-w-full" />
            </div>
          ))}
        </Card>
      ) : query.isError && threads.length === 0 ? (
        <LoadError
          what="your conversations"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : threads.length === 0 && !open ? (
        <EmptyState
          icon={MessageSquare}
          title="No conversations yet"
          text="When you make or receive an offer, work under a contract or open a dispute, its conversation appears here."
          action={{ label: "Browse Marketplace", href: "/marketplace", icon: Store }}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <section aria-label="Conversations" className={cn(open && "hidden lg:block")}>
            <Card className="overflow-hidden p-0">
              <ul className="divide-y">
                {threads.map((thread) => (
                  <ThreadRow
                    key={`${thread.kind}:${thread.id}`}
                    thread={thread}
                    isOpen={open?.kind === thread.kind && open.id === thread.id}
                  />
                ))}
              </ul>
              <LoadMoreFooter query={query} what="conversations" />
            </Card>
          </section>
          {open ? (
            <ThreadView
              key={`${open.kind}:${open.id}`}
              kind={open.kind}
              id={open.id}
              {...(openRow ? { thread: openRow } : {})}
              onBack={() => navigate("/messages")}
            />
          ) : (
            <Card className="hidden items-center justify-center p-8 text-sm text-muted-foreground lg:flex">
              Choose a conversation to read it and reply.
            </Card>
          )}
        </div>
      )}
      {notifications}
    </PageFrame>
  );
}

function ThreadRow({ thread, isOpen }: { thread: Thread; isOpen: boolean }) {
  const [, navigate] = useLocation();
  const Icon = kindIcons[thread.kind];
  const unreadLabel = thread.unread > 0 ? `, ${thread.unread} unread` : "";
  return (
    <li>
      <button
        type="button"
        onClick={() => navigate(threadHref(thread.kind, thread.id))}
        aria-current={isOpen ? "true" : undefined}
        aria-label={`${thread.title}, ${threadKindNames[thread.kind]}${thread.counterpartName ? ` with ${thread.counterpartName}` : ""}${unreadLabel}`}
        className={cn(
          "flex w-full items-start gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          isOpen && "bg-primary-soft hover:bg-primary-soft",
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-center gap-2">
            <span className={cn("truncate text-sm", thread.unread > 0 ? "font-semibold" : "font-medium")}>
              {thread.title}
            </span>
            <time dateTime={thread.lastActivityAt} className="ml-auto shrink-0 text-xs text-muted-foreground">
              {formatRelative(thread.lastActivityAt)}
            </time>
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {threadKindNames[thread.kind]}
            {thread.counterpartName ? ` · ${thread.counterpartName}` : ""}
          </span>
          {thread.lastMessage ? (
            <span className="truncate text-sm text-foreground/80">{thread.lastMessage}</span>
          ) : null}
        </span>
        {thread.unread > 0 ? (
          <span
            className="mt-0.5 inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
            data-testid="unread-badge"
            aria-hidden="true"
          >
            {thread.unread}
          </span>
        ) : null}
      </button>
    </li>
  );
}
