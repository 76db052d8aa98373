import { and, asc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { type CallPayoutBook, type CallPayoutRun, drainCallPayouts, payCallBatch } from "../ledger";
import { x402Authorizations, x402DayContracts, x402Payouts, x402Settlements } from "./x402.tables";

/** Most settled calls one payout pays (one posting, one transaction), by default (X402_PAYOUT_BATCH_CALLS_MAX). */
export const x402PayoutBatchCallsMaxDefault = 1_000;

/** How often the payout job looks for settled calls still in escrow, ms, by default (X402_PAYOUT_INTERVAL_MS). */
export const x402PayoutIntervalMsDefault = 60_000;

/** What one run of {@link payOutX402Calls} did; `skipped` counts day contracts another run held. */
export type X402PayoutRun = CallPayoutRun;

/** A day contract's settled calls and payouts, for the ledger's one batch step. */
const dayContractCallsBook: CallPayoutBook = {
  keyPrefix: "x402-payout",
  unpaid: (tx, dayContractId, limit) => {
    const read = tx
      .select({ id: x402Settlements.authorizationId, priceMicros: x402Authorizations.amountMicros })
      .from(x402Settlements)
      .innerJoin(x402Authorizations, eq(x402Authorizations.id, x402Settlements.authorizationId))
      .where(and(eq(x402Settlements.dayContractId, dayContractId), isNull(x402Settlements.payoutId)))
      .orderBy(asc(x402Settlements.settledAt), asc(x402Settlements.authorizationId));
    return limit === null ? read : read.limit(limit);
  },
  lastSeq: async (tx, dayContractId) => {
    const [last] = await tx
      .select({ seq: max(x402Payouts.seq) })
      .from(x402Payouts)
      .where(eq(x402Payouts.dayContractId, dayContractId));
    return last?.seq ?? 0;
  },
  record: async (tx, dayContractId, { seq, calls, split }) => {
    const [payout] = await tx
      .insert(x402Payouts)
      .values({ dayContractId, seq, calls, grossMicros: split.gross, feeMicros: split.fee, netMicros: split.net })
      .returning({ id: x402Payouts.id });
    if (!payout) throw new Error(`x402 payout ${dayContractId}:${seq}: insert returned no row`);
    return payout.id;
  },
  mark: async (tx, callIds, payoutId) => {
    const marked = await tx
      .update(x402Settlements)
      .set({ payoutId })
      .where(and(inArray(x402Settlements.authorizationId, callIds), isNull(x402Settlements.payoutId)))
      .returning({ id: x402Settlements.authorizationId });
    return marked.length;
  },
};

/**
 * Pays one batch of a day contract's unpaid settled calls to the agent's owner inside `tx`
 * (decision 085; the batch is the ledger's `payCallBatch`, key `x402-payout:<day contract>:<seq>`).
 * The day contract's row is locked first (`FOR NO KEY UPDATE SKIP LOCKED`: a settle's foreign-key
 * check on it takes `KEY SHARE`, which this lock lets through, so settles never wait for a
 * payout); a second payout of the same day contract skips it instead of waiting. A call whose
 * settle commits meanwhile is not in the list read, stays unpaid, and is paid by the next batch.
 * @returns the calls paid (0 when none were unpaid), or null when the row was locked.
 * @throws as `payCallBatch`.
 */
async function payDayContractBatch(tx: Tx, dayContractId: string, batchCallsMax: number): Promise<number | null> {
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
  const holder = { id: day.id, agentId: day.agentId, providerId: day.providerId, clientId: day.payerId };
  const batch = await payCallBatch(tx, holder, dayContractCallsBook, batchCallsMax);
  return batch?.calls ?? 0;
}

/**
 * The payout job (money-jobs.ts runs it every X402_PAYOUT_INTERVAL_MS; decision 085): pays every
 * day contract that has settled calls still in escrow, in batches of at most `batchCallsMax` calls,
 * each batch one ledger posting in its own transaction ({@link payDayContractBatch}; the walk is
 * the ledger's `drainCallPayouts`). The worklist is the partial index of unpaid settlements. Safe
 * with several instances at once: a day contract another run holds is skipped (counted in
 * `skipped`) and left to that run; its calls that run did not take are paid at a later tick.
 * @param batchCallsMax at least 1.
 * @returns the payouts posted, the calls they paid, and the day contracts skipped.
 * @throws as `drainCallPayouts`.
 */
export function payOutX402Calls(db: Db, batchCallsMax = x402PayoutBatchCallsMaxDefault): Promise<X402PayoutRun> {
  return drainCallPayouts(
    db,
    batchCallsMax,
    async (after, limit) => {
      const page = await db
        .selectDistinct({ id: x402Settlements.dayContractId })
        .from(x402Settlements)
        .where(and(isNull(x402Settlements.payoutId), gt(x402Settlements.dayContractId, after)))
        .orderBy(asc(x402Settlements.dayContractId))
        .limit(limit);
      return page.map((p) => p.id);
    },
    payDayContractBatch,
  );
}
