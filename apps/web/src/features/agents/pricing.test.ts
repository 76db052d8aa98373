import { formatUsd, parseMinutesMs } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { describePricing, formatShortDuration, streamCostMicros } from "./pricing";

const base = { basePerMinuteRate: "0.25", rateGranularity: 1, minChargeMinutes: "0.1" };

describe("per-minute pricing in µUSD", () => {
  it("reads minutes as whole milliseconds", () => {
    expect(parseMinutesMs("0.1")).toBe(6000n);
    expect(parseMinutesMs("1.5")).toBe(90_000n);
    expect(parseMinutesMs("0.001")).toBe(60n);
    expect(parseMinutesMs("1.2345")).toBeNull();
  });

  it("charges the 6-second minimum at the lowest rate exactly", () => {
    // floor(100 µUSD × 6000 ms / 60000) = 10 µUSD.
    const cost = streamCostMicros({ ...base, basePerMinuteRate: "0.0001" }, 1000n);
    expect(cost).toBe(10n);
    expect(formatUsd(cost ?? 0n)).toBe("$0.00001");
  });

  it("rounds active time up to the billing step", () => {
    expect(streamCostMicros({ ...base, rateGranularity: 60 }, 61_000n)).toBe(500_000n);
    expect(streamCostMicros({ ...base, rateGranularity: 6 }, 7_000n)).toBe(50_000n);
    expect(streamCostMicros(base, 600_000n)).toBe(2_500_000n);
  });

  it("applies the per-stream cap", () => {
    expect(streamCostMicros({ ...base, streamRateCaps: { maxPerStream: "1" } }, 600_000n)).toBe(1_000_000n);
  });

  it("sums the pricing up in one line", () => {
    expect(describePricing(base)).toBe("$0.25/min · billed per second · 6 s minimum · 1 hour = $15.00");
    expect(describePricing({ ...base, basePerMinuteRate: "0.1x" })).toBeNull();
  });

  it("says durations exactly: a part-minute in seconds, never a wrong decimal of minutes", () => {
    expect(formatShortDuration(1500n)).toBe("1.5 s");
    expect(formatShortDuration(120_000n)).toBe("2 min");
    expect(formatShortDuration(150_000n)).toBe("150 s");
  });
});
