import type { Stream, StreamConfirmation } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, dataOf } from "@/lib/api";
import { useRealtime } from "@/lib/realtime";
import { streamsPath } from "./keys";

/**
 * Poll period while a stream bills (or waits to settle) and the WebSocket is not carrying it, ms:
 * the meter interpolates in between.
 */
export const liveStreamPollMs = 1_000;
/** Poll period while paused: only the other side resuming changes it, ms. */
export const pausedStreamPollMs = 5_000;

/** `GET /api/v1/streams/:id`: the stream at the instant of the request, with a signed receipt. */
export async function getStream(id: string, signal?: AbortSignal): Promise<Stream> {
  return dataOf(api.GET("/api/v1/streams/{id}", { params: { path: { id } }, signal }));
}

export function streamQueryOptions(id: string) {
  return queryOptions({
    queryKey: [streamsPath, id],
    queryFn: async ({ signal, client, queryKey }) =>
      keepNewerStream(client.getQueryData<Stream>(queryKey), await getStream(id, signal)),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === "active" || status === "stopped") return liveStreamPollMs;
      if (status === "paused") return pausedStreamPollMs;
      return false;
    },
  });
}

/**
 * Keeps the cached stream when the incoming one is older: a read that left before a pushed
 * confirmation can land after it. Both billing, a lower receipt seq means earlier figures. Run as
 * the read lands, against what the cache holds then.
 */
function keepNewerStream(cached: Stream | undefined, incoming: Stream): Stream {
  const isOlder =
    cached?.id === incoming.id &&
    cached.status === "active" &&
    incoming.status === "active" &&
    incoming.receipt.seq < cached.receipt.seq;
  return isOlder ? cached : incoming;
}

/** Puts a stream an action answered with into the live cache, so the meter jumps to it at once. */
export function storeStream(queryClient: QueryClient, stream: Stream): void {
  queryClient.setQueryData(streamQueryOptions(stream.id).queryKey, stream);
}

/** A stream as the meter needs it: the latest answer and the local instant it arrived. */
export interface LiveStream {
  stream: Stream | undefined;
  /** `Date.now()` when `stream` arrived: the meter interpolates from there. */
  receivedAtMs: number;
  /** True while the last poll failed (the figures shown are from the answer before). */
  isStale: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Puts a pushed confirmation into the cached stream: accrued, active time, status and the signed
 * receipt, with `at` the receipt's instant. An older one (a lower seq) is ignored, so the meter never
 * steps back when a REST answer and a push cross.
 */
function applyConfirmation(queryClient: QueryClient, id: string, confirmation: StreamConfirmation): void {
  queryClient.setQueryData<Stream>(streamQueryOptions(id).queryKey, (stream) => {
    if (!stream || confirmation.receipt.streamId !== stream.id) return stream;
    if (stream.status !== "active" || confirmation.receipt.seq < stream.receipt.seq) return stream;
    return {
      ...stream,
      status: confirmation.status,
      activeMs: confirmation.activeMs,
      accrued: confirmation.accrued,
      at: confirmation.receipt.at,
      receipt: confirmation.receipt,
    };
  });
}

/**
 * The one place the live figures of a stream come from. While the tab's WebSocket carries
 * `stream:<id>`, every billing step's signed confirmation lands in the query cache (about once a
 * second) and each `stream.*` change reads the stream again; the meter interpolates in between.
 * While the channel is not subscribed (connecting, reconnecting, refused) it polls
 * `GET /api/v1/streams/:id` instead, and it reads the stream once each time the channel comes
 * (back) up, to catch anything that changed while nobody was listening.
 * @param id the stream to follow; null follows nothing.
 * @param initial an answer already at hand (from the contract's stream list), shown at once.
 */
export function useLiveStream(id: string | null, initial?: Stream): LiveStream {
  const queryClient = useQueryClient();
  const channel = useRealtime(id === null ? null : `stream:${id}`, (event) => {
    if (id === null) return;
    // The realtime client hands over only events that parsed with the contract's schema.
    if (event.event === "confirmation") {
      applyConfirmation(queryClient, id, event.data);
    } else if (event.event.startsWith("stream.") && event.event !== "stream.heartbeat") {
      // started, paused, resumed, settled: the event has the new status but not the stream's
      // figures at this instant (nor, but for settled, a signed receipt), so read the whole stream.
      void queryClient.invalidateQueries({ queryKey: streamQueryOptions(id).queryKey });
    }
  });
  const isPushed = channel === "subscribed";
  const options = streamQueryOptions(id ?? "");
  const query = useQuery({
    ...options,
    enabled: id !== null,
    refetchInterval: isPushed ? false : options.refetchInterval,
    ...(initial && initial.id === id ? { placeholderData: initial } : {}),
  });

  const { refetch } = query;
  useEffect(() => {
    if (isPushed && id !== null) void refetch();
  }, [isPushed, id, refetch]);

  return {
    stream: query.data,
    receivedAtMs: query.isPlaceholderData || query.dataUpdatedAt === 0 ? Date.now() : query.dataUpdatedAt,
    isStale: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
