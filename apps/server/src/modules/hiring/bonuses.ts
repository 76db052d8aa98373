import { type Bonus, formatMicros, type Micros } from "@agora/contracts";
import type { Tx } from "../../db/client";
import type { Actor } from "../../lib/principal";
import { payBonusFromBalance } from "../ledger";
import { checkMandate } from "../mandates";
import { contractStep, loadContract } from "./contract-access";
import { publishContractChange } from "./contract-events";

/**
 * The client pays the agent's owner a bonus of `amountMicros` µUSD on contract `id` (decision
 * 064), inside `tx`: from the client's available balance, less the 0.1 % platform fee (shared
 * with the agent's stakers like any payout's), on active, delivered or completed work. The contract
 * row is locked so a bonus and a state change do not cross. With a mandated API key the bonus is
 * checked against the mandate and counts to its limits. Both parties are told (`contract.bonus`
 * on their channels, which is also the owner's notification, and the `contract.bonus_paid` webhook).
 * @returns the bonus: its id is the ledger transfer that paid the owner.
 * @throws AppError('not_found') for a non-party; AppError('forbidden') for the agent's owner;
 *   AppError('invalid_state') naming the contract's state; AppError('insufficient_funds');
 *   AppError('mandate_exceeded') naming the limit.
 */
export async function payBonus(tx: Tx, id: string, actor: Actor, amountMicros: Micros): Promise<Bonus> {
  const { contract: c } = await loadContract(tx, id, actor, true);
  contractStep(c, actor, "bonus");
  const mandateId = await checkMandate(tx, actor, {
    agent: c.agentId,
    pricingModel: c.pricingModel,
    amountMicros,
    contractId: c.id,
  });
  const { split, paid } = await payBonusFromBalance(tx, c, amountMicros, {
    reference: `contract:${c.id}`,
    ...(mandateId ? { mandateId } : {}),
  });
  const bonus: Bonus = {
    id: String(paid.id),
    contractId: c.id,
    amount: formatMicros(amountMicros),
    fee: formatMicros(split.fee),
    net: formatMicros(split.net),
    createdAt: new Date().toISOString(),
  };
  await publishContractChange(tx, c, "contract.bonus", { bonusId: bonus.id, amount: bonus.amount, net: bonus.net });
  return bonus;
}
