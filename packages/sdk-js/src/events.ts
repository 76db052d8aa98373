import {
  closeNoPong,
  decideOnClose,
  inDeliveryOrder,
  pingIntervalMs,
  pongTimeoutMs,
  type RealtimeEventMessage,
  ReconnectBackoff,
  ReplayCursor,
  readServerMessage,
  subscribeRefusalStatus,
} from "@agora/contracts";
import { AgoraError } from "./errors";

export type { RealtimeEventMessage, RealtimeEventName } from "@agora/contracts";
// The protocol's numbers (packages/contracts realtime-protocol.ts), under the names this module
// has always exported.
export {
  closeTooManyConnections,
  closeUnauthorized,
  pingIntervalMs,
  pongTimeoutMs,
  tooManyConnectionsWaitMs,
} from "@agora/contracts";

/**
 * The part of a WebSocket the SDK uses: the browser's `WebSocket` and the `ws` package's both fit.
 * Handlers are assigned as properties (`onopen` …), which both support.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/**
 * Opens a WebSocket to `url`. `headers` carries `Authorization: Bearer <key>` when the client has
 * an API key; a browser cannot send headers on a WebSocket and authenticates with its session cookie.
 */
export type WebSocketFactory = (url: string, headers: Record<string, string>) => WebSocketLike | Promise<WebSocketLike>;

/** A channel: `"user"` (the caller's own: offers, contracts), `"contract:<id>"` or `"stream:<id>"`. */
export type SubscribeChannel = "user" | `contract:${string}` | `stream:${string}`;

/** Receives each event of a subscription, stored ones in id order, each once. */
export type EventHandler = (event: RealtimeEventMessage) => void | Promise<void>;

/** Options of {@link EventsResource.subscribe}. */
export interface SubscribeOptions {
  /** Replay the stored events after this id first (the `id` of the last event you handled). */
  lastEventId?: string | null;
  /**
   * Hears what goes wrong: a refused subscription (`not_found`, `forbidden`, `validation_failed`:
   * the subscription ends), a credential that stopped working (close code 4401, `unauthorized`:
   * it ends), a handler that threw, or a connection lost (`network_error`: it reconnects).
   */
  onError?: (error: AgoraError) => void;
}

/** A live subscription. */
export interface Subscription {
  /** Closes the socket and stops reconnecting. */
  close(): void;
  /** The id of the last stored event handed to the handler, for a later `lastEventId`; null before any. */
  readonly lastEventId: string | null;
}

/** `WebSocket.OPEN`. */
const open = 1;

/** Realtime events over WebSocket `/api/v1/ws`. */
export class EventsResource {
  /**
   * @param wsUrl the socket's URL (`ws:` or `wss:`).
   * @param headers sent with each handshake (the API key), where the platform allows.
   * @param connect opens a socket.
   */
  constructor(
    private readonly wsUrl: string,
    private readonly headers: Record<string, string>,
    private readonly connect: WebSocketFactory,
  ) {}

  /**
   * Subscribes to `channel` and hands `handler` each event (`{type: "event", id, channel, event,
   * data}`, typed by `event`: narrow on it). On a lost connection it reconnects with jittered
   * exponential backoff and asks for the stored events after the last one handled, so none is
   * missed; duplicates are dropped (the reconnect-and-replay rules are the contract's
   * realtime-client.ts, shared with the web). Transient events (heartbeats, per-step confirmations) have
   * `id: null` and are not replayed. One socket per subscription.
   * @example
   * const sub = agora.events.subscribe(`contract:${id}`, (e) => {
   *   if (e.event === "contract.fund") console.log(e.data.status);
   * });
   */
  subscribe(channel: SubscribeChannel, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    const live = new LiveSubscription(this.wsUrl, this.headers, this.connect, channel, handler, options);
    live.start();
    return live;
  }
}

