import {
  formatMicros,
  splitPayout,
  type X402Call,
  type X402CallListQuery,
  type X402CallPage,
  type X402DayContract,
  type X402DayContractDetail,
  type X402DayContractListQuery,
  type X402DayContractPage,
  x402DayContractPayoutsMax,
} from "@agora/contracts";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorInstant, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { notFound } from "../../lib/errors";
import { exactInstant } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { agentNameView } from "../agents/agents.tables";
import { x402Authorizations, x402DayContracts, x402Payouts, x402Settlements } from "./x402.tables";

// What the payer and the agent's owner read of day contracts (decision 087): the web's "Paid calls"
// page and any API client. Reads only; the money moved in x402.service.ts and x402-payouts.ts.

/** A day contract row with its agent's name, as the listing and the detail select it. */
type DayRow = typeof x402DayContracts.$inferSelect & { agentName: string };

/** The money of a page of day contracts, µUSD, by id: from its settlements and its payouts. */
interface DayFigures {
  calls: number;
  spent: bigint;
  pending: bigint;
  lastCallAt: Date | null;
  payouts: number;
  paidOut: bigint;
  fees: bigint;
  earned: bigint;
}

const noFigures: DayFigures = {
  calls: 0,
  spent: 0n,
  pending: 0n,
  lastCallAt: null,
  payouts: 0,
  paidOut: 0n,
  fees: 0n,
  earned: 0n,
};

/** Only the day contracts where `actor` is on side `role` (both sides when absent). */
function sideOf(actor: Actor, role: X402DayContractListQuery["role"]): SQL | undefined {
  if (role === "payer") return eq(x402DayContracts.payerId, actor.id);
  if (role === "provider") return eq(x402DayContracts.providerId, actor.id);
  return or(eq(x402DayContracts.payerId, actor.id), eq(x402DayContracts.providerId, actor.id));
}

/**
 * The calls and payouts of day contracts `ids`, summed in two grouped reads (one per table), so a
 * page costs the same two queries however many calls its days hold.
 */
async function figuresOf(db: Db, ids: string[]): Promise<Map<string, DayFigures>> {
  const figures = new Map<string, DayFigures>(ids.map((id) => [id, { ...noFigures }]));
  if (!ids.length) return figures;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const calls = await executeRows<{
    id: string;
    calls: number;
    spent: string | bigint;
    pending: string | bigint;
    last_call_at: string | Date | null;
  }>(
    db,
    sql`select s.day_contract_id as id, count(*)::int as calls, sum(a.amount_micros)::text as spent,
          coalesce(sum(a.amount_micros) filter (where s.payout_id is null), 0)::text as pending,
          max(s.settled_at) as last_call_at
        from x402_settlements s join x402_authorizations a on a.id = s.authorization_id
        where s.day_contract_id in (${list}) group by s.day_contract_id`,
  );
  for (const row of calls) {
    const f = figures.get(row.id);
    if (!f) continue;
    f.calls = row.calls;
    f.spent = BigInt(row.spent);
    f.pending = BigInt(row.pending);
    f.lastCallAt = row.last_call_at === null ? null : new Date(row.last_call_at);
  }
  const payouts = await executeRows<{
    id: string;
    payouts: number;
    gross: string | bigint;
    fee: string | bigint;
    net: string | bigint;
  }>(
    db,
    sql`select day_contract_id as id, count(*)::int as payouts, sum(gross_micros)::text as gross,
          sum(fee_micros)::text as fee, sum(net_micros)::text as net
        from x402_payouts where day_contract_id in (${list}) group by day_contract_id`,
  );
  for (const row of payouts) {
    const f = figures.get(row.id);
    if (!f) continue;
    f.payouts = row.payouts;
    f.paidOut = BigInt(row.gross);
    f.fees = BigInt(row.fee);
    f.earned = BigInt(row.net);
  }
  return figures;
}

/** A day contract on the wire, seen by `actor`. */
function toDayContract(row: DayRow, f: DayFigures, actor: Actor): X402DayContract {
  return {
    id: row.id,
    // A self-call's payer is also its provider: it reads as the payer, who started it.
    role: row.payerId === actor.id ? "payer" : "provider",
    agent: { id: row.agentId, name: row.agentName },
    day: row.day,
    isSelfCall: row.isSelfCall,
    calls: f.calls,
    spent: formatMicros(f.spent),
    paidOut: formatMicros(f.paidOut),
    pending: formatMicros(f.pending),
    fees: formatMicros(f.fees),
    earned: formatMicros(f.earned),
    payouts: f.payouts,
    lastCallAt: f.lastCallAt?.toISOString() ?? null,
  };
}

