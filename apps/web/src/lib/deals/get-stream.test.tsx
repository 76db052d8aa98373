import type { Stream } from "@agora/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { createFakeRealtime, heartbeatData, streamChangeData } from "@/test/fake-realtime";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { liveStreamPollMs, useLiveStream } from "./get-stream";

const id = "5ba8d7dc-c838-4c1a-b729-ccdc9cbb41c1";
const url = `/api/v1/streams/${id}`;

function receipt(seq: number, accrued: string) {
  const at = new Date(seq * 1000).toISOString();
  return { streamId: id, seq, final: false as const, accrued, at, keyId: "k", signature: "s".repeat(86) };
}

const answer: Stream = {
  id,
  contractId: "c-1",
  status: "active",
  accrued: "0.10",
  limit: "25.00",
  limitReason: "escrow_exhausted",
  activeMs: 10_000,
  at: new Date(10_000).toISOString(),
  startedAt: new Date(0).toISOString(),
  lastHeartbeatAt: new Date(0).toISOString(),
  stopReason: null,
  stoppedAt: null,
  settlement: null,
  pausedBy: null,
  receipt: receipt(10, "0.10"),
};

let realtime: ReturnType<typeof createFakeRealtime>;

afterEach(() => realtime.client.close());

function renderLiveStream() {
  realtime = createFakeRealtime();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{realtime.wrap(children)}</QueryClientProvider>
  );
  return renderHook(() => useLiveStream(id), { wrapper });
}

/** Waits a little longer than one poll period, so a poll would have happened. */
const pastOnePoll = () => new Promise((resolve) => setTimeout(resolve, liveStreamPollMs + 300));

describe("useLiveStream over the WebSocket", () => {
  it("takes the figures from pushed confirmations, never older ones, and stops polling meanwhile", async () => {
    const fetchMock = stubApi({ [`GET ${url}`]: () => jsonResponse(answer) });
    const { result } = renderLiveStream();
    await waitFor(() => expect(result.current.stream?.accrued).toBe("0.10"));

    const socket = realtime.latest();
    act(() => {
      socket.open();
      socket.confirmAll();
    });
    expect(socket.sent[0]).toEqual({ type: "subscribe", channel: `stream:${id}` });
    // Subscribed: one read to catch up with anything missed before, then pushes only.
    await waitFor(() => expect(callsTo(fetchMock, "GET", url)).toHaveLength(2));

    const push = (seq: number, accrued: string) =>
      act(() =>
        socket.receive({
          type: "event",
          id: null,
          channel: `stream:${id}`,
          event: "confirmation",
          data: { step: true, status: "active", activeMs: seq * 1000 + 1, accrued, receipt: receipt(seq, accrued) },
        }),
      );
    // The cache tells its observers on the next tick, hence waitFor.
    push(12, "0.12");
    await waitFor(() =>
      expect(result.current.stream).toMatchObject({ accrued: "0.12", activeMs: 12_001, receipt: { seq: 12 } }),
    );
    expect(result.current.stream?.at).toBe(new Date(12_000).toISOString());
    push(11, "0.11");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.stream?.accrued).toBe("0.12");

    await act(pastOnePoll);
    expect(callsTo(fetchMock, "GET", url)).toHaveLength(2);

    // A read that answers with older figures (it left before the push) does not win.
    act(() => result.current.retry());
    await waitFor(() => expect(callsTo(fetchMock, "GET", url)).toHaveLength(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.stream?.receipt.seq).toBe(12);
  });

  it("reads the stream again on a change event, and polls while the socket is down", async () => {
    const fetchMock = stubApi({ [`GET ${url}`]: () => jsonResponse(answer) });
    const { result } = renderLiveStream();
    await waitFor(() => expect(result.current.stream).toBeDefined());
    const socket = realtime.latest();
    act(() => {
      socket.open();
      socket.confirmAll();
    });
    await waitFor(() => expect(callsTo(fetchMock, "GET", url)).toHaveLength(2));

    act(() =>
      socket.receive({
        type: "event",
        id: "7",
        channel: `stream:${id}`,
        event: "stream.paused",
        data: streamChangeData(id, "paused"),
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, "GET", url)).toHaveLength(3));
    // A heartbeat changes nothing the meter shows.
    act(() =>
      socket.receive({
        type: "event",
        id: null,
        channel: `stream:${id}`,
        event: "stream.heartbeat",
        data: heartbeatData(id),
      }),
    );

    act(() => socket.drop());
    await act(pastOnePoll);
    expect(callsTo(fetchMock, "GET", url).length).toBeGreaterThanOrEqual(4);
  });
});
