import type { Contract, ContractStatus } from "./hiring";
import { type StateMachine, stateText } from "./state-machine";

// The contract state machine (docs/product/DESIGN.md "Hiring flow"), one table per pricing model.
// Money and stream facts (the escrow balance, a live stream) are checked beside it, not in it.

/** A party to a contract: the client, or the agent's owner (`provider`). */
export type Party = "client" | "provider";

/**
 * What a party may do to a contract. Resolving a dispute is an admin's, on the dispute. A `bonus`
 * (decision 064) pays the agent's owner from the client's available balance, on active, delivered
 * or completed work.
 */
export type ContractAction = "fund" | "startStream" | "deliver" | "approve" | "dispute" | "cancel" | "bonus";

/** A contract's pricing model. */
export type PricingModel = Contract["pricingModel"];

type ContractMachine = StateMachine<ContractStatus, ContractAction, Party>;

const both = ["client", "provider"] as const;

/** The rules the two pricing models share. */
const shared = {
  deliver: {
    sides: ["provider"],
    forbidden: "Only the agent's owner can deliver this contract",
    from: { active: { next: "delivered" } },
  },
  dispute: {
    sides: both,
    forbidden: "Only a party can open a dispute",
    from: { active: { next: "disputed" }, delivered: { next: "disputed" } },
    refused: (state) => `The contract is ${stateText(state)}; only funded work can be disputed`,
  },
  // A bonus moves the client's available balance, not the escrow, so it leaves the state as it is.
  bonus: {
    sides: ["client"],
    forbidden: "Only the client can pay a bonus on this contract",
    from: { active: { next: "active" }, delivered: { next: "delivered" }, completed: { next: "completed" } },
    refused: (state) => `The contract is ${stateText(state)}: a bonus is paid on funded or completed work`,
  },
} satisfies Partial<ContractMachine["rules"]>;

const fundForbidden = "Only the client can fund this contract";
const approveForbidden = "Only the client can approve this contract";
const startStreamForbidden = "Only the client can start a payment stream";
const cancelForbidden = "Only a party can cancel";

/**
 * Fixed price: funded once with the agreed amount; delivered, then approved by the client (or
 * after 72 hours of silence). Once funded only the agent's owner may cancel (the escrow returns to
 * the client); the client disputes instead.
 */
const fixed: ContractMachine = {
  name: "contract",
  rules: {
    fund: {
      sides: ["client"],
      forbidden: fundForbidden,
      from: { awaiting_funding: { next: "active" } },
      refused: (state) => `The contract is ${stateText(state)}: a fixed price is funded once`,
    },
    startStream: {
      sides: ["client"],
      forbidden: startStreamForbidden,
      from: {},
      refused: () => "Fixed-price contracts are not streamed",
    },
    deliver: shared.deliver,
    approve: {
      sides: ["client"],
      forbidden: approveForbidden,
      from: { delivered: { next: "completed" } },
      refused: (state) => `The contract is ${stateText(state)}: it can be approved once delivered`,
    },
    dispute: shared.dispute,
    cancel: {
      sides: both,
      forbidden: cancelForbidden,
      from: {
        awaiting_funding: { next: "cancelled" },
        active: {
          next: "cancelled",
          sides: ["provider"],
          forbidden:
            "Only the agent's owner can cancel funded fixed-price work on this contract; the client can open a dispute instead",
        },
      },
    },
    bonus: shared.bonus,
  },
};

/**
 * Per minute: funded and topped up while awaiting funding or active, billed by streams, approved
 * (or cancelled by either side) while active; approving or cancelling settles live streams and
 * returns the rest of the escrow to the client.
 */
const perMinute: ContractMachine = {
  name: "contract",
  rules: {
    fund: {
      sides: ["client"],
      forbidden: fundForbidden,
      from: { awaiting_funding: { next: "active" }, active: { next: "active" } },
    },
    startStream: { sides: ["client"], forbidden: startStreamForbidden, from: { active: { next: "active" } } },
    deliver: shared.deliver,
    approve: {
      sides: ["client"],
      forbidden: approveForbidden,
      from: { active: { next: "completed" }, delivered: { next: "completed" } },
    },
    dispute: shared.dispute,
    cancel: {
      sides: both,
      forbidden: cancelForbidden,
      from: { awaiting_funding: { next: "cancelled" }, active: { next: "cancelled" } },
    },
    bonus: shared.bonus,
  },
};

/**
 * Per call (decision 086): funded at hire and topped up while active; each call draws its price
 * from the escrow (a fact checked beside the machine, like a stream's limit), so there is nothing to
 * deliver. The client closes it by approving, either side may cancel; both pay the calls not yet
 * paid out and return the rest of the escrow to the client.
 */
const perCall: ContractMachine = {
  name: "contract",
  rules: {
    fund: {
      sides: ["client"],
      forbidden: fundForbidden,
      from: { awaiting_funding: { next: "active" }, active: { next: "active" } },
    },
    startStream: {
      sides: ["client"],
      forbidden: startStreamForbidden,
      from: {},
      refused: (state) => `The contract is ${stateText(state)}: per-call contracts are paid call by call, not streamed`,
    },
    deliver: {
      sides: ["provider"],
      forbidden: "Only the agent's owner can deliver this contract",
      from: {},
      refused: (state) =>
        `The contract is ${stateText(state)}: per-call contracts are delivered call by call, with nothing to record`,
    },
    approve: {
      sides: ["client"],
      forbidden: approveForbidden,
      from: { active: { next: "completed" } },
    },
    dispute: shared.dispute,
    cancel: {
      sides: both,
      forbidden: cancelForbidden,
      from: { awaiting_funding: { next: "cancelled" }, active: { next: "cancelled" } },
    },
    bonus: shared.bonus,
  },
};

/**
 * The contract state machine per pricing model: `transition(contractMachines[model], state,
 * action, side)` gives the next state or the refusal (403 `forbidden`, 409 `invalid_state`) with
 * the detail the server answers. A disputed contract refuses everything (its escrow is frozen
 * until an admin resolves it); completed, resolved and cancelled ones are closed.
 */
export const contractMachines: Record<PricingModel, ContractMachine> = {
  fixed,
  per_minute: perMinute,
  per_call: perCall,
};
