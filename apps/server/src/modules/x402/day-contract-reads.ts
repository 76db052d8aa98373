import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { agentNameView } from "../agents/agents.tables";
import { x402DayContracts } from "./x402.tables";

/**
 * What a statement calls each x402 day contract among `ids`: "Paid calls to <agent> on <UTC day>"
 * (a day contract has no title: it gathers one payer's calls to one agent in a day, decision 083).
 * Ids that are not day contracts are left out, so the caller can ask with every contract id it has.
 * @returns the names by day contract id.
 */
export async function dayContractNames(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: x402DayContracts.id, day: x402DayContracts.day, agent: agentNameView.name })
    .from(x402DayContracts)
    .innerJoin(agentNameView, sql`${agentNameView.id} = ${x402DayContracts.agentId}`)
    .where(inArray(x402DayContracts.id, ids));
  return new Map(rows.map((r) => [r.id, `Paid calls to ${r.agent} on ${r.day}`]));
}

/** A subquery selecting the ids of the day contracts where user `userId` pays (decision 083). */
export function dayContractIdsOfPayer(userId: string): SQL {
  return sql`select d.id from x402_day_contracts d where d.payer_id = ${userId}`;
}
