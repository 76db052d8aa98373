import { formatMicros, type X402Authorization } from "@agora/contracts";
import type { PaymentPayload, PaymentRequirements, SettleResponse } from "@x402/core/types";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/errors";
import { GroupCommit } from "../../lib/group-commit";
import { accountIds, escrowAccount, type TransferLeg, transferMany } from "../ledger";
import { apiKeysUnderMandate } from "../mandates";
import { publishTransientEvents } from "../realtime";
import {
  type CheckedPayment,
  checkPartiesAndMandate,
  checkPayment,
  checkWindow,
  dayContract,
  dayContractOf,
  utcDay,
  type X402Context,
} from "./x402.service";
import { x402Authorizations, x402DayContracts, x402Settlements } from "./x402.tables";
import { checkParties, Refusal, x402Reasons } from "./x402-parties";

/**
 * The most settles one transaction carries (decision 083's group commit): enough to share a
 * commit among a few hundred callers, few enough that a batch's locks are held for milliseconds.
 */
export const x402SettleBatchMax = 256;

/** A settle waiting for its batch: a payment that passed every check needing no database. */
interface SettleAsk {
  checked: CheckedPayment;
  now: Date;
}

/** A call this batch settled, as its payer and the agent's owner are told of it. */
interface SettledCall {
  dayContractId: string;
  agentId: string;
  payerId: string;
  providerId: string;
  amountMicros: bigint;
  settledAt: Date;
}

/**
 * A settle's outcome: the ledger transfer that paid it (now, with the call, or the first time), or
 * the refusal.
 */
type SettleOutcome = { transferId: bigint; call?: SettledCall } | { refusal: Refusal };

type StoredAuthorization = typeof x402Authorizations.$inferSelect;

/** The answer of a settled authorization, the same for its first settle and every repeat. */
function settled(
  ctx: X402Context,
  authorization: X402Authorization,
  transferId: bigint,
  amountMicros: bigint,
): SettleResponse {
  return {
    success: true,
    payer: authorization.payer,
    transaction: String(transferId),
    network: ctx.network,
    amount: String(amountMicros),
  };
}

/** The answer of a refused settle, in x402's words. */
function refused(ctx: X402Context, refusal: Refusal, payer: string | undefined): SettleResponse {
  return {
    success: false,
    errorReason: refusal.reason,
    errorMessage: refusal.message,
    transaction: "",
    network: ctx.network,
    ...(payer ? { payer } : {}),
  };
}

/** One group commit of settles per database handle: every instance's settles share its batches. */
const groups = new WeakMap<Db, GroupCommit<SettleAsk, SettleOutcome>>();

function groupOf(db: Db): GroupCommit<SettleAsk, SettleOutcome> {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit((asks) => writeSettles(db, asks), x402SettleBatchMax);
    groups.set(db, group);
  }
  return group;
}

/**
 * x402 `POST /settle` for Agora's network: moves the authorization's amount from the payer's
 * `available` account into the escrow of the payer–agent day contract, exactly once. The checks
 * of `verifyPayment` run again inside the transaction, with the authorization row and the
 * payer's account row locked; the ledger transfer carries the key `x402:<authorization id>` and
 * the mandate's id, and the settlement row (primary key: the authorization) is written with it.
 * A repeated or concurrent settle of a settled authorization answers the first result, even after
 * its window closed. A call to an agent the payer owns is settled and marked `isSelfCall`, so
 * reputation never counts it.
 *
 * Settles arriving while a batch is written share the next transaction (group commit, decision
 * 083): one lock of all their authorizations, one of their payers' accounts, one posting of all
 * their transfers, one insert of their settlements. Each is still checked, refused and keyed on
 * its own, and a batch's settles of one payer are checked against its balance one after another.
 * @returns `{success: true, transaction: <ledger transfer id>, amount}`, or `success: false`
 *   with x402's `errorReason` word (or an `agora_` one). Never throws for a refused payment.
 * @throws a database error, to every settle of the batch it happened in.
 */
