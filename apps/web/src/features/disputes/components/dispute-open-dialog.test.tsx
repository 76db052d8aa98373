import type { Contract } from "@agora/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { OpenDisputeDialog } from "./dispute-open-dialog";

function contract(overrides: Partial<Contract>): Contract {
  return {
    id: "ctr-1",
    offerId: "o-1",
    serviceId: "svc",
    title: "Ledger lookups",
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "u-client",
    providerId: "u-owner",
    role: "client",
    pricingModel: "fixed",
    amount: "300.00",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0",
    streamRateCaps: {},
    status: "active",
    isDemo: false,
    escrow: "300.00",
    paidOut: "0.00",
    fees: "0.00",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: "2026-11-30T09:00:00.000Z",
    ...overrides,
  };
}

function renderDialog(c: Contract) {
  renderApp(<OpenDisputeDialog contract={c} open onOpenChange={() => undefined} onOpened={() => undefined} />);
  return screen.getByTestId("dispute-warning");
}

describe("the open-dispute warning", () => {
  it("freezes the whole escrow of fixed-price work", () => {
    expect(renderDialog(contract({})).textContent).toContain("The $300.00 in escrow will be frozen.");
  });

  it("on a per-call contract, freezes only what the calls have not used and says the calls made are paid first", () => {
    const warning = renderDialog(
      contract({
        pricingModel: "per_call",
        amount: null,
        pricePerCall: "0.20",
        escrow: "1.00",
        calls: { count: 2, spent: "0.40", unpaid: "0.40", available: "0.60" },
      }),
    );
    expect(warning.textContent).toContain("The $0.60 the calls have not used will be frozen.");
    expect(warning.textContent).toContain(
      "The calls already made ($0.40 not yet paid out) are paid to the agent's owner first.",
    );
  });
});
