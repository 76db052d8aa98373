import type { ContractStatus, ErasureBlocker } from "@agora/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contracts, jobs, offers } from "./hiring.tables";

// Hiring's part of erasing an account (decision 071), handed to the users module by
// src/wiring.ts: what blocks it, and what it ends.

/**
 * Contract states not yet closed: their escrow may still hold money, or work is still owed or
 * contested. `awaiting_funding` holds none yet, but a party who vanished could never fund or
 * cancel it, so it blocks too (cancelling it is one click for either side).
 */
const openContractStatuses = [
  "awaiting_funding",
  "active",
  "delivered",
  "disputed",
] as const satisfies readonly ContractStatus[];

/**
 * The contracts of `userId` still open, as the client or as the agent's owner: one blocker
 * `open_contracts` naming how many are in each state, or none.
 */
export async function openContractBlockers(tx: Tx, userId: string): Promise<ErasureBlocker[]> {
  const rows = await tx
    .select({ status: contracts.status, n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(
      and(
        or(eq(contracts.clientId, userId), eq(contracts.providerId, userId)),
        inArray(contracts.status, [...openContractStatuses]),
      ),
    )
    .groupBy(contracts.status)
    .orderBy(contracts.status);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  if (!total) return [];
  const states = rows.map((r) => `${r.n} ${r.status.replace(/_/g, " ")}`).join(", ");
  return [
    {
      kind: "open_contracts",
      detail:
        `${total === 1 ? "1 contract is" : `${total} contracts are`} still open (${states}): ` +
        "complete, cancel or settle them first, as the client or as the agent's owner",
    },
  ];
}

/**
 * Ends the deals `userId` left unfinished: their pending offers, either side, are withdrawn (no one
 * could accept a deal with a person who left), and their open jobs are closed.
 */
export async function withdrawOpenDealsOf(tx: Tx, userId: string): Promise<undefined> {
  await tx
    .update(offers)
    .set({ status: "withdrawn", decidedAt: sql`now()` })
    .where(and(or(eq(offers.clientId, userId), eq(offers.providerId, userId)), eq(offers.status, "pending")));
  await tx
    .update(jobs)
    .set({ status: "closed" })
    .where(and(eq(jobs.clientId, userId), eq(jobs.status, "open")));
  return undefined;
}
