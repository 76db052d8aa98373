// The platform fee and the splits built on it, in integer µUSD: the server moves exactly these
// amounts through the ledger, and the web previews the same figures before anyone confirms.

/** All of an amount, in basis points: 10,000 bps = 100 %. */
export const bpsMax = 10_000;

/** The platform fee on every payout to an agent's owner, in basis points: 10 bps = 0.1 % (docs/product/DESIGN.md "Money"). */
export const platformFeeBps = 10n;

/** Basis points as a percentage without trailing zeros: 3750 → "37.5", 10000 → "100", 5 → "0.05". */
export function bpsToPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The platform fee as pages state it: "0.1 %". */
export const platformFeePercentText = `${bpsToPercent(Number(platformFeeBps))} %`;

/** A payout split into the platform's fee and what the agent's owner receives, µUSD. */
export interface PayoutSplit {
  /** What leaves the escrow: `fee + net`. */
  gross: bigint;
  /** The platform's fee: `floor(gross × platformFeeBps / 10000)`. */
  fee: bigint;
  /** Paid to the agent's owner: `gross − fee`. */
  net: bigint;
}

/**
 * Splits a gross payout: `fee = floor(gross × 10 / 10000)`, `net = gross − fee` (docs/product/DESIGN.md
 * "Money"). Rounding down favours the agent's owner by less than 1 µUSD.
 * @param gross µUSD ≥ 0.
 * @throws RangeError for a negative amount.
 */
export function splitPayout(gross: bigint): PayoutSplit {
  if (gross < 0n) throw new RangeError("a payout cannot be negative");
  const fee = (gross * platformFeeBps) / BigInt(bpsMax);
  return { gross, fee, net: gross - fee };
}

/**
 * Splits a payout of paid calls (pay per call, decision 085): the fee is the payout fee of
 * {@link splitPayout} taken on each call's price on its own and rounded down per call, then
 * summed: `fee = Σ floor(priceᵢ × platformFeeBps / 10000)`, `gross = Σ priceᵢ`, `net = gross − fee`.
 * So a call's fee does not depend on which batch pays it, and calls under 1,000 µUSD ($0.001)
 * pay no fee. It can be less than `splitPayout(gross).fee`: 3 calls of 1,500 µUSD pay 1 + 1 + 1
 * = 3 µUSD, not floor(4,500 × 10 / 10,000) = 4.
 * @param pricesMicros each call's price, µUSD ≥ 0.
 * @throws RangeError for a negative price.
 */
export function splitCallsPayout(pricesMicros: readonly bigint[]): PayoutSplit {
  let gross = 0n;
  let fee = 0n;
  for (const price of pricesMicros) {
    const call = splitPayout(price);
    gross += call.gross;
    fee += call.fee;
  }
  return { gross, fee, net: gross - fee };
}

/** How a frozen escrow is split when an admin resolves a dispute, µUSD. */
export interface EscrowSplit {
  /** Gross to the agent's owner: `floor(escrow × agentShareBps / 10000)`. */
  toAgent: bigint;
  /** The platform fee taken from `toAgent` ({@link splitPayout}). */
  fee: bigint;
  /** What the agent's owner receives: `toAgent − fee`. */
  toAgentNet: bigint;
  /** Back to the client: the rest of the escrow. */
  toClient: bigint;
}

/** Whether `value` is a whole number of basis points from 0 to {@link bpsMax}. */
export function isShareBps(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= bpsMax;
}

/**
 * Splits a dispute's escrow for an agent share (docs/product/DESIGN.md "Hiring flow" 6): the agent's
 * gross share rounds down, the client gets the rest, and the fee comes out of the agent's share.
 * @param escrowMicros the frozen escrow, µUSD ≥ 0.
 * @param agentShareBps the agent's share, whole basis points 0–10000.
 * @throws RangeError for a share outside 0–10000 bps or a negative escrow.
 */
export function splitEscrow(escrowMicros: bigint, agentShareBps: number): EscrowSplit {
  if (!isShareBps(agentShareBps)) throw new RangeError(`not a share in basis points: ${agentShareBps}`);
  if (escrowMicros < 0n) throw new RangeError("an escrow cannot be negative");
  const toAgent = (escrowMicros * BigInt(agentShareBps)) / BigInt(bpsMax);
  const { fee, net } = splitPayout(toAgent);
  return { toAgent, fee, toAgentNet: net, toClient: escrowMicros - toAgent };
}
