import { generateKeyPairSync } from "node:crypto";
import { type StepReceipt, verifyReceipt } from "@agora/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import { ReceiptBatch, receiptBatchMs } from "./receipt-batch";
import { loadReceiptSigner, type ReceiptBody, type ReceiptSigner } from "./receipts";

const log = { error: vi.fn() } as never;
const body = (n: number): ReceiptBody => ({ streamId: `str_${n}`, seq: n, accrued: BigInt(n), at: new Date(0) });

/** A real signer (a configured key needs no database) that counts its batch signatures. */
async function countingSigner(): Promise<{ signer: ReceiptSigner; batches: number[] }> {
  const pem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const real = await loadReceiptSigner(undefined as unknown as Db, pem);
  const batches: number[] = [];
  const signer = {
    ...real,
    signBatch: (bodies: readonly ReceiptBody[]) => {
      batches.push(bodies.length);
      return real.signBatch(bodies);
    },
  };
  return { signer, batches };
}

describe("ReceiptBatch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("signs the confirmations of one window with one signature, and sends each its own receipt in order", async () => {
    const { signer, batches } = await countingSigner();
    const batch = new ReceiptBatch(signer, log);
    const sent: StepReceipt[] = [];
    for (let n = 0; n < 50; n++) batch.add(body(n), (r) => sent.push(r));
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(receiptBatchMs);
    expect(batches).toEqual([50]);
    expect(sent.map((r) => r.streamId)).toEqual(Array.from({ length: 50 }, (_, n) => `str_${n}`));
    for (const receipt of [sent[0], sent[31], sent[49]])
      expect(await verifyReceipt(receipt, signer.keySet())).toBe(true);
  });

  it("starts a new batch for what comes after a window closed", async () => {
    const { signer, batches } = await countingSigner();
    const batch = new ReceiptBatch(signer, log);
    batch.add(body(1), () => {});
    vi.advanceTimersByTime(receiptBatchMs);
    batch.add(body(2), () => {});
    batch.add(body(3), () => {});
    vi.advanceTimersByTime(receiptBatchMs);
    expect(batches).toEqual([1, 2]);
  });

  it("signs a confirmation after a quiet spell at the end of the turn, and then at most one batch per window", async () => {
    const { signer, batches } = await countingSigner();
    const batch = new ReceiptBatch(signer, log);
    batch.add(body(1), () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([1]);
    batch.add(body(2), () => {});
    batch.add(body(3), () => {});
    await vi.advanceTimersByTimeAsync(receiptBatchMs - 1);
    expect(batches).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([1, 2]);
  });

  it("sends nothing queued once stopped", async () => {
    const { signer, batches } = await countingSigner();
    const batch = new ReceiptBatch(signer, log);
    const send = vi.fn();
    batch.add(body(1), send);
    batch.stop();
    vi.advanceTimersByTime(receiptBatchMs * 2);
    expect(batches).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
