import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fundRequest } from "./hiring";
import { formatMicros, parseMicros } from "./money";

describe("parseMicros / formatMicros", () => {
  it.each([
    ["0", 0n],
    ["0.0001", 100n],
    ["12.5", 12_500_000n],
    ["12.50", 12_500_000n],
    ["1000000.000001", 1_000_000_000_001n],
  ])("parses %s to %s µUSD", (input, micros) => {
    expect(parseMicros(input)).toBe(micros);
  });

  it.each(["-1", "1.0000001", "1e3", " 1", "01.5", "1.", ".5", "", "1,50", "NaN"])(
    "rejects %j, and a request naming it gets a 400 naming the field",
    (input) => {
      expect(parseMicros(input)).toBeNull();
      const result = fundRequest.safeParse({ amount: input });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join("."))).toContain("amount");
    },
  );

  it("formats with two decimals at least and no float drift", () => {
    expect(formatMicros(12_500_000n)).toBe("12.50");
    expect(formatMicros(100n)).toBe("0.0001");
    expect(formatMicros(0n)).toBe("0.00");
    expect(formatMicros(123_456_789n)).toBe("123.456789");
  });

  it("round-trips every amount", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (m) => parseMicros(formatMicros(m)) === m));
  });
});
