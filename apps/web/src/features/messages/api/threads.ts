import type { ThreadKind, ThreadMessage, ThreadMessageRequest } from "@agora/contracts";
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { type RealtimeEvent, useRealtime } from "@/lib/realtime";

export const threadsPath = "/api/v1/threads";

/** The query key of one thread's messages. */
const threadKey = (kind: ThreadKind, id: string) => ["thread-messages", kind, id] as const;

/** How often the inbox reads itself again while the `user` channel is down, ms. */
export const inboxPollMs = 15_000;

/** `GET /api/v1/threads`: my inbox, most recent activity first, cursor-paged, with the unread total. */
export const threadsQueryOptions = infiniteQueryOptions({
  queryKey: [threadsPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET(threadsPath, { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** The thread's list path under its deal: `/api/v1/{offers|contracts|disputes}/{id}/messages`. */
const listPaths = {
  offer: "/api/v1/offers/{id}/messages",
  contract: "/api/v1/contracts/{id}/messages",
  dispute: "/api/v1/disputes/{id}/messages",
} as const;

/** A thread's messages, newest first in pages (a chat shows them reversed). */
export function threadMessagesQueryOptions(kind: ThreadKind, id: string) {
  return infiniteQueryOptions({
    queryKey: threadKey(kind, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET(listPaths[kind], {
          params: { path: { id }, query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Re-reads the inbox and, when given, one thread. */
function refreshThreads(queryClient: QueryClient, thread?: { kind: ThreadKind; id: string }) {
  const work = [queryClient.invalidateQueries({ queryKey: [threadsPath] })];
  if (thread) work.push(queryClient.invalidateQueries({ queryKey: threadKey(thread.kind, thread.id) }));
  return Promise.all(work);
}

/**
 * My inbox, live: every `message.*`, `offer.*` and `dispute.*` event on my `user` channel reads it
 * again. While the channel is down it polls.
 */
export function useThreads() {
  const queryClient = useQueryClient();
  const channel = useRealtime("user", (event) => {
    if (/^(message|offer|dispute)\./.test(event.event)) void refreshThreads(queryClient);
  });
  return useInfiniteQuery({ ...threadsQueryOptions, refetchInterval: channel === "subscribed" ? false : inboxPollMs });
}

/** Whether a `user` channel event is news for thread `kind`/`id`. */
function concernsThread(event: RealtimeEvent, kind: ThreadKind, id: string): boolean {
  if (event.event === "message.received") return event.data.threadKind === kind && event.data.threadId === id;
  if (event.event === "dispute.message") return kind === "dispute" && event.data.disputeId === id;
  // A counter-offer adds an entry to its negotiation, whose id the event does not carry.
  return kind === "offer" && event.event.startsWith("offer.");
}

/** One thread's messages, live: news of it on my `user` channel reads them again; polls while the channel is down. */
export function useThreadMessages(kind: ThreadKind, id: string) {
  const queryClient = useQueryClient();
  const channel = useRealtime("user", (event) => {
    if (concernsThread(event, kind, id)) void queryClient.invalidateQueries({ queryKey: threadKey(kind, id) });
  });
  return useInfiniteQuery({
    ...threadMessagesQueryOptions(kind, id),
    refetchInterval: channel === "subscribed" ? false : inboxPollMs,
  });
}

/**
 * Writes in a thread: `POST /api/v1/{offers|contracts}/{id}/messages`, or a dispute's reply with
 * `POST /api/v1/disputes/{id}/messages` (its first link as the evidence URL).
 * @throws ApiError: 400 naming the bad fields; 404 for a thread I may not write in; 409 on a
 *   resolved dispute; 429 past the message budget.
 */
export async function postThreadMessage(kind: ThreadKind, id: string, request: ThreadMessageRequest) {
  const params = { path: { id } };
  if (kind === "dispute") {
    const evidenceUrl = request.links?.[0];
    await dataOf(
      api.POST("/api/v1/disputes/{id}/messages", {
        params,
        body: { body: request.body, ...(evidenceUrl ? { evidenceUrl } : {}) },
      }),
    );
    return;
  }
  const path = kind === "offer" ? "/api/v1/offers/{id}/messages" : "/api/v1/contracts/{id}/messages";
  return dataOf(api.POST(path, { params, body: request })) as Promise<ThreadMessage>;
}

export function usePostThreadMessage(kind: ThreadKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ThreadMessageRequest) => postThreadMessage(kind, id, request),
    onSuccess: () => refreshThreads(queryClient, { kind, id }),
  });
}

const readPaths = {
  offer: "/api/v1/offers/{id}/messages/read",
  contract: "/api/v1/contracts/{id}/messages/read",
  dispute: "/api/v1/disputes/{id}/messages/read",
} as const;

/** `POST …/messages/read`: everything in the thread up to now counts as read for me. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 204: the client throws on a refusal, and there is no body to read.
    mutationFn: async ({ kind, id }: { kind: ThreadKind; id: string }) => {
      await api.POST(readPaths[kind], { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [threadsPath] }),
  });
}
