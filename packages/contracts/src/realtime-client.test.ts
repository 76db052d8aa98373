import { describe, expect, it } from "vitest";
import {
  compareEventIds,
  decideOnClose,
  inDeliveryOrder,
  ReconnectBackoff,
  ReplayCursor,
  readServerMessage,
  reconnectDelayMs,
  subscribeRefusalStatus,
} from "./realtime-client";
import {
  closeNoPong,
  closePolicyViolation,
  closeTooManyConnections,
  closeUnauthorized,
  pingIntervalMs,
  pongTimeoutMs,
  reconnectBaseMs,
  reconnectMaxMs,
  replayEventsMax,
  seenEventIdsMax,
  streamHeartbeatIntervalMs,
  streamHeartbeatRetryMs,
  streamHeartbeatTimeoutMs,
  tooManyConnectionsWaitMs,
} from "./realtime-protocol";

/** A client's view of one channel across connections: what it hands its listener, in order. */
function channelClient(lastEventId: string | null = null) {
  const cursor = new ReplayCursor(lastEventId);
  const handled: (string | null)[] = [];
  return {
    cursor,
    handled,
    receive(...ids: (string | null)[]) {
      for (const id of ids) if (cursor.record(id)) handled.push(id);
    },
  };
}

describe("replay after a reconnect", () => {
  it("resumes after the newest stored event and drops one the replay sends again", () => {
    const client = channelClient();
    expect(client.cursor.subscribeMessage("contract:c-1")).toEqual({ type: "subscribe", channel: "contract:c-1" });
    client.receive("41", "42", null);

    // The connection drops; the next subscribe asks for what came after 42.
    expect(client.cursor.subscribeMessage("contract:c-1")).toEqual({
      type: "subscribe",
      channel: "contract:c-1",
      lastEventId: "42",
    });
    // 43 was pushed live before the replay read it: the replay's copy is dropped.
    client.receive("43", "43", "44", null);
    expect(client.handled).toEqual(["41", "42", null, "43", "44", null]);
    expect(client.cursor.lastEventId).toBe("44");
  });

  it("starts from a given lastEventId and keeps the newest id when events arrive out of order", () => {
    const client = channelClient("100");
    expect(client.cursor.subscribeMessage("user").lastEventId).toBe("100");
    client.receive("103", "101", "102");
    expect(client.cursor.lastEventId).toBe("103");
    // Numeric, not lexicographic: 1000 comes after 999.
    client.receive("999", "1000");
    expect(client.cursor.lastEventId).toBe("1000");
  });

  it("hands every transient event over (they have no id to compare)", () => {
    const client = channelClient();
    client.receive(null, null, null);
    expect(client.handled).toEqual([null, null, null]);
    expect(client.cursor.lastEventId).toBeNull();
  });

  it("drops every duplicate of a full replay page overlapping live events", () => {
    const client = channelClient();
    const live = Array.from({ length: replayEventsMax }, (_, i) => String(1_000 + i));
    client.receive(...live);
    // Worst case: the replay resends the whole page while as many new events arrive live.
    const fresh = Array.from({ length: replayEventsMax }, (_, i) => String(2_000 + i));
    for (let i = 0; i < replayEventsMax; i++) client.receive(fresh[i] ?? null, live[i] ?? null);
    expect(client.handled).toEqual([...live, ...fresh]);
  });

  it("forgets the oldest ids beyond the window", () => {
    const cursor = new ReplayCursor(null, 3);
    for (const id of ["1", "2", "3", "4"]) expect(cursor.record(id)).toBe(true);
    expect(cursor.record("2")).toBe(false);
    // 1 fell out of the window: a very late copy of it gets through.
    expect(cursor.record("1")).toBe(true);
  });

  it("lets an id that is not a stored event's through without taking it as the replay position", () => {
    const cursor = new ReplayCursor();
    expect(cursor.record("not-an-id")).toBe(true);
    expect(cursor.record("not-an-id")).toBe(true);
    expect(cursor.lastEventId).toBeNull();
  });
});

describe("reconnect backoff", () => {
  it("grows from about reconnectBaseMs, doubling, and is capped at reconnectMaxMs", () => {
    const highest = Array.from({ length: 14 }, (_, attempt) => reconnectDelayMs(attempt, 0.999_999));
    expect(highest[0]).toBe(reconnectBaseMs);
    expect(highest[1]).toBe(2 * reconnectBaseMs);
    for (let i = 1; i < highest.length; i++) expect(highest[i]).toBeGreaterThanOrEqual(highest[i - 1] ?? 0);
    expect(Math.max(...highest)).toBe(reconnectMaxMs);
    expect(reconnectDelayMs(1_000, 0.999_999)).toBe(reconnectMaxMs);
  });

  it("waits at least half of the step: clients dropped together do not come straight back", () => {
    expect(reconnectDelayMs(0, 0)).toBe(reconnectBaseMs / 2);
    expect(reconnectDelayMs(0, 0.5)).toBe(375);
    expect(reconnectDelayMs(30, 0)).toBe(reconnectMaxMs / 2);
  });

  it("counts attempts, and starts over from the shortest wait after a connection worked", () => {
    const backoff = new ReconnectBackoff(() => 0.999_999);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([500, 1_000, 2_000]);
    expect(backoff.attempt).toBe(3);
    backoff.reset();
    expect(backoff.attempt).toBe(0);
    expect(backoff.next()).toBe(500);
  });
});

