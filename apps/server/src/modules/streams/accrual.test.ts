import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AccrualTerms, accruedMicros, activeMsToReach, billableMs } from "./accrual";

const minute = 60_000;
const hour = 60 * minute;

/** The spec's floor price, $0.0001/min, billed per second with the default 6 s minimum. */
const spec: AccrualTerms = {
  rateMicrosPerMinute: 100n,
  granularityS: 1,
  minChargeMs: 6_000,
  maxPerStreamMicros: null,
  maxPerHourMicros: null,
};

/** Active time of a stream from its [start, end) intervals in ms: what the service persists. */
function activeOf(intervals: [number, number][]): number {
  return intervals.reduce((sum, [start, end]) => sum + (end - start), 0);
}

describe("billableMs", () => {
  it.each([
    // [activeMs, granularityS, minChargeMs, billable]
    [0, 1, 6_000, 6_000], // started, no activity yet: the minimum charge
    [1_000, 1, 6_000, 6_000],
    [6_000, 1, 6_000, 6_000],
    [6_001, 1, 6_000, 7_000],
    [6_001, 6, 6_000, 12_000],
    [12_000, 6, 6_000, 12_000],
    [1, 60, 6_000, 60_000],
    [60_001, 60, 0, 120_000],
    [0, 1, 0, 0],
    [1, 1, 0, 1_000],
  ] as const)("%i ms at %i s steps with a %i ms minimum bills %i ms", (active, g, min, billable) => {
    expect(billableMs(active, g, min)).toBe(billable);
  });

  it("stays exact near 2^53 ms, where float division would drop the remainder", () => {
    const active = 9_007_199_254_000 * 1_000 + 1; // 9.0072e15 ms, safe, one ms into a 1 s step
    expect(billableMs(active, 1, 0)).toBe(active + 999);
  });

  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects an active time of %d", (active) => {
    expect(() => billableMs(active, 1, 0)).toThrow(RangeError);
  });
});

describe("accruedMicros", () => {
  it.each([
    // [activeMs, terms change, accrued µUSD]
    [6_000, {}, 10n], // $0.0001/min for 6 s = $0.00001
    [1_000, {}, 10n], // 1 s of activity still bills the 6 s minimum
    [0, {}, 10n],
    [6_001, {}, 11n], // 7 s = 11.67 µUSD, floored
    [minute, {}, 100n],
    [6_001, { granularityS: 6 }, 20n], // rounds up to 12 s
    [12_000, { granularityS: 6 }, 20n],
    [12_001, { granularityS: 6 }, 30n],
    [1, { granularityS: 60 }, 100n], // one started minute
    [minute + 1, { granularityS: 60 }, 200n],
    [hour, {}, 6_000n],
    [minute, { maxPerStreamMicros: 50n }, 50n],
    [20_000, { maxPerStreamMicros: 50n }, 33n],
  ] satisfies [number, Partial<AccrualTerms>, bigint][])("%i ms with %o accrues %i µUSD", (active, change, accrued) => {
    expect(accruedMicros(active, { ...spec, ...change })).toBe(accrued);
  });

  it("bills a paused and resumed stream for the sum of its active intervals only", () => {
    // Active 0–4 s, paused 4–10 s, active 10–13.5 s: 7.5 s → 8 s billed → 13.33 µUSD.
    const active = activeOf([
      [0, 4_000],
      [10_000, 13_500],
    ]);
    expect(active).toBe(7_500);
    expect(accruedMicros(active, spec)).toBe(13n);
    expect(accruedMicros(active, spec)).toBe(accruedMicros(7_500, spec));
  });

  it("caps each hour of active time at maxPerHour, the running hour's part likewise", () => {
    // $1/min ($60/h) capped at $30/h.
    const terms: AccrualTerms = { ...spec, rateMicrosPerMinute: 1_000_000n, maxPerHourMicros: 30_000_000n };
    const table: [number, bigint][] = [
      [10 * minute, 10_000_000n],
      [30 * minute, 30_000_000n],
      [45 * minute, 30_000_000n],
      [hour, 30_000_000n],
      [hour + 10 * minute, 40_000_000n],
      [2 * hour + 45 * minute, 90_000_000n],
    ];
    for (const [active, accrued] of table) expect(accruedMicros(active, terms), `${active} ms`).toBe(accrued);
  });

  it("applies the smaller of maxPerStream and the hourly cap", () => {
    const terms: AccrualTerms = {
      ...spec,
      rateMicrosPerMinute: 1_000_000n,
      maxPerHourMicros: 30_000_000n,
      maxPerStreamMicros: 45_000_000n,
    };
    expect(accruedMicros(hour + 10 * minute, terms)).toBe(40_000_000n);
    expect(accruedMicros(5 * hour, terms)).toBe(45_000_000n);
  });

  it("treats a rate override as nothing but a different rate", () => {
    // basePerMinuteRate $0.0001 overridden to $0.00025 for this job: 6 s cost 25 µUSD.
    expect(accruedMicros(6_000, { ...spec, rateMicrosPerMinute: 250n })).toBe(25n);
  });

  it("rejects invalid terms", () => {
    expect(() => accruedMicros(0, { ...spec, rateMicrosPerMinute: -1n })).toThrow(RangeError);
    expect(() => accruedMicros(0, { ...spec, granularityS: 5 as 6 })).toThrow(RangeError);
    expect(() => accruedMicros(0, { ...spec, minChargeMs: 0.5 })).toThrow(RangeError);
    expect(() => accruedMicros(0, { ...spec, maxPerHourMicros: -1n })).toThrow(RangeError);
  });
});

