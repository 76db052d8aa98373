import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeReputation, priorReputationHundredths, type ReputationInputs } from "./reputation";

const now = new Date("2026-11-22T00:00:00Z");
const fresh: ReputationInputs = {
  reviews: [],
  completed: 0,
  cancelledByAgent: 0,
  disputesLost: 0,
  closed: 0,
  verificationLevel: 0,
};
const review = (stars: number, dollars: number, daysAgo = 0) => ({
  stars,
  paidMicros: BigInt(dollars) * 1_000_000n,
  at: new Date(now.getTime() - daysAgo * 86_400_000),
});

describe("reputation (hand-computed, see docs/reputation.md)", () => {
  it("gives a new, unverified agent 614.99", () => {
    // 999.99 × (0.45·0.7 + 0.25·0.8 + 0.10·1 + 0.10·0 + 0.10·0) = 999.99 × 0.615 = 614.99385
    expect(computeReputation(fresh, now).hundredths).toBe(61499);
  });

  it("weighs one 5★ review by what was paid: $1 moves it less than $1,000", () => {
    const one = { ...fresh, completed: 1, closed: 1 };
    // $1: weight log2(2) = 1 → quality (3.5 + 1) / 6 = 0.75
    const small = computeReputation({ ...one, reviews: [review(5, 1)] }, now);
    expect(small.components.quality).toBeCloseTo(0.75, 10);
    // reliability (2.4 + 1) / 4 = 0.85; experience 1 − e^(−1/20) = 0.048771
    // 999.99 × (0.3375 + 0.2125 + 0.1 + 0 + 0.0048771) = 999.99 × 0.6548771 = 654.87
    expect(small.hundredths).toBe(65487);
    // $1,000: weight log2(1001) = 9.96722 → quality (3.5 + 9.96722) / 14.96722 = 0.899781
    // 999.99 × (0.4049014 + 0.2125 + 0.1 + 0 + 0.0048771) = 999.99 × 0.7222785 = 722.27
    const large = computeReputation({ ...one, reviews: [review(5, 1000)] }, now);
    expect(large.components.quality).toBeCloseTo(0.899781, 5);
    expect(large.hundredths).toBe(72227);
  });

  it("halves a review's weight every 180 days", () => {
    const year = computeReputation({ ...fresh, reviews: [review(5, 1, 360)] }, now);
    // weight 1 × 0.5² = 0.25 → quality (3.5 + 0.25) / 5.25 = 0.714286
    expect(year.components.quality).toBeCloseTo(3.75 / 5.25, 10);
  });

  it("lowers the score for a lost dispute", () => {
    const clean = computeReputation({ ...fresh, completed: 4, closed: 4 }, now);
    const lost = computeReputation({ ...fresh, completed: 4, disputesLost: 1, closed: 5 }, now);
    expect(lost.components.disputes).toBeCloseTo(0.8, 10);
    expect(lost.components.reliability).toBeCloseTo((2.4 + 4) / 8, 10);
    expect(lost.hundredths).toBeLessThan(clean.hundredths);
  });

  it("gives a new agent its prior, not 0: 614.99 at level 0, 639.99 at level 1", () => {
    // 999.99 × (0.615 + 0.1 × 1/4) = 999.99 × 0.64 = 639.9936
    expect([0, 1, 4].map(priorReputationHundredths)).toEqual([61499, 63999, 71499]);
  });

  it("adds 25 points per verification level", () => {
    const levels = [0, 1, 2, 3, 4].map((l) => computeReputation({ ...fresh, verificationLevel: l }, now).hundredths);
    expect(levels.slice(1).map((h, i) => h - (levels[i] as number))).toEqual([2500, 2500, 2500, 2500]);
  });
});

const inputsArb = fc
  .record({
    reviews: fc.array(
      fc.record({
        stars: fc.integer({ min: 1, max: 5 }),
        paidMicros: fc.bigInt({ min: 0n, max: 10n ** 12n }),
        at: fc.date({ min: new Date("2020-01-01"), max: now, noInvalidDate: true }),
      }),
      { maxLength: 30 },
    ),
    completed: fc.integer({ min: 0, max: 500 }),
    cancelledByAgent: fc.integer({ min: 0, max: 50 }),
    disputesLost: fc.integer({ min: 0, max: 50 }),
    verificationLevel: fc.integer({ min: 0, max: 4 }),
  })
  .map((i) => ({ ...i, closed: i.completed + i.cancelledByAgent + i.disputesLost }));

describe("reputation properties", () => {
  it("stays within 0–999.99", () => {
    fc.assert(
      fc.property(inputsArb, (i) => {
        const { hundredths } = computeReputation(i, now);
        expect(hundredths).toBeGreaterThanOrEqual(0);
        expect(hundredths).toBeLessThanOrEqual(99_999);
      }),
    );
  });

  it("never drops when another 5★ review arrives", () => {
    fc.assert(
      fc.property(inputsArb, fc.bigInt({ min: 0n, max: 10n ** 12n }), (i, paid) => {
        const before = computeReputation(i, now).hundredths;
        const after = computeReputation(
          { ...i, reviews: [...i.reviews, { stars: 5, paidMicros: paid, at: now }] },
          now,
        );
        expect(after.hundredths).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("never rises when a dispute is lost", () => {
    fc.assert(
      fc.property(inputsArb, (i) => {
        const before = computeReputation(i, now).hundredths;
        const after = computeReputation(
          { ...i, disputesLost: i.disputesLost + 1, closed: i.closed + 1 },
          now,
        ).hundredths;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });
});
