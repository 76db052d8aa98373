import { type Contract, canResumeStream, type Offer, type Stream } from "@agora/contracts";
import { toMicros } from "./meter";

/**
 * Which buttons a party sees, mirroring the server's rules (hiring.service.ts, streams.service.ts)
 * so the page never offers an action the server would refuse. The server still decides.
 */

/** What can be done to a contract from its panel. */
export type ContractAction = "fund" | "startStream" | "deliver" | "approve" | "dispute" | "cancel";

/** The fields the rules read. */
export type ContractFacts = Pick<Contract, "role" | "status" | "pricingModel" | "escrow">;

/**
 * The contract actions open to the caller, in the order the panel shows them.
 * - fund (client): a fixed price while awaiting funding; per minute also while active (top-ups).
 * - startStream (client): an active per-minute contract with money in escrow and no live stream.
 * - deliver (agent's owner): an active contract.
 * - approve (client): a fixed price once delivered; per minute while active or delivered.
 * - dispute: either side of funded work (active or delivered) with money in escrow; live
 *   streams settle first and the rest of the escrow is frozen.
 * - cancel: either side before funding; a funded fixed price only by the owner (the client
 *   disputes instead); a per-minute contract by either side while active.
 * A disputed contract offers nothing: its escrow is frozen and the server refuses every money
 * action until an admin resolves it, and a resolved one is closed.
 * @param hasLiveStream whether the contract has a stream that is active, paused or not yet settled.
 */
export function getContractActions(contract: ContractFacts, { hasLiveStream }: { hasLiveStream: boolean }) {
  const { role, status, pricingModel } = contract;
  const isClient = role === "client";
  const isProvider = role === "provider";
  const isPerMinute = pricingModel === "per_minute";
  const actions: ContractAction[] = [];
  if (!isClient && !isProvider) return actions;
  if (status === "disputed" || status === "resolved") return actions;

  if (isClient && (status === "awaiting_funding" || (isPerMinute && status === "active"))) actions.push("fund");
  if (isClient && isPerMinute && status === "active" && !hasLiveStream && toMicros(contract.escrow) > 0n) {
    actions.push("startStream");
  }
  if (isProvider && status === "active") actions.push("deliver");
  if (isClient && (isPerMinute ? status === "active" || status === "delivered" : status === "delivered")) {
    actions.push("approve");
  }
  if ((status === "active" || status === "delivered") && toMicros(contract.escrow) > 0n) actions.push("dispute");
  if (status === "awaiting_funding" || (status === "active" && (isPerMinute || isProvider))) actions.push("cancel");
  return actions;
}

/** What can be done to a stream from the meter. */
export type StreamAction = "pause" | "resume" | "stop";

/**
 * The stream controls open to a party: pause and stop while active; stop while paused, and resume
 * where the contract's resume rule allows it (`canResumeStream`: never the client's pause for the
 * agent's owner); nothing once stopped (it is settling) or settled, and nothing for an admin.
 */
export function getStreamActions(
  stream: Pick<Stream, "status" | "pausedBy"> | undefined,
  role: Contract["role"],
): StreamAction[] {
  if (!stream || role === "admin") return [];
  if (stream.status === "active") return ["pause", "stop"];
  if (stream.status === "paused") {
    return canResumeStream(stream.pausedBy ?? "client", role) ? ["resume", "stop"] : ["stop"];
  }
  return [];
}

/** What can be done to an offer from the list. */
export type OfferAction = "accept" | "counter" | "reject" | "withdraw";

/**
 * A pending offer's actions for the side looking at it: the side that proposed it may withdraw
 * it, the other side accepts, counters with new terms, or rejects. Decided and expired offers
 * have none.
 */
export function getOfferActions(
  offer: Pick<Offer, "status" | "proposedBy" | "expiresAt">,
  side: "client" | "provider",
  nowMs = Date.now(),
): OfferAction[] {
  if (offer.status !== "pending" || Date.parse(offer.expiresAt) <= nowMs) return [];
  return offer.proposedBy === side ? ["withdraw"] : ["accept", "counter", "reject"];
}