/** One subscription's connection, replay and reconnection. */
class LiveSubscription implements Subscription {
  readonly #replay: ReplayCursor;
  readonly #backoff = new ReconnectBackoff();
  #socket: WebSocketLike | undefined;
  #closed = false;
  /** Until the server confirms the subscription, events (replayed and live, possibly interleaved) wait here. */
  #pending: RealtimeEventMessage[] | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly connect: WebSocketFactory,
    private readonly channel: SubscribeChannel,
    private readonly handler: EventHandler,
    private readonly options: SubscribeOptions,
  ) {
    this.#replay = new ReplayCursor(options.lastEventId ?? null);
  }

  get lastEventId(): string | null {
    return this.#replay.lastEventId;
  }

  start(): void {
    void this.#open();
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    this.#stopPinging();
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.close(1000, "closed by the client");
  }

  async #open(): Promise<void> {
    if (this.#closed) return;
    let socket: WebSocketLike;
    try {
      socket = await this.connect(this.url, this.headers);
    } catch (err) {
      this.#report("network_error", "Could not open the socket", err);
      this.#reconnect(0);
      return;
    }
    if (this.#closed) {
      socket.close(1000, "closed by the client");
      return;
    }
    this.#socket = socket;
    this.#pending = [];
    socket.onopen = () => {
      socket.send(JSON.stringify(this.#replay.subscribeMessage(this.channel)));
      this.#startPinging(socket);
    };
    socket.onmessage = (event) => {
      if (socket !== this.#socket) return;
      this.#onMessage(socket, event.data);
    };
    socket.onerror = (event) => {
      // `ws` reports a refused handshake as "Unexpected server response: 401"; browsers say nothing more.
      const message = (event as { message?: unknown } | null)?.message;
      const refused = typeof message === "string" ? /Unexpected server response: (40[13])/.exec(message) : null;
      if (refused && socket === this.#socket) {
        this.#fail(Number(refused[1]), refused[1] === "401" ? "unauthorized" : "forbidden", message as string);
      }
    };
    socket.onclose = (event) => {
      if (socket !== this.#socket) return;
      this.#socket = undefined;
      this.#stopPinging();
      if (this.#closed) return;
      const decision = decideOnClose(event.code);
      if (!decision.reconnect) {
        this.#fail(401, decision.reason, event.reason || "The credential no longer works");
        return;
      }
      this.#report("network_error", `Connection closed (${event.code})`);
      this.#reconnect(decision.leastWaitMs);
    };
  }

  #onMessage(socket: WebSocketLike, data: unknown): void {
    this.#armPong(socket, false);
    const read = readServerMessage(data);
    if (!read) return;
    if (!read.ok) {
      // An event this SDK version does not know: skipped, but its id still counts as seen.
      this.#replay.record(read.eventId);
      return;
    }
    const message = read.message;
    switch (message.type) {
      case "subscribed": {
        this.#backoff.reset();
        // What arrived before the confirmation: stored events by id, then transient ones.
        const held = this.#pending ?? [];
        this.#pending = null;
        for (const e of inDeliveryOrder(held)) this.#deliver(e);
        return;
      }
      case "error": {
        const status = this.#pending === null ? null : subscribeRefusalStatus(message.code);
        // The subscription itself was refused: retrying would be refused again.
        if (status !== null) this.#fail(status, message.code, message.message);
        else this.#report(message.code, "The server refused a message", message.message);
        return;
      }
      case "event":
        if (this.#pending !== null) this.#pending.push(message);
        else this.#deliver(message);
        return;
      default:
    }
  }

  #deliver(event: RealtimeEventMessage): void {
    if (!this.#replay.record(event.id)) return;
    try {
      const result = this.handler(event);
      if (result instanceof Promise)
        result.catch((err: unknown) => this.#report("handler_failed", "The event handler threw", err));
    } catch (err) {
      this.#report("handler_failed", "The event handler threw", err);
    }
  }

  #reconnect(leastWaitMs: number): void {
    if (this.#closed) return;
    const waitMs = this.#backoff.next(leastWaitMs);
    this.#reconnectTimer = setTimeout(() => void this.#open(), waitMs);
  }

  #startPinging(socket: WebSocketLike): void {
    this.#stopPinging();
    this.#pingTimer = setInterval(() => {
      if (socket.readyState !== open) return;
      socket.send(JSON.stringify({ type: "ping" }));
      this.#armPong(socket, true);
    }, pingIntervalMs);
    unref(this.#pingTimer);
  }

  /** After a ping, expects any message within {@link pongTimeoutMs}; any message disarms it. */
  #armPong(socket: WebSocketLike, arm: boolean): void {
    clearTimeout(this.#pongTimer);
    if (!arm) return;
    this.#pongTimer = setTimeout(() => {
      if (socket !== this.#socket) return;
      // The connection is silent: drop it without waiting for a closing handshake that may never come.
      const { terminate } = socket as { terminate?: () => void };
      if (typeof terminate === "function") terminate.call(socket);
      else socket.close(closeNoPong, "no answer to ping");
    }, pongTimeoutMs);
    unref(this.#pongTimer);
  }

  #stopPinging(): void {
    clearInterval(this.#pingTimer);
    clearTimeout(this.#pongTimer);
  }

  /** Ends the subscription for good and tells `onError` why. */
  #fail(status: number, code: string, detail?: string): void {
    this.close();
    this.options.onError?.(new AgoraError({ status, code, title: "Subscription ended", detail }));
  }

  #report(code: string, title: string, cause?: unknown): void {
    const detail = cause instanceof Error ? cause.message : typeof cause === "string" ? cause : undefined;
    this.options.onError?.(new AgoraError({ status: 0, code, title, detail, cause }));
  }
}

/** Lets Node exit while only these timers are pending (browsers have no such notion). */
function unref(timer: unknown): void {
  (timer as { unref?: () => void }).unref?.();
}

/**
 * The default socket opener: in Node the `ws` package (loaded on first use, so browser bundles
 * never run it), which can send the API key as a header; elsewhere the platform's `WebSocket`.
 */
export const defaultWebSocketFactory: WebSocketFactory = async (url, headers) => {
  const isNode = typeof process !== "undefined" && typeof process.versions?.node === "string";
  if (!isNode && typeof globalThis.WebSocket === "function")
    return new globalThis.WebSocket(url) as unknown as WebSocketLike;
  const { WebSocket } = await import("ws");
  return new WebSocket(url, { headers }) as unknown as WebSocketLike;
};
