import {
  type ClientMessage,
  closeNoPong,
  decideOnClose,
  pingIntervalMs,
  pongTimeoutMs,
  type RealtimeEvent,
  ReconnectBackoff,
  ReplayCursor,
  readServerMessage,
} from "@agora/contracts";
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from "react";
// Messages are parsed with zod, which must not probe for eval under the Content-Security-Policy;
// main.tsx sets this first, and importing it here keeps the module right on its own (tests).
import "./zod-jitless";

export { pongTimeoutMs, reconnectBaseMs, reconnectDelayMs, reconnectMaxMs } from "@agora/contracts";
export type { RealtimeEvent };

/**
 * The tab's one WebSocket to `/api/v1/ws` (session cookie, same origin). It opens when the first
 * channel is subscribed and closes a moment after the last one goes; a lost connection comes back
 * with capped exponential backoff and jitter, and every channel is subscribed again with the id of
 * the last stored event it saw, so the server replays what was missed. A ping every
 * {@link pingEveryMs} finds connections that died without a close (a laptop waking up, a proxy
 * dropping idle sockets). The backoff, the replay position and duplicate filter, the close codes and
 * message parsing are the contract's reconnect-and-replay core (packages/contracts
 * realtime-client.ts), shared with the JavaScript SDK; the numbers are its realtime-protocol.ts.
 *
 * Protocol (apps/server realtime.routes.ts): `{"type":"subscribe","channel","lastEventId"?}` →
 * `{type:"subscribed", channel}` (`user` comes back as `user:<id>`), then
 * `{type:"event", id, channel, event, data}`; `{type:"error", code, message}` refuses a message
 * without naming the channel, so subscriptions go one at a time and an error belongs to the one
 * in flight. Every message is parsed with the contract's `serverMessage` (packages/contracts
 * events.ts); one it does not describe (an event this page does not know yet, a malformed payload)
 * is dropped with a warning, so listeners only ever see typed events.
 */

/** How often an open socket is pinged, ms: the protocol's `pingIntervalMs`, under this file's older name. */
export const pingEveryMs = pingIntervalMs;
/**
 * How long the socket stays open with nothing subscribed, ms: moving from one page to the next
 * unsubscribes and subscribes again within this, and keeps the connection.
 */
export const idleCloseMs = 3_000;

/** The browser's `WebSocket.OPEN`. */
const socketOpen = 1;

