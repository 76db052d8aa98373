import { formatMicros, formatUsd, type MandateLimitName, type PricingModel } from "@agora/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { findAgentRow } from "../agents";
import { mandateSpendTotals } from "../ledger";
import { type MandateRow, mandates } from "./mandates.tables";

/**
 * The spend check (decision 028, DESIGN.md "Matching and autonomy"): every service that commits
 * or moves a client's money calls one of the functions here with the caller's {@link Actor},
 * inside the transaction of its ledger transfer. A call made with a mandated API key locks the
 * mandate row (`FOR UPDATE`), so two calls of one key are checked one after the other and each
 * sees what the other spent; calls made through a session or an unmandated key pass untouched.
 */

/** The agent a call would hire or pay, as the mandate's criteria read it. */
export interface MandateAgent {
  id: string;
  categories: string[];
  /** Reputation in hundredths, 0–99999 (agents.reputation_hundredths). */
  reputationHundredths: number;
  /** KYA level, 0–4. */
  verificationLevel: number;
}

/** What a money call asks of a mandate. */
export interface MandateAsk {
  /** The agent the money goes to (its current listing is read when only the id is known). */
  agent: MandateAgent | string;
  pricingModel: PricingModel;
  /**
   * µUSD the call commits (a fixed-price hire or acceptance) or moves (an escrow funding); 0 for a
   * per-minute commitment, which needs only that some of the daily and total limits be left; null
   * for a call that spends money already counted (a stream drawing on a funded escrow), which only
   * the mandate's liveness and agent criteria govern.
   */
  amountMicros: bigint | null;
  /** The contract the money funds: its earlier fundings under the mandate count to the per-job limit. */
  contractId?: string;
}

/** A refusal: 403 `mandate_exceeded` naming the limit and what it leaves, in dollars or null. */
export function mandateExceeded(limit: MandateLimitName, detail: string, remainingMicros: bigint | null): AppError {
  return new AppError("mandate_exceeded", detail, undefined, {
    limit,
    remaining: remainingMicros === null ? null : formatMicros(remainingMicros < 0n ? 0n : remainingMicros),
  });
}

/**
 * The mandate of API key `apiKeyId`, its row locked until the transaction ends; undefined when
 * the key has none. The lock is what keeps concurrent calls of one key from overspending.
 */
export async function lockMandateOfKey(tx: Tx, apiKeyId: string): Promise<MandateRow | undefined> {
  const [row] = await tx.select().from(mandates).where(eq(mandates.apiKeyId, apiKeyId)).for("update");
  return row;
}

/**
 * Which of `apiKeyIds` hold a mandate, unlocked: lets a batch of payments send only those keys'
 * payments through {@link checkMandate}, one by one, and settle the rest together.
 * @returns the ids among `apiKeyIds` that have a mandate (revoked or expired ones included).
 */
export async function apiKeysUnderMandate(tx: Tx, apiKeyIds: string[]): Promise<Set<string>> {
  if (!apiKeyIds.length) return new Set();
  const rows = await tx
    .select({ apiKeyId: mandates.apiKeyId })
    .from(mandates)
    .where(inArray(mandates.apiKeyId, [...new Set(apiKeyIds)]));
  return new Set(rows.map((r) => r.apiKeyId));
}

/** Refuses when the mandate no longer allows any spending: revoked, or past its expiry. */
function checkLive(m: MandateRow, now: Date): void {
  if (m.revokedAt)
    throw mandateExceeded("revokedAt", `The key's mandate was revoked at ${m.revokedAt.toISOString()}`, null);
  if (m.expiresAt && m.expiresAt.getTime() <= now.getTime())
    throw mandateExceeded("expiresAt", `The key's mandate expired at ${m.expiresAt.toISOString()}`, null);
}

/** Refuses a pricing model the mandate does not allow. */
function checkPricingModel(m: MandateRow, pricingModel: PricingModel): void {
  if (m.pricingModels && !m.pricingModels.includes(pricingModel))
    throw mandateExceeded(
      "pricingModels",
      `The key's mandate allows ${m.pricingModels.join(" and ")} work only, not ${pricingModel}`,
      null,
    );
}

/** Whether the mandate has criteria on the agent itself (so its listing must be read). */
function hasAgentCriteria(m: MandateRow): boolean {
  return m.categories !== null || m.minReputationHundredths !== null || m.minVerificationLevel !== null;
}

