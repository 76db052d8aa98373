import { heartbeatTimeoutMs } from "../streams/streams.service";

/**
 * Heartbeats of one stream by the same provider within this long cost one database write, ms.
 * The stored instant then lags the latest heartbeat by less than this, which only matters when the
 * heartbeat is lost: the stream pauses at its stored last heartbeat, up to this much earlier than
 * the true last one, in the client's favour, and well inside {@link heartbeatTimeoutMs}.
 */
export const heartbeatCoalesceMs = 1_000;
/** Streams remembered per instance; past this a heartbeat is simply written (never wrongly skipped). */
export const coalescedStreamsMax = 100_000;

// The skip must stay a small fraction of the timeout, or coalescing could let a live stream pause.
if (heartbeatCoalesceMs * 10 > heartbeatTimeoutMs)
  throw new Error(`heartbeatCoalesceMs (${heartbeatCoalesceMs}) must be at most a tenth of heartbeatTimeoutMs`);

/**
 * Remembers, per stream, who last wrote its heartbeat and when (in this instance's memory), so a
 * provider sending many heartbeats a second writes once. Only the actor whose write succeeded is
 * skipped: anybody else still goes through the checked write, so a skip never grants anything.
 * A stream change (pause, resume, stop, settle) from any instance forgets the stream, so a
 * heartbeat after it is checked against the new state again.
 */
export class HeartbeatCoalescer {
  readonly #written = new Map<string, { actorId: string; atMs: number }>();

  /**
   * Claims the write of `actorId`'s heartbeat on `streamId` at `nowMs` (ms since the epoch).
   * Claiming before writing keeps two messages arriving together from both writing.
   * @returns true when the caller must write (then {@link release} it if the write fails);
   *   false when the same actor's write within {@link heartbeatCoalesceMs} already covers it.
   */
  claim(streamId: string, actorId: string, nowMs: number): boolean {
    const last = this.#written.get(streamId);
    if (last && last.actorId === actorId && nowMs - last.atMs >= 0 && nowMs - last.atMs < heartbeatCoalesceMs)
      return false;
    if (!last && this.#written.size >= coalescedStreamsMax) this.prune(nowMs);
    if (last || this.#written.size < coalescedStreamsMax) this.#written.set(streamId, { actorId, atMs: nowMs });
    return true;
  }

  /** Gives up a claim whose write was refused, so the next heartbeat is checked again. */
  release(streamId: string, actorId: string): void {
    if (this.#written.get(streamId)?.actorId === actorId) this.#written.delete(streamId);
  }

  /** Forgets `streamId` after it changed state. */
  forget(streamId: string): void {
    this.#written.delete(streamId);
  }

  /** Drops entries older than the window at `nowMs` (ms since the epoch); they can no longer skip anything. */
  prune(nowMs: number): void {
    for (const [id, last] of this.#written) if (nowMs - last.atMs >= heartbeatCoalesceMs) this.#written.delete(id);
  }

  /** Streams remembered now (for tests). */
  get size(): number {
    return this.#written.size;
  }
}
