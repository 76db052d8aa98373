import type { Tx } from "../../db/client";
import type { TransferLeg } from "./ledger.service";

/** A payout's platform fee, as the steps that share it see it (`payFromEscrow`). */
export interface PayoutFee {
  /** The agent the contract hired. */
  agentId: string;
  /** The payout's platform fee, µUSD (already in the platform's fee account within the posting). */
  feeMicros: bigint;
  /**
   * The id of the platform fee account's row (its shard, decision 078) that the fee leg credits:
   * the source of any leg that passes part of the fee on, so that row never goes below zero.
   */
  feesAccountId: string;
  /** The transfers' reference (the contract, stream or dispute that paid out). */
  reference: string;
  /** The payout's exactly-once key, if any; a hook derives its legs' keys from it. */
  key?: string;
}

/**
 * A step that adds legs to a payout's posting, in the payout's transaction: the kernel's ledger
 * calls it without knowing the feature behind it (staking registers the stakers' fee share,
 * decision 047). It may write its own rows in `tx`; the legs it returns post with the payout's.
 * @throws whatever the feature throws; the payout's transaction then rolls back whole.
 */
export type PayoutFeeHook = (tx: Tx, fee: PayoutFee) => Promise<TransferLeg[]>;

// A set, so that registering the same step again (a second app in one process, as tests build)
// does not run it twice.
const payoutFeeHooks = new Set<PayoutFeeHook>();

/**
 * Registers `hook` to run inside every payout's posting, after its fee leg (decision 062: a hook,
 * not an event, because the legs must post in the same transaction). Idempotent per function.
 */
export function onPayoutFee(hook: PayoutFeeHook): void {
  payoutFeeHooks.add(hook);
}

/** The legs every registered payout hook adds for `fee`, in registration order. */
export async function payoutFeeLegs(tx: Tx, fee: PayoutFee): Promise<TransferLeg[]> {
  const legs: TransferLeg[] = [];
  for (const hook of payoutFeeHooks) legs.push(...(await hook(tx, fee)));
  return legs;
}
