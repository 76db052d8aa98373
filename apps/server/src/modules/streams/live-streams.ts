import { formatMicros, type RealtimeEvent } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../lib/principal";
import { isParty } from "../hiring";
import type { ChannelKind, ChannelWatcher } from "../realtime";
import type { AccrualTerms } from "./accrual";
import { HeartbeatBatch } from "./heartbeat-batch";
import { ReceiptBatch } from "./receipt-batch";
import type { ReceiptSigner } from "./receipts";
import { actOnStream, recordHeartbeats, streamAt, streamRowForSystem, termsOf } from "./streams.service";
import type { StreamRow } from "./streams.tables";

/** A stream with its contract, as the live channel reads it (`streamRowForSystem`). */
type WatchedStream = NonNullable<Awaited<ReturnType<typeof streamRowForSystem>>>;

/**
 * Pushes one signed confirmation per billing step of a stream that somebody on this instance
 * watches, signed together with the instance's other confirmations of the moment (decision 051).
 * Ticks are scheduled at each stream's own step instants (its start offset), never on a global
 * timer, so 1,000 streams spread over the second (docs/product/PERFORMANCE.md "stagger ticks").
 * State is read from the database on subscribing and after every change event, so any instance
 * can confirm a stream started on another.
 */
class StreamTicker implements ChannelWatcher<WatchedStream> {
  #row: StreamRow | undefined;
  #terms: AccrualTerms | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    readonly streamId: string,
    private readonly db: Db,
    private readonly receipts: ReceiptBatch,
    private readonly deliver: (event: RealtimeEvent) => void,
  ) {}

  /** Reads the stream again and reschedules (after each change event). */
  async reload(): Promise<void> {
    const found = await streamRowForSystem(this.db, this.streamId);
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

  /**
   * A heartbeat only moves the last-heartbeat instant: applied in memory, no read, no snapshot.
   * Any other event of the stream changed it: read it again.
   */
  async onEvent(event: RealtimeEvent): Promise<void> {
    if (event.event === "stream.heartbeat" && event.data.lastHeartbeatAt) {
      if (this.#row) this.#row = { ...this.#row, lastHeartbeatAt: new Date(event.data.lastHeartbeatAt) };
    } else await this.reload();
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
    this.receipts.add(body, (receipt) =>
      this.deliver({
        id: null,
        channel: `stream:${row.id}`,
        event: "confirmation",
        data: { step, status: "active", activeMs: state.activeMs, accrued: formatMicros(state.accrued), receipt },
      }),
    );
  }
}

/**

/** What streams gives the realtime hub and the routes for one instance: see {@link liveStreams}. */
export interface LiveStreams {
  /** The `stream:<id>` channels: parties (and admins) may watch; each watched stream ticks. */
  channel: ChannelKind<WatchedStream>;
  /** This instance's heartbeat writes, at most one a second (WebSocket and HTTP heartbeats). */
  heartbeats: HeartbeatBatch;
  /**
   * Why a heartbeat the batch refused was refused: the full path, which records it or throws.
   * @throws AppError('not_found' | 'forbidden' | 'invalid_state') as `actOnStream` does.
   */
  explainHeartbeat(streamId: string, actor: Actor): Promise<void>;
}

/**
 * The live side of streams on one instance: the stream channel's watcher, which pushes one signed
 * confirmation per billing step of every stream somebody on the instance watches (signed in
 * batches, decision 051), and the batched heartbeat writer. Registered with the realtime hub by
 * app.ts; the hub closes it (`channel.close`) after its sockets.
 */
export function liveStreams(db: Db, signer: ReceiptSigner, log: FastifyBaseLogger): LiveStreams {
  const receipts = new ReceiptBatch(signer, log);
  const heartbeats = new HeartbeatBatch((beats) => recordHeartbeats(db, beats));
  return {
    heartbeats,
    channel: {
      async authorize(actor, id) {
        const stream = await streamRowForSystem(db, id);
        return stream && isParty(stream.contract, actor) ? stream : null;
      },
      watch: (id, deliver) => new StreamTicker(id, db, receipts, deliver),
      changes: (event) => event.event !== "stream.heartbeat",
      async close() {
        receipts.stop();
        await heartbeats.close();
      },
    },
    async explainHeartbeat(streamId, actor) {
      await inTransaction(db, (tx) => actOnStream(tx, streamId, actor, "heartbeat"));
    },
  };
}