describe("close codes", () => {
  it("stops on 4401: the same credential would be refused again", () => {
    expect(closeUnauthorized).toBe(4401);
    expect(decideOnClose(closeUnauthorized)).toEqual({ reconnect: false, reason: "unauthorized" });
  });

  it("waits at least tooManyConnectionsWaitMs after 4429, even on the first, shortest attempt", () => {
    expect(closeTooManyConnections).toBe(4429);
    const decision = decideOnClose(closeTooManyConnections);
    expect(decision).toEqual({ reconnect: true, leastWaitMs: tooManyConnectionsWaitMs });
    const backoff = new ReconnectBackoff(() => 0);
    expect(backoff.next(decision.reconnect ? decision.leastWaitMs : 0)).toBe(tooManyConnectionsWaitMs);
    // Once the backoff itself is longer, it is the backoff that counts.
    for (let i = 0; i < 10; i++) backoff.next();
    expect(backoff.next(tooManyConnectionsWaitMs)).toBe(reconnectMaxMs / 2);
  });

  it("reconnects with the backoff alone after anything else, the network's drop included", () => {
    for (const code of [undefined, 1000, 1001, 1006, closePolicyViolation, closeNoPong])
      expect(decideOnClose(code)).toEqual({ reconnect: true, leastWaitMs: 0 });
  });
});

describe("holding events until the subscribe is confirmed", () => {
  it("hands stored events over by id, then transient ones in arrival order", () => {
    const held = [{ id: "10" }, { id: null, n: 1 }, { id: "9" }, { id: "100" }, { id: null, n: 2 }];
    expect(inDeliveryOrder(held)).toEqual([
      { id: "9" },
      { id: "10" },
      { id: "100" },
      { id: null, n: 1 },
      { id: null, n: 2 },
    ]);
    expect(held[0]).toEqual({ id: "10" });
  });

  it("compares ids as numbers", () => {
    expect(compareEventIds("9", "10")).toBeLessThan(0);
    expect(compareEventIds("10", "10")).toBe(0);
    expect(compareEventIds("21", "12")).toBeGreaterThan(0);
  });
});

describe("reading server messages", () => {
  it("types an event of the contract", () => {
    const read = readServerMessage(
      JSON.stringify({
        type: "event",
        id: "7",
        channel: "contract:c",
        event: "contract.fund",
        data: { contractId: "c", status: "active" },
      }),
    );
    expect(read).toEqual({
      ok: true,
      message: {
        type: "event",
        id: "7",
        channel: "contract:c",
        event: "contract.fund",
        data: { contractId: "c", status: "active" },
      },
    });
  });

  it("reports an event it does not know with its id, and a frame that is not JSON as nothing", () => {
    const read = readServerMessage(
      JSON.stringify({ type: "event", id: "8", channel: "user:u", event: "x.new", data: {} }),
    );
    expect(read).toMatchObject({ ok: false, eventId: "8", json: { event: "x.new" } });
    expect(read?.ok === false && read.issues.length).toBeGreaterThan(0);
    expect(readServerMessage(JSON.stringify({ type: "subscribed" }))).toMatchObject({ ok: false, eventId: null });
    expect(readServerMessage("not json")).toBeUndefined();
  });

  it("ends a refused subscription with the status a request would get, except for pace", () => {
    expect(subscribeRefusalStatus("not_found")).toBe(404);
    expect(subscribeRefusalStatus("forbidden")).toBe(403);
    expect(subscribeRefusalStatus("validation_failed")).toBe(400);
    expect(subscribeRefusalStatus("rate_limited")).toBeNull();
  });
});

describe("the protocol's numbers agree with each other", () => {
  it("lets two heartbeats in a row be lost, and retries a failed one well within the timeout", () => {
    expect(streamHeartbeatIntervalMs * 3).toBeLessThanOrEqual(streamHeartbeatTimeoutMs);
    expect(streamHeartbeatRetryMs).toBeLessThan(streamHeartbeatIntervalMs);
  });

  it("expects the answer to a ping before the next ping, and remembers a whole replay", () => {
    expect(pongTimeoutMs).toBeLessThan(pingIntervalMs);
    expect(seenEventIdsMax).toBeGreaterThanOrEqual(2 * replayEventsMax);
    expect(tooManyConnectionsWaitMs).toBeLessThan(reconnectMaxMs);
  });
});
