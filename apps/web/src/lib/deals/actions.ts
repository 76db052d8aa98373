import {
  allowedActions,
  type Contract,
  type ContractAction,
  canResumeStream,
  contractMachines,
  type Offer,
  type OfferAction,
  offerMachine,
  offerStateAt,
  type Stream,
  type StreamAction as StreamMachineAction,
  streamMachine,
} from "@agora/contracts";
import { toMicros } from "./meter";

/**
 * Which buttons a party sees, derived from the contract package's transition tables (the ones the
 * server enforces), so the page never offers an action the server would refuse. The tables hold
 * the states and sides; the money facts they leave out (an empty escrow, a live stream) are
 * checked here. The server still decides.
 */

export type { ContractAction, OfferAction };

/** The fields the rules read. */
export type ContractFacts = Pick<Contract, "role" | "status" | "pricingModel" | "escrow"> & {
  calls?: Contract["calls"];
};

/**
 * What a dispute opened now would freeze, dollars: the escrow, or on a per-call contract what the
 * calls have not used (the calls made are paid out first; decision 086).
 */
export function frozenByDispute(contract: Pick<ContractFacts, "escrow" | "calls">): string {
  return contract.calls ? contract.calls.available : contract.escrow;
}

/**
 * The contract actions open to the caller, in the order the panel shows them: those
 * `contractMachines` allows from the contract's state for the caller's side, less
 * - startStream while a stream is live or nothing is held in escrow, and
 * - dispute when nothing is held in escrow (the server refuses to freeze an empty one); on a
 *   per-call contract, when the calls have used it all (the calls made are paid out before a
 *   dispute freezes the rest, so only `calls.available` would be frozen).
 * An admin who is not a party gets none; so does a disputed, resolved or closed contract.
 * @param hasLiveStream whether the contract has a stream that is active, paused or not yet settled.
 */
export function getContractActions(contract: ContractFacts, { hasLiveStream }: { hasLiveStream: boolean }) {
  const { role, status, pricingModel } = contract;
  if (role !== "client" && role !== "provider") return [];
  const escrowHeld = toMicros(contract.escrow) > 0n;
  return allowedActions(contractMachines[pricingModel], status, role).filter((action: ContractAction) => {
    if (action === "startStream") return escrowHeld && !hasLiveStream;
    if (action === "dispute") return toMicros(frozenByDispute(contract)) > 0n;
    return true;
  });
}

/** What can be done to a stream from the meter (heartbeats are the agent's, not a button). */
export type StreamAction = Exclude<StreamMachineAction, "heartbeat">;

/**
 * The stream controls open to a party: those `streamMachine` allows (pause and stop while active;
 * resume and stop while paused; nothing while stopped, as it is settling, or settled), with resume
 * only where the resume rule allows it (`canResumeStream`: never the client's pause for the
 * agent's owner), and nothing for an admin.
 */
export function getStreamActions(
  stream: Pick<Stream, "status" | "pausedBy"> | undefined,
  role: Contract["role"],
): StreamAction[] {
  if (!stream || role === "admin") return [];
  return allowedActions(streamMachine, stream.status, role).filter(
    (action): action is StreamAction =>
      action !== "heartbeat" && (action !== "resume" || canResumeStream(stream.pausedBy ?? "client", role)),
  );
}

/**
 * A pending offer's actions for the side looking at it, from `offerMachine`: the side that proposed
 * it may withdraw it, the other side accepts, counters with new terms, or rejects. Decided and
 * expired offers have none.
 */
export function getOfferActions(
  offer: Pick<Offer, "status" | "proposedBy" | "expiresAt">,
  side: "client" | "provider",
  nowMs = Date.now(),
): OfferAction[] {
  return allowedActions(offerMachine, offerStateAt(offer, nowMs), offer.proposedBy === side ? "proposer" : "recipient");
}
