import type { RealtimeEventData, StepReceipt } from "@agora/contracts";
import { createElement, type ReactNode } from "react";
import { RealtimeClient, RealtimeContext, type SocketLike } from "@/lib/realtime";

/** A step receipt as the server signs it (the signature is not checked by the web). */
export function stepReceiptFixture(streamId: string, seq: number, accrued: string): StepReceipt {
  const at = new Date(seq * 1000).toISOString();
  return { streamId, seq, final: false, accrued, at, keyId: "k", signature: "s".repeat(86) };
}

/** A `confirmation` payload of billing step `seq` (one second per step), as the server's hub sends it. */
export function confirmationData(streamId: string, seq = 1, accrued = "0.01"): RealtimeEventData<"confirmation"> {
  return {
    step: true,
    status: "active",
    activeMs: seq * 1000 + 1,
    accrued,
    receipt: stepReceiptFixture(streamId, seq, accrued),
  };
}

/** A `stream.started|paused|resumed|settled` payload, as the server's streams module sends it. */
export function streamChangeData(
  streamId: string,
  status: RealtimeEventData<"stream.paused">["status"] = "active",
  contractId = "c-1",
): RealtimeEventData<"stream.paused"> {
  return {
    streamId,
    contractId,
    status,
    lastHeartbeatAt: new Date(0).toISOString(),
    stopReason: null,
    stoppedAt: null,
    accrued: null,
    pausedBy: status === "paused" ? "client" : null,
  };
}

/** A `stream.heartbeat` payload, as the server's one-statement heartbeat sends it. */
export function heartbeatData(streamId: string, contractId = "c-1"): RealtimeEventData<"stream.heartbeat"> {
  return { streamId, contractId, status: "active", lastHeartbeatAt: new Date(0).toISOString() };
}

/** A `contract.<action>` payload. */
export function contractChangeData(
  contractId: string,
  status: RealtimeEventData<"contract.fund">["status"] = "active",
): RealtimeEventData<"contract.fund"> {
  return { contractId, status };
}

/** What the fake hands its listeners: a message's `data`, a close's `code`. */
interface SocketEvent {
  data: unknown;
  code?: number | undefined;
}

/** A socket the test drives by hand: it records what the client sends and plays the server. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  #confirmed = 0;
  readonly #listeners = new Map<string, Array<(event: SocketEvent) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: SocketEvent) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number): void {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.#emit("open", { data: undefined });
  }

  receive(message: unknown): void {
    this.#emit("message", { data: JSON.stringify(message) });
  }

  /** The server or the network ends the connection, with close code `code` (none: the network). */
  drop(code?: number): void {
    this.readyState = 3;
    this.#emit("close", { data: undefined, code });
  }

  /** Answers the last subscribe as the server would (`user` comes back as `user:<id>`). */
  confirmLast(userId = "u-1"): void {
    const last = this.sent.at(-1);
    if (last?.type !== "subscribe") throw new Error(`last message is not a subscribe: ${JSON.stringify(last)}`);
    const channel = last.channel === "user" ? `user:${userId}` : last.channel;
    this.receive({ type: "subscribed", channel });
  }

  /**
   * Answers every subscribe not answered by this method yet, and those the answers lead to (the
   * client sends one at a time).
   */
  confirmAll(userId = "u-1"): void {
    for (; this.#confirmed < this.sent.length; this.#confirmed++) {
      const message = this.sent[this.#confirmed];
      if (message?.type !== "subscribe") continue;
      this.receive({ type: "subscribed", channel: message.channel === "user" ? `user:${userId}` : message.channel });
    }
  }

  #emit(type: string, event: SocketEvent): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

/**
 * A realtime client on fake sockets, and a wrapper that hands it to the hooks.
 * @returns `latest()` the last socket opened (throws when none was).
 */
export function createFakeRealtime() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: () => "ws://agora.test/api/v1/ws",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
  });
  function latest(): FakeSocket {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }
  function wrap(ui: ReactNode) {
    return createElement(RealtimeContext.Provider, { value: client }, ui);
  }
  return { client, sockets, latest, wrap };
}
