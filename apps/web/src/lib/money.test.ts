import { describe, expect, it } from "vitest";
import { formatAmount, formatCompactUsd, formatUsd, microsToDollars, normalizeAmount, parseDollars } from "./money";

describe("parseDollars", () => {
  it("reads decimal dollars as integer micro-dollars", () => {
    expect(parseDollars("0")).toBe(0n);
    expect(parseDollars("12.50")).toBe(12_500_000n);
    expect(parseDollars("0.000001")).toBe(1n);
    expect(parseDollars("247000.50")).toBe(247_000_500_000n);
  });

  it("rejects anything that is not a plain non-negative decimal", () => {
    for (const bad of ["", "-1", "1e3", "1.2345678", "abc", "01", ".5", "NaN"]) expect(parseDollars(bad)).toBeNull();
  });
});

describe("formatCompactUsd", () => {
  it.each([
    ["0", "$0"],
    ["0.004", "<$0.01"],
    ["0.005", "$0.01"],
    ["12.5", "$12.50"],
    ["999", "$999"],
    ["999.994", "$999.99"],
    ["999.995", "$1K"],
    ["1234", "$1.2K"],
    ["2000", "$2K"],
    ["9960", "$10K"],
    ["89000", "$89K"],
    ["247000.50", "$247K"],
    ["999600", "$1M"],
    ["3450000", "$3.5M"],
    ["1200000000", "$1.2B"],
    ["4000000000000000", "$4,000T"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatCompactUsd(input)).toBe(expected);
  });

  it("does not drift like floats do", () => {
    // As a float, 0.1 + 0.2 is 0.30000000000000004; as a string it is exactly 0.3.
    expect(formatCompactUsd("0.3")).toBe("$0.30");
    expect(formatCompactUsd("1004.999999")).toBe("$1K");
  });

  it("returns null for a malformed amount", () => {
    expect(formatCompactUsd("12,000")).toBeNull();
  });
});

describe("formatUsd", () => {
  it("keeps every sent decimal and shows at least cents", () => {
    expect(formatUsd("0.0001")).toBe("$0.0001");
    expect(formatUsd("12.5")).toBe("$12.50");
    expect(formatUsd("1200")).toBe("$1,200");
    expect(formatUsd("0.000100")).toBe("$0.0001");
    expect(formatUsd("x")).toBeNull();
  });
});

describe("formatAmount", () => {
  it.each([
    ["0", "$0.00"],
    ["25", "$25.00"],
    ["25.5", "$25.50"],
    ["0.000001", "$0.000001"],
    ["1125.500001", "$1,125.500001"],
    ["1200000.10", "$1,200,000.10"],
  ])("shows %s as %s, exactly", (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it("shows an unexpected value as sent rather than hiding it", () => {
    expect(formatAmount("-3")).toBe("-3");
  });
});

describe("microsToDollars", () => {
  it("writes integer micro-dollars as a decimal string", () => {
    expect(microsToDollars(10_000_000_000n)).toBe("10000");
    expect(microsToDollars(1_500_001n)).toBe("1.500001");
  });
});

describe("normalizeAmount", () => {
  it("drops a dollar sign, grouping commas and spaces", () => {
    expect(normalizeAmount(" $1,250.50 ")).toBe("1250.50");
    expect(normalizeAmount("$ 10")).toBe("10");
  });
});
