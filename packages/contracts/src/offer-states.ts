import type { Offer } from "./hiring";
import type { StateMachine } from "./state-machine";

// The offer state machine (docs/product/DESIGN.md "Hiring flow" 1–2). Sides are relative to the
// offer: the party that proposed it and the one it was sent to. The state is checked first, so a
// decided offer answers 409 to both.

/** An offer's state; a pending offer past `expiresAt` is `expired`. */
export type OfferStatus = Offer["status"];

/** What a party may do to an offer. */
export type OfferAction = "accept" | "counter" | "reject" | "withdraw";

/** The side of an offer: the party that made it, or the party it was made to. */
export type OfferSide = "proposer" | "recipient";

/** The offer state machine: the recipient accepts, counters or rejects; the proposer withdraws. */
export const offerMachine: StateMachine<OfferStatus, OfferAction, OfferSide> = {
  name: "offer",
  rules: {
    accept: {
      from: {
        pending: { next: "accepted", sides: ["recipient"], forbidden: "The other side must accept this offer" },
      },
    },
    counter: {
      from: {
        pending: {
          next: "countered",
          sides: ["recipient"],
          forbidden: "The other side answers an offer; change yours by withdrawing it",
        },
      },
    },
    reject: {
      from: {
        pending: { next: "rejected", sides: ["recipient"], forbidden: "The other side must reject this offer" },
      },
    },
    withdraw: {
      from: {
        pending: {
          next: "withdrawn",
          sides: ["proposer"],
          forbidden: "Only the side that made the offer can withdraw it",
        },
      },
    },
  },
};

/**
 * The state an offer is in at `nowMs`: a pending offer whose `expiresAt` has passed is expired,
 * whether or not the server has written it yet.
 * @param offer its `expiresAt` as the wire sends it (ISO 8601) or as the server stores it.
 * @param nowMs epoch ms.
 */
export function offerStateAt(offer: { status: OfferStatus; expiresAt: string | Date }, nowMs: number): OfferStatus {
  const expiresAtMs = typeof offer.expiresAt === "string" ? Date.parse(offer.expiresAt) : offer.expiresAt.getTime();
  return offer.status === "pending" && expiresAtMs <= nowMs ? "expired" : offer.status;
}
