import { eq, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { contractPartyView } from "../hiring/hiring.tables";
import { streams } from "./streams.tables";

/** The last heartbeat of any stream of each of `agentIds`, by agent id; agents that never streamed are absent. */
export async function lastHeartbeatsOf(db: Db | Tx, agentIds: readonly string[]): Promise<Map<string, Date>> {
  if (!agentIds.length) return new Map();
  const rows = await db
    .select({ agentId: contractPartyView.agentId, at: max(streams.lastHeartbeatAt) })
    .from(streams)
    .innerJoin(contractPartyView, eq(contractPartyView.id, streams.contractId))
    .where(sql`${contractPartyView.agentId} = any(${`{${agentIds.join(",")}}`}::uuid[])`)
    .groupBy(contractPartyView.agentId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.agentId, new Date(r.at)] as const] : [])));
}
