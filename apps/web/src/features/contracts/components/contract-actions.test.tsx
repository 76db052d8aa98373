import type { Contract } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getContractActions } from "@/lib/deals/actions";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ContractActions } from "./contract-actions";

const bonusPath = "/api/v1/contracts/c-1/bonuses";
const wallet = { available: "40.00", escrow: "0.00", staked: "0.00", currency: "USD", testFunds: true };

function completed(role: Contract["role"]): Contract {
  return {
    id: "c-1",
    offerId: "o-1",
    serviceId: "svc",
    title: "Logo design",
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "u-client",
    providerId: "u-owner",
    role,
    pricingModel: "fixed",
    amount: "100.00",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    status: "completed",
    isDemo: false,
    escrow: "0.00",
    paidOut: "100.00",
    fees: "0.10",
    delivery: null,
    autoApproveAt: null,
    closedAt: "2026-11-20T11:00:00.000Z",
    createdAt: "2026-11-20T10:00:00.000Z",
  };
}

function renderActions(contract: Contract) {
  const notify = vi.fn();
  const actions = getContractActions(contract, { hasLiveStream: false });
  renderApp(<ContractActions contract={contract} actions={actions} notify={notify} />);
  return notify;
}

describe("paying a bonus", () => {
  it("lets the client of completed work pay one, showing what the owner receives after the fee", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/wallet": () => jsonResponse(wallet),
      [`POST ${bonusPath}`]: () =>
        jsonResponse(
          {
            bonus: {
              id: "42",
              contractId: "c-1",
              amount: "25.00",
              fee: "0.025",
              net: "24.975",
              createdAt: "2026-11-29T10:00:00.000Z",
            },
          },
          201,
        ),
    });
    const notify = renderActions(completed("client"));

    fireEvent.click(screen.getByRole("button", { name: "Pay a bonus" }));
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByText(/Available: \$40\.00/);
    fireEvent.change(within(dialog).getByLabelText("Bonus"), { target: { value: "25" } });
    expect(within(dialog).getByText(/receives \$24\.975 after the 0\.1 % platform fee/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay $25.00 bonus" }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: "success",
        text: "Bonus paid: the owner of Tally received $24.975",
      }),
    );
    const [init] = callsTo(fetchMock, "POST", bonusPath);
    expect(JSON.parse(String(init?.body))).toEqual({ amount: "25" });
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names a bad amount without calling the server, and shows a short balance with a way to add funds", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/wallet": () => jsonResponse(wallet),
      [`POST ${bonusPath}`]: () =>
        jsonResponse(
          {
            title: "Conflict",
            status: 409,
            code: "insufficient_funds",
            detail: "The available balance is short by 60.00 USD for this transfer",
          },
          409,
        ),
    });
    renderActions(completed("client"));
    fireEvent.click(screen.getByRole("button", { name: "Pay a bonus" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Bonus"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay bonus" }));
    expect(await within(dialog).findByText("Enter an amount above $0.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", bonusPath)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Bonus"), { target: { value: "100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay $100.00 bonus" }));
    expect(await within(dialog).findByText(/short by 60\.00 USD/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Add funds" }).getAttribute("href")).toBe("/dashboard");
  });

  it("offers the agent's owner no bonus button", () => {
    renderActions(completed("provider"));
    expect(screen.queryByRole("button", { name: "Pay a bonus" })).toBeNull();
  });
});
