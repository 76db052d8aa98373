import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type postgres from "postgres";
import { api } from "../apps/server/test/harness";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Answers that mean "not done, send the same request again": rate limited (429), the balancer lost
 * the instance mid-request (502, 504) or the database is away (503). A retried money POST is safe
 * because it carries the same Idempotency-Key.
 */
const retriedStatuses = new Set([429, 502, 503, 504]);

/**
 * A money POST retried with one Idempotency-Key until the server answers it, as a client that
 * must not lose or repeat a payment does (the fault tests: a killed server, a killed instance).
 * @param giveUpAt `performance.now()` ms after which it stops trying (60 s of grace are added).
 * @returns the HTTP status of the answer, or undefined when none came before giving up.
 */
export async function exactlyOnce(
  baseUrl: string,
  bearer: string,
  path: string,
  body: unknown,
  giveUpAt: number,
): Promise<number | undefined> {
  const key = randomUUID();
  while (performance.now() < giveUpAt + 60_000) {
    try {
      const res = await api({ baseUrl, bearer }, "POST", path, body, { "idempotency-key": key });
      if (!retriedStatuses.has(res.status)) return res.status;
    } catch {
      // killed mid-request: the same key again once something answers
    }
    await sleep(200);
  }
  return undefined;
}

/** One stream as the fault tests check it after stopping it: its row and its settlement legs. */
export interface StreamSettlement {
  id: string;
  status: string;
  /** µUSD the stream accrued, as stored. */
  accrued: string | null;
  /** ms billed as active. */
  activeMs: number;
  startedAt: Date;
  stoppedAt: Date | null;
  /** Ledger transfers of code `payout` and `fee` referencing the stream. */
  payouts: number;
  fees: number;
  /** µUSD of those transfers together. */
  paid: string;
}

/** The streams `ids` with their settlement transfers, read straight from the database. */
export async function streamSettlements(sql: postgres.Sql, ids: string[]): Promise<StreamSettlement[]> {
  const rows = await sql<
    {
      id: string;
      status: string;
      accrued: string | null;
      active_ms: string;
      started_at: Date;
      stopped_at: Date | null;
      payouts: string;
      fees: string;
      paid: string;
    }[]
  >`
    select s.id, s.status, s.accrued_micros::text as accrued, s.active_ms_closed::text as active_ms,
           s.started_at, s.stopped_at,
           count(*) filter (where t.code = 'payout')::text as payouts,
           count(*) filter (where t.code = 'fee')::text as fees,
           coalesce(sum(t.amount_micros) filter (where t.code in ('payout', 'fee')), 0)::text as paid
    from streams s
    left join ledger_transfers t on t.reference = 'contract:' || s.contract_id || '/stream:' || s.id
    where s.id = any(${ids}::uuid[])
    group by s.id`;
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    accrued: r.accrued,
    activeMs: Number(r.active_ms),
    startedAt: r.started_at,
    stoppedAt: r.stopped_at,
    payouts: Number(r.payouts),
    fees: Number(r.fees),
    paid: r.paid,
  }));
}

/**
 * What is wrong with a stopped stream's settlement: not settled, more than one payout or fee leg
 * (settled twice), or legs that do not add up to its accrual.
 * @returns a sentence per problem, empty when it settled exactly once.
 */
export function settlementProblems(s: StreamSettlement): string[] {
  if (s.status !== "settled") return [`stream ${s.id} is ${s.status}, not settled`];
  const problems: string[] = [];
  if (s.payouts > 1 || s.fees > 1) problems.push(`stream ${s.id}: ${s.payouts} payouts and ${s.fees} fees`);
  if (s.paid !== s.accrued) problems.push(`stream ${s.id}: paid ${s.paid} µUSD but accrued ${s.accrued}`);
  return problems;
}
