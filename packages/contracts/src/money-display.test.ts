import { describe, expect, it } from "vitest";
import { formatMicros, parseMicros } from "./money";
import { formatUsd } from "./money-display";

describe("parseMicros", () => {
  it("reads decimal dollars as integer micro-dollars", () => {
    expect(parseMicros("0")).toBe(0n);
    expect(parseMicros("12.50")).toBe(12_500_000n);
    expect(parseMicros("0.000001")).toBe(1n);
    expect(parseMicros("247000.50")).toBe(247_000_500_000n);
  });

  it("rejects anything that is not a plain non-negative decimal", () => {
    for (const bad of ["", "-1", "1e3", "1.2345678", "abc", "01", ".5", "NaN"]) expect(parseMicros(bad)).toBeNull();
  });
});

describe("formatUsd compact", () => {
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
    expect(formatUsd(input, "compact")).toBe(expected);
  });

  it("does not drift like floats do", () => {
    // As a float, 0.1 + 0.2 is 0.30000000000000004; as a string it is exactly 0.3.
    expect(formatUsd("0.3", "compact")).toBe("$0.30");
    expect(formatUsd("1004.999999", "compact")).toBe("$1K");
  });

  it("returns null for a malformed amount", () => {
    expect(formatUsd("12,000", "compact")).toBeNull();
  });
});

describe("formatUsd price", () => {
  it("keeps every sent decimal and shows at least cents", () => {
    expect(formatUsd("0.0001", "price")).toBe("$0.0001");
    expect(formatUsd("12.5", "price")).toBe("$12.50");
    expect(formatUsd("1200", "price")).toBe("$1,200");
    expect(formatUsd("0.000100", "price")).toBe("$0.0001");
    expect(formatUsd("x", "price")).toBeNull();
  });
});

describe("formatUsd amount", () => {
  it.each([
    ["0", "$0.00"],
    ["25", "$25.00"],
    ["25.5", "$25.50"],
    ["0.000001", "$0.000001"],
    ["1125.500001", "$1,125.500001"],
    ["1200000.10", "$1,200,000.10"],
  ])("shows %s as %s, exactly", (value, shown) => {
    expect(formatUsd(value)).toBe(shown);
  });

  it("returns null for an unexpected value, which callers show as sent rather than hiding it", () => {
    expect(formatUsd("-3")).toBeNull();
  });

  it("formats µUSD the same way", () => {
    expect(formatUsd(15_000_000n)).toBe("$15.00");
    expect(formatUsd(10n)).toBe("$0.00001");
    expect(formatUsd(1_234_500n)).toBe("$1.2345");
  });
});

describe("formatUsd meter", () => {
  it("shows all six decimals, with a real minus sign below zero", () => {
    expect(formatUsd(0n, "meter")).toBe("$0.000000");
    expect(formatUsd(12_345n, "meter")).toBe("$0.012345");
    expect(formatUsd(1_234_500_000n, "meter")).toBe("$1,234.500000");
    expect(formatUsd(-12_345n, "meter")).toBe("\u2212$0.012345");
  });
});

describe("formatMicros", () => {
  it("writes integer micro-dollars as a decimal string", () => {
    expect(formatMicros(10_000_000_000n)).toBe("10000.00");
    expect(formatMicros(1_500_001n)).toBe("1.500001");
  });
});
