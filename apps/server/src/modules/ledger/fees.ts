/** The platform fee on every payout to an agent, in basis points: 10 bps = 0.1 % (docs/product/DESIGN.md "Money"). */
export const platformFeeBps = 10n;

/** A payout split into fee and net, µUSD. */
export interface PayoutSplit {
  gross: bigint;
  fee: bigint;
  net: bigint;
}

/**
 * Splits a gross payout: `fee = floor(gross × 10 / 10000)` (docs/product/DESIGN.md "Money"), `net = gross − fee`.
 * @param gross µUSD ≥ 0.
 * @throws RangeError for a negative amount.
 */
export function splitPayout(gross: bigint): PayoutSplit {
  if (gross < 0n) throw new RangeError("a payout cannot be negative");
  const fee = (gross * platformFeeBps) / 10_000n;
  return { gross, fee, net: gross - fee };
}
