import { streamHeartbeatTimeoutMs } from "@agora/contracts";
import { AppError } from "../../lib/errors";
import { SlicedQueue } from "../../lib/sliced-queue";
import { type HeartbeatWrite, heartbeatKey } from "./streams.service";

/**
 * Heartbeats of one instance are written together at most this often, ms (issue "Scale": 10,000
 * streams heartbeating every 10 s cost one write a second, not a thousand). A heartbeat after a
 * quiet spell is written at once; under load each waits for the next write, at most this long.
 */
export const heartbeatBatchMs = 1_000;

// A heartbeat's write may lag it by this much: it must stay a small fraction of the timeout, or a
// live stream could pause before its heartbeat is stored.
if (heartbeatBatchMs * 10 > streamHeartbeatTimeoutMs)
  throw new Error(`heartbeatBatchMs (${heartbeatBatchMs}) must be at most a tenth of streamHeartbeatTimeoutMs`);

/** Heartbeat answers given per event-loop turn (about 2 ms of acknowledgements on one core). */
const answersPerTurn = 100;

/** Writes a batch of heartbeats; resolves to the `heartbeatKey` of each one recorded. */
export type HeartbeatBatchWriter = (beats: readonly HeartbeatWrite[]) => Promise<Set<string>>;

/**
 * Group commit for heartbeats: callers wait for the batch that carries theirs, and the instance
 * writes at most one batch per {@link heartbeatBatchMs}. Two heartbeats of the same stream by the
 * same actor in one batch are one write, and both callers get its answer; so a provider sending
 * many heartbeats a second for one stream costs at most one row a second. Nothing is skipped on
 * memory: every heartbeat's answer comes from a write that checked the stream's state and sender.
 */
export class HeartbeatBatch {
  readonly #pending = new Map<string, { beat: HeartbeatWrite; waiters: Waiter[] }>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #closed = false;
  #lastWriteMs = Number.NEGATIVE_INFINITY;
  /** A batch's answers, given a slice per turn: each one's acknowledgement is a socket write. */
  readonly #answers = new SlicedQueue<() => void>(answersPerTurn, (answer) => answer());

  constructor(private readonly write: HeartbeatBatchWriter) {}

  /**
   * Queues `actorId`'s heartbeat on `streamId` (a UUID) for the next write.
   * @returns true when recorded; false when a condition of `recordHeartbeats` failed.
   * @throws whatever the write threw (a database error), to every caller of that batch.
   */
  record(streamId: string, actorId: string): Promise<boolean> {
    const key = `${streamId}:${actorId}`;
    if (this.#closed) return Promise.reject(shuttingDown());
    return new Promise((resolve, reject) => {
      const entry = this.#pending.get(key) ?? { beat: { streamId, actorId }, waiters: [] };
      entry.waiters.push({ resolve, reject });
      this.#pending.set(key, entry);
      this.#arm();
    });
  }

  /** Heartbeats waiting for a write (for tests). */
  get pending(): number {
    return this.#pending.size;
  }

  /**
   * Stops writing, for a shutdown: heartbeats still waiting are refused (AppError
   * 'service_unavailable'), and a write under way is awaited, so nothing uses the database after.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const { waiters } of this.#pending.values()) for (const w of waiters) w.reject(shuttingDown());
    this.#pending.clear();
    await this.#writing;
  }

  #arm(): void {
    if (this.#closed || this.#timer || this.#writing || !this.#pending.size) return;
    const delayMs = Math.max(0, this.#lastWriteMs + heartbeatBatchMs - Date.now());
    this.#timer = setTimeout(() => {
      this.#writing = this.#flush();
    }, delayMs);
    this.#timer.unref();
  }

  async #flush(): Promise<void> {
    this.#timer = undefined;
    const batch = [...this.#pending.values()];
    this.#pending.clear();
    this.#lastWriteMs = Date.now();
    try {
      const recorded = await this.write(batch.map((e) => e.beat));
      for (const { beat, waiters } of batch) {
        const answer = recorded.has(heartbeatKey(beat.streamId, beat.actorId));
        for (const w of waiters) this.#answers.push(() => w.resolve(answer));
      }
    } catch (err) {
      for (const { waiters } of batch) for (const w of waiters) w.reject(err);
    } finally {
      this.#writing = undefined;
      this.#arm();
    }
  }
}

function shuttingDown(): AppError {
  return new AppError(
    "service_unavailable",
    "The server is shutting down; send the heartbeat again after reconnecting",
  );
}

interface Waiter {
  resolve: (recorded: boolean) => void;
  reject: (err: unknown) => void;
}
