import type { Offer } from "@agora/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { DeclinedOfferList, declinedOffers } from "./offer-list";

const now = Date.parse("2026-03-01T12:00:00.000Z");
const day = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

function offer(id: string, fields: Partial<Offer> = {}): Offer {
  return {
    id,
    serviceId: "svc",
    serviceTitle: `Service ${id}`,
    jobId: null,
    jobTitle: null,
    counterOf: null,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "c",
    providerId: "p",
    proposedBy: "client",
    pricingModel: "fixed",
    amount: "30.00",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    currency: "USD",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    message: "",
    isDemo: true,
    status: "rejected",
    expiresAt: at(now + 2 * day),
    decidedAt: at(now - day),
    decisionReason: "The note holds no locale files; paste two JSON locale files separated by ---.",
    createdAt: at(now - 2 * day),
    ...fields,
  };
}

describe("declined offers", () => {
  it("lists the caller's own offers the other side rejected this week, not theirs nor older ones", () => {
    const offers = [
      offer("mine"),
      offer("old", { decidedAt: at(now - 8 * day) }),
      offer("theirs", { proposedBy: "provider" }),
      offer("withdrawn", { status: "withdrawn" }),
      offer("pending", { status: "pending", decidedAt: null }),
    ];
    expect(declinedOffers(offers, "client", now).map((o) => o.id)).toEqual(["mine"]);
    expect(declinedOffers(offers, "provider", now).map((o) => o.id)).toEqual(["theirs"]);
  });

  it("shows why each was declined, or says no reason was given", () => {
    renderApp(<DeclinedOfferList offers={[offer("a"), offer("b", { decisionReason: null })]} />);
    expect(screen.getByText("Service a")).toBeTruthy();
    expect(
      screen.getByText("The note holds no locale files; paste two JSON locale files separated by ---."),
    ).toBeTruthy();
    expect(screen.getByText("No reason was given.")).toBeTruthy();
  });
});
