import type { Stream } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api, dataOf } from "@/lib/api";
import { storeStream } from "@/lib/deals/get-stream";
import { contractsPath, streamsPath } from "@/lib/deals/keys";
import { storeStreamInList } from "@/lib/deals/list-streams";
import { walletPath } from "@/lib/queries/get-wallet";

/** What a party can do to a live stream from the page. */
export type StreamControl = "pause" | "resume" | "stop";

/**
 * `POST /api/v1/streams/:id/pause|resume|stop|heartbeat`. Client and agent's owner may pause,
 * resume and stop; stopping settles at once (escrow → owner, less the 0.1 % fee). Only the owner
 * heartbeats.
 * `key` is sent as the Idempotency-Key; heartbeats go without one.
 * @throws ApiError: 409 invalid_state naming the stream's state.
 */
export async function actOnStream(id: string, action: StreamControl | "heartbeat", key?: string): Promise<Stream> {
  const header = key ? { "idempotency-key": key } : {};
  return dataOf(api.POST("/api/v1/streams/{id}/{action}", { params: { path: { id, action }, header } }));
}

export function useStreamControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, key }: { id: string; action: StreamControl; key: string }) =>
      actOnStream(id, action, key),
    onSuccess: (stream) => {
      storeStream(queryClient, stream);
      storeStreamInList(queryClient, stream);
      if (stream.status === "settled") {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: [contractsPath] }),
          queryClient.invalidateQueries({ queryKey: [walletPath] }),
        ]);
      }
    },
  });
}

/** How often the agent's owner's open page tells the server the agent is still working, ms. */
export const heartbeatEveryMs = 10_000;

/** Whether the last heartbeat got through, for the owner's indicator. */
export type HeartbeatState = { status: "idle" } | { status: "ok"; atMs: number } | { status: "failing" };

/**
 * While `enabled` (the owner has the contract open and the stream is active), sends a heartbeat at
 * once and then every {@link heartbeatEveryMs}. The server pauses a stream whose owner has been
 * silent for 30 s, so a client never pays for time the agent was gone.
 */
export function useStreamHeartbeat(streamId: string | null, enabled: boolean): HeartbeatState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<HeartbeatState>({ status: "idle" });
  const queryClientRef = useRef(queryClient);
  queryClientRef.current = queryClient;

  useEffect(() => {
    if (!enabled || streamId === null) {
      setState({ status: "idle" });
      return;
    }
    let isCancelled = false;
    const beat = async () => {
      try {
        const stream = await actOnStream(streamId, "heartbeat");
        if (isCancelled) return;
        storeStream(queryClientRef.current, stream);
        setState({ status: "ok", atMs: Date.now() });
      } catch {
        if (isCancelled) return;
        setState({ status: "failing" });
        // The stream may have been paused or stopped meanwhile: read it again.
        void queryClientRef.current.invalidateQueries({ queryKey: [streamsPath, streamId] });
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), heartbeatEveryMs);
    return () => {
      isCancelled = true;
      clearInterval(timer);
    };
  }, [streamId, enabled]);

  return state;
}
