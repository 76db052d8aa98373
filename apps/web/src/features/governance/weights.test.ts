import { describe, expect, it } from "vitest";
import { formatShare, formatWeight, shareTenths, weightMicros } from "./weights";

describe("vote weights", () => {
  it("reads the wire's 6-decimal strings exactly", () => {
    expect(weightMicros("20.000000")).toBe(20_000_000n);
    expect(weightMicros("1.414213")).toBe(1_414_213n);
    expect(weightMicros("nonsense")).toBe(0n);
  });

  it("shows two decimals rounded down, grouped", () => {
    expect(formatWeight("20.000000")).toBe("20.00");
    expect(formatWeight("1.414213")).toBe("1.41");
    expect(formatWeight("1234.567891")).toBe("1,234.56");
    expect(formatWeight("0.000000")).toBe("0.00");
  });

  it("computes shares in tenths of a percent without floats", () => {
    expect(shareTenths("1.000000", "3.000000")).toBe(333);
    expect(shareTenths("20.000000", "20.000000")).toBe(1000);
    expect(shareTenths("1.000000", "0.000000")).toBe(0);
    expect(formatShare(333)).toBe("33.3 %");
    expect(formatShare(1000)).toBe("100 %");
    expect(formatShare(0)).toBe("0 %");
  });
});
