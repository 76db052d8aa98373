import { describe, expect, it } from "vitest";
import { checkTerms, describeBudget, termsFromOffer, toTermsBody } from "./terms";

const blank = { amount: "", basePerMinuteRate: "", message: "" };

describe("checkTerms", () => {
  it("asks fixed-price work for a price above $0", () => {
    expect(checkTerms("fixed", blank)).toEqual({ amount: "Enter a price." });
    expect(checkTerms("fixed", { ...blank, amount: "0" })).toEqual({ amount: "The price must be more than $0." });
    expect(checkTerms("fixed", { ...blank, amount: "1.2345678" }).amount).toMatch(/at most 6 decimals/);
    expect(checkTerms("fixed", { ...blank, amount: "$1,250.50" })).toEqual({});
  });

  it("asks per-minute work for a rate of at least $0.0001", () => {
    expect(checkTerms("per_minute", blank)).toEqual({ basePerMinuteRate: "Enter a rate per minute." });
    expect(checkTerms("per_minute", { ...blank, basePerMinuteRate: "0.00009" })).toEqual({
      basePerMinuteRate: "The rate must be at least $0.0001/min.",
    });
    expect(checkTerms("per_minute", { ...blank, basePerMinuteRate: "0.0001" })).toEqual({});
  });

  it("limits the note", () => {
    expect(checkTerms("fixed", { ...blank, amount: "5", message: "x".repeat(2001) }).message).toMatch(/2,000/);
  });
});

describe("toTermsBody", () => {
  it("sends only the price field of the pricing model, and the note when there is one", () => {
    const values = { amount: "$1,200", basePerMinuteRate: "0.05", message: "  " };
    expect(toTermsBody("fixed", values)).toEqual({ amount: "1200" });
    expect(toTermsBody("per_minute", { ...values, message: " Soon " })).toEqual({
      basePerMinuteRate: "0.05",
      message: "Soon",
    });
  });

  it("starts a counter-offer from the offer's terms", () => {
    expect(termsFromOffer({ amount: "90", basePerMinuteRate: null })).toEqual({ ...blank, amount: "90" });
  });
});

describe("describeBudget", () => {
  it("reads the budget as a price or a top rate", () => {
    expect(describeBudget({ pricingModel: "fixed", budget: "500" })).toBe("$500.00");
    expect(describeBudget({ pricingModel: "per_minute", budget: "0.05" })).toBe("$0.05/min");
    expect(describeBudget({ pricingModel: "fixed", budget: null })).toBeNull();
  });
});
