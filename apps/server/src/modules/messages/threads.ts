import type { ThreadKind } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { disputeOutcomeView } from "../disputes/disputes.tables";
import { contractPartyView, offerThreadView } from "../hiring/hiring.tables";

// Who may read a thread (decision 039): the two parties of the deal, and for a dispute also the
// admins who settle it. Everyone else is told the thread does not exist, as for any object of
// another user.

/** A thread the actor may read: its key, the deal's parties and its contract when it has one. */
export type ThreadAccess = {
  kind: ThreadKind;
  /** The offer negotiation's first offer, the contract or the dispute. */
  threadId: string;
  clientId: string;
  providerId: string;
  contractId: string | null;
};

const threadNames: Record<ThreadKind, string> = { offer: "Offer", contract: "Contract", dispute: "Dispute" };

/**
 * Resolves `id` to the thread it belongs to and checks the actor may read it. For offers `id` may
 * be any offer of the negotiation: the thread is keyed by its first offer.
 * @throws AppError('not_found') for a missing thread and for one the actor may not read.
 */
export async function threadAccess(db: Db | Tx, kind: ThreadKind, id: string, actor: Actor): Promise<ThreadAccess> {
  const [row] = await executeRows<{
    thread_id: string;
    client_id: string;
    provider_id: string;
    contract_id: string | null;
  }>(db, threadQuery(kind, id));
  const party = row && (row.client_id === actor.id || row.provider_id === actor.id);
  if (!row || !(party || (kind === "dispute" && actor.role === "admin"))) throw notFound(threadNames[kind]);
  return {
    kind,
    threadId: row.thread_id,
    clientId: row.client_id,
    providerId: row.provider_id,
    contractId: row.contract_id,
  };
}

/** The one-row query behind {@link threadAccess}: the thread key, the parties and the contract. */
function threadQuery(kind: ThreadKind, id: string) {
  if (kind === "offer")
    return sql`select ${offerThreadView.threadId} as thread_id, ${offerThreadView.clientId} as client_id,
      ${offerThreadView.providerId} as provider_id, null::uuid as contract_id
      from ${offerThreadView} where ${offerThreadView.id} = ${id}::uuid`;
  if (kind === "contract")
    return sql`select ${contractPartyView.id} as thread_id, ${contractPartyView.clientId} as client_id,
      ${contractPartyView.providerId} as provider_id, ${contractPartyView.id} as contract_id
      from ${contractPartyView} where ${contractPartyView.id} = ${id}::uuid`;
  return sql`select d.id as thread_id, c.client_id, c.provider_id, c.id as contract_id
    from ${disputeOutcomeView} d join ${contractPartyView} c on c.id = d.contract_id
    where d.id = ${id}::uuid`;
}

/** The party of the thread who is not `userId` (for an admin on a dispute: both, so the pair). */
export function otherParties(thread: ThreadAccess, userId: string): string[] {
  return [thread.clientId, thread.providerId].filter((party) => party !== userId);
}