/** What the client needs of a socket: the browser's WebSocket, or a fake in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open" | "error", listener: () => void): void;
  /** `code` is the close code; the browser's CloseEvent has it, a fake may leave it out. */
  addEventListener(type: "close", listener: (event: { code?: number }) => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

/**
 * The connection: `idle` (nothing subscribed, no socket), `connecting` (first attempt),
 * `open`, `reconnecting` (lost; waiting for or making the next attempt).
 */
export type ConnectionState = "idle" | "connecting" | "open" | "reconnecting";

/**
 * A channel: `pending` until the server confirms it on the current socket (and again after each
 * reconnect), `subscribed` while events flow, `refused` when the server said no (not found, not
 * yours). Callers fall back to polling unless it is `subscribed`.
 */
export type ChannelState = "pending" | "subscribed" | "refused";

/** Hears each event of a channel, stored ones once each (duplicates of a replay are dropped). */
export type RealtimeListener = (event: RealtimeEvent) => void;

interface Channel {
  listeners: Set<RealtimeListener>;
  state: ChannelState;
  /** The name the server confirmed (`user:<id>` for `user`), needed to unsubscribe. */
  serverName: string | null;
  /** Where a resubscribe resumes, and the ids already handled. */
  replay: ReplayCursor;
}

/** Options of {@link RealtimeClient}. */
export interface RealtimeOptions {
  /** The socket's address; read at each connect. */
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  /** 0 ≤ x < 1, for the jitter; tests pin it. */
  random?: () => number;
}

/** The key a channel is kept under: `user` for the caller's own channel, ids in lower case. */
function channelKey(name: string): string {
  return name === "user" || name.startsWith("user:") ? "user" : name.toLowerCase();
}

/** The shared connection; see the file comment. Components use {@link useRealtime}. */
export class RealtimeClient {
  readonly #options: Required<RealtimeOptions>;
  readonly #channels = new Map<string, Channel>();
  readonly #watchers = new Set<() => void>();
  #socket: SocketLike | null = null;
  #state: ConnectionState = "idle";
  readonly #backoff: ReconnectBackoff;
  /** The channel key whose subscribe awaits its answer. */
  #inFlight: string | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #sweepTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RealtimeOptions) {
    this.#options = {
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      ...options,
    };
    this.#backoff = new ReconnectBackoff(this.#options.random);
    // Back online: try at once instead of waiting out the backoff.
    if (typeof window !== "undefined") {
      window.addEventListener("online", () => {
        if (this.#reconnectTimer !== undefined) this.#connect();
      });
    }
  }

  get state(): ConnectionState {
    return this.#state;
  }

  /** The state of `channel` for this tab (`pending` when nobody subscribes to it). */
  channelState(channel: string): ChannelState {
    return this.#channels.get(channelKey(channel))?.state ?? "pending";
  }

  /** Calls `watcher` whenever the connection or a channel changes state. @returns stop watching. */
  watch(watcher: () => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  /**
   * Listens to `channel` (`user`, `contract:<id>`, `stream:<id>`), connecting if needed. Listeners
   * of one channel share its subscription.
   * @returns stops listening; the channel (and then the socket) is let go shortly after the last one.
   */
  subscribe(channel: string, listener: RealtimeListener): () => void {
    const key = channelKey(channel);
    let entry = this.#channels.get(key);
    if (!entry) {
      entry = { listeners: new Set(), state: "pending", serverName: null, replay: new ReplayCursor() };
      this.#channels.set(key, entry);
    }
    entry.listeners.add(listener);
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    if (this.#socket === null && this.#reconnectTimer === undefined) this.#connect();
    else this.#pump();

    let isActive = true;
    return () => {
      if (!isActive) return;
      isActive = false;
      entry.listeners.delete(listener);
      // Let go of the channel a tick later: a component that unsubscribes and subscribes again
      // at once (React's effect re-run) keeps the server subscription and its replay position.
      if (entry.listeners.size === 0 && this.#sweepTimer === undefined) {
        this.#sweepTimer = setTimeout(() => this.#sweep(), 0);
      }
    };
  }

  /** Drops every channel and closes the socket (tests; a sign-out could use it too). */
  close(): void {
    this.#channels.clear();
    clearTimeout(this.#sweepTimer);
    this.#sweepTimer = undefined;
    this.#shutDown();
  }

  #connect(): void {
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    this.#setState(this.#backoff.attempt === 0 ? "connecting" : "reconnecting");
    let socket: SocketLike;
    try {
      socket = this.#options.createSocket(this.#options.url());
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.addEventListener("open", () => {
      if (socket === this.#socket) this.#onOpen();
    });
    socket.addEventListener("message", (event) => {
      if (socket === this.#socket) this.#onMessage(event.data);
    });
    // An error is always followed by a close; the close does the work.
    socket.addEventListener("close", (event) => {
      if (socket === this.#socket) this.#onDrop(event.code);
    });
  }

  #onOpen(): void {
    this.#backoff.reset();
    this.#inFlight = null;
    this.#setState("open");
    this.#pingTimer = setInterval(() => this.#ping(), pingEveryMs);
    this.#pump();
  }

  #ping(): void {
    this.#send({ type: "ping" });
    if (this.#pongTimer !== undefined) return;
    this.#pongTimer = setTimeout(() => {
      // Silent for too long: give this socket up and reconnect as if it had closed.
      const socket = this.#socket;
      this.#onDrop();
      socket?.close(closeNoPong, "no answer to ping");
    }, pongTimeoutMs);
  }

  /**
   * The socket closed with `code` (none: the network, or given up on): every channel waits for the
   * next socket. Where the core says stop (4401: the session is gone), a tab keeps trying at the
   * backoff's pace instead: its credential is the session cookie, which signing in again in any tab
   * renews without this one hearing of it, and its pages learn of the sign-out from their requests.
   */
  #onDrop(code?: number): void {
    this.#clearSocketTimers();
    this.#socket = null;
    this.#inFlight = null;
    for (const entry of this.#channels.values()) entry.state = "pending";
    const decision = decideOnClose(code);
    if (this.#channels.size > 0) this.#scheduleReconnect(decision.reconnect ? decision.leastWaitMs : 0);
    else this.#setState("idle");
  }

  /** @param leastWaitMs a floor on the backoff's wait, ms (after 4429). */
  #scheduleReconnect(leastWaitMs = 0): void {
    const delay = this.#backoff.next(leastWaitMs);
    this.#setState("reconnecting");
    this.#reconnectTimer = setTimeout(() => this.#connect(), delay);
  }

  /** Sends the next subscribe, one at a time (see the file comment). */
  #pump(): void {
    if (this.#inFlight !== null || this.#socket?.readyState !== socketOpen || this.#state !== "open") return;
    for (const [key, entry] of this.#channels) {
      if (entry.state !== "pending" || entry.listeners.size === 0) continue;
      this.#inFlight = key;
      // The key, not the confirmed name: the server takes `user`, never `user:<id>`.
      this.#send(entry.replay.subscribeMessage(key));
      return;
    }
  }

  #onMessage(raw: unknown): void {
    // Anything from the server shows the socket is alive.
    clearTimeout(this.#pongTimer);
    this.#pongTimer = undefined;
    const read = readServerMessage(raw);
    if (!read) return;
    if (!read.ok) {
      // A newer server may announce what this page does not know yet: drop it, but say so.
      console.warn("realtime: dropped a message the contract does not describe", read.json, read.issues);
      return;
    }
    const message = read.message;
    if (message.type === "event") {
      const { type: _type, ...event } = message;
      this.#deliver(event);
    } else if (message.type === "subscribed") {
      this.#onSubscribed(message.channel);
    } else if (message.type === "error" && this.#inFlight !== null) {
      const key = this.#inFlight;
      this.#inFlight = null;
      const entry = this.#channels.get(key);
      if (entry && entry.listeners.size === 0) this.#channels.delete(key);
      else if (entry) entry.state = "refused";
      this.#notify();
      this.#pump();
      this.#idleIfUnused();
    }
  }

  #onSubscribed(serverName: string): void {
    const key = channelKey(serverName);
    if (this.#inFlight === key) this.#inFlight = null;
    const entry = this.#channels.get(key);
    if (!entry || entry.listeners.size === 0) {
      // Let go of while its subscribe was in flight.
      this.#send({ type: "unsubscribe", channel: serverName });
      if (entry) this.#channels.delete(key);
    } else {
      entry.serverName = serverName;
      entry.state = "subscribed";
      this.#notify();
    }
    this.#pump();
    this.#idleIfUnused();
  }

  #deliver(event: RealtimeEvent): void {
    const entry = this.#channels.get(channelKey(event.channel));
    if (!entry?.replay.record(event.id)) return;
    for (const listener of [...entry.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken listener must not starve the others of the event.
        console.error(error);
      }
    }
  }

  /** Unsubscribes channels nobody listens to; closes the socket a while after the last one. */
  #sweep(): void {
    this.#sweepTimer = undefined;
    for (const [key, entry] of this.#channels) {
      if (entry.listeners.size > 0) continue;
      // A subscribe in flight is answered first; #onSubscribed lets go of it then.
      if (this.#inFlight === key) continue;
      if (entry.state === "subscribed" && entry.serverName)
        this.#send({ type: "unsubscribe", channel: entry.serverName });
      this.#channels.delete(key);
    }
    this.#idleIfUnused();
  }

  /** With no channel left, closes the socket after {@link idleCloseMs} unless one comes back. */
  #idleIfUnused(): void {
    if (this.#channels.size > 0 || this.#idleTimer !== undefined || this.#state === "idle") return;
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = undefined;
      if (this.#channels.size === 0) this.#shutDown();
    }, idleCloseMs);
  }

  #shutDown(): void {
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#clearSocketTimers();
    const socket = this.#socket;
    this.#socket = null;
    this.#inFlight = null;
    this.#backoff.reset();
    socket?.close(1000, "nothing subscribed");
    this.#setState("idle");
  }

  #clearSocketTimers(): void {
    clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
    clearTimeout(this.#pongTimer);
    this.#pongTimer = undefined;
  }

  #send(message: ClientMessage): void {
    if (this.#socket?.readyState === socketOpen) this.#socket.send(JSON.stringify(message));
  }

  #setState(state: ConnectionState): void {
    this.#state = state;
    this.#notify();
  }

  #notify(): void {
    for (const watcher of [...this.#watchers]) watcher();
  }
}