const dayRowColumns = {
  id: x402DayContracts.id,
  payerId: x402DayContracts.payerId,
  agentId: x402DayContracts.agentId,
  providerId: x402DayContracts.providerId,
  day: x402DayContracts.day,
  isSelfCall: x402DayContracts.isSelfCall,
  createdAt: x402DayContracts.createdAt,
  agentName: agentNameView.name,
};

/** Where a day-contract listing resumes: the last row's UTC day and id (newest day first). */
const dayCursor = z.object({ day: z.iso.date(), id: cursorUuid }).strict();

/**
 * My day contracts, newest UTC day first (ties by id), as payer, provider or both, each with its
 * calls, spend, payouts and what still waits in escrow.
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listDayContracts(
  db: Db,
  actor: Actor,
  query: X402DayContractListQuery,
): Promise<X402DayContractPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, dayCursor);
  const rows = await db
    .select(dayRowColumns)
    .from(x402DayContracts)
    .innerJoin(agentNameView, eq(agentNameView.id, x402DayContracts.agentId))
    .where(
      and(
        sideOf(actor, query.role),
        after === undefined
          ? undefined
          : sql`(${x402DayContracts.day}, ${x402DayContracts.id}) < (${after.day}::date, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(x402DayContracts.day), desc(x402DayContracts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const figures = await figuresOf(
    db,
    page.map((r) => r.id),
  );
  return {
    data: page.map((row) => toDayContract(row, figures.get(row.id) ?? noFigures, actor)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ day: last.day, id: last.id }) : null,
  };
}

/** The day contract `id` if `actor` is its payer or its provider. @throws AppError('not_found') otherwise. */
async function loadDayContract(db: Db, actor: Actor, id: string): Promise<DayRow> {
  const [row] = await db
    .select(dayRowColumns)
    .from(x402DayContracts)
    .innerJoin(agentNameView, eq(agentNameView.id, x402DayContracts.agentId))
    .where(and(eq(x402DayContracts.id, id), sideOf(actor, undefined)));
  if (!row) throw notFound("Day contract");
  return row;
}

/**
 * One of my day contracts with its payouts, newest first (at most {@link x402DayContractPayoutsMax}).
 * @throws AppError('not_found') (404) for an unknown id or anyone else's day contract.
 */
export async function getDayContract(db: Db, actor: Actor, id: string): Promise<X402DayContractDetail> {
  const row = await loadDayContract(db, actor, id);
  const figures = (await figuresOf(db, [row.id])).get(row.id) ?? noFigures;
  const payouts = await db
    .select()
    .from(x402Payouts)
    .where(eq(x402Payouts.dayContractId, row.id))
    .orderBy(desc(x402Payouts.seq))
    .limit(x402DayContractPayoutsMax);
  return {
    ...toDayContract(row, figures, actor),
    payoutList: payouts.map((p) => ({
      id: p.id,
      seq: p.seq,
      calls: p.calls,
      gross: formatMicros(p.grossMicros),
      fee: formatMicros(p.feeMicros),
      net: formatMicros(p.netMicros),
      paidAt: p.createdAt.toISOString(),
    })),
  };
}

/** Where a call listing resumes: the last call's settle instant (to the µs) and its authorization id. */
const callCursor = z.object({ at: cursorInstant, id: cursorUuid }).strict();

/**
 * The calls of one of my day contracts, newest first: each call's authorization (its receipt),
 * resource, price, fee by the payout rule, ledger transfer and the payout that paid it on.
 * @throws AppError('not_found') (404) for an unknown id or anyone else's day contract.
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listDayContractCalls(
  db: Db,
  actor: Actor,
  id: string,
  query: X402CallListQuery,
): Promise<X402CallPage> {
  const day = await loadDayContract(db, actor, id);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, callCursor);
  const rows = await db
    .select({
      authorizationId: x402Settlements.authorizationId,
      resource: x402Authorizations.resource,
      amountMicros: x402Authorizations.amountMicros,
      transferId: x402Settlements.transferId,
      settledAt: x402Settlements.settledAt,
      payoutId: x402Settlements.payoutId,
      cursorAt: exactInstant(x402Settlements.settledAt),
    })
    .from(x402Settlements)
    .innerJoin(x402Authorizations, eq(x402Authorizations.id, x402Settlements.authorizationId))
    .where(
      and(
        eq(x402Settlements.dayContractId, day.id),
        after === undefined
          ? undefined
          : sql`(${x402Settlements.settledAt}, ${x402Settlements.authorizationId}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(x402Settlements.settledAt), desc(x402Settlements.authorizationId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(
      (c): X402Call => ({
        authorizationId: c.authorizationId,
        resource: c.resource,
        amount: formatMicros(c.amountMicros),
        fee: formatMicros(splitPayout(c.amountMicros).fee),
        transaction: String(c.transferId),
        settledAt: c.settledAt.toISOString(),
        payoutId: c.payoutId,
      }),
    ),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.authorizationId }) : null,
  };
}
