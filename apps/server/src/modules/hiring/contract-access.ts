import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { agents } from "../agents/agents.tables";
import type { UserRow } from "../users/users.tables";
import { type ContractRow, contracts } from "./hiring.tables";

/** Who acts: a signed-in user (admins may see every deal), or the platform itself (auto-approval). */
export type Actor = Pick<UserRow, "id" | "role">;

/** True for the deal's client, its provider, and admins. */
export function isParty(row: { clientId: string; providerId: string }, actor: Actor): boolean {
  return row.clientId === actor.id || row.providerId === actor.id || actor.role === "admin";
}

/** A contract row with its agent's name and slug. */
export type ContractView = { contract: ContractRow; agentName: string; agentSlug: string };

/**
 * Loads a contract for `actor`, locked for update inside `tx` when given. Parties and admins see it.
 * @throws AppError('not_found') for anyone else.
 */
export async function loadContract(
  db: Db | Tx,
  id: string,
  actor: Actor | "system",
  lock = false,
): Promise<ContractView> {
  const query = db
    .select({ contract: contracts, agentName: agents.name, agentSlug: agents.slug })
    .from(contracts)
    .innerJoin(agents, eq(agents.id, contracts.agentId))
    .where(eq(contracts.id, id));
  const [view] = lock ? await query.for("update", { of: contracts }) : await query;
  if (!view || (actor !== "system" && !isParty(view.contract, actor))) throw notFound("Contract");
  return view;
}