/** `/api/v1/ws` on the page's own origin, `wss:` under https. */
export function realtimeUrl(): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}/api/v1/ws`;
}

let shared: RealtimeClient | null = null;

/** The tab's one client, made on first use. */
export function getRealtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient({ url: realtimeUrl });
  return shared;
}

/** Tests hand their own client (with a fake socket) to the hooks below through this context. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

function useClient(): RealtimeClient {
  return useContext(RealtimeContext) ?? getRealtimeClient();
}

/**
 * Listens to `channels` while mounted; `onEvent` may change on every render (the latest one is
 * called). @returns the weakest state among them: `subscribed` only when every one is.
 */
export function useRealtimeChannels(channels: readonly string[], onEvent: RealtimeListener): ChannelState {
  const client = useClient();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  // One string, so a new array with the same channels does not resubscribe.
  const names = [...new Set(channels)].sort().join(" ");

  useEffect(() => {
    if (names === "") return;
    const stops = names.split(" ").map((name) => client.subscribe(name, (event) => latest.current(event)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, names]);

  const watch = useCallback((onChange: () => void) => client.watch(onChange), [client]);
  return useSyncExternalStore(watch, () => {
    if (names === "") return "subscribed";
    const states = names.split(" ").map((name) => client.channelState(name));
    if (states.includes("refused")) return "refused";
    return states.includes("pending") ? "pending" : "subscribed";
  });
}

/**
 * Listens to one channel (`user`, `contract:<id>`, `stream:<id>`) while mounted; null listens to
 * nothing (and reports `pending`). @returns the channel's state, to poll unless `subscribed`.
 */
export function useRealtime(channel: string | null, onEvent: RealtimeListener): ChannelState {
  const state = useRealtimeChannels(channel === null ? [] : [channel], onEvent);
  return channel === null ? "pending" : state;
}

/** The tab's connection state, e.g. for a "Reconnecting…" hint. */
export function useRealtimeConnection(): ConnectionState {
  const client = useClient();
  const watch = useCallback((onChange: () => void) => client.watch(onChange), [client]);
  return useSyncExternalStore(watch, () => client.state);
}
