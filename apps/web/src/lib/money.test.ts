import { createServiceRequest } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { normalizeAmount, withTypedAmounts } from "./money";

describe("normalizeAmount", () => {
  it("drops a dollar sign, grouping commas and spaces", () => {
    expect(normalizeAmount(" $1,250.50 ")).toBe("1250.50");
    expect(normalizeAmount("$ 10")).toBe("10");
  });
});

describe("withTypedAmounts", () => {
  it("sends the dollars typed where the schema decoded µUSD, and keeps what else it did", () => {
    const typed = {
      title: "  Logo design ",
      category: "Design",
      perMinutePricing: false,
      priceRange: { min: "50", max: "120.5" },
    };
    const parsed = createServiceRequest.parse(typed);
    expect(parsed.priceRange).toEqual({ min: 50_000_000n, max: 120_500_000n });
    const body = withTypedAmounts(parsed, typed);
    expect(body).toMatchObject({ title: "Logo design", pricingTags: [], priceRange: { min: "50", max: "120.5" } });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
