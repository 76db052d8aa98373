import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitCallsPayout, splitEscrow, splitPayout } from "./fees";

describe("splitPayout", () => {
  it("takes 10 bps from the gross, rounded down, and pays the rest", () => {
    expect(splitPayout(120_000_000n)).toEqual({ gross: 120_000_000n, fee: 120_000n, net: 119_880_000n });
    expect(splitPayout(999n)).toEqual({ gross: 999n, fee: 0n, net: 999n });
    expect(() => splitPayout(-1n)).toThrow(RangeError);
  });
});

describe("splitCallsPayout", () => {
  it("rounds the fee down per call, then sums: 3 × 1,500 µUSD pay 3 µUSD, not floor(4,500 × 0.1 %) = 4", () => {
    expect(splitCallsPayout([1_500n, 1_500n, 1_500n])).toEqual({ gross: 4_500n, fee: 3n, net: 4_497n });
    expect(splitPayout(4_500n).fee).toBe(4n);
    expect(splitCallsPayout([999n, 999n])).toEqual({ gross: 1_998n, fee: 0n, net: 1_998n });
    expect(splitCallsPayout([])).toEqual({ gross: 0n, fee: 0n, net: 0n });
    expect(() => splitCallsPayout([1n, -1n])).toThrow(RangeError);
  });

  it("is the sum of each call's own split, whichever way the calls are batched", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { maxLength: 50 }), fc.nat(50), (prices, cut) => {
        const whole = splitCallsPayout(prices);
        const a = splitCallsPayout(prices.slice(0, cut));
        const b = splitCallsPayout(prices.slice(cut));
        expect(a.fee + b.fee).toBe(whole.fee);
        expect(whole.fee + whole.net).toBe(whole.gross);
        expect(whole.fee <= splitPayout(whole.gross).fee).toBe(true);
      }),
    );
  });
});

describe("splitEscrow", () => {
  it("splits like the server: floor to the agent, 0.1 % fee from it, the rest to the client", () => {
    // $120.00 at 37.5 %: $45 gross, $0.045 fee, $44.955 net, $75 back.
    expect(splitEscrow(120_000_000n, 3750)).toEqual({
      toAgent: 45_000_000n,
      fee: 45_000n,
      toAgentNet: 44_955_000n,
      toClient: 75_000_000n,
    });
    // Rounding goes to the client: 1 µUSD at 50 % pays the agent nothing.
    expect(splitEscrow(1n, 5000)).toEqual({ toAgent: 0n, fee: 0n, toAgentNet: 0n, toClient: 1n });
    // A fee under 1 µUSD rounds down to nothing.
    expect(splitEscrow(999n, 10_000).fee).toBe(0n);
    expect(splitEscrow(1_000n, 10_000).fee).toBe(1n);
  });

  it("never creates or loses a micro-dollar", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 10_000 }), (escrow, bps) => {
        const split = splitEscrow(escrow, bps);
        expect(split.toAgent + split.toClient).toBe(escrow);
        expect(split.fee + split.toAgentNet).toBe(split.toAgent);
        expect(split.fee >= 0n && split.toAgentNet >= 0n && split.toClient >= 0n).toBe(true);
      }),
    );
  });

  it("refuses shares outside 0–10000 whole basis points", () => {
    expect(() => splitEscrow(100n, -1)).toThrow(RangeError);
    expect(() => splitEscrow(100n, 10_001)).toThrow(RangeError);
    expect(() => splitEscrow(100n, 12.5)).toThrow(RangeError);
  });
});
