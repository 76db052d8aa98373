import {
  closeTooManyConnections,
  closeUnauthorized,
  seenEventIdsMax,
  tooManyConnectionsWaitMs,
} from "@agora/contracts";
import { act, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { config } from "zod";
import { confirmationData, contractChangeData, FakeSocket, streamChangeData } from "@/test/fake-realtime";
import {
  idleCloseMs,
  pingEveryMs,
  pongTimeoutMs,
  RealtimeClient,
  RealtimeContext,
  type RealtimeEvent,
  reconnectDelayMs,
  reconnectMaxMs,
  useRealtime,
  useRealtimeConnection,
} from "./realtime";

let sockets: FakeSocket[];
let client: RealtimeClient;

function latestSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error("no socket was opened");
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  client = new RealtimeClient({
    url: () => "ws://agora.test/api/v1/ws",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe("RealtimeClient", () => {
  it("opens one socket on the first subscription and shares it between channels", () => {
    expect(sockets).toHaveLength(0);
    client.subscribe("user", () => {});
    client.subscribe("stream:AB-1", () => {});
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe("connecting");

    const socket = latestSocket();
    socket.open();
    expect(client.state).toBe("open");
    // One subscribe at a time: the server's errors do not name the channel.
    expect(socket.sent).toEqual([{ type: "subscribe", channel: "user" }]);
    socket.confirmLast();
    expect(socket.sent.at(-1)).toEqual({ type: "subscribe", channel: "stream:ab-1" });
    socket.confirmLast();
    expect(client.channelState("user")).toBe("subscribed");
    expect(client.channelState("stream:ab-1")).toBe("subscribed");
    expect(sockets).toHaveLength(1);
  });

  it("hands each event to the listeners of its channel only, user events included", () => {
    const onUser = vi.fn();
    const onStream = vi.fn();
    client.subscribe("user", onUser);
    client.subscribe("stream:s-1", onStream);
    const socket = latestSocket();
    socket.open();
    socket.confirmLast("u-7");
    socket.confirmLast();

    const offer: RealtimeEvent = { id: "12", channel: "user:u-7", event: "offer.received", data: { offerId: "o" } };
    const confirmation: RealtimeEvent = {
      id: null,
      channel: "stream:s-1",
      event: "confirmation",
      data: confirmationData("s-1"),
    };
    socket.receive({ type: "event", ...offer });
    socket.receive({ type: "event", ...confirmation });

    expect(onUser).toHaveBeenCalledExactlyOnceWith(offer);
    expect(onStream).toHaveBeenCalledExactlyOnceWith(confirmation);
  });

  it("marks the channel in flight as refused when the server answers with an error, and goes on", () => {
    client.subscribe("contract:missing", () => {});
    client.subscribe("user", () => {});
    const socket = latestSocket();
    socket.open();
    socket.receive({ type: "error", code: "not_found", message: "contract:missing not found" });

    expect(client.channelState("contract:missing")).toBe("refused");
    expect(socket.sent.at(-1)).toEqual({ type: "subscribe", channel: "user" });
    socket.confirmLast();
    expect(client.channelState("user")).toBe("subscribed");
  });

  it("reconnects with growing, capped, jittered delays and resubscribes from the last stored event", () => {
    const onEvent = vi.fn();
    client.subscribe("contract:c-1", onEvent);
    client.subscribe("stream:s-1", () => {});
    let socket = latestSocket();
    socket.open();
    socket.confirmLast();
    socket.confirmLast();
    const started = streamChangeData("s-1");
    socket.receive({
      type: "event",
      id: "41",
      channel: "contract:c-1",
      event: "contract.fund",
      data: contractChangeData("c-1"),
    });
    socket.receive({ type: "event", id: "42", channel: "contract:c-1", event: "stream.started", data: started });
    socket.receive({
      type: "event",
      id: null,
      channel: "stream:s-1",
      event: "confirmation",
      data: confirmationData("s-1"),
    });

    socket.drop();
    expect(client.state).toBe("reconnecting");
    expect(client.channelState("contract:c-1")).toBe("pending");

    // First wait: half of 500 ms fixed plus half of it scaled by the jitter (0.5).
    expect(reconnectDelayMs(0, 0.5)).toBe(375);
    vi.advanceTimersByTime(374);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    // The attempt fails before opening: the next wait doubles.
    latestSocket().drop();
    vi.advanceTimersByTime(reconnectDelayMs(1, 0.5) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    socket = latestSocket();
    socket.open();
    expect(socket.sent[0]).toEqual({ type: "subscribe", channel: "contract:c-1", lastEventId: "42" });
    socket.confirmLast();
    // Confirmations are not stored, so the stream channel has nothing to resume from.
    expect(socket.sent[1]).toEqual({ type: "subscribe", channel: "stream:s-1" });

    // The replay overlaps an event already pushed live: it is delivered once.
    onEvent.mockClear();
    const paused = streamChangeData("s-1", "paused");
    socket.receive({ type: "event", id: "42", channel: "contract:c-1", event: "stream.started", data: started });
    socket.receive({ type: "event", id: "43", channel: "contract:c-1", event: "stream.paused", data: paused });
    expect(onEvent.mock.calls.map(([event]) => event.id)).toEqual(["43"]);
  });

  it("caps the backoff and starts over after a connection that opened", () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => reconnectDelayMs(attempt, 0.999));
    expect(delays.every((delay, i) => i === 0 || delay >= (delays[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...delays)).toBeLessThanOrEqual(reconnectMaxMs);
    expect(reconnectDelayMs(30, 0)).toBe(reconnectMaxMs / 2);

    client.subscribe("user", () => {});
    latestSocket().drop();
    vi.advanceTimersByTime(reconnectDelayMs(0, 0.5));
    latestSocket().drop();
    vi.advanceTimersByTime(reconnectDelayMs(1, 0.5));
    latestSocket().open();
    latestSocket().drop();
    // Back to the first, shortest wait.
    const before = sockets.length;
    vi.advanceTimersByTime(reconnectDelayMs(0, 0.5));
    expect(sockets).toHaveLength(before + 1);
  });

  it("waits at least tooManyConnectionsWaitMs after 4429, and keeps trying after 4401", () => {
    client.subscribe("user", () => {});
    latestSocket().open();
    latestSocket().confirmLast();
    latestSocket().drop(closeTooManyConnections);
    // The backoff alone would try again after 375 ms; the user's other tabs must close first.
    vi.advanceTimersByTime(tooManyConnectionsWaitMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latestSocket().open();
    latestSocket().confirmLast();
    latestSocket().drop(closeUnauthorized);
    // A tab's session can come back through a sign-in in another tab: it does not give up.
    expect(client.state).toBe("reconnecting");
    vi.advanceTimersByTime(reconnectDelayMs(0, 0.5));
    expect(sockets).toHaveLength(3);
  });

  it("remembers the last seenEventIdsMax ids of a channel, so an old duplicate is still dropped", () => {
    const onEvent = vi.fn();
    client.subscribe("contract:c-1", onEvent);
    const socket = latestSocket();
    socket.open();
    socket.confirmLast();
    const fund = (id: number) => ({
      type: "event",
      id: String(id),
      channel: "contract:c-1",
      event: "contract.fund",
      data: contractChangeData("c-1"),
    });
    for (let id = 1; id < seenEventIdsMax; id++) socket.receive(fund(id));
    socket.receive(fund(1));
    expect(onEvent).toHaveBeenCalledTimes(seenEventIdsMax - 1);
  });

  it("pings every 25 s and gives up a socket that stays silent", () => {
    client.subscribe("user", () => {});
    const socket = latestSocket();
    socket.open();
    socket.confirmLast();

    vi.advanceTimersByTime(pingEveryMs);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    socket.receive({ type: "pong" });
    vi.advanceTimersByTime(pongTimeoutMs);
    expect(socket.closedWith).toBeUndefined();

    vi.advanceTimersByTime(pingEveryMs - pongTimeoutMs);
    expect(socket.sent.at(-1)).toEqual({ type: "ping" });
    vi.advanceTimersByTime(pongTimeoutMs);
    expect(socket.closedWith).toBe(4000);
    expect(client.state).toBe("reconnecting");
    vi.advanceTimersByTime(reconnectDelayMs(0, 0.5));
    expect(sockets).toHaveLength(2);
  });

  it("unsubscribes a channel nobody listens to, and closes the socket a while after the last", () => {
    const stopUser = client.subscribe("user", () => {});
    const stopStream = client.subscribe("stream:s-1", () => {});
    const socket = latestSocket();
    socket.open();
    socket.confirmLast("u-9");
    socket.confirmLast();

    stopStream();
    vi.advanceTimersByTime(0);
    expect(socket.sent.at(-1)).toEqual({ type: "unsubscribe", channel: "stream:s-1" });

    stopUser();
    vi.advanceTimersByTime(0);
    // The confirmed name: the server knows the channel as user:<id>.
    expect(socket.sent.at(-1)).toEqual({ type: "unsubscribe", channel: "user:u-9" });
    vi.advanceTimersByTime(idleCloseMs - 1);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    expect(client.state).toBe("idle");

    // Nothing reconnects a socket closed on purpose; a new subscription opens a new one.
    vi.advanceTimersByTime(reconnectMaxMs);
    expect(sockets).toHaveLength(1);
    client.subscribe("user", () => {});
    expect(sockets).toHaveLength(2);
  });

  it("keeps the subscription when a listener leaves and another comes at once (an effect re-run)", () => {
    const stop = client.subscribe("stream:s-1", () => {});
    const socket = latestSocket();
    socket.open();
    socket.confirmLast();
    const sentBefore = socket.sent.length;

    stop();
    client.subscribe("stream:s-1", () => {});
    vi.advanceTimersByTime(idleCloseMs);
    expect(socket.sent).toHaveLength(sentBefore);
    expect(client.channelState("stream:s-1")).toBe("subscribed");
    expect(socket.closedWith).toBeUndefined();
  });

  it("lets go of a channel whose subscribe was still in flight once the server answers", () => {
    const stop = client.subscribe("stream:s-1", () => {});
    const socket = latestSocket();
    socket.open();
    stop();
    vi.advanceTimersByTime(0);
    socket.confirmLast();
    expect(socket.sent.at(-1)).toEqual({ type: "unsubscribe", channel: "stream:s-1" });
    vi.advanceTimersByTime(idleCloseMs);
    expect(socket.closedWith).toBe(1000);
  });

  it("drops an event the contract does not describe, or a malformed one, with a warning", () => {
    // Parsing runs with zod's JIT off, as the page's Content-Security-Policy (no eval) requires.
    expect(config().jitless).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onEvent = vi.fn();
    client.subscribe("contract:c-1", onEvent);
    const socket = latestSocket();
    socket.open();
    socket.confirmLast();

    socket.receive({ type: "event", id: "50", channel: "contract:c-1", event: "contract.teleported", data: {} });
    expect(onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    // A known event whose payload does not match its schema is dropped the same way.
    socket.receive({ type: "event", id: "51", channel: "contract:c-1", event: "contract.fund", data: { status: 7 } });
    expect(onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    // A valid event after them is delivered as usual.
    socket.receive({
      type: "event",
      id: "52",
      channel: "contract:c-1",
      event: "contract.fund",
      data: contractChangeData("c-1"),
    });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      id: "52",
      channel: "contract:c-1",
      event: "contract.fund",
      data: { contractId: "c-1", status: "active" },
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("keeps delivering to other listeners when one throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const second = vi.fn();
    client.subscribe("user", () => {
      throw new Error("broken listener");
    });
    client.subscribe("user", second);
    const socket = latestSocket();
    socket.open();
    socket.confirmLast();
    socket.receive({ type: "event", id: "1", channel: "user:u-1", event: "offer.received", data: { offerId: "o" } });
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("useRealtime", () => {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(RealtimeContext.Provider, { value: client }, children);

  it("subscribes while mounted, reports the channel's state and calls the latest callback", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ onEvent }) => useRealtime("stream:s-1", onEvent), {
      wrapper,
      initialProps: { onEvent: first },
    });
    expect(result.current).toBe("pending");
    const socket = latestSocket();
    act(() => {
      socket.open();
      socket.confirmLast();
    });
    expect(result.current).toBe("subscribed");

    rerender({ onEvent: second });
    act(() =>
      socket.receive({
        type: "event",
        id: null,
        channel: "stream:s-1",
        event: "confirmation",
        data: confirmationData("s-1"),
      }),
    );
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();

    act(() => socket.drop());
    expect(result.current).toBe("pending");

    unmount();
    act(() => vi.advanceTimersByTime(idleCloseMs + reconnectMaxMs));
    expect(client.state).toBe("idle");
  });

  it("follows nothing for a null channel", () => {
    const { result } = renderHook(() => useRealtime(null, () => {}), { wrapper });
    expect(result.current).toBe("pending");
    expect(sockets).toHaveLength(0);
  });

  it("reports the connection state", () => {
    const { result } = renderHook(
      () => {
        useRealtime("user", () => {});
        return useRealtimeConnection();
      },
      { wrapper },
    );
    expect(result.current).toBe("connecting");
    act(() => latestSocket().open());
    expect(result.current).toBe("open");
    act(() => latestSocket().drop());
    expect(result.current).toBe("reconnecting");
  });
});
