import { type ContractAction, type ContractStatus, contractMachines, type Party, transition } from "@agora/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { perDatabase } from "../../db/rows";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { enforce } from "../../lib/state-machine";
import { agentNameView } from "../agents/agents.tables";
import type { ChannelKind } from "../realtime";
import { isDemoUser } from "../users";
import { userNameView } from "../users/users.tables";
import { type ContractRow, contracts, type offers } from "./hiring.tables";

/**
 * Whether a deal (an offer or a contract) is demo: its agent is a demo agent (so its provider is a
 * demo person) or its client is a demo person (docs/decisions/026-demo-flag.md). Selected beside
 * a row of `table` joined with {@link agentNameView}; the client is a primary-key probe of the
 * users module's name view.
 */
export function dealIsDemo(table: typeof offers | typeof contracts): SQL<boolean> {
  return sql<boolean>`(${agentNameView.isDemo} or exists (select 1 from ${userNameView} where ${userNameView.id} = ${table.clientId} and ${userNameView.isDemo}))`;
}

/** True for the deal's client, its provider, and admins. */
export function isParty(row: { clientId: string; providerId: string }, actor: Actor): boolean {
  return row.clientId === actor.id || row.providerId === actor.id || actor.role === "admin";
}

/**
 * {@link dealIsDemo} for a deal being made, from the agent row already in hand: a demo agent needs
 * no read; otherwise the client's flag is.
 */
export async function isDemoDeal(db: Db | Tx, agent: { isDemo: boolean }, clientId: string): Promise<boolean> {
  return agent.isDemo || (await isDemoUser(db, clientId));
}

/** A contract row with its agent's name and slug, and whether it is demo ({@link dealIsDemo}). */
export type ContractView = { contract: ContractRow; agentName: string; agentSlug: string; isDemo: boolean };

/** The columns of a {@link ContractView}, selected from `contracts` joined with {@link agentNameView}. */
export const contractViewColumns = {
  contract: contracts,
  agentName: agentNameView.name,
  agentSlug: agentNameView.slug,
  isDemo: dealIsDemo(contracts),
};

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
    .select(contractViewColumns)
    .from(contracts)
    .innerJoin(agentNameView, eq(agentNameView.id, contracts.agentId))
    .where(eq(contracts.id, id));
  const [view] = lock ? await query.for("update", { of: contracts }) : await query;
  if (!view || (actor !== "system" && !isParty(view.contract, actor))) throw notFound("Contract");
  return view;
}

const contractRowLookup = perDatabase((db) =>
  db
    .select()
    .from(contracts)
    .where(eq(contracts.id, sql.placeholder("id")))
    .prepare("contract_row_by_id"),
);

/**
 * A contract row by id without an access check, as a prepared statement: for hot system paths
 * such as a stream's realtime confirmations, whose caller checks access itself ({@link isParty}).
 * @returns the row, or undefined when there is none.
 */
export async function contractRowForSystem(db: Db, id: string): Promise<ContractRow | undefined> {
  const [row] = await contractRowLookup(db).execute({ id });
  return row;
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

/**
 * The `contract:<id>` channels of the realtime hub: the contract's parties and admins may watch
 * one (its offer, contract and stream events); registered with the hub by app.ts.
 */
export function contractChannel(db: Db): ChannelKind<true> {
  return {
    // Any failure to load answers not_found, as the hub did before the channel kinds (a malformed
    // or foreign id, and a read that failed, alike).
    authorize: (actor, id) =>
      loadContract(db, id, actor).then(
        () => true as const,
        () => null,
      ),
  };
}
