import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeShares, proRata, slashAmount } from "./staking";

const holders = (...weights: bigint[]) => weights.map((weight, i) => ({ key: i, weight }));
const total = (shares: { amount: bigint }[]) => shares.reduce((s, x) => s + x.amount, 0n);

describe("fee shares", () => {
  it("pays half the fee pro rata, each share rounded down once, the rest to the platform", () => {
    // A $1,000 payout's fee is $1 (1,000,000 µUSD); $300 : $100 : $100 of stake share $0.50 as 3 : 1 : 1.
    expect(feeShares(1_000_000n, holders(300_000_000n, 100_000_000n, 100_000_000n))).toEqual([
      { key: 0, amount: 300_000n },
      { key: 1, amount: 100_000n },
      { key: 2, amount: 100_000n },
    ]);
    // A fee of 1,000 µUSD over three equal stakes: floor(1000 × 5000 / (10000 × 3)) = 166 each, 502 kept.
    const thirds = feeShares(1_000n, holders(1n, 1n, 1n));
    expect(thirds.map((s) => s.amount)).toEqual([166n, 166n, 166n]);
    expect(1_000n - total(thirds)).toBe(502n);
    // One rounding, not two: 7 µUSD over stakes 2 : 1 gives floor(7×5000×2/30000) = 2 and floor(7×5000/30000) = 1.
    expect(feeShares(7n, holders(2n, 1n)).map((s) => s.amount)).toEqual([2n, 1n]);
  });

  it("leaves out shares that round to nothing, and pays nothing without stake or fee", () => {
    expect(feeShares(1n, holders(1n, 1n))).toEqual([]);
    expect(feeShares(1_000n, [])).toEqual([]);
    expect(feeShares(0n, holders(5n))).toEqual([]);
    expect(feeShares(10n, holders(0n, 4n))).toEqual([{ key: 1, amount: 5n }]);
  });

  it("never pays out more than half the fee, and each staker within 1 µUSD of the exact share", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (fee, weights) => {
          const shares = feeShares(fee, holders(...weights));
          const sum = weights.reduce((s, w) => s + w, 0n);
          expect(total(shares) * 2n <= fee).toBe(true);
          for (const share of shares) {
            const exactTimesDenominator = fee * (weights[share.key] as bigint);
            // share ≤ exact < share + 1, with exact = fee × w / (2 × sum).
            expect(share.amount * 2n * sum <= exactTimesDenominator).toBe(true);
            expect((share.amount + 1n) * 2n * sum > exactTimesDenominator).toBe(true);
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
