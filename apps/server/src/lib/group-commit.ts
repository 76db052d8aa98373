/**
 * Writes a batch of items in one go and answers each: `results[i]` is the answer to `items[i]`.
 * Throwing fails every item of the batch with that error.
 */
export type GroupWriter<I, R> = (items: I[]) => Promise<R[]>;

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit (as databases do for their log, e.g. PostgreSQL's `commit_delay`): callers that
 * arrive while a batch is being written wait and go together in the next one, so under load the
 * round trips and commits are shared, and alone a caller is written at once, with no timer to
 * wait for. One batch is written at a time per instance, at most `batchMax` items each.
 */
export class GroupCommit<I, R> {
  readonly #waiting: Waiting<I, R>[] = [];
  #writing: Promise<void> | undefined;

  /**
   * @param write writes one batch (one transaction) and answers each item.
   * @param batchMax the most items in one batch (≥ 1): bounds a transaction's locks and length.
   */
  constructor(
    private readonly write: GroupWriter<I, R>,
    private readonly batchMax: number,
  ) {
    if (!Number.isInteger(batchMax) || batchMax < 1)
      throw new Error(`batchMax must be a positive integer, got ${batchMax}`);
  }

  /**
   * Queues `item` for the next batch.
   * @returns the writer's answer for it, once its batch is written.
   * @throws whatever the writer threw for its batch.
   */
  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#writing ??= this.#drain();
    });
  }

  /** Items waiting for a batch, not counting the one being written (for tests). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves once every item submitted so far is answered. */
  async idle(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#waiting.length) {
        const batch = this.#waiting.splice(0, this.batchMax);
        try {
          const results = await this.write(batch.map((w) => w.item));
          if (results.length !== batch.length)
            throw new Error(`a group writer answered ${results.length} of ${batch.length} items`);
          for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.#writing = undefined;
    }
  }
}
