import {
  type CallListQuery,
  type CallReceipt,
  type ContractCall,
  type ContractCallPage,
  callReceipt,
  formatMicros,
} from "@agora/contracts";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { isParty, loadContract } from "../hiring";
import { contractTermsView } from "../hiring/hiring.tables";
import { escrowBalance } from "../ledger";
import { checkMandate } from "../mandates";
import { publishEvent } from "../realtime";
import { type ContractCallRow, contractCallMeters, contractCalls } from "./calls.tables";

/**
 * What signs a call's receipt: the platform's receipt key (streams' `ReceiptSigner.signDocument`),
 * which adds `keyId` and signs the canonical JSON of everything else, as it signs stream receipts.
 */
export interface CallSigner {
  signDocument<T extends object>(unsigned: T): T & { keyId: string; signature: string };
}

/** A call receipt's fields before the signer adds `keyId` and `signature`, checked as strictly as a received one. */
const unsignedCallReceipt = callReceipt.omit({ keyId: true, signature: true });

/**
 * The signed receipt of call `row` (decision 086). Ed25519 is deterministic, so a call's receipt is
 * the same bytes every time it is signed with the same key: the list signs again instead of storing.
 * @throws ZodError when the row would make an invalid receipt (never, for a stored row).
 */
export function callReceiptOf(row: ContractCallRow, signer: CallSigner): CallReceipt {
  return signer.signDocument(
    unsignedCallReceipt.parse({
      contractId: row.contractId,
      seq: row.seq,
      price: formatMicros(row.priceMicros),
      spent: formatMicros(row.cumulativeMicros),
      at: row.createdAt.toISOString(),
    }),
  );
}

/** A call as either party sees it, with its receipt. */
export function toContractCall(row: ContractCallRow, signer: CallSigner): ContractCall {
  return {
    id: row.id,
    contractId: row.contractId,
    seq: row.seq,
    price: formatMicros(row.priceMicros),
    spent: formatMicros(row.cumulativeMicros),
    paid: row.payoutId !== null,
    createdAt: row.createdAt.toISOString(),
    receipt: callReceiptOf(row, signer),
  };
}

/**
 * The instant the cap's current period began (decision 086): 00:00 UTC of `at`'s day, or of the
 * first of its month.
 */
export function capPeriodStart(period: "day" | "month", at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), period === "day" ? at.getUTCDate() : 1));
}

/**
 * Calls the client made of the contract's service since `from`, counted up to `max` (the index
 * range `contract_calls_cap_idx` stops there, however many calls the client made). A contract
 * without a service (one made before services could be removed) counts its own calls.
 */
