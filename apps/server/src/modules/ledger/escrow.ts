import { type PayoutSplit, splitCallsPayout, splitPayout } from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import {
  type AccountRef,
  accountIds,
  balanceOf,
  escrowAccount,
  type PostedTransfer,
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

/** The contract a payout pays for: its agent (for the fee hooks) and its two parties. */
export interface PayoutContract {
  id: string;
  agentId: string;
  providerId: string;
  clientId: string;
}

/** How a payout's legs are tagged. */
interface PayoutTags {
  /** The code of the leg to the agent's owner (`payout`, `bonus`). */
  code: "payout" | "bonus";
  reference: string;
  /** Exactly-once key: the legs get `<key>:<code>`, `<key>:fee` and the hooks' own. */
  key?: string;
  /** The mandate the money moves under (decision 028), stamped on the legs the client pays. */
  mandateId?: string;
}

/** The ids of the account rows a payout touches. */
interface PayoutAccounts {
  /** Where the money comes from: the contract's escrow, or the client's available account for a bonus. */
  source: string;
  /** The platform fee account's shard this contract posts to. */
  fees: string;
  /** The agent owner's available account. */
  provider: string;
  /** The client's available account (a refund's destination). */
  client: string;
}

/** {@link PayoutAccounts} of `contract` paying from `source`, in one query (two more on first use). */
async function payoutAccounts(tx: Tx, contract: PayoutContract, source: AccountRef): Promise<PayoutAccounts> {
  const [from, fees, provider, client] = await accountIds(tx, [
    source,
    // The contract picks the fee shard: its escrow is locked by the posting anyway, so payouts that
    // share a shard's lock are mostly ones that would queue on the escrow's (decision 078).
    platformAccount("fees", contract.id),
    userAccount(contract.providerId),
    userAccount(contract.clientId),
  ]);
  return { source: from as string, fees: fees as string, provider: provider as string, client: client as string };
}

/**
 * The legs that pay `split` to the agent's owner from `accounts.source`: the net to the owner, the
 * fee to the platform, then whatever the steps registered with `onPayoutFee` add (staking passes
 * half of the fee on to the agent's stakers' fee pool, decisions 044 and 047).
 */
async function payoutLegs(
  tx: Tx,
  contract: PayoutContract,
  split: PayoutSplit,
  accounts: PayoutAccounts,
  tags: PayoutTags,
): Promise<TransferLeg[]> {
  const { fees } = accounts;
  const { reference, key, mandateId } = tags;
  const tagged = (suffix: string) => ({
    reference,
    ...(key ? { key: `${key}:${suffix}` } : {}),
    ...(mandateId ? { mandateId } : {}),
  });
  const legs: TransferLeg[] = [
    {
      debit: accounts.source,
      credit: accounts.provider,
      amount: split.net,
      code: tags.code,
      ...tagged(tags.code),
    },
    { debit: accounts.source, credit: fees, amount: split.fee, code: "fee", ...tagged("fee") },
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
  return legs;
}

/**
 * Pays out of a contract's escrow in one posting (docs/product/DESIGN.md "Money"): `gross` µUSD to the agent's
 * owner less the 0.1 % fee (which goes to the platform, shared by the `onPayoutFee` steps), and
 * `refund` µUSD back to the client. Legs of zero are left out.
 * @param key makes the payout, fee and fee-share legs exactly-once (`<key>:payout`, `<key>:fee`,
 *   `<key>:share`).
 * @returns the split of `gross`.
 * @throws AppError('insufficient_funds') when the escrow does not hold gross + refund.
 */
export async function payFromEscrow(
  tx: Tx,
  contract: PayoutContract,
  amounts: { gross: bigint; refund?: bigint },
  reference: string,
  key?: string,
): Promise<PayoutSplit> {
  const split = splitPayout(amounts.gross);
  await postEscrowPayout(tx, contract, split, amounts.refund ?? 0n, reference, key);
  return split;
}

/**
 * Pays a batch of paid calls out of a contract's escrow in one posting (pay per call, decision
 * 085): their prices' sum to the agent's owner less the fee of `splitCallsPayout` (each call's
 * 0.1 % rounded down on its own, then summed), the fee to the platform, shared by the
 * `onPayoutFee` steps as any payout's fee. Nothing goes back to the client.
 * @param pricesMicros each paid call's price, µUSD ≥ 0.
 * @param key makes the posting exactly-once (`<key>:payout`, `<key>:fee`, the hooks' own).
 * @returns the split of the batch.
 * @throws AppError('insufficient_funds') when the escrow does not hold the prices' sum.
 * @throws Error (the transfer keys' unique index) when `key` was posted before: the transaction rolls back.
 */
export async function payCallsFromEscrow(
  tx: Tx,
  contract: PayoutContract,
  pricesMicros: readonly bigint[],
  reference: string,
  key: string,
): Promise<PayoutSplit> {
  const split = splitCallsPayout(pricesMicros);
  await postEscrowPayout(tx, contract, split, 0n, reference, key);
  return split;
}

/** Posts `split` (and `refund` to the client) out of the contract's escrow as one posting. */
async function postEscrowPayout(
  tx: Tx,
  contract: PayoutContract,
  split: PayoutSplit,
  refund: bigint,
  reference: string,
  key: string | undefined,
): Promise<void> {
  const accounts = await payoutAccounts(tx, contract, escrowAccount(contract.id));
  const legs = await payoutLegs(tx, contract, split, accounts, {
    code: "payout",
    reference,
    ...(key ? { key } : {}),
  });
  legs.push({ debit: accounts.source, credit: accounts.client, amount: refund, code: "refund", reference });
  await transferMany(
    tx,
    legs.filter((l) => l.amount > 0n),
  );
}

/**
 * Pays the agent's owner a bonus of `gross` µUSD straight from the client's available balance, in
 * one posting with the same fee and fee-sharing legs as an escrow payout (decision 064): the owner
 * receives `net` (code `bonus`), the platform the fee. The legs carry `mandateId` when given, so the
 * mandate's spend counts the whole bonus.
 * @returns the split and the posted leg to the owner (its id names the bonus).
 * @throws AppError('insufficient_funds') when the client's available balance is short.
 */
export async function payBonusFromBalance(
  tx: Tx,
  contract: PayoutContract,
  gross: bigint,
  options: { reference: string; mandateId?: string },
): Promise<{ split: PayoutSplit; paid: PostedTransfer }> {
  const split = splitPayout(gross);
  const accounts = await payoutAccounts(tx, contract, userAccount(contract.clientId));
  const legs = await payoutLegs(tx, contract, split, accounts, { code: "bonus", ...options });
  const posted = await transferMany(
    tx,
    legs.filter((l) => l.amount > 0n),
  );
  return { split, paid: posted[0] as PostedTransfer };
}
