import type { Tx } from "../../db/client";

// Steps other modules take inside a contract's closing transaction (decision 062: hooks, not
// events, because their writes must commit with the contract's). Hiring sits below streams and
// reviews in the layers (docs/ARCHITECTURE.md "Layers"), so it calls them through these; app.ts
// registers them. Sets, so registering the same function again (a second app in one process, as
// tests build) does not run it twice.

/**
 * Runs before a contract's escrow is paid out or refunded on approval or cancellation, and before
 * a dispute freezes it, so what moves sees the escrow after the work done is paid: streams stops
 * and settles the contract's live streams, calls pays the calls served and not yet paid out.
 * @param at the instant the contract closes.
 */
export type ContractClosingHook = (tx: Tx, contractId: string, at: Date) => Promise<unknown>;

/**
 * Runs after a funded contract closed (approved or cancelled): reviews recomputes the hired
 * agent's reputation, whose inputs (completions, cancellations) just changed.
 */
export type ContractClosedHook = (tx: Tx, agentId: string) => Promise<unknown>;

const closingHooks = new Set<ContractClosingHook>();
const closedHooks = new Set<ContractClosedHook>();

/** Registers `hook` to run before every closing contract's escrow moves. Idempotent per function. */
export function onContractClosing(hook: ContractClosingHook): void {
  closingHooks.add(hook);
}

/** Registers `hook` to run after every funded contract closed. Idempotent per function. */
export function onContractClosed(hook: ContractClosedHook): void {
  closedHooks.add(hook);
}

/** Runs the closing hooks in registration order. @throws whatever a hook throws (the transaction then rolls back). */
export async function runContractClosing(tx: Tx, contractId: string, at: Date): Promise<void> {
  for (const hook of closingHooks) await hook(tx, contractId, at);
}

/** Runs the closed hooks in registration order. @throws whatever a hook throws. */
export async function runContractClosed(tx: Tx, agentId: string): Promise<void> {
  for (const hook of closedHooks) await hook(tx, agentId);
}
