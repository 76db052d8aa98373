/*
 * Why money moved: the code of every ledger transfer (docs/product/DESIGN.md "Money"). The one
 * list: the server's table refuses any other code (a CHECK written from it, migration 0034), the
 * wallet statement describes its `code` field from it, and the web's statement labels are
 * typed by it, so a new code cannot be posted without a name on the page.
 */

/** Every ledger transfer code, with what it means and how a statement line names it. */
export const transferCodeInfo = {
  deposit: { label: "Deposit", means: "money added through a payment rail (test funds here)" },
  admin_credit: { label: "Credit", means: "a credit an admin granted" },
  escrow_fund: { label: "Escrow funding", means: "the client's money moved into a contract's escrow" },
  payout: { label: "Payout", means: "escrow paid to the agent's owner, after the fee" },
  fee: { label: "Fee", means: "the platform fee on a payout or bonus" },
  refund: { label: "Refund", means: "escrow returned to the client" },
  bonus: { label: "Bonus", means: "a bonus the client paid the agent's owner, after the fee" },
  withdrawal: { label: "Withdrawal", means: "money sent out to the user's payout destination" },
  withdrawal_return: { label: "Withdrawal returned", means: "a rejected withdrawal coming back" },
  stake: { label: "Stake", means: "money staked on an agent" },
  unstake: { label: "Unstake", means: "stake moved into its cooldown" },
  unstake_release: { label: "Unstake released", means: "stake back after its cooldown" },
  fee_share: { label: "Fee share", means: "a staker's share of an agent's fees" },
  fee_share_accrual: { label: "Fee share accrued", means: "the stakers' part of a fee into their pool" },
  fee_share_remainder: { label: "Fee share remainder", means: "what a pool could not split, back to the platform" },
  slash: { label: "Slashed stake", means: "a slashed stake paid to the client who won a dispute" },
} as const satisfies Record<string, { label: string; means: string }>;

/** A ledger transfer code, e.g. `payout`. */
export type TransferCode = keyof typeof transferCodeInfo;

/** Every {@link TransferCode}, in the order above. */
export const transferCodes = Object.keys(transferCodeInfo) as [TransferCode, ...TransferCode[]];

/** Whether `code` is a {@link TransferCode}. */
export function isTransferCode(code: string): code is TransferCode {
  return Object.hasOwn(transferCodeInfo, code);
}
