import type { ClientMessage, RealtimeEvent, ServerMessageInput } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { PendingWork } from "../../lib/pending-work";
import type { Actor } from "../../lib/principal";
import { SlicedQueue } from "../../lib/sliced-queue";
import type { EventsBus } from "./bus";
import { CorkedSends } from "./corked-sends";
import { eventById, eventsAfter, type NotifiedEvent, notifiedEvents } from "./events";

/**
 * This instance's live state of one channel, kept while anybody on the instance subscribes to it
 * (a stream's per-step confirmations). The feature owning the channel writes it; the hub only
 * starts, feeds and stops it.
 */
export interface ChannelWatcher<Read = unknown> {
  /** Takes the channel as `ChannelKind.authorize` read it. */
  load(read: Read): void;
  /** Reads the channel again (the read it was given may predate a change heard since). */
  reload(): Promise<void>;
  /** An event of the channel, from any instance, after subscribers have it. */
  onEvent(event: RealtimeEvent): Promise<void>;
  stop(): void;
}

/**
 * The channels `<kind>:<uuid>` a feature owns, registered with the hub by the composition root
 * (app.ts), so the kernel's hub imports no feature (decision 062).
 */
export interface ChannelKind<Read = unknown> {
  /**
   * Reads channel `id` for `actor`; changes nothing.
   * @returns null when the channel does not exist or `actor` may not see it (answered not_found).
   * @throws what a failed read throws (the database down): that is not a missing channel.
   */
  authorize(actor: Actor, id: string): Promise<Read | null>;
  /**
   * A watcher for channel `id`, when the kind has live state; `deliver` sends an event to this
   * instance's subscribers.
   */
  watch?(id: string, deliver: (event: RealtimeEvent) => void): ChannelWatcher<Read>;
  /** Whether `event` changes what `authorize` read (a heartbeat does not). */
  changes?(event: RealtimeEvent): boolean;
  /** Stops the kind's own work on the hub's close, after every socket closed. */
  close?(): Promise<void>;
}

/**
 * Events handled per event-loop turn. A batched heartbeat write announces a thousand heartbeats at
 * once; handled in one go they held the loop for tens of ms and delayed the confirmations due
 * meanwhile (p99 127–343 ms at 10,000 streams).
 */
const eventsPerTurn = 100;

/** A channel an actor may watch, resolved by {@link RealtimeHub.authorize}. */
export interface AuthorizedChannel {
  /** The channel's full name (`user:<id>`, `contract:<id>`, `stream:<id>`). */
  channel: string;
  /** The kind that owns the channel (none for `user`). */
  kind?: ChannelKind;
  /** The channel as its kind read it, which a watcher starts from. */
  read?: unknown;
  /** The hub's count of changes heard when the channel was read (see `#changesHeard`). */
  changesHeard: number;
}

/** What a subscribe message asks for (`clientMessage` of the contract). */
export type SubscribeRequest = Pick<Extract<ClientMessage, { type: "subscribe" }>, "channel" | "lastEventId">;

/**
 * How long a socket's replayed event ids are remembered, ms: longer than an event takes from
 * commit to the bus through the outbox (a publisher polls every 500 ms; decision 080).
 */
const replayedMemoryMs = 30_000;

/**
 * The instance's realtime hub (WebSocket `/api/v1/ws`): who listens to which channel, replay of
 * stored events after `lastEventId`, events from every instance through the events bus (PostgreSQL
 * LISTEN/NOTIFY, or NATS for the channels its sockets watch; decision 080),
 * and the live state of the channels whose kind keeps one (a stream's signed per-step
 * confirmations, registered by streams).
 */
export class RealtimeHub {
  readonly #channels = new Map<string, Set<WebSocket>>();
  /** Per watched channel, the bus's subscription, resolved once the bus has it. */
  readonly #busWatches = new Map<string, Promise<void>>();
  readonly #watchers = new Map<string, ChannelWatcher>();
  /**
   * Per channel, the sockets that were just replayed stored events, with those events' ids. The
   * same event may still arrive live: with NATS it is published through the outbox after commit,
   * so one committed before the subscribe can reach the bus after the replay read it (decision
   * 080). Such a socket is not sent it twice. Kept {@link replayedMemoryMs} after the replay.
   */
  readonly #replayed = new Map<string, Map<WebSocket, Set<string>>>();
  /**
   * Per channel, the sockets whose replay is being read, with the live events that arrived
   * meanwhile. Those wait until the replay is sent, so a socket never sees a live event before
   * the older ones it missed, nor one the replay also holds.
   */
  readonly #replaying = new Map<string, Map<WebSocket, RealtimeEvent[]>>();
  readonly #kinds: ReadonlyMap<string, ChannelKind>;
  /**
   * Changes (`ChannelKind.changes`) heard from PostgreSQL so far. A channel read before a change
   * was heard may predate it, so its watcher reloads instead of starting from that read.
   */
  #changesHeard = 0;
  /** Every frame this hub and its sockets send, written a turn at a time per socket. */
  readonly sends = new CorkedSends();
  /** Database work of this hub and its sockets still under way; {@link close} waits for it. */
  readonly work = new PendingWork();
  #bus: EventsBus | undefined;
  #closed = false;

