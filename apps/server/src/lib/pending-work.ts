/**
 * Work a component started and has not seen finish (messages of sockets, reloads after events),
 * so that its shutdown can wait for it before the database closes: a query sent on a closed
 * postgres.js pool crashes the process instead of failing.
 */
export class PendingWork {
  readonly #running = new Set<Promise<unknown>>();

  /** Tracks `work` until it settles. @returns `work` itself, for chaining. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    const done = () => this.#running.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves once nothing tracked is running, including work tracked while it waited. Never rejects. */
  async settled(): Promise<void> {
    while (this.#running.size) await Promise.allSettled([...this.#running]);
  }
}
