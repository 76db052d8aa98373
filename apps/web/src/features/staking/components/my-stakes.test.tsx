import type { StakePage, StakePosition } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MyStakes } from "./my-stakes";

const firstPage = "/api/v1/stakes?limit=25";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const releaseAt = "2026-12-01T10:00:00.000Z";
const lens: StakePosition = {
  id: "s1",
  agent: { id: "a1", name: "Ledger Lens", slug: "ledger-lens" },
  active: "360.00",
  cooling: "50.00",
  ownerStake: false,
  earned: "0.50",
  slashed: "40.00",
  unstakes: [
    {
      id: "u1",
      amount: "50.00",
      remaining: "50.00",
      requestedAt: "2026-11-24T10:00:00.000Z",
      releaseAt,
      releasedAt: null,
      released: null,
    },
    {
      id: "u0",
      amount: "10.00",
      remaining: "0.00",
      requestedAt: "2026-11-01T10:00:00.000Z",
      releaseAt: "2026-11-08T10:00:00.000Z",
      releasedAt: "2026-11-08T10:01:00.000Z",
      released: "10.00",
    },
  ],
  createdAt: "2026-11-01T09:00:00.000Z",
};
const own: StakePosition = {
  ...lens,
  id: "s2",
  agent: { id: "a2", name: "Clause", slug: "clause" },
  active: "0.00",
  cooling: "0.00",
  ownerStake: true,
  earned: "0.00",
  slashed: "0.00",
  unstakes: [],
};

const page = (data: StakePosition[], nextCursor: string | null = null): StakePage => ({
  data,
  nextCursor,
  totals: { active: "360.00", cooling: "50.00", earned: "0.50", slashed: "40.00" },
});

describe("MyStakes", () => {
  it("shows my totals, each position's earnings and slashes, and each cooldown with its release date", async () => {
    stubApi({
      [`GET ${firstPage}`]: () => jsonResponse(page([lens], "c1")),
      "GET /api/v1/stakes?cursor=c1&limit=25": () => jsonResponse(page([own])),
    });
    renderApp(<MyStakes />);

    const totals = within(await screen.findByTestId("stake-totals"));
    expect(totals.getByText("Active stake").nextSibling?.textContent).toBe("$360.00");
    expect(totals.getByText("Earned in fee shares").nextSibling?.textContent).toBe("$0.50");
    expect(totals.getByText("Slashed").nextSibling?.textContent).toBe("$40.00");

    const card = within(screen.getByRole("region", { name: "Ledger Lens" }));
    expect(card.getByRole("link", { name: "Ledger Lens" }).getAttribute("href")).toBe("/agents/ledger-lens");
    expect(card.getByText("Earned").nextSibling?.textContent).toBe("$0.50");
    expect(card.getByText("Slashed").nextSibling?.textContent).toBe("$40.00");
    const cooldowns = card.getByRole("list", { name: "Cooldowns on Ledger Lens" });
    expect(cooldowns.textContent).toContain(`$50.00 returns on ${formatDateTime(releaseAt)}`);
    expect(cooldowns.textContent).toContain("$10.00 returned to your balance on");

    fireEvent.click(screen.getByRole("button", { name: "Load more stakes" }));
    const ownCard = within(await screen.findByRole("region", { name: "Clause" }));
    expect(ownCard.getByText("Your agent")).toBeTruthy();
    // Nothing active: nothing to unstake.
    expect((ownCard.getByRole("button", { name: "Unstake from Clause" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("invites a first stake when there is none", async () => {
    stubApi({ [`GET ${firstPage}`]: () => jsonResponse({ ...page([]), totals: page([]).totals }) });
    renderApp(<MyStakes />);

    expect(await screen.findByRole("heading", { name: "You have no stakes yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse the marketplace" }).getAttribute("href")).toBe("/marketplace");
  });

  it("offers a retry when my stakes cannot be loaded", async () => {
    stubApi({
      [`GET ${firstPage}`]: () =>
        jsonResponse({ title: "Service Unavailable", status: 503, code: "overloaded", detail: "Busy, try later" }, 503),
    });
    renderApp(<MyStakes />);

    expect(await screen.findByText("Couldn't load your stakes")).toBeTruthy();
    expect(screen.getByText("Busy, try later")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("unstakes the confirmed amount with an idempotency key, refusing more than the active stake", async () => {
    let current = lens;
    const fetchMock = stubApi({
      [`GET ${firstPage}`]: () => jsonResponse(page([current])),
      "POST /api/v1/stakes/s1/unstake": ({ body }) => {
        const { amount } = body as { amount: string };
        current = { ...lens, active: "260.00", cooling: "150.00" };
        return jsonResponse({ ...current, amount }, 201);
      },
    });
    renderApp(<MyStakes />);

    fireEvent.click(await screen.findByRole("button", { name: "Unstake from Ledger Lens" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Unstake from Ledger Lens?" }));
    expect(dialog.getByText(/returns to your available balance after a 7-day cooldown/)).toBeTruthy();
    const amount = dialog.getByLabelText("Amount to unstake") as HTMLInputElement;
    // The whole active stake is proposed.
    expect(amount.value).toBe("360.00");
    fireEvent.change(amount, { target: { value: "400" } });
    fireEvent.click(dialog.getByRole("button", { name: "Start cooldown" }));
    expect(await dialog.findByText("You have $360.00 of active stake here.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/stakes/s1/unstake")).toHaveLength(0);

    fireEvent.change(amount, { target: { value: "100" } });
    fireEvent.click(dialog.getByRole("button", { name: "Start cooldown" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/\$100\.00 from Ledger Lens is cooling down/)).toBeTruthy();
    const [call] = callsTo(fetchMock, "POST", "/api/v1/stakes/s1/unstake");
    expect(JSON.parse(String(call?.body))).toEqual({ amount: "100" });
    expect((call?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]).toMatch(uuid);
    const card = within(screen.getByRole("region", { name: "Ledger Lens" }));
    await waitFor(() => expect(card.getByText("Cooling down").nextSibling?.textContent).toBe("$150.00"));
  });
});