  /**
   * @param kinds the channel kinds besides `user`, by name (`contract`, `stream`), in the order a
   *   malformed channel's error lists them.
   */
  constructor(
    readonly db: Db,
    kinds: Record<string, ChannelKind>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#kinds = new Map(Object.entries(kinds));
  }

  /** Starts receiving events of every instance from `bus`, which the hub closes. */
  async start(bus: EventsBus): Promise<void> {
    this.#bus = bus;
    const events = new SlicedQueue<NotifiedEvent>(eventsPerTurn, (event) => {
      this.work.track(this.#onNotify(event)).catch((err: unknown) => this.log.warn({ err }, "realtime event dropped"));
    });
    await bus.start((payload) => {
      try {
        for (const event of notifiedEvents(payload)) events.push(event);
      } catch (err) {
        this.log.warn({ err }, "realtime notification dropped");
      }
    });
  }

  /** Messages this instance received from the events bus ({@link EventsBus.received}). */
  get busMessagesReceived(): number {
    return this.#bus?.received() ?? 0;
  }

  /**
   * Stops listening and watching, closes every subscribed socket, lets each kind stop its own work
   * (a stream's heartbeat writes), and waits for the database work still under way ({@link work}),
   * so the database can close after it.
   */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#bus?.close();
    this.#busWatches.clear();
    for (const w of this.#watchers.values()) w.stop();
    this.#watchers.clear();
    for (const sockets of this.#channels.values()) for (const ws of sockets) ws.close(1001, "server shutting down");
    this.#channels.clear();
    for (const kind of this.#kinds.values()) await kind.close?.();
    await this.work.settled();
  }

  /**
   * Resolves `request.channel` for `actor` and subscribes `ws`: `user` (their own channel),
   * `contract:<id>` and `stream:<id>` for the contract's parties and admins. Replays stored events
   * after `lastEventId`, then live events. A channel the actor may not see answers not_found, the
   * same as a missing one.
   * @returns the resolved channel name.
   * @param authorized the channel as {@link authorize} resolved it, when the caller started that
   *   early (a socket's queued subscribes read the database together, then take effect in order).
   * @throws SubscribeError('not_found') or SubscribeError('validation_failed') for a bad channel;
   *   AppError('service_unavailable') once the hub is closing.
   */
  async subscribe(
    ws: WebSocket,
    actor: Actor,
    request: SubscribeRequest,
    authorized: Promise<AuthorizedChannel> = this.authorize(actor, request.channel),
  ): Promise<string> {
    if (this.#closed) throw new AppError("service_unavailable", "The server is shutting down; reconnect");
    const { channel, kind, read, changesHeard } = await authorized;
    const sockets = this.#channels.get(channel) ?? new Set<WebSocket>();
    this.#channels.set(channel, sockets);
    sockets.add(ws);
    // The replay reads after the bus has the channel, so an event committed meanwhile comes live.
    let watching = this.#busWatches.get(channel);
    if (!watching) {
      watching = this.#bus?.watch(channel) ?? Promise.resolve();
      this.#busWatches.set(channel, watching);
    }
    await watching;
    if (request.lastEventId !== undefined) await this.#replay(ws, channel, request.lastEventId);
    if (kind?.watch && !this.#watchers.has(channel)) {
      const watcher = kind.watch(channel.slice(channel.indexOf(":") + 1), (event) => this.deliver(event));
      this.#watchers.set(channel, watcher);
      if (changesHeard === this.#changesHeard) watcher.load(read);
      else await watcher.reload();
    }
    return channel;
  }

  /** Removes `ws` from `channel` (or from every channel), stopping watchers nobody needs. */
  unsubscribe(ws: WebSocket, channel?: string): void {
    for (const [name, sockets] of this.#channels) {
      if (channel !== undefined && name !== channel) continue;
      sockets.delete(ws);
      if (sockets.size) continue;
      this.#channels.delete(name);
      this.#replayed.delete(name);
      this.#busWatches.delete(name);
      this.#bus?.unwatch(name);
      this.#watchers.get(name)?.stop();
      this.#watchers.delete(name);
    }
  }

  /**
   * Sends an event to this instance's subscribers of its channel, except those just replayed it;
   * a socket whose replay is being read gets it after the replay.
   */
  deliver(event: RealtimeEvent): void {
    const sockets = this.#channels.get(event.channel);
    if (!sockets) return;
    const message = JSON.stringify(eventMessage(event));
    const replayed = event.id == null ? undefined : this.#replayed.get(event.channel);
    const replaying = this.#replaying.get(event.channel);
    for (const ws of sockets) {
      const held = replaying?.get(ws);
      if (held) held.push(event);
      else if (!replayed?.get(ws)?.has(event.id as string)) this.sends.send(ws, message);
    }
  }

  /**
   * Sends `ws` the stored events of `channel` it missed after `lastEventId`, then the live ones
   * that arrived while they were read, without those the replay already held.
   */
  async #replay(ws: WebSocket, channel: string, lastEventId: string): Promise<void> {
    const replaying = this.#replaying.get(channel) ?? new Map<WebSocket, RealtimeEvent[]>();
    this.#replaying.set(channel, replaying);
    const held: RealtimeEvent[] = [];
    replaying.set(ws, held);
    let replay: RealtimeEvent[] = [];
    try {
      replay = await eventsAfter(this.db, channel, lastEventId);
    } finally {
      if (replaying.get(ws) === held) replaying.delete(ws);
      if (!replaying.size && this.#replaying.get(channel) === replaying) this.#replaying.delete(channel);
      const sent = new Set(replay.flatMap((e) => (e.id == null ? [] : [e.id])));
      for (const e of replay) this.sends.send(ws, JSON.stringify(eventMessage(e)));
      for (const e of held) if (e.id == null || !sent.has(e.id)) this.sends.send(ws, JSON.stringify(eventMessage(e)));
      if (sent.size) this.#rememberReplay(channel, ws, sent);
    }
  }

  #rememberReplay(channel: string, ws: WebSocket, ids: Set<string>): void {
    const sockets = this.#replayed.get(channel) ?? new Map<WebSocket, Set<string>>();
    this.#replayed.set(channel, sockets);
    sockets.set(ws, ids);
    setTimeout(() => {
      if (sockets.get(ws) !== ids) return;
      sockets.delete(ws);
      if (!sockets.size && this.#replayed.get(channel) === sockets) this.#replayed.delete(channel);
    }, replayedMemoryMs).unref();
  }

  async #onNotify(notified: NotifiedEvent): Promise<void> {
    const event = notified.ref && notified.id ? await eventById(this.db, notified.id) : notified;
    if (!event) return;
    this.deliver(event);
    if (this.#kindOf(event.channel)?.changes?.(event)) this.#changesHeard += 1;
    await this.#watchers.get(event.channel)?.onEvent(event);
  }

  #kindOf(channel: string): ChannelKind | undefined {
    return this.#kinds.get(channel.slice(0, channel.indexOf(":")));
  }

  /**
   * The channel `requested` names, if `actor` may watch it, with the channel as its kind read it
   * (a watcher starts from that read, so subscribing reads once). Changes nothing, so a socket may
   * start it for every queued subscribe at once.
   * @throws SubscribeError('validation_failed') for a malformed name, ('not_found') for a channel
   *   that does not exist or that the actor may not see.
   */
  async authorize(actor: Actor, requested: string): Promise<AuthorizedChannel> {
    const changesHeard = this.#changesHeard;
    if (requested === "user") return { channel: `user:${actor.id}`, changesHeard };
    const match = /^([a-z]+):([0-9a-f-]{36})$/i.exec(requested);
    const kindName = match?.[1]?.toLowerCase() ?? "";
    const kind = this.#kinds.get(kindName);
    if (!match || !kind) throw new SubscribeError("validation_failed", this.#channelNamesMessage());
    const id = (match[2] as string).toLowerCase();
    const channel = `${kindName}:${id}`;
    const read = await kind.authorize(actor, id);
    if (read === null) throw new SubscribeError("not_found", `${requested} not found`);
    return { channel, kind, read, changesHeard };
  }

  /** `channel must be "user", "contract:<id>" or "stream:<id>"`, from the registered kinds. */
  #channelNamesMessage(): string {
    const names = ['"user"', ...[...this.#kinds.keys()].map((k) => `"${k}:<id>"`)];
    const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
    return `channel must be ${listed}`;
  }
}

/** A refused subscription, answered on the socket as `{type: "error", code, message}`. */
export class SubscribeError extends Error {
  constructor(
    readonly code: "not_found" | "validation_failed",
    message: string,
  ) {
    super(message);
  }
}

/** The server message carrying `event` (`serverMessage` in the contract). */
function eventMessage(event: RealtimeEvent): ServerMessageInput {
  return { type: "event", ...event };
}