export async function settlePayment(
  ctx: X402Context,
  payload: PaymentPayload,
  requirements: PaymentRequirements,
  now = new Date(),
): Promise<SettleResponse> {
  let checked: CheckedPayment;
  try {
    checked = await checkPayment(ctx, payload, requirements);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const payer = (payload.payload as { payer?: unknown } | undefined)?.payer;
    return refused(ctx, err, typeof payer === "string" ? payer : undefined);
  }
  const outcome = await groupOf(ctx.db).submit({ checked, now });
  const { authorization, amountMicros } = checked;
  return "refusal" in outcome
    ? refused(ctx, outcome.refusal, authorization.payer)
    : settled(ctx, authorization, outcome.transferId, amountMicros);
}

/** Runs `check`, turning its refusal into an outcome. */
async function refusalOf(check: () => unknown | Promise<unknown>): Promise<Refusal | undefined> {
  try {
    await check();
    return undefined;
  } catch (err) {
    if (err instanceof Refusal) return err;
    if (err instanceof AppError && err.code === "insufficient_funds")
      return new Refusal(x402Reasons.funds, err.message);
    throw err;
  }
}

/** Writes one batch of settles in one transaction, retried whole on a deadlock. */
async function writeSettles(db: Db, asks: SettleAsk[]): Promise<SettleOutcome[]> {
  return inTransaction(db, (tx) => settleBatch(tx, asks));
}

/**
 * A batch's settles inside `tx`. The same authorization twice in a batch is settled once and both
 * get its outcome. Locks in a fixed order, authorizations then payers' accounts (each by id), so
 * two batches on two instances queue instead of deadlocking.
 */
async function settleBatch(tx: Tx, asks: SettleAsk[]): Promise<SettleOutcome[]> {
  const outcomes = new Map<string, SettleOutcome>();
  const ids = [...new Set(asks.map((a) => a.checked.authorization.id))];
  const stored = await lockAuthorizations(tx, ids);
  const open: Array<{ ask: SettleAsk; row: StoredAuthorization }> = [];
  const seen = new Set<string>();
  for (const ask of asks) {
    const id = ask.checked.authorization.id;
    if (seen.has(id)) continue;
    seen.add(id);
    const found = stored.get(id);
    if (!found) outcomes.set(id, { refusal: new Refusal(x402Reasons.unknown, "Agora holds no such authorization") });
    else if (found.transferId !== null) outcomes.set(id, { transferId: found.transferId });
    else {
      const late = await refusalOf(() => checkWindow(ask.checked, ask.now));
      if (late) outcomes.set(id, { refusal: late });
      else open.push({ ask, row: found.row });
    }
  }
  const mandated = await apiKeysUnderMandate(
    tx,
    open.flatMap(({ row }) => (row.apiKeyId ? [row.apiKeyId] : [])),
  );
  const plain = open.filter(({ row }) => !row.apiKeyId || !mandated.has(row.apiKeyId));
  for (const [id, outcome] of await settlePlain(tx, plain)) outcomes.set(id, outcome);
  // A mandate's limits count what it spent, so its key's settles go one after another, each seeing
  // the ones before it in this transaction.
  for (const { ask, row } of open.filter((o) => !plain.includes(o)))
    outcomes.set(row.id, await settleOne(tx, row, ask));
  await announceSettled(
    tx,
    [...outcomes.values()].flatMap((o) => ("call" in o && o.call ? [o.call] : [])),
  );
  return asks.map((a) => outcomes.get(a.checked.authorization.id) as SettleOutcome);
}

/**
 * Tells each day contract's payer and agent owner that calls settled (`x402.settled`, decisions
 * 087 and 088): one event per day contract and batch, not per call, in one statement. Transient
 * NOTIFYs sent inside the batch's transaction, so delivered at its commit and never for a batch
 * that rolled back.
 */
async function announceSettled(tx: Tx, calls: SettledCall[]): Promise<void> {
  const byDay = new Map<string, { first: SettledCall; calls: number; amountMicros: bigint; settledAt: Date }>();
  for (const call of calls) {
    const day = byDay.get(call.dayContractId) ?? { first: call, calls: 0, amountMicros: 0n, settledAt: call.settledAt };
    day.calls++;
    day.amountMicros += call.amountMicros;
    if (call.settledAt > day.settledAt) day.settledAt = call.settledAt;
    byDay.set(call.dayContractId, day);
  }
  await publishTransientEvents(
    tx,
    [...byDay.values()].flatMap(({ first, calls, amountMicros, settledAt }) =>
      [...new Set([first.payerId, first.providerId])].map((userId) => ({
        channel: `user:${userId}` as const,
        event: "x402.settled" as const,
        data: {
          dayContractId: first.dayContractId,
          agentId: first.agentId,
          calls,
          amount: formatMicros(amountMicros),
          settledAt: settledAt.toISOString(),
        },
      })),
    ),
  );
}

