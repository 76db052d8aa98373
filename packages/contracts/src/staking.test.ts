import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accruedFeeShare, feeIndexRise, proRata, slashAmount, stakersFeeShare } from "./staking";

const holders = (...weights: bigint[]) => weights.map((weight, i) => ({ key: i, weight }));

/** Each holder's share of one payout's stakers' part, as the pool pays it: index rise, then accrual. */
const sharesOf = (fee: bigint, weights: bigint[]) => {
  const rise = feeIndexRise(
    stakersFeeShare(fee),
    weights.reduce((s, w) => s + w, 0n),
  );
  return weights.map((w) => accruedFeeShare(w, rise, 0n));
};

describe("fee shares", () => {
  it("pays half the fee pro rata, each share rounded down once, the rest to the platform", () => {
    // A $1,000 payout's fee is $1 (1,000,000 µUSD); $300 : $100 : $100 of stake share $0.50 as 3 : 1 : 1.
    expect(sharesOf(1_000_000n, [300_000_000n, 100_000_000n, 100_000_000n])).toEqual([300_000n, 100_000n, 100_000n]);
    // A fee of 1,000 µUSD over three equal stakes: 500 shared, 166 each, 2 left over.
    const thirds = sharesOf(1_000n, [1n, 1n, 1n]);
    expect(thirds).toEqual([166n, 166n, 166n]);
    expect(500n - thirds.reduce((s, x) => s + x, 0n)).toBe(2n);
    // 7 µUSD of fee: 3 shared over stakes 2 : 1 gives 2 and 1.
    expect(sharesOf(7n, [2n, 1n])).toEqual([2n, 1n]);
  });

  it("carries fractions of a µUSD from payout to payout instead of losing them", () => {
    // Two payouts of 1,000 µUSD fee over three equal stakes: 333 each (2 × 166.67, rounded once), not 332.
    const rise = feeIndexRise(500n, 3n);
    expect(accruedFeeShare(1n, 2n * rise, 0n)).toBe(333n);
    // Paid after the first payout, a position earns only what came after.
    expect(accruedFeeShare(1n, 2n * rise, rise)).toBe(166n);
  });

  it("pays nothing without stake or fee, and refuses a paid index above the pool's", () => {
    expect(feeIndexRise(0n, 5n)).toBe(0n);
    expect(feeIndexRise(5n, 0n)).toBe(0n);
    expect(stakersFeeShare(1n)).toBe(0n);
    expect(() => accruedFeeShare(1n, 1n, 2n)).toThrow(RangeError);
  });

  it("never owes the stakers more than the payouts put in, and each within 1 µUSD of the exact share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (fees, weights) => {
          const sum = weights.reduce((s, w) => s + w, 0n);
          const index = fees.reduce((i, fee) => i + feeIndexRise(stakersFeeShare(fee), sum), 0n);
          const owed = weights.map((w) => accruedFeeShare(w, index, 0n));
          const putIn = fees.reduce((s, fee) => s + stakersFeeShare(fee), 0n);
          expect(owed.reduce((s, x) => s + x, 0n) <= putIn).toBe(true);
          // Nothing staked: the index does not move and nobody is owed anything.
          if (sum === 0n) return void expect(owed.every((x) => x === 0n)).toBe(true);
          for (const [i, share] of owed.entries()) {
            // share ≤ exact, and exact − share < 1 + (payouts × w / sum): each rise rounds down by < 1 / sum.
            const w = weights[i] as bigint;
            expect(share * sum <= putIn * w).toBe(true);
            expect((share + 1n + BigInt(fees.length)) * sum > putIn * w).toBe(true);
          }
        },
      ),
    );
  });
});

describe("pro rata", () => {
  it("splits with a floor per holder", () => {
    expect(proRata(10n, holders(1n, 1n, 1n)).map((s) => s.amount)).toEqual([3n, 3n, 3n]);
    expect(proRata(100n, holders(50n, 30n, 20n)).map((s) => s.amount)).toEqual([50n, 30n, 20n]);
    expect(() => proRata(-1n, holders(1n))).toThrow(RangeError);
  });
});

describe("slash", () => {
  it("takes nothing when the agent keeps at least half", () => {
    expect(slashAmount(1_000_000_000n, 5_000, 10n ** 9n)).toBe(0n);
    expect(slashAmount(1_000_000_000n, 10_000, 10n ** 9n)).toBe(0n);
  });

  it("scales from 5 % to 10 % of the pool with the client's share, capped at the disputed escrow", () => {
    // $1,000 pool, client gets everything: 10 % = $100.
    expect(slashAmount(1_000_000_000n, 0, 10n ** 12n)).toBe(100_000_000n);
    // Client gets 60 %: 1000 × 1000 × 6000 / 10^8 = $60.
    expect(slashAmount(1_000_000_000n, 4_000, 10n ** 12n)).toBe(60_000_000n);
    // Just over half: floor(1e9 × 1000 × 5001 / 1e8) = 50,010,000 µUSD.
    expect(slashAmount(1_000_000_000n, 4_999, 10n ** 12n)).toBe(50_010_000n);
    // A $20 contract cannot earn its client more than $20 from the pool.
    expect(slashAmount(1_000_000_000n, 0, 20_000_000n)).toBe(20_000_000n);
    expect(slashAmount(0n, 0, 20_000_000n)).toBe(0n);
    expect(() => slashAmount(1n, 10_001, 1n)).toThrow(RangeError);
  });
});
