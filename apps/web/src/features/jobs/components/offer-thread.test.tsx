import type { Agent, Offer } from "@agora/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { groupOfferThreads } from "../threads";
import { OfferList } from "./offer-list";
import { OfferThreadCard } from "./offer-thread";

/** An offer at mild stream terms: 1-second steps, a 6-second minimum, a $4 cap per stream. */
function offer(id: string, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    serviceId: null,
    serviceTitle: null,
    jobId: "job-1",
    jobTitle: "Watch a data feed live",
    counterOf: null,
    agent: { id: "agent-1", name: "Nova", slug: "nova" },
    clientId: "client",
    providerId: "owner",
    proposedBy: "provider",
    pricingModel: "per_minute",
    amount: null,
    basePerMinuteRate: "0.60",
    pricePerCall: null,
    callCap: null,
    currency: "USD",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: { maxPerStream: "4.00" },
    message: "",
    isDemo: false,
    status: "pending",
    expiresAt: "2030-01-01T00:00:00.000Z",
    decidedAt: null,
    decisionReason: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/**
 * The agent's listing after its owner edited it: a 200-minute minimum in 1-minute steps. Served
 * for any agent request, so a component that looked the agent up would show these numbers.
 */
const editedAgent = {
  id: "agent-1",
  name: "Nova",
  slug: "nova",
  basePerMinuteRate: "0.90",
  rateGranularity: 60,
  minChargeMinutes: "200",
  streamRateCaps: { maxPerHour: "500.00" },
} as Partial<Agent>;

function stubAgent() {
  stubApi({
    "GET /api/v1/agents/nova": () => jsonResponse(editedAgent),
    "GET /api/v1/agents/agent-1": () => jsonResponse(editedAgent),
  });
}

describe("OfferThreadCard", () => {
  it("shows the offer's own stream terms, not the agent's current ones", () => {
    stubAgent();
    const opening = offer("o1", { status: "countered" });
    const counter = offer("o2", { counterOf: "o1", proposedBy: "client", basePerMinuteRate: "0.50" });
    const [thread] = groupOfferThreads([opening, counter]);
    if (!thread) throw new Error("no thread");
    renderApp(<OfferThreadCard thread={thread} reader="provider" contractId={null} notify={vi.fn()} />);

    expect(screen.getByTestId("thread-terms").textContent).toBe("$0.50/min");
    const terms = within(screen.getByTestId("offer-terms"));
    expect(terms.getByText("Billed by the second")).toBeTruthy();
    // 6 seconds at the offer's $0.50/min.
    expect(terms.getByText("Minimum 6 seconds per stream ($0.05)")).toBeTruthy();
    expect(terms.getByText("At most $4.00 per stream")).toBeTruthy();
    expect(screen.queryByText(/200 minutes|by the minute|per hour/)).toBeNull();
  });

  it("shows nothing but the price for fixed-price work", () => {
    stubAgent();
    const [thread] = groupOfferThreads([
      offer("o3", { pricingModel: "fixed", amount: "450.00", basePerMinuteRate: null }),
    ]);
    if (!thread) throw new Error("no thread");
    renderApp(<OfferThreadCard thread={thread} reader="client" contractId={null} notify={vi.fn()} />);
    expect(screen.getByTestId("thread-terms").textContent).toBe("$450.00 fixed");
    expect(screen.queryByTestId("offer-terms")).toBeNull();
  });
});

describe("OfferList", () => {
  it("shows each pending offer's own stream terms before the owner accepts", () => {
    stubAgent();
    // A variable, not a literal: the lint takes a literal `role` for an ARIA role.
    const role = "provider" as const;
    renderApp(
      <OfferList
        offers={[offer("o4", { jobId: null, jobTitle: null, serviceTitle: "Feed watch", proposedBy: "client" })]}
        role={role}
        notify={vi.fn()}
      />,
    );
    const terms = within(screen.getByTestId("offer-terms"));
    expect(terms.getByText("Minimum 6 seconds per stream ($0.06)")).toBeTruthy();
    expect(terms.getByText("At most $4.00 per stream")).toBeTruthy();
    expect(screen.queryByText(/200 minutes|by the minute/)).toBeNull();
  });
});
