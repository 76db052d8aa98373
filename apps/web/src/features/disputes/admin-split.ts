/**
 * The arithmetic of resolving a dispute (docs/product/DESIGN.md "Hiring flow" 6), mirrored from the server
 * (disputes.service.ts `resolveDispute`, ledger/fees.ts `splitPayout`) in integer micro-dollars,
 * so the preview an admin sees is exactly what the ledger will move.
 */

/** All of the escrow, in basis points. */
export const bpsMax = 10_000;
/** The platform fee on every payout to an agent's owner, in basis points: 10 bps = 0.1 %. */
export const platformFeeBps = 10n;

/** How a frozen escrow is split for an agent share, µUSD. */
export interface EscrowSplit {
  /** Gross to the agent's owner: `floor(escrow × bps / 10000)`. */
  toAgent: bigint;
  /** The platform fee taken from `toAgent`: `floor(toAgent × 10 / 10000)`. */
  fee: bigint;
  /** What the agent's owner receives: `toAgent − fee`. */
  toAgentNet: bigint;
  /** Back to the client: the rest of the escrow. */
  toClient: bigint;
}

/**
 * Splits `escrowMicros` for an agent share of `agentShareBps`.
 * @throws RangeError for a share that is not a whole number of basis points in 0–10000, or a
 *   negative escrow.
 */
export function splitEscrow(escrowMicros: bigint, agentShareBps: number): EscrowSplit {
  if (!isShareBps(agentShareBps)) throw new RangeError(`not a share in basis points: ${agentShareBps}`);
  if (escrowMicros < 0n) throw new RangeError("an escrow cannot be negative");
  const toAgent = (escrowMicros * BigInt(agentShareBps)) / BigInt(bpsMax);
  const fee = (toAgent * platformFeeBps) / BigInt(bpsMax);
  return { toAgent, fee, toAgentNet: toAgent - fee, toClient: escrowMicros - toAgent };
}

/** Whether `value` is a whole number of basis points from 0 to 10000. */
export function isShareBps(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= bpsMax;
}

const percentText = /^(\d{1,3})(?:[.,](\d{0,2}))?$/;

/**
 * A percentage as typed ("37.5", "100", "12,25 ") in basis points (3750, 10000, 1225), read as
 * digits rather than through a float so "0.29" is 29 bps and not 28.999….
 * @returns null for anything that is not 0–100 with at most two decimals.
 */
export function percentToBps(text: string): number | null {
  const match = percentText.exec(text.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return bps <= bpsMax ? bps : null;
}

/** Basis points as a percentage without trailing zeros: 3750 → "37.5", 10000 → "100", 5 → "0.05". */
export function bpsToPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
