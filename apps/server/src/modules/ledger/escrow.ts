import { type PayoutSplit, splitPayout } from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import {
  accountId,
  balanceOf,
  escrowAccount,
  platformAccount,
  type TransferLeg,
  transferMany,
  userAccount,
} from "./ledger.service";
import { payoutFeeLegs } from "./payout-hooks";

/** A contract's escrow balance, µUSD (0 before it is funded). */
export function escrowBalance(db: Db | Tx, contractId: string): Promise<bigint> {
  return balanceOf(db, escrowAccount(contractId));
}

/**
 * Pays out of a contract's escrow in one posting (docs/product/DESIGN.md "Money"): `gross` µUSD to the agent's
 * owner less the 0.1 % fee (which goes to the platform), and `refund` µUSD back to the client.
 * The steps registered with `onPayoutFee` then add their legs to the same posting: staking passes
 * half of the fee on to the agent's stakers' fee pool (decisions 044 and 047). Legs of zero are
 * left out.
 * @param key makes the payout, fee and fee-share legs exactly-once (`<key>:payout`, `<key>:fee`,
 *   `<key>:share`).
 * @returns the split of `gross`.
 * @throws AppError('insufficient_funds') when the escrow does not hold gross + refund.
 */
export async function payFromEscrow(
  tx: Tx,
  contract: { id: string; agentId: string; providerId: string; clientId: string },
  amounts: { gross: bigint; refund?: bigint },
  reference: string,
  key?: string,
): Promise<PayoutSplit> {
  const split = splitPayout(amounts.gross);
  const escrow = await accountId(tx, escrowAccount(contract.id));
  const fees = await accountId(tx, platformAccount("fees"));
  const legs: TransferLeg[] = [
    {
      debit: escrow,
      credit: await accountId(tx, userAccount(contract.providerId)),
      amount: split.net,
      code: "payout",
      reference,
      ...(key ? { key: `${key}:payout` } : {}),
    },
    {
      debit: escrow,
      credit: fees,
      amount: split.fee,
      code: "fee",
      reference,
      ...(key ? { key: `${key}:fee` } : {}),
    },
    {
      debit: escrow,
      credit: await accountId(tx, userAccount(contract.clientId)),
      amount: amounts.refund ?? 0n,
      code: "refund",
      reference,
    },
  ];
  legs.push(
    ...(await payoutFeeLegs(tx, {
      agentId: contract.agentId,
      feeMicros: split.fee,
      feesAccountId: fees,
      reference,
      ...(key ? { key } : {}),
    })),
  );
  await transferMany(
    tx,
    legs.filter((l) => l.amount > 0n),
  );
  return split;
}
