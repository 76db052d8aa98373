import { receiptBatchMax, type StepReceipt } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { ReceiptBody, ReceiptSigner } from "../streams/receipts";

/**
 * Step confirmations of one instance made within this window share one signature, ms (decision
 * 051). It is the most a confirmation waits before it is sent; 10,000 streams a second then cost
 * 200 Ed25519 signatures a second instead of 10,000.
 */
export const receiptBatchMs = 5;

/** Where a signed receipt goes: the confirmation that carries it. */
export type ReceiptSend = (receipt: StepReceipt) => void;

/**
 * Collects step confirmations for {@link receiptBatchMs} and signs them as one batch
 * (`ReceiptSigner.signBatch`), then hands each receipt to its sender in the order they came.
 */
export class ReceiptBatch {
  #pending: { body: ReceiptBody; send: ReceiptSend }[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly signer: ReceiptSigner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues `body` for the next batch; `send` gets its receipt when the batch is signed. */
  add(body: ReceiptBody, send: ReceiptSend): void {
    this.#pending.push({ body, send });
    if (this.#pending.length >= receiptBatchMax) this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => this.flush(), receiptBatchMs);
      this.#timer.unref();
    }
  }

  /** Signs and sends what is queued now. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
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
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = [];
  }
}
