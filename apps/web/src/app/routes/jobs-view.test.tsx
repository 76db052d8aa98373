import type { Contract, Offer } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { JobsView } from "./jobs-view";

function contract(n: number): Contract {
  return {
    id: `c-${n}`,
    offerId: `o-${n}`,
    serviceId: "svc",
    title: `Contract number ${n}`,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "c",
    providerId: "u-1",
    role: "provider",
    pricingModel: "fixed",
    amount: "10",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    status: "completed",
    isDemo: false,
    escrow: "0",
    paidOut: "10",
    fees: "0.01",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
  };
}

function pendingOffer(n: number): Offer {
  return {
    id: `o-${n}`,
    serviceId: "svc",
    serviceTitle: `Offered service ${n}`,
    jobId: null,
    jobTitle: null,
    counterOf: null,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "c",
    providerId: "u-1",
    proposedBy: "client",
    pricingModel: "fixed",
    amount: "10.00",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    currency: "USD",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    message: "",
    isDemo: false,
    status: "pending",
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    decidedAt: null,
    decisionReason: null,
    createdAt: "2026-11-20T10:00:00.000Z",
  };
}

describe("JobsView", () => {
  it("lists every pending offer from the filtered listing, page after page", async () => {
    const firstPage = Array.from({ length: 25 }, (_, i) => pendingOffer(30 - i));
    stubApi({
      "GET /api/v1/offers?role=client&status=pending": () => jsonResponse({ data: [], nextCursor: null }),
      "GET /api/v1/offers?role=provider&status=pending": () => jsonResponse({ data: firstPage, nextCursor: "o1" }),
      "GET /api/v1/offers?role=provider&status=pending&cursor=o1": () =>
        jsonResponse({ data: [pendingOffer(5)], nextCursor: null }),
      "GET /api/v1/offers?role=provider&status=rejected": () => jsonResponse({ data: [], nextCursor: null }),
      "GET /api/v1/contracts?role=provider": () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<JobsView />, { path: "/jobs?role=provider" });

    const section = within(await screen.findByRole("region", { name: "Pending offers" }));
    expect(await section.findByText("Offered service 30")).toBeTruthy();
    expect(section.getByRole("heading", { name: "Pending offers25+" })).toBeTruthy();
    fireEvent.click(section.getByRole("button", { name: "Load more offers" }));
    expect(await section.findByText("Offered service 5")).toBeTruthy();
    expect(section.getByRole("heading", { name: "Pending offers26" })).toBeTruthy();
    expect(section.queryByRole("button", { name: "Load more offers" })).toBeNull();
  });

  it("lists every contract of a side, page after page, instead of stopping at the first", async () => {
    const firstPage = Array.from({ length: 25 }, (_, i) => contract(30 - i));
    stubApi({
      "GET /api/v1/offers?role=client&status=pending": () => jsonResponse({ data: [], nextCursor: null }),
      "GET /api/v1/offers?role=provider&status=pending": () => jsonResponse({ data: [], nextCursor: null }),
      "GET /api/v1/offers?role=provider&status=rejected": () => jsonResponse({ data: [], nextCursor: null }),
      "GET /api/v1/contracts?role=provider": () => jsonResponse({ data: firstPage, nextCursor: "c1" }),
      "GET /api/v1/contracts?role=provider&cursor=c1": () =>
        jsonResponse({ data: [contract(5), contract(4)], nextCursor: null }),
    });
    renderApp(<JobsView />, { path: "/jobs?role=provider" });

    const section = within(await screen.findByRole("region", { name: "Contracts" }));
    expect(await section.findByText("Contract number 30")).toBeTruthy();
    expect(section.getByRole("heading", { name: "Contracts25+" })).toBeTruthy();
    fireEvent.click(section.getByRole("button", { name: "Load more contracts" }));
    expect(await section.findByText("Contract number 4")).toBeTruthy();
    expect(section.getByRole("heading", { name: "Contracts27" })).toBeTruthy();
    expect(section.queryByRole("button", { name: "Load more contracts" })).toBeNull();
  });
});
