import type { PayoutSplit } from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { type PayoutContract, payCallsFromEscrow } from "./escrow";

/** A paid call whose price still sits in the escrow: its id in its feature's table, its price (µUSD). */
export interface UnpaidCall {
  id: string;
  priceMicros: bigint;
}

/**
 * Where a feature keeps calls it pays out in batches: per-call contracts (decision 086) and x402
 * day contracts (decision 085). The book reads and writes the feature's own rows; what a batch is
 * — one posting, the next `seq`, every call marked exactly once — is defined once, in
 * {@link payCallBatch}.
 */
export interface CallPayoutBook {
  /** Batch `seq` of holder `id` posts with the exactly-once key `<keyPrefix>:<id>:<seq>`. */
  keyPrefix: string;
  /** The holder's oldest unpaid calls, at most `max` (all when null). Read under the holder's lock. */
  unpaid(tx: Tx, holderId: string, max: number | null): Promise<UnpaidCall[]>;
  /** The holder's last payout `seq`, 0 before its first. */
  lastSeq(tx: Tx, holderId: string): Promise<number>;
  /** Records payout `seq` of the holder, paying `calls` calls as `split`. @returns the payout's id. */
  record(tx: Tx, holderId: string, payout: { seq: number; calls: number; split: PayoutSplit }): Promise<string>;
  /** Marks those of `callIds` still unpaid as paid by `payoutId`. @returns how many it marked. */
  mark(tx: Tx, callIds: string[], payoutId: string): Promise<number>;
}

/** One batch {@link payCallBatch} posted. */
export interface CallBatch {
  payoutId: string;
  calls: number;
  split: PayoutSplit;
}

/**
 * Pays a holder's oldest unpaid calls (at most `max`; all when null) out of its escrow to the
 * agent's owner as one ledger posting (`payCallsFromEscrow`: each call's fee rounded down, summed,
 * to the platform; the rest to the owner), records the payout and marks exactly those calls with
 * it. The caller holds the holder's row lock, so payouts of one holder never interleave and `seq`
 * (last + 1) is unique.
 * @param holder the contract (or day contract) whose escrow holds the calls, with its parties.
 * @returns the batch, or null when nothing was unpaid.
 * @throws Error when a call was marked by another payout after it was read (never under the lock);
 *   AppError('insufficient_funds') when the escrow does not hold the calls (never: they are in it).
 *   Either rolls the transaction back whole.
 */
export async function payCallBatch(
  tx: Tx,
  holder: PayoutContract,
  book: CallPayoutBook,
  max: number | null,
): Promise<CallBatch | null> {
  const unpaid = await book.unpaid(tx, holder.id, max);
  if (!unpaid.length) return null;
  const seq = (await book.lastSeq(tx, holder.id)) + 1;
  const key = `${book.keyPrefix}:${holder.id}:${seq}`;
  const split = await payCallsFromEscrow(
    tx,
    holder,
    unpaid.map((u) => u.priceMicros),
    `contract:${holder.id}`,
    key,
  );
  const payoutId = await book.record(tx, holder.id, { seq, calls: unpaid.length, split });
  const marked = await book.mark(
    tx,
    unpaid.map((u) => u.id),
    payoutId,
  );
  if (marked !== unpaid.length) throw new Error(`payout ${key} marked ${marked} of ${unpaid.length} calls`);
  return { payoutId, calls: unpaid.length, split };
}

/** What one run of {@link drainCallPayouts} did. */
export interface CallPayoutRun {
  /** Payouts posted (one ledger posting each). */
  payouts: number;
  /** Calls they paid. */
  calls: number;
  /** Holders skipped because another transaction held them (another instance's run). */
  skipped: number;
}

/** Holders a payout job reads from its worklist at a time. */
const worklistPageSize = 100;

/**
 * A payout job's walk: every holder with unpaid calls, in id order, paid in batches of at most
 * `batchCallsMax` calls, each batch in its own transaction, until a short batch shows the holder's
 * list emptied as it stood (later calls wait for the next run).
 * @param holdersAfter the holders with unpaid calls whose id is above `after`, in id order, at most `limit`.
 * @param payBatch pays one batch of the holder inside `tx`: the calls paid (0 when none), or null
 *   when another transaction holds the holder (it is skipped and left to that run).
 * @throws RangeError for a batch size below 1; whatever the database throws (the scheduler logs it
 *   and runs again at the next tick; batches already committed stay paid).
 */
export async function drainCallPayouts(
  db: Db,
  batchCallsMax: number,
  holdersAfter: (after: string, limit: number) => Promise<string[]>,
  payBatch: (tx: Tx, holderId: string, max: number) => Promise<number | null>,
): Promise<CallPayoutRun> {
  if (!Number.isSafeInteger(batchCallsMax) || batchCallsMax < 1)
    throw new RangeError(`a payout batch holds at least 1 call, got ${batchCallsMax}`);
  const run: CallPayoutRun = { payouts: 0, calls: 0, skipped: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await holdersAfter(after, worklistPageSize);
    for (const id of page) {
      for (;;) {
        const calls = await inTransaction(db, (tx) => payBatch(tx, id, batchCallsMax));
        if (calls === null) {
          run.skipped++;
          break;
        }
        if (calls > 0) {
          run.payouts++;
          run.calls += calls;
        }
        if (calls < batchCallsMax) break;
      }
    }
    if (page.length < worklistPageSize) return run;
    after = page[page.length - 1] as string;
  }
}
