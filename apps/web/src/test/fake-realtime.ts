import { createElement, type ReactNode } from "react";
import { RealtimeClient, RealtimeContext, type SocketLike } from "@/lib/realtime";

/** A socket the test drives by hand: it records what the client sends and plays the server. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  #confirmed = 0;
  readonly #listeners = new Map<string, Array<(event: { data: unknown }) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
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

  /** The server or the network ends the connection. */
  drop(): void {
    this.readyState = 3;
    this.#emit("close", { data: undefined });
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

  #emit(type: string, event: { data: unknown }): void {
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
