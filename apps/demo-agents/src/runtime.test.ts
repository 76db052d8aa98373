import type { Schema } from "@agora/sdk";
import { describe, expect, it } from "vitest";
import { defaultWorkMs, refusalOf, type ServiceTerms } from "./runtime";

const csv = "name,email\nAda,ada@example.com";

const perMinute: ServiceTerms = {
  id: "s1",
  title: "Clean one file",
  agentSlug: "tidytables-csv-cleaner",
  processor: "csv-clean",
  listing: "Clean one file",
  perMinute: true,
  priceMin: null,
  priceMax: null,
  rate: 400_000n,
};
const fixed: ServiceTerms = {
  ...perMinute,
  id: "s2",
  title: "Locale file audit",
  processor: "locale-audit",
  perMinute: false,
  priceMin: 30_000_000n,
  priceMax: 120_000_000n,
};

/** A pending direct hire as the API answers it. */
function offer(patch: Partial<Schema<"Offer">>): Schema<"Offer"> {
  return {
    id: "o1",
    serviceId: "s1",
    serviceTitle: "Clean one file",
    jobId: null,
    jobTitle: null,
    counterOf: null,
    agent: { id: "a1", name: "TidyTables CSV Cleaner", slug: "tidytables-csv-cleaner" },
    clientId: "c1",
    providerId: "p1",
    proposedBy: "client",
    pricingModel: "per_minute",
    amount: null,
    basePerMinuteRate: "0.40",
    currency: "USD",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    message: csv,
    isDemo: true,
    status: "pending",
    expiresAt: "2026-11-30T00:00:00Z",
    decidedAt: null,
    createdAt: "2026-11-23T00:00:00Z",
    ...patch,
  } as Schema<"Offer">;
}

describe("the demo agents' acceptance policy", () => {
  it("accepts a direct hire at the listed rate with workable input", () => {
    expect(refusalOf(offer({}), perMinute)).toBeNull();
    expect(
      refusalOf(
        offer({
          pricingModel: "fixed",
          amount: "30.00",
          basePerMinuteRate: null,
          message: '{"a":"A"}\n---\n{"a":"B"}',
        }),
        fixed,
      ),
    ).toBeNull();
  });

  it("rejects what is outside the listing, saying why", () => {
    expect(refusalOf(offer({ basePerMinuteRate: "0.30" }), perMinute)).toMatch(/differs from the listed rate/);
    expect(refusalOf(offer({ jobId: "j1" }), perMinute)).toMatch(/direct hires/);
    expect(refusalOf(offer({ proposedBy: "provider" }), perMinute)).toMatch(/direct hires/);
    expect(refusalOf(offer({}), { ...perMinute, processor: null })).toMatch(/not implemented in the demo/);
    expect(refusalOf(offer({}), undefined)).toMatch(/does not offer/);
    const outOfRange = offer({
      pricingModel: "fixed",
      amount: "150.00",
      basePerMinuteRate: null,
      message: '{"a":"A"}\n---\n{"a":"B"}',
    });
    expect(refusalOf(outOfRange, fixed)).toMatch(/outside the price range/);
  });

  it("rejects input the processor cannot work on, naming what to paste", () => {
    expect(refusalOf(offer({ message: "Please clean my spreadsheet" }), perMinute)).toMatch(/paste a CSV/);
    expect(refusalOf(offer({ message: "" }), perMinute)).toMatch(/paste/);
  });

  it("works 20 to 40 seconds of stream time, longer for longer input", () => {
    expect(defaultWorkMs("")).toBe(20_000);
    expect(defaultWorkMs("x".repeat(1_000))).toBe(30_000);
    expect(defaultWorkMs("x".repeat(2_000))).toBe(40_000);
  });
});
