/**
 * Runs queued items a slice per event-loop turn (`setImmediate`), in order. A burst handled in one
 * go, such as the thousand heartbeats a batched write answers at once, holds the event loop for
 * tens of milliseconds; sliced, the timers that fall due meanwhile (billing-step confirmations)
 * run between slices.
 */
export class SlicedQueue<T> {
  #items: T[] = [];
  #next = 0;
  #scheduled = false;

  /**
   * @param perTurn most items run in one turn.
   * @param run handles one item; it must not throw (a throw is reported to `onError` and skipped).
   */
  constructor(
    private readonly perTurn: number,
    private readonly run: (item: T) => void,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Queues `item` behind those already queued. */
  push(item: T): void {
    this.#items.push(item);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => this.#drain());
  }

  /** Items queued and not yet run. */
  get size(): number {
    return this.#items.length - this.#next;
  }

  #drain(): void {
    const end = Math.min(this.#items.length, this.#next + this.perTurn);
    for (; this.#next < end; this.#next++) {
      try {
        this.run(this.#items[this.#next] as T);
      } catch (err) {
        this.onError(err);
      }
    }
    if (this.#next < this.#items.length) {
      setImmediate(() => this.#drain());
      return;
    }
    this.#items = [];
    this.#next = 0;
    this.#scheduled = false;
  }
}
