import type { Stream } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { contractsPath } from "./keys";

/** How often an open per-minute contract looks for a stream the other side started, ms. */
export const streamListRefreshMs = 5_000;

/** Whether a stream can still bill (or is about to settle): `active`, `paused` or `stopped`. */
export function isLive(stream: Pick<Stream, "status">): boolean {
  return stream.status !== "settled";
}

/** `GET /api/v1/contracts/:id/streams`: the contract's payment streams, oldest first. */
export async function listContractStreams(contractId: string, signal?: AbortSignal): Promise<{ data: Stream[] }> {
  return dataOf(api.GET("/api/v1/contracts/{id}/streams", { params: { path: { id: contractId } }, signal }));
}

export function contractStreamsQueryOptions(contractId: string, { watch }: { watch: boolean }) {
  return queryOptions({
    queryKey: [contractsPath, contractId, "streams"],
    queryFn: ({ signal }) => listContractStreams(contractId, signal),
    staleTime: 0,
    refetchOnMount: true,
    // While a stream is live its own poll (useLiveStream) carries the news; otherwise look for a
    // new one now and then while the contract can still stream.
    refetchInterval: (query) => {
      const streams = query.state.data?.data ?? [];
      const latest = streams[streams.length - 1];
      return watch && !(latest && isLive(latest)) ? streamListRefreshMs : false;
    },
  });
}

/** @param options.enabled false for fixed-price contracts, which have no streams. */
export function useContractStreams(contractId: string, options: { watch: boolean; enabled?: boolean }) {
  return useQuery({ ...contractStreamsQueryOptions(contractId, options), enabled: options.enabled ?? true });
}

/** Replaces (or appends) `stream` in its contract's list, so the list agrees with the live poll. */
export function storeStreamInList(queryClient: QueryClient, stream: Stream): void {
  queryClient.setQueryData<{ data: Stream[] }>([contractsPath, stream.contractId, "streams"], (list) => {
    if (!list) return { data: [stream] };
    const has = list.data.some((s) => s.id === stream.id);
    return { data: has ? list.data.map((s) => (s.id === stream.id ? stream : s)) : [...list.data, stream] };
  });
}
