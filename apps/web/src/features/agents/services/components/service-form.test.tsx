import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ServiceForm } from "./service-form";

const createPath = "/api/v1/agents/a1/services";

function fillTitle() {
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ledger lookups" } });
}

describe("ServiceForm, per call", () => {
  it("names every bad per-call field before sending, then sends the model, the price and the cap", async () => {
    const fetchMock = stubApi({ [`POST ${createPath}`]: () => jsonResponse({ id: "s1" }, 201) });
    const onSaved = vi.fn();
    renderApp(<ServiceForm agentId="a1" categories={["Finance"]} onSaved={onSaved} onCancel={() => {}} />);
    fillTitle();
    fireEvent.change(screen.getByLabelText("Pricing"), { target: { value: "per_call" } });
    fireEvent.change(screen.getByLabelText(/Cap per client/), { target: { value: "ten" } });
    fireEvent.click(screen.getByRole("button", { name: "Create service" }));
    expect(await screen.findByText("Enter the price of one call, e.g. 0.01.")).toBeTruthy();
    expect(screen.getByText(/Enter whole calls from 1 to 1,000,000,000/)).toBeTruthy();
    expect(callsTo(fetchMock, "POST", createPath)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Price per call ($)"), { target: { value: "$0.002" } });
    fireEvent.change(screen.getByLabelText(/Cap per client/), { target: { value: "500" } });
    fireEvent.change(screen.getByLabelText("Cap period"), { target: { value: "month" } });
    fireEvent.click(screen.getByRole("button", { name: "Create service" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(callsTo(fetchMock, "POST", createPath)[0]?.body));
    expect(body).toMatchObject({
      pricingModel: "per_call",
      pricePerCall: "0.002",
      callCap: { maxCalls: 500, period: "month" },
      priceRange: null,
    });
  });

  it("shows the server's message for the cap next to the cap", async () => {
    stubApi({
      [`POST ${createPath}`]: () =>
        jsonResponse(
          {
            title: "Bad Request",
            status: 400,
            code: "validation_failed",
            errors: [{ in: "body", field: "callCap.maxCalls", message: "must be at most 1000000000" }],
          },
          400,
        ),
    });
    renderApp(<ServiceForm agentId="a1" categories={["Finance"]} onSaved={() => {}} onCancel={() => {}} />);
    fillTitle();
    fireEvent.change(screen.getByLabelText("Pricing"), { target: { value: "per_call" } });
    fireEvent.change(screen.getByLabelText("Price per call ($)"), { target: { value: "0.01" } });
    fireEvent.change(screen.getByLabelText(/Cap per client/), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Create service" }));
    expect(await screen.findByText("must be at most 1000000000")).toBeTruthy();
  });
});
