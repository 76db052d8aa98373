import { type RealtimeEventMessage, realtimeEventMessage } from "@agora/contracts";
import { AgoraError } from "./errors";
import { backoffMs } from "./transport";

export type { RealtimeEventMessage, RealtimeEventName } from "@agora/contracts";

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

/** Close code for credentials revoked, expired or signed out: reconnecting would fail again. */
export const closeUnauthorized = 4401;
/** Close code for too many sockets of one user: reconnect, but not soon. */
export const closeTooManyConnections = 4429;
/** How often an idle socket is probed with `{type: "ping"}`, ms (proxies drop silent connections). */
export const pingIntervalMs = 25_000;
/** Silence after a ping after which the connection is taken for dead and replaced, ms. */
export const pongTimeoutMs = 10_000;
/** Least wait before reconnecting after a 4429, ms: the user's other sockets must close first. */
export const tooManyConnectionsWaitMs = 5_000;
/** Stored event ids remembered to drop duplicates (a replay may overlap live events). */
const seenIdsMax = 1_000;

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
   * missed; duplicates are dropped. Transient events (heartbeats, per-step confirmations) have
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
  #lastEventId: string | null;
  #socket: WebSocketLike | undefined;
  #closed = false;
  #attempt = 0;
  /** Until the server confirms the subscription, events (replayed and live, possibly interleaved) wait here. */
  #pending: RealtimeEventMessage[] | null = null;
  readonly #seen = new Set<string>();
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
    this.#lastEventId = options.lastEventId ?? null;
  }

  get lastEventId(): string | null {
    return this.#lastEventId;
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
      const subscribe = {
        type: "subscribe",
        channel: this.channel,
        ...(this.#lastEventId ? { lastEventId: this.#lastEventId } : {}),
      };
      socket.send(JSON.stringify(subscribe));
      this.#startPinging(socket);
    };
    socket.onmessage = (event) => {
      if (socket !== this.#socket) return;
      this.#onMessage(socket, String(event.data));
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
      if (event.code === closeUnauthorized) {
        this.#fail(401, "unauthorized", event.reason || "The credential no longer works");
        return;
      }
      this.#report("network_error", `Connection closed (${event.code})`);
      this.#reconnect(event.code === closeTooManyConnections ? tooManyConnectionsWaitMs : 0);
    };
  }

  #onMessage(socket: WebSocketLike, text: string): void {
    this.#armPong(socket, false);
    let message: { type?: unknown; code?: unknown; message?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    switch (message.type) {
      case "subscribed":
        this.#attempt = 0;
        this.#flush();
        return;
      case "error": {
        const code = typeof message.code === "string" ? message.code : "error";
        const detail = typeof message.message === "string" ? message.message : undefined;
        if (this.#pending !== null && code !== "rate_limited") {
          // The subscription itself was refused: retrying would be refused again.
          this.#fail(code === "not_found" ? 404 : code === "forbidden" ? 403 : 400, code, detail);
        } else {
          this.#report(code, "The server refused a message", detail);
        }
        return;
      }
      case "event": {
        const parsed = realtimeEventMessage.safeParse(message);
        // An event this SDK version does not know: skipped, but its id still counts as seen.
        const event = parsed.success ? parsed.data : undefined;
        const id = (message as { id?: unknown }).id;
        if (!event) {
          if (typeof id === "string") this.#markSeen(id);
          return;
        }
        if (this.#pending !== null) this.#pending.push(event);
        else this.#deliver(event);
        return;
      }
      default:
    }
  }

  /** Hands over what arrived before the confirmation: stored events by id, then transient ones. */
  #flush(): void {
    const pending = this.#pending ?? [];
    this.#pending = null;
    const stored = pending.filter((e) => e.id !== null).sort((a, b) => compareIds(a.id as string, b.id as string));
    for (const e of [...stored, ...pending.filter((e) => e.id === null)]) this.#deliver(e);
  }

  #deliver(event: RealtimeEventMessage): void {
    if (event.id !== null) {
      if (this.#seen.has(event.id)) return;
      this.#markSeen(event.id);
    }
    try {
      const result = this.handler(event);
      if (result instanceof Promise)
        result.catch((err: unknown) => this.#report("handler_failed", "The event handler threw", err));
    } catch (err) {
      this.#report("handler_failed", "The event handler threw", err);
    }
  }

  #markSeen(id: string): void {
    this.#seen.add(id);
    if (this.#seen.size > seenIdsMax) this.#seen.delete(this.#seen.values().next().value as string);
    if (this.#lastEventId === null || compareIds(id, this.#lastEventId) > 0) this.#lastEventId = id;
  }

  #reconnect(leastMs: number): void {
    if (this.#closed) return;
    const waitMs = Math.max(leastMs, backoffMs(this.#attempt, Math.random()));
    this.#attempt += 1;
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
      else socket.close(4000, "no answer to ping");
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

/** Orders stored event ids (decimal digit strings from a sequence) numerically. */
function compareIds(a: string, b: string): number {
  return a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;
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
