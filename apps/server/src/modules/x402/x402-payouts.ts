import { and, asc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { payCallsFromEscrow } from "../ledger";
import { x402Authorizations, x402DayContracts, x402Payouts, x402Settlements } from "./x402.tables";

/** Most settled calls one payout pays (one posting, one transaction), by default (X402_PAYOUT_BATCH_CALLS_MAX). */
export const x402PayoutBatchCallsMaxDefault = 1_000;

/** How often the payout job looks for settled calls still in escrow, ms, by default (X402_PAYOUT_INTERVAL_MS). */
export const x402PayoutIntervalMsDefault = 60_000;

/** Day contracts the job reads from its worklist at a time. */
const worklistPageSize = 100;

/** What one run of {@link payOutX402Calls} did. */
export interface X402PayoutRun {
  /** Payouts posted (one ledger posting each). */
  payouts: number;
  /** Settled calls they paid. */
  calls: number;
  /** Day contracts skipped because another transaction held their row (another instance's payout). */
  skipped: number;
}

/** What one batch did: `null` when the day contract's row was locked by someone else. */
type BatchResult = { calls: number } | null;

/**
 * Pays one batch of a day contract's unpaid settled calls to the agent's owner, in one transaction
 * (decision 085). The day contract's row is locked first (`FOR NO KEY UPDATE SKIP LOCKED`: a
 * settle's foreign-key check on it takes `KEY SHARE`, which this lock lets through, so settles
 * never wait for a payout); a second payout of the same day contract skips it instead of waiting.
 * Under that lock it reads at most `batchCallsMax` calls whose `payout_id` is null, posts their
 * prices as one payout out of the escrow (`payCallsFromEscrow`, key `x402-payout:<day contract>:<seq>`),
 * records the payout and marks exactly those calls with it. A call whose settle commits meanwhile
 * is not in the list read, stays null, and is paid by the next batch.
 * @returns the calls paid (0 when none were unpaid), or null when the row was locked.
 * @throws Error when a call was marked by another payout after it was read (never: the row lock
 *   serialises payouts of one day contract); the transaction then rolls back whole.
 */
async function payDayContractBatch(db: Db, dayContractId: string, batchCallsMax: number): Promise<BatchResult> {
  return inTransaction(db, async (tx) => {
    const [day] = await tx
      .select({
        id: x402DayContracts.id,
        payerId: x402DayContracts.payerId,
        agentId: x402DayContracts.agentId,
        providerId: x402DayContracts.providerId,
      })
      .from(x402DayContracts)
      .where(eq(x402DayContracts.id, dayContractId))
      .for("no key update", { skipLocked: true });
    if (!day) return null;
    const unpaid = await tx
      .select({ id: x402Settlements.authorizationId, priceMicros: x402Authorizations.amountMicros })
      .from(x402Settlements)
      .innerJoin(x402Authorizations, eq(x402Authorizations.id, x402Settlements.authorizationId))
      .where(and(eq(x402Settlements.dayContractId, day.id), isNull(x402Settlements.payoutId)))
      .orderBy(asc(x402Settlements.settledAt), asc(x402Settlements.authorizationId))
      .limit(batchCallsMax);
    if (!unpaid.length) return { calls: 0 };
    const [last] = await tx
      .select({ seq: max(x402Payouts.seq) })
      .from(x402Payouts)
      .where(eq(x402Payouts.dayContractId, day.id));
    const seq = (last?.seq ?? 0) + 1;
    const split = await payCallsFromEscrow(
      tx,
      { id: day.id, agentId: day.agentId, providerId: day.providerId, clientId: day.payerId },
      unpaid.map((u) => u.priceMicros),
      `contract:${day.id}`,
      `x402-payout:${day.id}:${seq}`,
    );
    const [payout] = await tx
      .insert(x402Payouts)
      .values({
        dayContractId: day.id,
        seq,
        calls: unpaid.length,
        grossMicros: split.gross,
        feeMicros: split.fee,
        netMicros: split.net,
      })
      .returning({ id: x402Payouts.id });
    const marked = await tx
      .update(x402Settlements)
      .set({ payoutId: payout?.id as string })
      .where(
        and(
          inArray(
            x402Settlements.authorizationId,
            unpaid.map((u) => u.id),
          ),
          isNull(x402Settlements.payoutId),
        ),
      )
      .returning({ id: x402Settlements.authorizationId });
    if (marked.length !== unpaid.length)
      throw new Error(`x402 payout ${day.id}:${seq} marked ${marked.length} of ${unpaid.length} calls`);
    return { calls: unpaid.length };
  });
}

/**
 * The payout job (money-jobs.ts runs it every X402_PAYOUT_INTERVAL_MS; decision 085): pays every
 * day contract that has settled calls still in escrow, in batches of at most `batchCallsMax` calls,
 * each batch one ledger posting in its own transaction (see {@link payDayContractBatch}). The
 * worklist is the partial index of unpaid settlements, walked in day-contract id order. Safe with
 * several instances at once: a day contract another run holds is skipped (counted in `skipped`)
 * and left to that run; its calls that run did not take are paid at a later tick.
 * @param batchCallsMax at least 1.
 * @returns the payouts posted, the calls they paid, and the day contracts skipped.
 * @throws RangeError for a batch size below 1; whatever the database throws (the scheduler logs
 *   it and runs again at the next tick; batches already committed stay paid).
 */
export async function payOutX402Calls(db: Db, batchCallsMax = x402PayoutBatchCallsMaxDefault): Promise<X402PayoutRun> {
  if (!Number.isSafeInteger(batchCallsMax) || batchCallsMax < 1)
    throw new RangeError(`a payout batch holds at least 1 call, got ${batchCallsMax}`);
  const run: X402PayoutRun = { payouts: 0, calls: 0, skipped: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .selectDistinct({ id: x402Settlements.dayContractId })
      .from(x402Settlements)
      .where(and(isNull(x402Settlements.payoutId), gt(x402Settlements.dayContractId, after)))
      .orderBy(asc(x402Settlements.dayContractId))
      .limit(worklistPageSize);
    for (const { id } of page) {
      for (;;) {
        const batch = await payDayContractBatch(db, id, batchCallsMax);
        if (!batch) {
          run.skipped++;
          break;
        }
        if (batch.calls > 0) {
          run.payouts++;
          run.calls += batch.calls;
        }
        // A short batch emptied the list as it stood; later settles wait for the next tick.
        if (batch.calls < batchCallsMax) break;
      }
    }
    if (page.length < worklistPageSize) return run;
    after = page[page.length - 1]?.id as string;
  }
}
