import type { AuthUser, StakePage, TopStakePools } from "@agora/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { GovernancePage } from "./governance-page";

const user: AuthUser = {
  id: "u2",
  firstName: "Uma",
  lastName: "User",
  email: "uma@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const pools: TopStakePools = {
  data: [
    { agent: { id: "a1", name: "Ledger Lens", slug: "ledger-lens" }, total: "1240.00", stakers: 17, ownerStake: "200" },
    { agent: { id: "a2", name: "Clause", slug: "clause" }, total: "80.00", stakers: 1, ownerStake: "0.00" },
  ],
};

const stakesWith = (active: string): StakePage => ({
  data: [],
  nextCursor: null,
  totals: { active, cooling: "0.00", earned: "0.00", slashed: "0.00" },
});

function stubGovernance(stakes: StakePage | null) {
  return stubApi({
    "GET /api/v1/proposals?limit=10": () => jsonResponse({ data: [], nextCursor: null }),
    "GET /api/v1/stake-pools?limit=10": () => jsonResponse(pools),
    ...(stakes ? { "GET /api/v1/stakes?limit=25": () => jsonResponse(stakes) } : {}),
  });
}

describe("GovernancePage", () => {
  it("shows visitors the rules from the contract, the largest pools and a sign-in instead of my stakes", async () => {
    const fetchMock = stubGovernance(null);
    renderApp(<GovernancePage user={null} />);

    expect(screen.getByRole("heading", { level: 1, name: "Governance" })).toBeTruthy();
    expect(screen.getByText(/stakers share 50 % of the platform fee \(0\.1 %\)/)).toBeTruthy();
    expect(screen.getByText(/up to 10 % of its pool goes to the client/)).toBeTruthy();
    expect(screen.getByText(/unstaking takes 7 days/)).toBeTruthy();
    const list = within(await screen.findByRole("list", { name: "Pools by active stake" }));
    const [first, second] = list.getAllByRole("listitem");
    expect(first?.textContent).toContain("Ledger Lens");
    expect(first?.textContent).toContain("17 stakers · $200.00 from the owner");
    expect(first?.textContent).toContain("$1.2K");
    expect(second?.textContent).toContain("1 staker");
    expect(second?.textContent).not.toContain("from the owner");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/api/login");
    expect(
      screen.getByText("Sign in to vote. Admins, and members with at least $100 of active stake, can make proposals."),
    ).toBeTruthy();
    // A visitor has no stakes to ask for.
    expect(callsTo(fetchMock, "GET", "/api/v1/stakes?limit=25")).toHaveLength(0);
  });

  it("lets a member with enough active stake propose", async () => {
    stubGovernance(stakesWith("100.00"));
    renderApp(<GovernancePage user={user} />);

    expect(await screen.findByRole("button", { name: "New proposal" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "My stakes" })).toBeTruthy();
  });

  it("tells a member with too little stake who may propose and how much they have", async () => {
    stubGovernance(stakesWith("99.99"));
    renderApp(<GovernancePage user={user} />);

    expect(
      await screen.findByText(
        "Admins, and members with at least $100 of active stake, can make proposals. You have $99.99 of active stake.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New proposal" })).toBeNull();
  });

  it("lets an admin propose without stake", async () => {
    stubGovernance(stakesWith("0.00"));
    renderApp(<GovernancePage user={{ ...user, role: "admin", hasAgentProfile: false }} />);

    expect(await screen.findByRole("button", { name: "New proposal" })).toBeTruthy();
  });
});
