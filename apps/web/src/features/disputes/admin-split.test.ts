import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bpsToPercent, percentToBps, splitEscrow } from "./admin-split";

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

describe("percentToBps and bpsToPercent", () => {
  it.each([
    ["0", 0],
    ["100", 10_000],
    ["37.5", 3750],
    ["0.29", 29],
    ["12,25", 1225],
    [" 50 % ", 5000],
    ["7.", 700],
  ])("reads %j as %i bps", (text, bps) => {
    expect(percentToBps(text)).toBe(bps);
  });

  it.each(["", "-1", "100.01", "101", "1.234", "abc", "1e2"])("refuses %j", (text) => {
    expect(percentToBps(text)).toBeNull();
  });

  it("writes percentages without trailing zeros and reads them back", () => {
    expect(bpsToPercent(3750)).toBe("37.5");
    expect(bpsToPercent(10_000)).toBe("100");
    expect(bpsToPercent(5)).toBe("0.05");
    for (let bps = 0; bps <= 10_000; bps += 7) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});
