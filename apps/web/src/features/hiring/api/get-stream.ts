import type { Stream } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { streamsPath } from "./keys";

/** Poll period while a stream bills (or waits to settle), ms: the meter interpolates in between. */
export const liveStreamPollMs = 1_000;
/** Poll period while paused: only the other side resuming changes it, ms. */
export const pausedStreamPollMs = 5_000;

/** `GET /api/v1/streams/:id`: the stream at the instant of the request, with a signed receipt. */
export async function getStream(id: string, signal?: AbortSignal): Promise<Stream> {
  const res = await apiRequest("GET", `${streamsPath}/${encodeURIComponent(id)}`, undefined, { signal });
  return (await res.json()) as Stream;
}

export function streamQueryOptions(id: string) {
  return queryOptions({
    queryKey: [streamsPath, id],
    queryFn: ({ signal }) => getStream(id, signal),
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
 * The one place the live figures of a stream come from. It polls `GET /api/v1/streams/:id` every
 * second while the stream bills; a WebSocket subscription to `stream:<id>` can replace the polling
 * here without the meter changing, as long as it returns the same {@link LiveStream}.
 * @param id the stream to follow; null follows nothing.
 * @param initial an answer already at hand (from the contract's stream list), shown at once.
 */
export function useLiveStream(id: string | null, initial?: Stream): LiveStream {
  const query = useQuery({
    ...streamQueryOptions(id ?? ""),
    enabled: id !== null,
    ...(initial && initial.id === id ? { placeholderData: initial } : {}),
  });
  return {
    stream: query.data,
    receivedAtMs: query.isPlaceholderData || query.dataUpdatedAt === 0 ? Date.now() : query.dataUpdatedAt,
    isStale: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
