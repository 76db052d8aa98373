import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { arrayLiteral, executeRows } from "../../db/rows";
import { type AgentOwnership, agentOwnershipsByIds } from "../agents";
import { userAccountView } from "../users/users.tables";

/**
 * A refusal in x402's words: `reason` is the spec's `invalidReason`/`errorReason` word where it
 * has one (x402 v2 specification, "Error Codes"), and `agora_…` otherwise.
 */
export class Refusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** x402's reason words for the `exact` payload on Agora's network family (`invalid_exact_<family>_…`). */
export const x402Reasons = {
  signature: "invalid_exact_agora_payload_signature",
  validAfter: "invalid_exact_agora_payload_authorization_valid_after",
  validBefore: "invalid_exact_agora_payload_authorization_valid_before",
  value: "invalid_exact_agora_payload_authorization_value",
  recipient: "invalid_exact_agora_payload_recipient_mismatch",
  network: "invalid_network",
  payload: "invalid_payload",
  requirements: "invalid_payment_requirements",
  scheme: "unsupported_scheme",
  version: "invalid_x402_version",
  funds: "insufficient_funds",
  // No word in x402 for these: Agora's own.
  resource: "agora_resource_mismatch",
  used: "agora_authorization_used",
  unknown: "agora_authorization_unknown",
  payerSuspended: "agora_payer_suspended",
  payeeSuspended: "agora_payee_suspended",
  mandate: "agora_mandate_exceeded",
} as const;

/** One payment whose parties are checked: who pays, which agent, how much (µUSD). */
export interface PartyAsk {
  payerId: string;
  payToAgentId: string;
  amountMicros: bigint;
}

/** The parties of a payment that passed: the payee's owner and the payer's `available` account. */
export interface Parties {
  payee: AgentOwnership;
  payerAccountId: string;
}

/**
 * The one definition of who may pay whom (decision 083): the payer is an active account, the payee
 * agent exists and neither it nor its owner is suspended, and the payer's `available` balance
 * covers the amount. Checked for several payments in three reads, whatever their number.
 * @param lock a settle's: the payers' account rows stay locked (in id order) until the
 *   transaction ends, and each payment is checked against its payer's balance less the earlier
 *   payments of the list that passed (`ledger_balances` is a plain view: `for update` locks the
 *   row). Without it (verify, authorize) each is checked alone against the balance as read.
 * @returns per payment, in order, its parties or its refusal.
 */
export async function checkParties(tx: Tx, asks: PartyAsk[], lock: boolean): Promise<Array<Parties | Refusal>> {
  const payees = await agentOwnershipsByIds(
    tx,
    asks.map((a) => a.payToAgentId),
  );
  const suspended = await suspendedUsers(tx, [
    ...asks.map((a) => a.payerId),
    ...[...payees.values()].map((p) => p.ownerId),
  ]);
  const accounts = await payerAccounts(
    tx,
    asks.map((a) => a.payerId),
    lock,
  );
  return asks.map((ask) => {
    const payee = payees.get(ask.payToAgentId.toLowerCase());
    const account = accounts.get(ask.payerId.toLowerCase());
    if (suspended.has(ask.payerId.toLowerCase()))
      return new Refusal(x402Reasons.payerSuspended, "The payer is suspended");
    if (!payee) return new Refusal(x402Reasons.recipient, "The payee agent does not exist");
    if (payee.status === "suspended" || suspended.has(payee.ownerId.toLowerCase()))
      return new Refusal(x402Reasons.payeeSuspended, "The payee agent is suspended");
    if (!account || account.balance < ask.amountMicros)
      return new Refusal(x402Reasons.funds, "The payer's available balance is short of the amount");
    if (lock) account.balance -= ask.amountMicros;
    return { payee, payerAccountId: account.id };
  });
}

/** The lower-case ids among `userIds` of people suspended, or without an account. */
async function suspendedUsers(tx: Tx, userIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(userIds.map((id) => id.toLowerCase()))];
  const rows = await tx
    .select({ id: userAccountView.id, suspendedAt: userAccountView.suspendedAt })
    .from(userAccountView)
    .where(inArray(userAccountView.id, unique));
  const active = new Set(rows.filter((r) => r.suspendedAt === null).map((r) => r.id.toLowerCase()));
  return new Set(unique.filter((id) => !active.has(id)));
}

/**
 * The `available` accounts of `payerIds` with their balances (µUSD), by lower-case owner id; with
 * `lock`, locked in id order until the transaction ends. A payer without an account has no money.
 */
async function payerAccounts(
  tx: Tx,
  payerIds: string[],
  lock: boolean,
): Promise<Map<string, { id: string; balance: bigint }>> {
  const rows = await executeRows<{ id: string; owner_id: string; balance: bigint | string }>(
    tx,
    sql`select id, owner_id, balance from ledger_balances
        where owner_type = 'user' and kind = 'available' and owner_id = any(${arrayLiteral([...new Set(payerIds)])}::uuid[])
        order by id ${lock ? sql`for update` : sql``}`,
  );
  return new Map(rows.map((r) => [r.owner_id.toLowerCase(), { id: r.id, balance: BigInt(r.balance) }]));
}
