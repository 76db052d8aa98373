import type { AuthUser, StakePool, StakePosition, Wallet } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { StakePanel } from "./stake-panel";

const agent = { id: "a1", name: "Ledger Lens", status: "active" };
const poolPath = "/api/v1/agents/a1/stake-pool";
const stakePath = "/api/v1/agents/a1/stakes";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const user: AuthUser = {
  id: "u2",
  firstName: "Uma",
  lastName: "User",
  email: "uma@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const pool: StakePool = {
  agentId: "a1",
  total: "1240.00",
  stakers: 17,
  ownerStake: "200.00",
  cooling: "35.00",
  feeSharePaid30d: "4.25",
  slashes: [{ at: "2026-11-20T10:00:00.000Z", amount: "40.00", pool: "400.00", clientShareBps: 10_000 }],
  myStake: null,
};

const wallet = (available: string): Wallet => ({
  available,
  escrow: "0.00",
  staked: "0.00",
  currency: "USD",
  testFunds: true,
});

const position: StakePosition = {
  id: "s1",
  agent: { id: "a1", name: "Ledger Lens", slug: "ledger-lens" },
  active: "25.00",
  cooling: "0.00",
  ownerStake: false,
  earned: "0.00",
  slashed: "0.00",
  unstakes: [],
  createdAt: "2026-11-23T10:00:00.000Z",
};

describe("StakePanel", () => {
  it("shows the pool, the owner's stake, the fee shares of 30 days and the slash history", async () => {
    stubApi({ [`GET ${poolPath}`]: () => jsonResponse(pool) });
    renderApp(<StakePanel agent={agent} user={null} />);

    const panel = within(await screen.findByRole("region", { name: "Stake" }));
    expect((await panel.findByTestId("stake-pool-total")).textContent).toBe("$1,240.00");
    expect(panel.getByText("active stake from 17 stakers")).toBeTruthy();
    expect(panel.getByText("Owner's stake").nextSibling?.textContent).toBe("$200.00");
    expect(panel.getByText("Cooling down").nextSibling?.textContent).toBe("$35.00");
    expect(panel.getByText("Fee shares, 30 days").nextSibling?.textContent).toBe("$4.25");
    const slashes = panel.getByRole("list", { name: "Slash history" });
    expect(slashes.textContent).toContain("$40.00 to the client");
    expect(slashes.textContent).toContain("10 % of a $400.00 pool; the client got 100 % of the dispute");
    // Visitors get a sign-in link that comes back here, not the button.
    expect(panel.queryByRole("button", { name: "Stake" })).toBeNull();
    expect(panel.getByRole("link", { name: "Sign in to stake" }).getAttribute("href")).toBe("/api/login");
  });

  it("says so when nobody stakes and nothing was slashed", async () => {
    stubApi({
      [`GET ${poolPath}`]: () =>
        jsonResponse({ ...pool, total: "0.00", stakers: 0, ownerStake: "0.00", cooling: "0.00", slashes: [] }),
    });
    renderApp(<StakePanel agent={agent} user={user} />);

    const panel = within(await screen.findByRole("region", { name: "Stake" }));
    expect(await panel.findByText("Nobody stakes on this agent yet.")).toBeTruthy();
    expect(panel.getByText(/No slashes/)).toBeTruthy();
    expect(panel.getByRole("button", { name: "Stake" })).toBeTruthy();
  });

  it("offers a retry when the pool cannot be loaded", async () => {
    let fails = true;
    stubApi({
      [`GET ${poolPath}`]: () =>
        fails
          ? jsonResponse(
              { title: "Internal Server Error", status: 500, code: "internal", detail: "Database down" },
              500,
            )
          : jsonResponse(pool),
    });
    renderApp(<StakePanel agent={agent} user={user} />);

    expect(await screen.findByText("Couldn't load the stake pool")).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("$1,240.00")).toBeTruthy();
  });

  it("stakes from the available balance with an idempotency key, and names a shortfall the server finds", async () => {
    let attempts = 0;
    let myStake: StakePool["myStake"] = null;
    const fetchMock = stubApi({
      [`GET ${poolPath}`]: () => jsonResponse({ ...pool, myStake }),
      "GET /api/v1/wallet": () => jsonResponse(wallet("100.00")),
      [`POST ${stakePath}`]: () => {
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse(
            { title: "Conflict", status: 409, code: "insufficient_funds", detail: "Insufficient funds" },
            409,
          );
        }
        myStake = { id: "s1", active: "25.00" };
        return jsonResponse(position, 201);
      },
    });
    renderApp(<StakePanel agent={agent} user={user} />);
    expect(await screen.findByText("$1,240.00")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Stake" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Stake on Ledger Lens" }));
    expect(dialog.getByText(/50 % of the platform fee/)).toBeTruthy();
    expect(dialog.getByText(/Unstaking takes 7 days/)).toBeTruthy();
    expect((await dialog.findByText("$100.00")).closest("p")?.textContent).toContain("Available: $100.00");

    // More than the balance is refused before anything is sent.
    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "150" } });
    fireEvent.click(dialog.getByRole("button", { name: "Stake" }));
    expect(await dialog.findByText("You have $100.00 available to stake.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", stakePath)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "$25" } });
    fireEvent.click(dialog.getByRole("button", { name: "Stake" }));
    expect(await dialog.findByText("That is more than your available balance.")).toBeTruthy();

    fireEvent.click(dialog.getByRole("button", { name: "Stake" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("You staked $25.00 on Ledger Lens.")).toBeTruthy();
    const [first, second] = callsTo(fetchMock, "POST", stakePath);
    expect(JSON.parse(String(first?.body))).toEqual({ amount: "25" });
    const key = (first?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];
    expect(key).toMatch(uuid);
    // The retry of the same amount reuses the key, so a lost answer cannot stake twice.
    expect((second?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]).toBe(key);
    // The panel reads the pool again: my position shows.
    expect((await screen.findByText(/^You stake\s/)).textContent).toBe("You stake $25.00 here. Manage your stakes");
    expect(screen.getByRole("button", { name: "Stake more" })).toBeTruthy();
  });
});