/** The batch's authorizations by id, locked, each with the transfer that settled it, if any. */
async function lockAuthorizations(
  tx: Tx,
  ids: string[],
): Promise<Map<string, { row: StoredAuthorization; transferId: bigint | null }>> {
  const rows = await tx
    .select({ row: x402Authorizations, transferId: x402Settlements.transferId })
    .from(x402Authorizations)
    .leftJoin(x402Settlements, eq(x402Settlements.authorizationId, x402Authorizations.id))
    .where(inArray(x402Authorizations.id, ids))
    .orderBy(x402Authorizations.id)
    .for("update", { of: x402Authorizations });
  return new Map(rows.map((r) => [r.row.id, r]));
}

/** One settle with every check of its own, inside the batch's transaction: for mandated keys. */
async function settleOne(tx: Tx, stored: StoredAuthorization, { checked, now }: SettleAsk): Promise<SettleOutcome> {
  let posted: bigint | undefined;
  let call: SettledCall | undefined;
  const refusal = await refusalOf(async () => {
    const existing = (await dayContractOf(tx, stored, now))?.id;
    const { payee, payerAccountId, mandateId } = await checkPartiesAndMandate(
      tx,
      stored,
      checked.amountMicros,
      true,
      existing,
    );
    const day = await dayContract(tx, stored, payee.ownerId, now);
    const [escrow] = await accountIds(tx, [escrowAccount(day.id)]);
    const [transfer] = await transferMany(tx, [
      {
        ...settleLeg(stored, payerAccountId, escrow as string, day.id, checked.amountMicros),
        ...(mandateId ? { mandateId } : {}),
      },
    ]);
    posted = transfer?.id;
    await tx.insert(x402Settlements).values({
      authorizationId: stored.id,
      dayContractId: day.id,
      transferId: posted as bigint,
      isSelfCall: day.isSelfCall,
      settledAt: now,
    });
    call = settledCall(stored, day, checked.amountMicros, now);
  });
  return refusal ? { refusal } : { transferId: posted as bigint, call: call as SettledCall };
}

/** The call `stored` paid into day contract `day`, as {@link announceSettled} reads it. */
function settledCall(
  stored: StoredAuthorization,
  day: { id: string; providerId: string },
  amountMicros: bigint,
  settledAt: Date,
): SettledCall {
  return {
    dayContractId: day.id,
    agentId: stored.payToAgentId,
    payerId: stored.payerId,
    providerId: day.providerId,
    amountMicros,
    settledAt,
  };
}

/** The ledger leg of one settle: the payer's available balance into the day contract's escrow. */
function settleLeg(
  stored: StoredAuthorization,
  payerAccountId: string,
  escrowAccountId: string,
  dayContractId: string,
  amountMicros: bigint,
): TransferLeg {
  return {
    debit: payerAccountId,
    credit: escrowAccountId,
    amount: amountMicros,
    code: "escrow_fund",
    reference: `contract:${dayContractId}`,
    key: `x402:${stored.id}`,
  };
}

/**
 * The settles of keys without a mandate, set-based: the parties' statuses in two reads, the payers'
 * balances locked in one, the day contracts in two statements, every transfer in one posting and
 * every settlement in one insert. Each settle is refused on its own (a suspended party, a balance
 * short of it after the batch's earlier settles of the same payer) and the rest go on.
 */
