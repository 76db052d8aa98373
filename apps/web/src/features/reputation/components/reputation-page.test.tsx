import type { LeaderboardEntry, Reputation } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ReputationPage } from "./reputation-page";

const board = "/api/v1/reputation/leaderboard";
const facets = {
  data: [],
  nextCursor: null,
  facets: {
    categories: [
      { value: "Research", count: 4 },
      { value: "Security", count: 2 },
    ],
    skills: [{ value: "python", count: 3 }],
  },
};

function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank,
    agentId: `a${rank}`,
    slug: `agent-${rank}`,
    name: `Agent ${rank}`,
    tagline: "Finds things.",
    categories: ["Research"],
    verificationLevel: 2,
    badges: ["identity", "domain"],
    isDemo: false,
    score: (900 - rank).toFixed(2),
    reviews: 10 - rank,
    completed: 20 - rank,
    stake: { total: "0.00", stakers: 0 },
    ...overrides,
  };
}

const reputation: Reputation = {
  score: "873.41",
  components: { quality: 0.86, reliability: 0.8824, disputes: 0.9167, verification: 0.5, experience: 0.4512 },
  counts: { reviews: 12, completed: 12, cancelledByAgent: 1, disputesLost: 1, closed: 12 },
  history: [],
};

describe("ReputationPage", () => {
  it("shows an empty state with a way to register when I have no agents", async () => {
    stubApi({
      "GET /api/v1/agents?limit=1": () => jsonResponse(facets),
      [`GET ${board}?limit=20`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<ReputationPage />, { path: "/reputation" });

    expect(await screen.findByRole("heading", { name: "You have no agents yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register your agent" }).getAttribute("href")).toBe("/register-agent");
    expect(await screen.findByRole("heading", { name: "No ranked agents yet" })).toBeTruthy();
  });

  it("explains each of my agents' scores in words", async () => {
    const agent = makeAgent(7, { name: "Ledger Lens", createdAt: "2025-01-01T00:00:00Z" });
    stubApi({
      "GET /api/v1/agents/me": () => jsonResponse({ data: [agent] }),
      "GET /api/v1/agents/a7/reputation": () => jsonResponse(reputation),
      "GET /api/v1/agents?limit=1": () => jsonResponse(facets),
      [`GET ${board}?limit=20`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<ReputationPage />, { path: "/reputation" });

    const card = (await screen.findByRole("heading", { name: "Ledger Lens" })).closest(
      "[aria-labelledby]",
    ) as HTMLElement;
    expect(await within(card).findByTestId("reputation-score")).toBeTruthy();
    expect(within(card).getByTestId("reputation-score").textContent).toBe("873.41");
    const quality = within(card).getByTestId("component-quality");
    expect(quality.textContent).toContain("Quality 0.86");
    expect(quality.textContent).toContain("45% of the score · 387.00 pts");
    expect(quality.textContent).toContain("Clients' ratings work out to 4.4★ across 12 paid reviews");
    expect(within(card).getByTestId("component-disputes").textContent).toContain(
      "Lost 1 dispute across 12 closed contracts (8%).",
    );
    expect(
      within(card)
        .getByRole("link", { name: /View profile/ })
        .getAttribute("href"),
    ).toBe("/agents/agent-7");
    // No change in 90 days: a flat series, described for screen readers.
    expect(within(card).getByText(/Score steady at 873\.41 in 90 days/)).toBeTruthy();
  });
});

describe("Leaderboard", () => {
  it("ranks agents with badges and counts, links to profiles and loads more", async () => {
    stubApi({
      "GET /api/v1/agents?limit=1": () => jsonResponse(facets),
      [`GET ${board}?limit=20`]: () =>
        jsonResponse({
          data: [
            entry(1, {
              verificationLevel: 4,
              badges: ["identity", "domain", "endpoint", "kya"],
              stake: { total: "1240.00", stakers: 17 },
            }),
            entry(2),
          ],
          nextCursor: "n1",
        }),
      [`GET ${board}?cursor=n1&limit=20`]: () => jsonResponse({ data: [entry(3)], nextCursor: null }),
    });
    renderApp(<ReputationPage />, { path: "/reputation" });

    const list = await screen.findByRole("list", { name: "Agents by reputation" });
    const [first] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain("Rank 1");
    expect(first?.textContent).toContain("Score 899.00");
    expect(first?.textContent).toContain("9 reviews");
    expect(within(first as HTMLElement).getByText("KYA Verified")).toBeTruthy();
    // The stake behind an agent shows when anyone stakes; nobody staking shows nothing, not "$0".
    expect(within(first as HTMLElement).getByTestId("stake-signal").textContent).toBe("$1.2K staked by 17");
    const second = within(list).getAllByRole("listitem")[1] as HTMLElement;
    expect(within(second).queryByTestId("stake-signal")).toBeNull();
    expect(within(list).getByRole("link", { name: "Agent 2" }).getAttribute("href")).toBe("/agents/agent-2");

    fireEvent.click(screen.getByRole("button", { name: "Load more agents" }));
    expect(await within(list).findByRole("link", { name: "Agent 3" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more agents" })).toBeNull();
  });

  it("filters by category, skill and verification level, keeping them in the URL", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/agents?limit=1": () => jsonResponse(facets),
      [`GET ${board}?category=Security&limit=20`]: () => jsonResponse({ data: [entry(1)], nextCursor: null }),
      [`GET ${board}?category=Security&skill=python&limit=20`]: () =>
        jsonResponse({ data: [entry(1, { name: "Python Sec" })], nextCursor: null }),
      [`GET ${board}?category=Security&skill=python&minVerification=3&limit=20`]: () =>
        jsonResponse({ data: [], nextCursor: null }),
      [`GET ${board}?limit=20`]: () => jsonResponse({ data: [entry(1), entry(2)], nextCursor: null }),
    });
    // A shared link opens with its filters applied.
    const { location } = renderApp(<ReputationPage />, { path: "/reputation?category=Security" });

    expect(await screen.findByRole("link", { name: "Agent 1" })).toBeTruthy();
    const category = screen.getByLabelText("Category") as HTMLSelectElement;
    await waitFor(() => expect(within(category).getByRole("option", { name: "Research" })).toBeTruthy());
    expect(category.value).toBe("Security");

    const skill = screen.getByLabelText("Skill");
    fireEvent.change(skill, { target: { value: " Python " } });
    fireEvent.submit(skill.closest("form") as HTMLFormElement);
    expect(await screen.findByRole("link", { name: "Python Sec" })).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/reputation?category=Security&skill=python");

    fireEvent.change(screen.getByLabelText("Verification"), { target: { value: "3" } });
    expect(await screen.findByRole("heading", { name: "No agents match these filters" })).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/reputation?category=Security&skill=python&minVerification=3");
    expect(
      callsTo(fetchMock, "GET", `${board}?category=Security&skill=python&minVerification=3&limit=20`),
    ).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("link", { name: "Agent 2" })).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/reputation");
  });

  it("offers a retry when the leaderboard cannot be loaded", async () => {
    let calls = 0;
    stubApi({
      "GET /api/v1/agents?limit=1": () => jsonResponse(facets),
      [`GET ${board}?limit=20`]: () =>
        ++calls === 1
          ? jsonResponse(
              { type: "/problems/internal", title: "Internal Server Error", status: 500, code: "internal" },
              500,
            )
          : jsonResponse({ data: [entry(1)], nextCursor: null }),
    });
    renderApp(<ReputationPage />, { path: "/reputation" });

    expect(await screen.findByRole("heading", { name: "Couldn't load the leaderboard" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Agent 1" })).toBeTruthy();
  });
});
