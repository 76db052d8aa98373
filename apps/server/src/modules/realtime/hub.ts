import { type ClientMessage, formatMicros, type RealtimeEvent, type ServerMessageInput } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { Database, Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { PendingWork } from "../../lib/pending-work";
import type { Actor } from "../../lib/principal";
import { SlicedQueue } from "../../lib/sliced-queue";
import { isParty, loadContract } from "../hiring/contract-access";
import type { AccrualTerms } from "../streams/accrual";
import type { ReceiptSigner } from "../streams/receipts";
import { recordHeartbeats, streamAt, streamRowForSystem, termsOf } from "../streams/streams.service";
import type { StreamRow } from "../streams/streams.tables";
import { CorkedSends } from "./corked-sends";
import { eventById, eventsAfter, type NotifiedEvent, notifiedEvents, notifyChannel } from "./events";
import { HeartbeatBatch } from "./heartbeat-batch";
import { ReceiptBatch } from "./receipt-batch";

/**
 * Pushes one signed confirmation per billing step of a stream that somebody on this instance
 * watches, signed together with the instance's other confirmations of the moment (decision 051).
 * Ticks are scheduled at each stream's own step instants (its start offset), never on a global
 * timer, so 1,000 streams spread over the second (docs/product/PERFORMANCE.md "stagger ticks").
 * State is read from the database on subscribing and after every change event, so any instance
 * can confirm a stream started on another.
 */
class StreamTicker {
  #row: StreamRow | undefined;
  #terms: AccrualTerms | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    readonly streamId: string,
    private readonly hub: RealtimeHub,
  ) {}

  /** Reads the stream again and reschedules (after each change event). */
  async reload(): Promise<void> {
    const found = await streamRowForSystem(this.hub.db, this.streamId);
    if (found) this.load(found);
  }

  /** Takes the stream as read (on subscribing, or by {@link reload}), confirms it and reschedules. */
  load(found: WatchedStream): void {
    if (this.#closed) return;
    this.#row = found.row;
    this.#terms = termsOf(found.contract);
    // A confirmation at once, so a new subscriber (or one after a change) need not wait a step.
    this.#confirm(Date.now(), false);
    this.#schedule();
  }

  /** A heartbeat only moves the last-heartbeat instant: applied in memory, no read, no snapshot. */
  heartbeat(at: string): void {
    if (this.#row) this.#row = { ...this.#row, lastHeartbeatAt: new Date(at) };
  }

  stop(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  /**
   * Schedules the next step after instant `afterMs` (ms since the epoch). A tick passes its own
   * step instant: a timer may fire a millisecond early by the wall clock, and scheduling from "now"
   * would then confirm the same step twice.
   */
  #schedule(afterMs = Date.now()): void {
    clearTimeout(this.#timer);
    const row = this.#row;
    const terms = this.#terms;
    if (!row || !terms || row.status !== "active" || !row.intervalStartedAt) return;
    const state = streamAt(row, terms, new Date(Math.max(afterMs, Date.now())));
    if (state.status !== "active") return;
    // The next step of active time (1 ms past each whole step, as billing rounds up); during the
    // minimum charge the amount stays put but each step is still confirmed.
    const stepMs = terms.granularityS * 1000;
    const nextActiveMs = (Math.floor((state.activeMs - 1) / stepMs) + 1) * stepMs + 1;
    const at = row.intervalStartedAt.getTime() + (nextActiveMs - row.activeMsClosed);
    this.#timer = setTimeout(() => this.#tick(at), Math.max(0, at - Date.now()));
    this.#timer.unref();
  }

  /** The billing step at instant `at` (ms since epoch): confirm it, then schedule the next one. */
  #tick(at: number): void {
    if (this.#closed) return;
    this.#confirm(at, true);
    this.#schedule(at);
  }

  /**
   * Signs and pushes the stream's accrual at instant `at` while it is active. `step`: true for a
   * billing step's confirmation, false for the snapshot sent on subscribing or after a change.
   */
  #confirm(at: number, step: boolean): void {
    const row = this.#row;
    const terms = this.#terms;
    if (!row || !terms) return;
    const instant = new Date(at);
    const state = streamAt(row, terms, instant);
    if (state.status !== "active") return;
    const body = {
      streamId: row.id,
      seq: Math.ceil(state.activeMs / (terms.granularityS * 1000)),
      accrued: state.accrued,
      at: instant,
    };
    this.hub.receipts.add(body, (receipt) =>
      this.hub.deliver({
        id: null,
        channel: `stream:${row.id}`,
        event: "confirmation",
        data: { step, status: "active", activeMs: state.activeMs, accrued: formatMicros(state.accrued), receipt },
      }),
    );
  }
}

/**
 * Events handled per event-loop turn. A batched heartbeat write announces a thousand heartbeats at
 * once; handled in one go they held the loop for tens of ms and delayed the confirmations due
 * meanwhile (p99 127–343 ms at 10,000 streams).
 */
const eventsPerTurn = 100;

/** A stream with its contract, as the hub reads it (`streamRowForSystem`). */
type WatchedStream = NonNullable<Awaited<ReturnType<typeof streamRowForSystem>>>;

/** A channel an actor may watch, resolved by {@link RealtimeHub.authorize}. */
export interface AuthorizedChannel {
  /** The channel's full name (`user:<id>`, `contract:<id>`, `stream:<id>`). */
  channel: string;
  /** For a stream, the stream as read, which its ticker starts from. */
  stream?: WatchedStream;
  /** The hub's count of stream changes heard when the stream was read (see `#streamChanges`). */
  changesHeard: number;
}

/** What a subscribe message asks for (`clientMessage` of the contract). */
export type SubscribeRequest = Pick<Extract<ClientMessage, { type: "subscribe" }>, "channel" | "lastEventId">;

/**
 * The instance's realtime hub (WebSocket `/api/v1/ws`): who listens to which channel, replay of
 * stored events after `lastEventId`, events from every instance through PostgreSQL LISTEN/NOTIFY,
 * and signed per-step stream confirmations.
 */
export class RealtimeHub {
  readonly #channels = new Map<string, Set<WebSocket>>();
  readonly #tickers = new Map<string, StreamTicker>();
  /**
   * Stream changes (other than heartbeats) heard from PostgreSQL so far. A stream read before a
   * change was heard may predate it, so its ticker reloads instead of starting from that read.
   */
  #streamChanges = 0;
  /** This instance's heartbeat writes, at most one a second. */
  readonly heartbeatBatch: HeartbeatBatch;
  /** This instance's step confirmations, signed a batch at a time. */
  readonly receipts: ReceiptBatch;
  /** Every frame this hub and its sockets send, written a turn at a time per socket. */
  readonly sends = new CorkedSends();
  /** Database work of this hub and its sockets still under way; {@link close} waits for it. */
  readonly work = new PendingWork();
  #stopListening: (() => Promise<void>) | undefined;
  #closed = false;

  constructor(
    readonly db: Db,
    signer: ReceiptSigner,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeatBatch = new HeartbeatBatch((beats) => recordHeartbeats(db, beats));
    this.receipts = new ReceiptBatch(signer, log);
  }

  /** Starts listening for events of every instance. */
  async start(database: Database): Promise<void> {
    const events = new SlicedQueue<NotifiedEvent>(eventsPerTurn, (event) => {
      this.work.track(this.#onNotify(event)).catch((err: unknown) => this.log.warn({ err }, "realtime event dropped"));
    });
    this.#stopListening = await database.listen(notifyChannel, (payload) => {
      try {
        for (const event of notifiedEvents(payload)) events.push(event);
      } catch (err) {
        this.log.warn({ err }, "realtime notification dropped");
      }
    });
  }

  /**
   * Stops listening, ticking and writing heartbeats, closes every subscribed socket, and waits for
   * the database work still under way ({@link work}), so the database can close after it.
   */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#stopListening?.();
    for (const t of this.#tickers.values()) t.stop();
    this.#tickers.clear();
    this.receipts.stop();
    for (const sockets of this.#channels.values()) for (const ws of sockets) ws.close(1001, "server shutting down");
    this.#channels.clear();
    await this.heartbeatBatch.close();
    await this.work.settled();
  }

  /** Active stream tickers on this instance (for the benchmark's memory figure). */
  get tickerCount(): number {
    return this.#tickers.size;
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
    const { channel, stream, changesHeard } = await authorized;
    const sockets = this.#channels.get(channel) ?? new Set<WebSocket>();
    this.#channels.set(channel, sockets);
    sockets.add(ws);
    if (request.lastEventId !== undefined) {
      for (const e of await eventsAfter(this.db, channel, request.lastEventId))
        this.sends.send(ws, JSON.stringify(eventMessage(e)));
    }
    if (stream && !this.#tickers.has(channel)) {
      const ticker = new StreamTicker(stream.row.id, this);
      this.#tickers.set(channel, ticker);
      if (changesHeard === this.#streamChanges) ticker.load(stream);
      else await ticker.reload();
    }
    return channel;
  }

  /** Removes `ws` from `channel` (or from every channel), stopping tickers nobody watches. */
  unsubscribe(ws: WebSocket, channel?: string): void {
    for (const [name, sockets] of this.#channels) {
      if (channel !== undefined && name !== channel) continue;
      sockets.delete(ws);
      if (sockets.size) continue;
      this.#channels.delete(name);
      this.#tickers.get(name)?.stop();
      this.#tickers.delete(name);
    }
  }

  /** Sends an event to this instance's subscribers of its channel. */
  deliver(event: RealtimeEvent): void {
    const sockets = this.#channels.get(event.channel);
    if (!sockets) return;
    const message = JSON.stringify(eventMessage(event));
    for (const ws of sockets) this.sends.send(ws, message);
  }

  async #onNotify(notified: NotifiedEvent): Promise<void> {
    const event = notified.ref && notified.id ? await eventById(this.db, notified.id) : notified;
    if (!event) return;
    this.deliver(event);
    if (event.channel.startsWith("stream:") && event.event !== "stream.heartbeat") this.#streamChanges += 1;
    const ticker = this.#tickers.get(event.channel);
    if (!ticker) return;
    if (event.event === "stream.heartbeat" && event.data.lastHeartbeatAt) ticker.heartbeat(event.data.lastHeartbeatAt);
    else await ticker.reload();
  }

  /**
   * The channel `requested` names, if `actor` may watch it; for a stream, also the stream as read
   * (the ticker starts from it, so subscribing reads it once). Changes nothing, so a socket may
   * start it for every queued subscribe at once.
   * @throws SubscribeError('validation_failed') for a malformed name, ('not_found') for a channel
   *   that does not exist or that the actor may not see.
   */
  async authorize(actor: Actor, requested: string): Promise<AuthorizedChannel> {
    const changesHeard = this.#streamChanges;
    if (requested === "user") return { channel: `user:${actor.id}`, changesHeard };
    const match = /^(contract|stream):([0-9a-f-]{36})$/i.exec(requested);
    if (!match)
      throw new SubscribeError("validation_failed", 'channel must be "user", "contract:<id>" or "stream:<id>"');
    const [, kind, mixedCaseId] = match as unknown as [string, string, string];
    const id = mixedCaseId.toLowerCase();
    const notFound = new SubscribeError("not_found", `${requested} not found`);
    if (kind === "contract") {
      await loadContract(this.db, id, actor).catch(() => {
        throw notFound;
      });
      return { channel: `contract:${id}`, changesHeard };
    }
    const stream = await streamRowForSystem(this.db, id);
    if (!stream || !isParty(stream.contract, actor)) throw notFound;
    return { channel: `stream:${id}`, stream, changesHeard };
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