async function callsSince(
  tx: Tx,
  c: { id: string; serviceId: string | null; clientId: string },
  from: Date,
  max: number,
): Promise<number> {
  const scope =
    c.serviceId === null
      ? eq(contractCalls.contractId, c.id)
      : and(eq(contractCalls.serviceId, c.serviceId), eq(contractCalls.clientId, c.clientId));
  const inner = tx
    .select({ one: sql`1` })
    .from(contractCalls)
    .where(and(scope, gte(contractCalls.createdAt, from)))
    .limit(max)
    .as("capped");
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

/**
 * The client makes one call of per-call contract `contractId` (decision 086): its price is drawn
 * from the escrow, which keeps the money (no ledger transfer per call; a payout later moves a batch
 * of calls in one posting), and the call is recorded with its `seq` and the running total. The
 * contract row is read `FOR SHARE`, so a closing (which locks it for update) waits for the call or
 * the call for it; the contract's meter row is locked for update, so calls of one contract take
 * their `seq` one at a time and the escrow they may draw is exact: escrow − (spent − paid out).
 * Announced as the transient `call.made` on `contract:<id>` (pages re-read the list when they join).
 * @param at the instant of the call (its receipt's `at`, ms).
 * @returns the call with its signed receipt, and the escrow left for the next calls, µUSD.
 * @throws AppError('not_found') for a stranger; AppError('forbidden') for the agent's owner or an
 *   admin (only the client calls); AppError('invalid_state') for a contract not priced per call or
 *   not active; AppError('limit_reached') when the service's cap per client is reached;
 *   AppError('insufficient_funds') when the escrow left is below one call's price;
 *   AppError('mandate_exceeded') when the key's mandate is revoked or refuses the agent.
 */
export async function makeCall(
  tx: Tx,
  contractId: string,
  actor: Actor,
  signer: CallSigner,
  at = new Date(),
): Promise<{ call: ContractCall; availableMicros: bigint }> {
  const [c] = await tx.select().from(contractTermsView).where(eq(contractTermsView.id, contractId)).for("share");
  if (!c || !isParty(c, actor)) throw notFound("Contract");
  if (actor.id !== c.clientId) throw new AppError("forbidden", "Only the client can make calls on this contract");
  if (c.pricingModel !== "per_call" || c.pricePerCallMicros === null)
    throw new AppError("invalid_state", "This contract is not priced per call");
  if (c.status !== "active")
    throw new AppError("invalid_state", `The contract is ${c.status.replace(/_/g, " ")}: calls are made while active`);
  await checkMandate(tx, actor, { agent: c.agentId, pricingModel: "per_call", amountMicros: null });
  const price = c.pricePerCallMicros;
  // The upsert takes the meter's row lock (creating it at the first call): the rest runs under it.
  const [meter] = await tx
    .insert(contractCallMeters)
    .values({ contractId: c.id })
    .onConflictDoUpdate({ target: contractCallMeters.contractId, set: { updatedAt: sql`now()` } })
    .returning();
  if (!meter) throw new Error(`contract ${c.id}: call meter upsert returned no row`);
  if (c.callCapCalls !== null && c.callCapPeriod !== null) {
    const from = capPeriodStart(c.callCapPeriod, at);
    if ((await callsSince(tx, c, from, c.callCapCalls)) >= c.callCapCalls)
      throw new AppError(
        "limit_reached",
        `The service allows ${c.callCapCalls} calls a ${c.callCapPeriod} per client; the cap is reached until ${nextPeriod(c.callCapPeriod, from).toISOString()}`,
      );
  }
  const escrow = await escrowBalance(tx, c.id);
  const available = escrow - (meter.spentMicros - meter.paidMicros);
  if (available < price)
    throw new AppError(
      "insufficient_funds",
      `The escrow has ${formatMicros(available)} left, less than one call's price, ${formatMicros(price)}: fund the contract to make more calls`,
    );
  const seq = meter.calls + 1;
  const cumulative = meter.spentMicros + price;
  const [row] = await tx
    .insert(contractCalls)
    .values({
      contractId: c.id,
      seq,
      priceMicros: price,
      cumulativeMicros: cumulative,
      clientId: c.clientId,
      serviceId: c.serviceId,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error(`contract ${c.id}: call insert returned no row`);
  await tx
    .update(contractCallMeters)
    .set({ calls: seq, spentMicros: cumulative, updatedAt: at })
    .where(eq(contractCallMeters.contractId, c.id));
  const call = toContractCall(row, signer);
  const availableMicros = available - price;
  // Transient: one stored event per call would double the writes of a call; the list is the record.
  await publishEvent(
    tx,
    `contract:${c.id}`,
    "call.made",
    {
      contractId: c.id,
      callId: row.id,
      seq,
      price: call.price,
      spent: call.spent,
      available: formatMicros(availableMicros),
      receipt: call.receipt,
    },
    true,
  );
  return { call, availableMicros };
}

/** The start of the period after the one starting at `from`. */
function nextPeriod(period: "day" | "month", from: Date): Date {
  return period === "day"
    ? new Date(from.getTime() + 24 * 60 * 60 * 1000)
    : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
}

/** Where a call page resumes: below this seq. */
const callCursor = z.strictObject({ s: z.number().int().min(1).max(2_147_483_647) });

/**
 * A contract's calls, newest first, for either party (and admins), with their receipts.
 * @throws AppError('not_found') for anyone else; AppError('validation_failed') naming `cursor`.
 */
export async function listCalls(
  db: Db,
  contractId: string,
  actor: Actor,
  query: CallListQuery,
  signer: CallSigner,
): Promise<ContractCallPage> {
  await loadContract(db, contractId, actor);
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, callCursor).s;
  const rows = await db
    .select()
    .from(contractCalls)
    .where(
      and(eq(contractCalls.contractId, contractId), before === undefined ? undefined : lt(contractCalls.seq, before)),
    )
    .orderBy(desc(contractCalls.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => toContractCall(r, signer)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ s: last.seq }) : null,
  };
}
