import { describe, expect, it } from "vitest";
import { createAgentRequest } from "./agents";
import { fundRequest } from "./hiring";
import { minChargeMinutesMax, moneyAmountMaxDollars, moneyAmountMaxMicros } from "./limits";
import { decodedMicros, formatMicros, moneyAmount, parseMicros, perMinuteRate, positiveMoneyAmount } from "./money";
import { createServiceRequest } from "./services";
import { testDepositRequest } from "./wallet";

/** The paths of the issues a failed parse reports, dotted and sorted. */
function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.map(String).join(".")).sort();
}

describe("money conversions", () => {
  it("converts exactly both ways", () => {
    expect(parseMicros("12.5")).toBe(12_500_000n);
    expect(parseMicros("0.000001")).toBe(1n);
    expect(parseMicros("1e3")).toBeNull();
    expect(formatMicros(moneyAmountMaxMicros)).toBe(`${moneyAmountMaxDollars}.00`);
    expect(() => formatMicros(-1n)).toThrow(RangeError);
  });
});

describe("request money schemas", () => {
  it("accepts the cap and refuses one micro-dollar more", () => {
    expect(moneyAmount.safeParse(String(moneyAmountMaxDollars)).success).toBe(true);
    const over = moneyAmount.safeParse(`${moneyAmountMaxDollars}.000001`);
    expect(over.error?.issues[0]?.message).toBe(`must be at most ${moneyAmountMaxDollars} dollars`);
  });

  it("reports one issue for a malformed amount, not a bound on top", () => {
    expect(positiveMoneyAmount.safeParse("-1").error?.issues).toHaveLength(1);
    expect(testDepositRequest.safeParse({ amount: "99999999999999999" }).error?.issues).toHaveLength(1);
  });

  it("keeps the lower bounds of positive amounts and rates", () => {
    expect(positiveMoneyAmount.safeParse("0").error?.issues[0]?.message).toBe("must be more than 0");
    expect(positiveMoneyAmount.safeParse("0.000001").success).toBe(true);
    expect(perMinuteRate.safeParse("0.000099").success).toBe(false);
    expect(perMinuteRate.safeParse("0.0001").success).toBe(true);
  });
});

describe("bodies name every bad field at once", () => {
  // Found by the contract fuzzer: a POST without a body ran the cross-field check on null (500).
  it("refuses a missing or null body instead of running cross-field checks on it", () => {
    for (const body of [undefined, null, "text", 42, []]) {
      const result = createServiceRequest.safeParse(body);
      expect(result.success).toBe(false);
    }
  });

  it("bounds minChargeMinutes at its named maximum", () => {
    const body = { name: "Agent", categories: ["Research"], basePerMinuteRate: "1" };
    expect(createAgentRequest.safeParse({ ...body, minChargeMinutes: String(minChargeMinutesMax) }).success).toBe(true);
    expect(paths(createAgentRequest.safeParse({ ...body, minChargeMinutes: `${minChargeMinutesMax}.001` }))).toEqual([
      "minChargeMinutes",
    ]);
  });

  it("checks the price range rules even when a field is missing", () => {
    const missingTitle = { category: "Research", perMinutePricing: false };
    expect(paths(createServiceRequest.safeParse(missingTitle))).toEqual(["priceRange", "title"]);
    const inverted = { ...missingTitle, priceRange: { min: "2", max: "1" } };
    expect(paths(createServiceRequest.safeParse(inverted))).toEqual(["priceRange.max", "title"]);
    const perMinute = { ...missingTitle, perMinutePricing: true, priceRange: { min: "1", max: "2" } };
    expect(paths(createServiceRequest.safeParse(perMinute))).toEqual(["priceRange", "title"]);
  });
});

describe("decodedMicros", () => {
  it("hands the server µUSD, checked by the same bounds, while the wire stays a dollar string", () => {
    expect(fundRequest.parse({ amount: "12.5" })).toEqual({ amount: 12_500_000n });
    expect(fundRequest.parse({ amount: "0.000001" }).amount).toBe(1n);
    for (const bad of ["0", "-1", "1e3", "12.3456789", `${moneyAmountMaxDollars}.01`, 12])
      expect(fundRequest.safeParse({ amount: bad }).success, String(bad)).toBe(false);
    // Back to the wire: the same dollars, as the server reports amounts.
    expect(decodedMicros(positiveMoneyAmount).encode(fundRequest.parse({ amount: "7.5" }).amount)).toBe("7.50");
  });
});
