import { formatMicros } from "@agora/contracts";
import { and, asc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { contractPartyView } from "../hiring/hiring.tables";
import { payCallsFromEscrow } from "../ledger";
import { publishEvent } from "../realtime";
import { contractCallMeters, contractCallPayouts, contractCalls } from "./calls.tables";

/** Contracts the payout job reads from its worklist at a time. */
const worklistPageSize = 100;

/** What one run of {@link payOutContractCalls} did. */
export interface CallPayoutRun {
  /** Payouts posted (one ledger posting each). */
  payouts: number;
  /** Calls they paid. */
  calls: number;
}

/**
 * Pays up to `batchCallsMax` (all, when null) of a per-call contract's unpaid calls to the agent's
 * owner in one ledger posting, inside `tx` (decision 086, as x402's decision 085). The contract's
 * meter row is locked for update first: calls of the contract wait for it, so the escrow and the
 * meter's `paid` move together and a call never sees one without the other; a second payout of the
 * same contract waits too, then finds the calls marked. Under the lock it reads the oldest unpaid
 * calls, posts their prices out of the escrow (`payCallsFromEscrow`: each call's fee rounded down,
 * the rest to the owner, key `call-payout:<contract>:<seq>`), records the payout, marks exactly
 * those calls with it, and adds them to the meter's paid figures. Announces `call.paid`.
 * @returns the calls paid (0 when none were unpaid or the contract never had a call).
 * @throws Error when a call was marked by another payout after it was read (never, under the lock);
 *   AppError('insufficient_funds') when the escrow does not hold the calls (never: they are in it).
 */
export async function payContractCalls(tx: Tx, contractId: string, batchCallsMax: number | null): Promise<number> {
  const [meter] = await tx
    .select({ contractId: contractCallMeters.contractId })
    .from(contractCallMeters)
    .where(eq(contractCallMeters.contractId, contractId))
    .for("update");
  if (!meter) return 0;
  const read = tx
    .select({ id: contractCalls.id, priceMicros: contractCalls.priceMicros })
    .from(contractCalls)
    .where(and(eq(contractCalls.contractId, contractId), isNull(contractCalls.payoutId)))
    .orderBy(asc(contractCalls.seq));
  const unpaid = batchCallsMax === null ? await read : await read.limit(batchCallsMax);
  if (!unpaid.length) return 0;
  const [c] = await tx
    .select({
      id: contractPartyView.id,
      agentId: contractPartyView.agentId,
      providerId: contractPartyView.providerId,
      clientId: contractPartyView.clientId,
    })
    .from(contractPartyView)
    .where(eq(contractPartyView.id, contractId));
  if (!c) throw new Error(`per-call payout: contract ${contractId} is missing`);
  const [last] = await tx
    .select({ seq: max(contractCallPayouts.seq) })
    .from(contractCallPayouts)
    .where(eq(contractCallPayouts.contractId, contractId));
  const seq = (last?.seq ?? 0) + 1;
  const split = await payCallsFromEscrow(
    tx,
    c,
    unpaid.map((u) => u.priceMicros),
    `contract:${c.id}`,
    `call-payout:${c.id}:${seq}`,
  );
  const [payout] = await tx
    .insert(contractCallPayouts)
    .values({
      contractId: c.id,
      seq,
      calls: unpaid.length,
      grossMicros: split.gross,
      feeMicros: split.fee,
      netMicros: split.net,
    })
    .returning({ id: contractCallPayouts.id });
  if (!payout) throw new Error(`per-call payout ${c.id}:${seq}: insert returned no row`);
  const marked = await tx
    .update(contractCalls)
    .set({ payoutId: payout.id })
    .where(
      and(
        inArray(
          contractCalls.id,
          unpaid.map((u) => u.id),
        ),
        isNull(contractCalls.payoutId),
      ),
    )
    .returning({ id: contractCalls.id });
  if (marked.length !== unpaid.length)
    throw new Error(`per-call payout ${c.id}:${seq} marked ${marked.length} of ${unpaid.length} calls`);
  const [paid] = await tx
    .select({ paidCalls: contractCallMeters.paidCalls, paidMicros: contractCallMeters.paidMicros })
    .from(contractCallMeters)
    .where(eq(contractCallMeters.contractId, c.id));
  await tx
    .update(contractCallMeters)
    .set({
      paidCalls: (paid?.paidCalls ?? 0) + unpaid.length,
      paidMicros: (paid?.paidMicros ?? 0n) + split.gross,
    })
    .where(eq(contractCallMeters.contractId, c.id));
  const data = {
    contractId: c.id,
    payoutId: payout.id,
    calls: unpaid.length,
    gross: formatMicros(split.gross),
    fee: formatMicros(split.fee),
    net: formatMicros(split.net),
  };
  await publishEvent(tx, `contract:${c.id}`, "call.paid", data);
  await publishEvent(tx, `user:${c.providerId}`, "call.paid", data);
  return unpaid.length;
}

/**
 * The per-call payout job (money-jobs.ts runs it on the pay-per-call payout interval; decision
 * 086): pays every per-call contract that has calls still in escrow, in batches of at most
 * `batchCallsMax` calls, each batch one ledger posting in its own transaction
 * ({@link payContractCalls}). The worklist is the partial index of unpaid calls, walked in
 * contract id order. Several instances may run it at once: a contract's batches take its meter's
 * lock in turn, and a batch that finds its calls already paid posts nothing.
 * @param batchCallsMax at least 1.
 * @throws RangeError for a batch size below 1; whatever the database throws (the scheduler logs
 *   it and runs again at the next tick; batches already committed stay paid).
 */
export async function payOutContractCalls(db: Db, batchCallsMax: number): Promise<CallPayoutRun> {
  if (!Number.isSafeInteger(batchCallsMax) || batchCallsMax < 1)
    throw new RangeError(`a payout batch holds at least 1 call, got ${batchCallsMax}`);
  const run: CallPayoutRun = { payouts: 0, calls: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .selectDistinct({ id: contractCalls.contractId })
      .from(contractCalls)
      .where(and(isNull(contractCalls.payoutId), gt(contractCalls.contractId, after)))
      .orderBy(asc(contractCalls.contractId))
      .limit(worklistPageSize);
    for (const { id } of page) {
      for (;;) {
        const calls = await inTransaction(db, (tx) => payContractCalls(tx, id, batchCallsMax));
        if (calls > 0) {
          run.payouts++;
          run.calls += calls;
        }
        // A short batch emptied the list as it stood; later calls wait for the next tick.
        if (calls < batchCallsMax) break;
      }
    }
    if (page.length < worklistPageSize) return run;
    after = page[page.length - 1]?.id as string;
  }
}

/**
 * The closing step of a per-call contract (registered with hiring's `onContractClosing`): before
 * the rest of the escrow returns to the client, every call not yet paid is paid to the agent's
 * owner in one posting. Contracts of other models have no meter, so this costs them one read.
 */
export async function payCallsOnClosing(tx: Tx, contractId: string): Promise<number> {
  return payContractCalls(tx, contractId, null);
}
