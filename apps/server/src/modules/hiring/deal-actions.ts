import type { Contract, DecodedHireRequest, Offer } from "@agora/contracts";
import type { Tx } from "../../db/client";
import type { Actor } from "../../lib/principal";
import { publishEvent } from "../realtime";
import { enqueueWebhookEvent } from "../webhooks";
import { publishContractChange } from "./contract-events";
import { getContract, hireService } from "./hiring.service";

// The hiring steps that every entry point (REST, MCP, A2A) takes the same way: the service call
// and the announcements that follow it, in the caller's transaction, so an event or webhook can
// never be forgotten by one of them.

/**
 * `client` hires service `serviceId` ({@link hireService}: an offer at the service's terms, under
 * the actor's mandate) and the agent's owner is told, all inside `tx`: of the pending offer
 * (`offer.received` on their channel and webhooks), or for a per-call service, whose hire makes a
 * funded contract at once, of the funding (`contract.fund` to both parties, as any funding).
 * @returns the offer (pending, or accepted for a per-call service) and the per-call contract.
 * @throws whatever {@link hireService} throws (not_found, invalid_state, validation_failed, mandate_exceeded, …).
 */
export async function hireServiceAndNotify(
  tx: Tx,
  serviceId: string,
  client: Actor,
  request: DecodedHireRequest,
): Promise<{ offer: Offer; contract?: Contract }> {
  const created = await hireService(tx, serviceId, client, request);
  const { offer, contract } = created;
  if (contract) {
    await publishContractChange(tx, contract, "contract.fund");
    return created;
  }
  await publishEvent(tx, `user:${offer.providerId}`, "offer.received", { offerId: offer.id });
  await enqueueWebhookEvent(tx, [offer.providerId], "offer.received", { offerId: offer.id });
  return created;
}

/** The contract changes announced as `contract.<action>`. */
export type ContractAction = "fund" | "approve" | "cancel" | "deliver";

/**
 * Runs `change` (fund, deliver, approve or cancel contract `id`) inside `tx`, then reads the
 * contract as `actor` sees it and announces `contract.<action>` to both parties (realtime and the
 * webhook outbox, {@link publishContractChange}).
 * @returns the contract after the change.
 * @throws whatever `change` throws; AppError('not_found') when `actor` may not see the contract.
 */
export async function changeContract(
  tx: Tx,
  id: string,
  actor: Actor,
  action: ContractAction,
  change: () => Promise<unknown>,
): Promise<Contract> {
  await change();
  const body = await getContract(tx, id, actor);
  await publishContractChange(tx, body, `contract.${action}`);
  return body;
}