describe("activeMsToReach", () => {
  const capped: AccrualTerms = { ...spec, rateMicrosPerMinute: 1_000_000n, maxPerHourMicros: 30_000_000n };

  it.each([
    // [amount µUSD, terms change, activeMs]
    [0n, {}, 0],
    [10n, {}, 0], // the minimum charge covers it at once
    [11n, {}, 6_001],
    [100n, {}, 59_001], // $0.0001 of escrow lasts one minute
    [20n, { granularityS: 6 }, 0 + 6_001],
    [21n, { granularityS: 6 }, 12_001],
    [101n, { granularityS: 60 }, 60_001],
    [50n, { maxPerStreamMicros: 50n }, 29_001],
    [51n, { maxPerStreamMicros: 50n }, null], // above the stream cap
    [1n, { rateMicrosPerMinute: 0n }, null],
    [1n, { maxPerHourMicros: 0n }, null],
    [30_000_000n, capped, 30 * minute - 999],
    [30_000_001n, capped, hour + 1], // waits for the next hour of active time
    [90_000_000n, capped, 2 * hour + 30 * minute - 999],
  ] satisfies [bigint, Partial<AccrualTerms>, number | null][])("%i µUSD with %o at %s ms", (amount, change, at) => {
    expect(activeMsToReach(amount, { ...spec, ...change })).toBe(at);
  });

  it("answers null rather than an unsafe number of ms", () => {
    expect(activeMsToReach(10n ** 30n, spec)).toBeNull();
  });
});

const termsArb: fc.Arbitrary<AccrualTerms> = fc.record({
  rateMicrosPerMinute: fc.bigInt({ min: 0n, max: 100_000_000n }),
  granularityS: fc.constantFrom(1 as const, 6 as const, 60 as const),
  minChargeMs: fc.integer({ min: 0, max: 10 * minute }),
  maxPerStreamMicros: fc.option(fc.bigInt({ min: 0n, max: 10_000_000_000n })),
  maxPerHourMicros: fc.option(fc.bigInt({ min: 0n, max: 10_000_000_000n })),
});
const activeArb = fc.integer({ min: 0, max: 30 * 24 * hour });

describe("accrual properties", () => {
  it("is never negative and never exceeds a cap or the uncapped price", () => {
    fc.assert(
      fc.property(termsArb, activeArb, (terms, active) => {
        const accrued = accruedMicros(active, terms);
        const billable = BigInt(billableMs(active, terms.granularityS, terms.minChargeMs));
        expect(accrued >= 0n).toBe(true);
        expect(accrued <= (terms.rateMicrosPerMinute * billable) / 60_000n).toBe(true);
        if (terms.maxPerStreamMicros !== null) expect(accrued <= terms.maxPerStreamMicros).toBe(true);
        if (terms.maxPerHourMicros !== null) {
          const hoursBegun = (billable + BigInt(hour) - 1n) / BigInt(hour);
          expect(accrued <= hoursBegun * terms.maxPerHourMicros).toBe(true);
        }
      }),
    );
  });

  it("is monotonic non-decreasing in active time", () => {
    fc.assert(
      fc.property(termsArb, activeArb, fc.integer({ min: 0, max: 2 * hour }), (terms, active, more) => {
        expect(accruedMicros(active, terms) <= accruedMicros(active + more, terms)).toBe(true);
        expect(accruedMicros(active, terms) <= accruedMicros(active + 1, terms)).toBe(true);
      }),
    );
  });

  it("activeMsToReach finds the exact first ms at which an amount is accrued", () => {
    const amountArb = fc.oneof(
      fc.bigInt({ min: -10n, max: 20_000_000_000n }),
      // Amounts the stream actually passes through, and their neighbours.
      fc.tuple(termsArb, activeArb, fc.bigInt({ min: -1n, max: 1n })),
    );
    fc.assert(
      fc.property(termsArb, amountArb, (someTerms, amountOrAt) => {
        const [terms, amount] =
          typeof amountOrAt === "bigint"
            ? [someTerms, amountOrAt]
            : [amountOrAt[0], accruedMicros(amountOrAt[1], amountOrAt[0]) + amountOrAt[2]];
        const t = activeMsToReach(amount, terms);
        if (t === null) {
          // Never reached within the ms a number can count.
          expect(accruedMicros(Number.MAX_SAFE_INTEGER, terms) < amount).toBe(true);
          return;
        }
        expect(accruedMicros(t, terms) >= amount).toBe(true);
        if (t > 0) expect(accruedMicros(t - 1, terms) < amount).toBe(true);
      }),
    );
  });
});
