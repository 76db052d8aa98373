/**
 * What other modules may read from and write to the `contracts` table, which the hiring module
 * owns: disputes move a contract in and out of `disputed`, the wallet names contracts and sums
 * their escrows. Nothing outside hiring queries `contracts` itself.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dollarsText, executeRows } from "../../db/rows";
import { agentNameView } from "../agents/agents.tables";
import { wasFunded } from "../ledger";
import { userNameView } from "../users/users.tables";
import { type ContractRow, contracts } from "./hiring.tables";

/**
 * Freezes contract `contractId` for a dispute: status `disputed`, auto-approval cancelled.
 * Runs in the caller's transaction `tx`, which holds the contract's row lock.
 */
export async function markContractDisputed(tx: Tx, contractId: string, now: Date): Promise<void> {
  await tx
    .update(contracts)
    .set({ status: "disputed", autoApproveAt: null, updatedAt: now })
    .where(eq(contracts.id, contractId));
}

/**
 * Closes contract `contractId` as `resolved` by a dispute decision, in the caller's transaction
 * `tx` (the same one that pays out the escrow).
 */
export async function markContractResolved(tx: Tx, contractId: string, now: Date): Promise<void> {
  await tx
    .update(contracts)
    .set({ status: "resolved", closedAt: now, updatedAt: now })
    .where(eq(contracts.id, contractId));
}

/** The contract rows `contractIds`, in no particular order; unknown ids are left out. */
export async function contractsByIds(db: Db | Tx, contractIds: string[]): Promise<ContractRow[]> {
  if (!contractIds.length) return [];
  return db.select().from(contracts).where(inArray(contracts.id, contractIds));
}

/** The agent each of `contractIds` hired, by contract id (contracts not found are absent). */
export async function contractAgentIds(db: Db | Tx, contractIds: string[]): Promise<Map<string, string>> {
  const rows = await contractsByIds(db, contractIds);
  return new Map(rows.map((c) => [c.id, c.agentId]));
}

/** Titles of the contracts `contractIds`, by id; unknown ids are left out. */
export async function contractTitles(db: Db | Tx, contractIds: string[]): Promise<Map<string, string>> {
  if (!contractIds.length) return new Map();
  const rows = await db
    .select({ id: contracts.id, title: contracts.title })
    .from(contracts)
    .where(inArray(contracts.id, contractIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** A subquery selecting the ids of the contracts where user `userId` is the client. */
export function contractIdsOfClient(userId: string): SQL {
  return sql`select c.id from contracts c where c.client_id = ${userId}`;
}

/**
 * A SQL condition, true when contract `contractId` (a column or expression of the caller's query)
 * is demo: its agent is a demo agent or its client a demo person (docs/decisions/026-demo-flag.md).
 * The public figures keep these apart; the ledger sums its totals by it.
 */
export function isDemoContract(contractId: SQL): SQL {
  return sql`exists (select 1 from contracts dc
    join ${agentNameView} da on da.id = dc.agent_id
    join ${userNameView} du on du.id = dc.client_id
    where dc.id = ${contractId} and (da.is_demo or du.is_demo))`;
}

/** Contract counts for the public figures. */
export interface ContractCounts {
  /** Contracts that reached `completed`. */
  completed: number;
  /** Completed, resolved by dispute, or cancelled after funding. */
  closed: number;
}

/**
 * Completed contracts, and closed ones: completed, resolved by dispute, or cancelled after
 * funding (a cancelled contract that never held money is not an outcome); `real` for the
 * contracts between real people, `demo` for the demo ones ({@link isDemoContract}).
 */
export async function countClosedContracts(db: Db | Tx): Promise<{ real: ContractCounts; demo: ContractCounts }> {
  const rows = await executeRows<{ demo: boolean; completed: number; closed: number }>(
    db,
    sql`select (a.is_demo or u.is_demo) as demo,
          count(*) filter (where c.status = 'completed')::int as completed,
          count(*) filter (where c.status in ('completed', 'resolved')
            or (c.status = 'cancelled' and ${wasFunded(sql`c.id`)}))::int as closed
        from contracts c
        join ${agentNameView} a on a.id = c.agent_id
        join ${userNameView} u on u.id = c.client_id
        group by 1`,
  );
  const side = (demo: boolean): ContractCounts => {
    const row = rows.find((r) => r.demo === demo);
    return { completed: row?.completed ?? 0, closed: row?.closed ?? 0 };
  };
  return { real: side(false), demo: side(true) };
}

/** The user's contracts, as client or provider, for the records export (compliance/compliance.service.ts), oldest first. */
export async function contractRecordsOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, agent_id, title, status, pricing_model, ${dollarsText("amount_micros")} as amount, case when client_id = ${userId} then 'client' else 'provider' end as side,
          created_at from contracts where client_id = ${userId} or provider_id = ${userId} order by created_at`,
  );
}

/**
 * The id of the contract that accepting offer `offerId` made, or null while it has none. The
 * caller has already checked that its actor may see the offer.
 */
export async function contractIdOfOffer(db: Db | Tx, offerId: string): Promise<string | null> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.offerId, offerId)).limit(1);
  return row?.id ?? null;
}
