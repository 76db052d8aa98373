/**
 * What other modules may read from and write to the `contracts` table, which the hiring module
 * owns: disputes move a contract in and out of `disputed`, the wallet names contracts and sums
 * their escrows. Nothing outside hiring queries `contracts` itself.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dollarsText, executeRows } from "../../db/rows";
import { wasFunded } from "../ledger/reads";
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
 * Completed contracts, and closed ones: completed, resolved by dispute, or cancelled after
 * funding (a cancelled contract that never held money is not an outcome).
 */
export async function countClosedContracts(db: Db | Tx): Promise<{ completed: number; closed: number }> {
  const [row] = await executeRows<{ completed: number; closed: number }>(
    db,
    sql`select count(*) filter (where c.status = 'completed')::int as completed,
          count(*) filter (where c.status in ('completed', 'resolved')
            or (c.status = 'cancelled' and ${wasFunded(sql`c.id`)}))::int as closed
        from contracts c`,
  );
  return { completed: row?.completed ?? 0, closed: row?.closed ?? 0 };
}

/** How many contracts are completed. */
export async function countCompletedContracts(db: Db | Tx): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from contracts where status = 'completed'`,
  );
  return row?.n ?? 0;
}

/** The user's contracts, as client or provider, for the records export (compliance/compliance.service.ts), oldest first. */
export async function contractRecordsOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, agent_id, title, status, pricing_model, ${dollarsText("amount_micros")} as amount, case when client_id = ${userId} then 'client' else 'provider' end as side,
          created_at from contracts where client_id = ${userId} or provider_id = ${userId} order by created_at`,
  );
}
