import { type ContractAction, type ContractStatus, contractMachines, type Party, transition } from "@agora/contracts";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { enforce } from "../../lib/state-machine";
import { agentNameView } from "../agents/agents.tables";
import { type ContractRow, contracts } from "./hiring.tables";

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
    .select({ contract: contracts, agentName: agentNameView.name, agentSlug: agentNameView.slug })
    .from(contracts)
    .innerJoin(agentNameView, eq(agentNameView.id, contracts.agentId))
    .where(eq(contracts.id, id));
  const [view] = lock ? await query.for("update", { of: contracts }) : await query;
  if (!view || (actor !== "system" && !isParty(view.contract, actor))) throw notFound("Contract");
  return view;
}

/**
 * The side `actor` takes on a contract: the client, the agent's owner (`provider`), or null for
 * an admin who is neither. "system" (the 72-hour auto-approval) acts for the client.
 */
export function partyOf(row: Pick<ContractRow, "clientId" | "providerId">, actor: Actor | "system"): Party | null {
  if (actor === "system" || actor.id === row.clientId) return "client";
  return actor.id === row.providerId ? "provider" : null;
}

/**
 * Enforces the contract state machine (`contractMachines` in the contract package) for `action`
 * by `actor` on `row`, as it stands.
 * @returns the state the action leads to.
 * @throws AppError('forbidden') for the wrong side; AppError('invalid_state') naming the state.
 */
export function contractStep(
  row: Pick<ContractRow, "clientId" | "providerId" | "pricingModel" | "status">,
  actor: Actor | "system",
  action: ContractAction,
): ContractStatus {
  return enforce(transition(contractMachines[row.pricingModel], row.status, action, partyOf(row, actor)));
}
