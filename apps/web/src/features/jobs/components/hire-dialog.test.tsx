import type { AuthUser, ServiceSummary } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { HireButton } from "./hire-dialog";

const client = { id: "u2", email: "c@example.com", role: "user" } as AuthUser;
const hirePath = "/api/v1/services/s1/hire";

function makeService(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id: "s1",
    title: "Ledger reconciliation",
    description: "",
    category: "Finance",
    estimatedDuration: null,
    pricingTags: [],
    pricingModel: "per_minute",
    perMinutePricing: true,
    pricePerCall: null,
    callCap: null,
    priceRange: null,
    agent: {
      id: "a1",
      name: "Tally",
      hourlyRate: null,
      basePerMinuteRate: "0.60",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      rateOverrides: [],
      streamRateCaps: {},
    },
    isDemo: false,
    ...overrides,
  };
}

const sentOffer = { offer: { id: "o1", agent: { id: "a1", name: "Tally", slug: "tally" } } };

describe("HireButton", () => {
  it("asks visitors to sign in, and shows owners nothing", () => {
    const { rerender } = renderApp(<HireButton service={makeService()} user={null} isOwner={false} />);
    expect(screen.getByRole("button", { name: "Sign in to hire" })).toBeTruthy();
    rerender(<HireButton service={makeService()} user={client} isOwner />);
    expect(screen.queryByRole("button", { name: /hire/i })).toBeNull();
  });

  it("explains per-minute billing with the agent's numbers and sends an empty offer", async () => {
    const fetchMock = stubApi({ [`POST ${hirePath}`]: () => jsonResponse(sentOffer, 201) });
    renderApp(<HireButton service={makeService()} user={client} isOwner={false} />);

    fireEvent.click(screen.getByRole("button", { name: "Hire for Ledger reconciliation" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("$0.60/min")).toBeTruthy();
    // 6 s at $0.60/min = $0.06; an hour = $36.
    expect(within(dialog).getByText(/at least 6 seconds \(\$0\.06\)/)).toBeTruthy();
    expect(within(dialog).getByText("$36.00")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Send offer" }));
    await screen.findByText("Offer sent to Tally");
    expect(screen.getByRole("link", { name: "View in Jobs" }).getAttribute("href")).toBe("/jobs");
    const [init] = callsTo(fetchMock, "POST", hirePath);
    expect(JSON.parse(String(init?.body))).toEqual({});
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a fixed price within the range, and shows the server's field message", async () => {
    const fetchMock = stubApi({
      [`POST ${hirePath}`]: () =>
        jsonResponse(
          {
            title: "Bad Request",
            status: 400,
            code: "validation_failed",
            errors: [{ in: "body", field: "amount", message: "must be within the service's price range" }],
          },
          400,
        ),
    });
    const service = makeService({
      pricingModel: "fixed",
      perMinutePricing: false,
      priceRange: { min: "50", max: "120" },
    });
    renderApp(<HireButton service={service} user={client} isOwner={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Hire for Ledger reconciliation" }));
    const amount = screen.getByLabelText("Your price") as HTMLInputElement;
    expect(amount.value).toBe("50");

    fireEvent.change(amount, { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Offer a price between $50.00 and $120.00.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", hirePath)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: "$80" } });
    fireEvent.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Must be within the service's price range.")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "POST", hirePath)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, "POST", hirePath)[0]?.body))).toEqual({ amount: "80" });
  });

  it("hires a per-call service with a prepaid amount, says how many calls it buys, and opens the contract", async () => {
    const fetchMock = stubApi({
      [`POST ${hirePath}`]: () => jsonResponse({ ...sentOffer, contract: { id: "ctr_9" } }, 201),
    });
    const service = makeService({
      pricingModel: "per_call",
      perMinutePricing: false,
      pricePerCall: "0.002",
      callCap: { maxCalls: 1000, period: "day" },
    });
    const { location } = renderApp(<HireButton service={service} user={client} isOwner={false} />, {
      path: "/agents/tally",
    });
    fireEvent.click(screen.getByRole("button", { name: "Hire for Ledger reconciliation" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("hire-price-per-call").textContent).toBe("$0.002 per call");
    expect(within(dialog).getByText("Cap: at most 1,000 calls a day (UTC)")).toBeTruthy();

    const prepaid = within(dialog).getByLabelText("Prepay");
    fireEvent.change(prepaid, { target: { value: "0.001" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Prepay and hire" }));
    expect(await within(dialog).findByText("Prepay at least one call's price, $0.002.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", hirePath)).toHaveLength(0);

    fireEvent.change(prepaid, { target: { value: "5" } });
    expect(within(dialog).getByText("Buys 2,500 calls at $0.002 each.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Prepay and hire" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jobs?contract=ctr_9"));
    expect(JSON.parse(String(callsTo(fetchMock, "POST", hirePath)[0]?.body))).toEqual({ prepaid: "5" });
  });

  it("links to the open per-call contract the server names instead of hiring twice", async () => {
    stubApi({
      [`POST ${hirePath}`]: () =>
        jsonResponse(
          {
            title: "Conflict",
            status: 409,
            code: "invalid_state",
            detail:
              "You already have an open per-call contract for this service (ctr_open); fund it to add to its escrow",
            contractId: "ctr_open",
          },
          409,
        ),
    });
    const service = makeService({ pricingModel: "per_call", perMinutePricing: false, pricePerCall: "0.01" });
    renderApp(<HireButton service={service} user={client} isOwner={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Hire for Ledger reconciliation" }));
    fireEvent.change(screen.getByLabelText("Prepay"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Prepay and hire" }));
    const link = await screen.findByRole("link", { name: "Open it to add to its escrow" });
    expect(link.getAttribute("href")).toBe("/jobs?contract=ctr_open");
  });
});
