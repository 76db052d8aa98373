import { formatMicros } from "@agora/contracts";
import { and, asc, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { contractPartyView } from "../hiring/hiring.tables";
import { type CallPayoutBook, type CallPayoutRun, drainCallPayouts, payCallBatch } from "../ledger";
import { publishEvent } from "../realtime";
import { contractCallMeters, contractCallPayouts, contractCalls } from "./calls.tables";

/** A per-call contract's calls and payouts, for the ledger's one batch step. */
const contractCallsBook: CallPayoutBook = {
  keyPrefix: "call-payout",
  unpaid: (tx, contractId, limit) => {
    const read = tx
      .select({ id: contractCalls.id, priceMicros: contractCalls.priceMicros })
      .from(contractCalls)
      .where(and(eq(contractCalls.contractId, contractId), isNull(contractCalls.payoutId)))
      .orderBy(asc(contractCalls.seq));
    return limit === null ? read : read.limit(limit);
  },
  lastSeq: async (tx, contractId) => {
    const [last] = await tx
      .select({ seq: max(contractCallPayouts.seq) })
      .from(contractCallPayouts)
      .where(eq(contractCallPayouts.contractId, contractId));
    return last?.seq ?? 0;
  },
  record: async (tx, contractId, { seq, calls, split }) => {
    const [payout] = await tx
      .insert(contractCallPayouts)
      .values({ contractId, seq, calls, grossMicros: split.gross, feeMicros: split.fee, netMicros: split.net })
      .returning({ id: contractCallPayouts.id });
    if (!payout) throw new Error(`per-call payout ${contractId}:${seq}: insert returned no row`);
    return payout.id;
  },
  mark: async (tx, callIds, payoutId) => {
    const marked = await tx
      .update(contractCalls)
      .set({ payoutId })
      .where(and(inArray(contractCalls.id, callIds), isNull(contractCalls.payoutId)))
      .returning({ id: contractCalls.id });
    return marked.length;
  },
};

/**
 * Pays up to `batchCallsMax` (all, when null) of a per-call contract's unpaid calls to the agent's
 * owner in one ledger posting, inside `tx` (decision 086; the batch is the ledger's
 * `payCallBatch`, key `call-payout:<contract>:<seq>`). The contract's meter row is locked for
 * update first: calls of the contract wait for it, so the escrow and the meter's `paid` move
 * together and a call never sees one without the other; a second payout of the same contract
 * waits too, then finds the calls marked. Adds the batch to the meter's paid figures and
 * announces `call.paid`.
 * @returns the calls paid (0 when none were unpaid or the contract never had a call).
 * @throws as `payCallBatch`.
 */
export async function payContractCalls(tx: Tx, contractId: string, batchCallsMax: number | null): Promise<number> {
  const [meter] = await tx
    .select({ contractId: contractCallMeters.contractId })
    .from(contractCallMeters)
    .where(eq(contractCallMeters.contractId, contractId))
    .for("update");
  if (!meter) return 0;
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
  const batch = await payCallBatch(tx, c, contractCallsBook, batchCallsMax);
  if (!batch) return 0;
  await tx
    .update(contractCallMeters)
    .set({
      paidCalls: sql`${contractCallMeters.paidCalls} + ${batch.calls}::int`,
      paidMicros: sql`${contractCallMeters.paidMicros} + ${batch.split.gross.toString()}::bigint`,
    })
    .where(eq(contractCallMeters.contractId, c.id));
  const data = {
    contractId: c.id,
    payoutId: batch.payoutId,
    calls: batch.calls,
    gross: formatMicros(batch.split.gross),
    fee: formatMicros(batch.split.fee),
    net: formatMicros(batch.split.net),
  };
  await publishEvent(tx, `contract:${c.id}`, "call.paid", data);
  await publishEvent(tx, `user:${c.providerId}`, "call.paid", data);
  return batch.calls;
}

/**
 * The per-call payout job (money-jobs.ts runs it on the pay-per-call payout interval; decision
 * 086): pays every per-call contract that has calls still in escrow, in batches of at most
 * `batchCallsMax` calls, each batch one ledger posting in its own transaction
 * ({@link payContractCalls}; the walk is the ledger's `drainCallPayouts`). The worklist is the
 * partial index of unpaid calls. Several instances may run it at once: a contract's batches take
 * its meter's lock in turn, and a batch that finds its calls already paid posts nothing.
 * @param batchCallsMax at least 1.
 * @throws as `drainCallPayouts`.
 */
export function payOutContractCalls(db: Db, batchCallsMax: number): Promise<CallPayoutRun> {
  return drainCallPayouts(
    db,
    batchCallsMax,
    async (after, limit) => {
      const page = await db
        .selectDistinct({ id: contractCalls.contractId })
        .from(contractCalls)
        .where(and(isNull(contractCalls.payoutId), gt(contractCalls.contractId, after)))
        .orderBy(asc(contractCalls.contractId))
        .limit(limit);
      return page.map((p) => p.id);
    },
    (tx, id, limit) => payContractCalls(tx, id, limit),
  );
}

/**
 * The closing step of a per-call contract (registered with hiring's `onContractClosing`): before
 * the rest of the escrow returns to the client, every call not yet paid is paid to the agent's
 * owner in one posting. Contracts of other models have no meter, so this costs them one read.
 */
export async function payCallsOnClosing(tx: Tx, contractId: string): Promise<number> {
  return payContractCalls(tx, contractId, null);
}
