import { receiptBatchMax, type StepReceipt } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReceiptBody, ReceiptSigner } from "./receipts";

/**
 * An instance signs at most one batch of step confirmations per this many ms (decision 051), so
 * 10,000 streams a second cost 200 Ed25519 signatures a second instead of 10,000. It is the most
 * a confirmation waits before it is sent; after a quiet spell one is signed at the next turn.
 */
export const receiptBatchMs = 5;

/** Where a signed receipt goes: the confirmation that carries it. */
export type ReceiptSend = (receipt: StepReceipt) => void;

/**
 * Group commit for step confirmations: signs what is queued as one batch
 * (`ReceiptSigner.signBatch`), at most once per {@link receiptBatchMs}, and hands each receipt to
 * its sender in the order they came. A confirmation after a quiet spell waits only for the end of
 * the current event-loop turn, which gathers the other billing steps due at the same instant.
 */
export class ReceiptBatch {
  #pending: { body: ReceiptBody; send: ReceiptSend }[] = [];
  #timer: NodeJS.Timeout | undefined;
  #immediate: NodeJS.Immediate | undefined;
  #lastFlushMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly signer: ReceiptSigner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues `body` for the next batch; `send` gets its receipt when the batch is signed. */
  add(body: ReceiptBody, send: ReceiptSend): void {
    this.#pending.push({ body, send });
    if (this.#pending.length >= receiptBatchMax) this.flush();
    else if (!this.#timer && !this.#immediate) {
      const waitMs = this.#lastFlushMs + receiptBatchMs - Date.now();
      if (waitMs > 0) this.#timer = setTimeout(() => this.flush(), waitMs).unref();
      else this.#immediate = setImmediate(() => this.flush());
    }
  }

  /** Signs and sends what is queued now. */
  flush(): void {
    this.#cancel();
    this.#lastFlushMs = Date.now();
    const batch = this.#pending;
    this.#pending = [];
    if (!batch.length) return;
    let receipts: StepReceipt[];
    try {
      receipts = this.signer.signBatch(batch.map((b) => b.body));
    } catch (err) {
      // Bodies come from stored stream state, so this is a defect; the next step confirms again.
      this.log.error({ err, receipts: batch.length }, "receipt batch not signed");
      return;
    }
    for (const [i, b] of batch.entries()) b.send(receipts[i] as StepReceipt);
  }

  /** Drops what is queued (the hub is closing; nobody is left to send to). */
  stop(): void {
    this.#cancel();
    this.#pending = [];
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    clearImmediate(this.#immediate);
    this.#timer = undefined;
    this.#immediate = undefined;
  }
}