async function settlePlain(
  tx: Tx,
  open: Array<{ ask: SettleAsk; row: StoredAuthorization }>,
): Promise<Map<string, SettleOutcome>> {
  const outcomes = new Map<string, SettleOutcome>();
  if (!open.length) return outcomes;
  const parties = await checkParties(
    tx,
    open.map(({ ask, row }) => ({
      payerId: row.payerId,
      payToAgentId: row.payToAgentId,
      amountMicros: ask.checked.amountMicros,
    })),
    true,
  );
  const funded: Array<{ ask: SettleAsk; row: StoredAuthorization; ownerId: string; payerAccountId: string }> = [];
  for (const [i, { ask, row }] of open.entries()) {
    const checked = parties[i] as (typeof parties)[number];
    if (checked instanceof Refusal) outcomes.set(row.id, { refusal: checked });
    else funded.push({ ask, row, ownerId: checked.payee.ownerId, payerAccountId: checked.payerAccountId });
  }
  if (!funded.length) return outcomes;
  const days = await dayContractsOf(tx, funded);
  const dayOf = (f: (typeof funded)[number]) => days.get(dayKey(f.row, f.ask.now)) as DayContractRef;
  const dayIds = [...new Set(funded.map((f) => dayOf(f).id))];
  const escrowIds = await accountIds(
    tx,
    dayIds.map((id) => escrowAccount(id)),
  );
  const escrowOf = new Map(dayIds.map((id, i) => [id, escrowIds[i] as string]));
  const posted = await transferMany(
    tx,
    funded.map((f) => {
      const day = dayOf(f);
      return settleLeg(f.row, f.payerAccountId, escrowOf.get(day.id) as string, day.id, f.ask.checked.amountMicros);
    }),
  );
  await tx.insert(x402Settlements).values(
    funded.map((f, i) => {
      const day = dayOf(f);
      return {
        authorizationId: f.row.id,
        dayContractId: day.id,
        transferId: posted[i]?.id as bigint,
        isSelfCall: day.isSelfCall,
        settledAt: f.ask.now,
      };
    }),
  );
  for (const [i, f] of funded.entries())
    outcomes.set(f.row.id, {
      transferId: posted[i]?.id as bigint,
      call: settledCall(f.row, dayOf(f), f.ask.checked.amountMicros, f.ask.now),
    });
  return outcomes;
}

/** A day contract as a batch uses it. */
interface DayContractRef {
  id: string;
  isSelfCall: boolean;
  /** Whom its calls pay: the agent's owner when its first call settled. */
  providerId: string;
}

/** A day contract's key in a batch: payer, payee agent and UTC day. */
const dayKey = (row: StoredAuthorization, now: Date) =>
  `${row.payerId}/${row.payToAgentId}/${utcDay(now)}`.toLowerCase();

/**
 * The day contracts of a batch's funded settles by {@link dayKey}, creating the missing ones in
 * one insert. Two batches creating one day contract insert it once: the loser's insert waits for
 * the winner's commit and does nothing, then reads the winner's row.
 */
async function dayContractsOf(
  tx: Tx,
  funded: Array<{ ask: SettleAsk; row: StoredAuthorization; ownerId: string }>,
): Promise<Map<string, DayContractRef>> {
  const wanted = new Map<string, typeof x402DayContracts.$inferInsert>();
  for (const { ask, row, ownerId } of funded)
    wanted.set(dayKey(row, ask.now), {
      payerId: row.payerId,
      agentId: row.payToAgentId,
      providerId: ownerId,
      day: utcDay(ask.now),
      isSelfCall: ownerId.toLowerCase() === row.payerId.toLowerCase(),
    });
  const values = [...wanted.values()];
  await tx.insert(x402DayContracts).values(values).onConflictDoNothing();
  const rows = await tx
    .select({
      id: x402DayContracts.id,
      payerId: x402DayContracts.payerId,
      agentId: x402DayContracts.agentId,
      day: x402DayContracts.day,
      isSelfCall: x402DayContracts.isSelfCall,
      providerId: x402DayContracts.providerId,
    })
    .from(x402DayContracts)
    .where(
      or(
        ...values.map((v) =>
          and(
            eq(x402DayContracts.payerId, v.payerId),
            eq(x402DayContracts.agentId, v.agentId),
            eq(x402DayContracts.day, v.day),
          ),
        ),
      ),
    );
  const days = new Map(
    rows.map((r) => [
      `${r.payerId}/${r.agentId}/${r.day}`.toLowerCase(),
      { id: r.id, isSelfCall: r.isSelfCall, providerId: r.providerId },
    ]),
  );
  for (const key of wanted.keys()) if (!days.has(key)) throw new Error(`day contract ${key} missing after its insert`);
  return days;
}