/** Refuses an agent outside the mandate's categories, reputation or verification minimums. */
function checkAgent(m: MandateRow, agent: MandateAgent): void {
  const allowed = m.categories?.map((c) => c.toLowerCase());
  if (allowed && !agent.categories.some((c) => allowed.includes(c.toLowerCase())))
    throw mandateExceeded(
      "categories",
      `The key's mandate allows agents in ${(m.categories ?? []).join(", ")} only; this agent is in ${agent.categories.join(", ") || "no category"}`,
      null,
    );
  if (m.minReputationHundredths !== null && agent.reputationHundredths < m.minReputationHundredths)
    throw mandateExceeded(
      "minReputation",
      `The key's mandate requires a reputation of at least ${(m.minReputationHundredths / 100).toFixed(2)}; this agent has ${(agent.reputationHundredths / 100).toFixed(2)}`,
      null,
    );
  if (m.minVerificationLevel !== null && agent.verificationLevel < m.minVerificationLevel)
    throw mandateExceeded(
      "minVerificationLevel",
      `The key's mandate requires verification level ${m.minVerificationLevel} or higher; this agent is at level ${agent.verificationLevel}`,
      null,
    );
}

/**
 * Refuses an amount over what a limit leaves: `remaining = max − spent`, and a call is refused
 * when nothing remains or `amount` exceeds it.
 */
function checkRoom(
  limit: "perJobMax" | "perDayMax" | "totalMax",
  max: bigint,
  spent: bigint,
  amount: bigint,
  label: string,
): void {
  const remaining = max - spent;
  if (remaining > 0n && amount <= remaining) return;
  const left = remaining > 0n ? remaining : 0n;
  throw mandateExceeded(
    limit,
    `The key's mandate allows ${formatUsd(left)} more ${label} (${labels[limit]} ${formatUsd(max)})`,
    left,
  );
}

const labels = { perJobMax: "per-job limit", perDayMax: "per-day limit", totalMax: "total limit" } as const;

/**
 * Checks a money call against the mandate of the actor's API key, inside the caller's transaction
 * and under the mandate's row lock: revocation, expiry, the agent's pricing model, categories,
 * reputation and verification level, then the amount against the per-job limit (with what the
 * contract already received under the mandate), the rolling 24-hour limit and the total, all
 * derived from the ledger transfers tagged with the mandate.
 * @returns the mandate's id, to tag the call's ledger transfer with (`TransferLeg.mandateId`);
 *   undefined when the actor came without a key, or with a key that has no mandate.
 * @throws AppError('mandate_exceeded') (403) naming the limit and what it leaves.
 */
export async function checkMandate(
  tx: Tx,
  actor: Actor | "system",
  ask: MandateAsk,
  now = new Date(),
): Promise<string | undefined> {
  if (actor === "system" || !actor.apiKeyId) return undefined;
  const m = await lockMandateOfKey(tx, actor.apiKeyId);
  if (!m) return undefined;
  checkLive(m, now);
  checkPricingModel(m, ask.pricingModel);
  // The agent's listing is read only when a criterion needs it: one statement less for plain limits.
  if (hasAgentCriteria(m)) {
    const agent = typeof ask.agent === "string" ? await findAgentRow(tx, ask.agent) : ask.agent;
    if (!agent) throw new Error(`agent ${String(ask.agent)} of a money call not found`);
    checkAgent(m, agent);
  }
  if (ask.amountMicros === null) return m.id;
  const spent = await mandateSpendTotals(tx, m.id, ask.contractId);
  checkRoom("perJobMax", m.perJobMaxMicros, spent.contract, ask.amountMicros, "for this contract");
  checkRoom("perDayMax", m.perDayMaxMicros, spent.lastDay, ask.amountMicros, "today");
  if (m.totalMaxMicros !== null) checkRoom("totalMax", m.totalMaxMicros, spent.total, ask.amountMicros, "in total");
  return m.id;
}

/**
 * Refuses a call a mandated key may never make, whatever its limits: money leaving the platform
 * (a withdrawal would move the owner's money out of every mandate's reach).
 * @throws AppError('forbidden') naming the call when the actor's key has a mandate.
 */
export async function refuseUnderMandate(tx: Tx, actor: Actor, what: string): Promise<void> {
  if (!actor.apiKeyId) return;
  if (await lockMandateOfKey(tx, actor.apiKeyId))
    throw new AppError("forbidden", `A key under a spending mandate cannot ${what}; use the session or another key`);
}
