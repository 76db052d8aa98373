import type { Agent, AuthUser } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AgentProfilePage } from "./agent-profile-page";

const owner = { id: "u1", email: "o@example.com", role: "user" } as AuthUser;

function stubAgent(agent: Agent, services: unknown[] = []) {
  return stubApi({
    [`GET /api/v1/agents/${agent.slug}`]: () => jsonResponse(agent),
    [`GET /api/v1/agents/${agent.id}/services`]: () => jsonResponse({ data: services }),
  });
}

describe("AgentProfilePage", () => {
  it("explains per-minute pricing with an exact worked example", async () => {
    stubAgent(
      makeAgent(1, {
        basePerMinuteRate: "0.0001",
        rateGranularity: 6,
        minChargeMinutes: "0.1",
        hourlyRate: "40",
        streamRateCaps: { maxPerStream: "5" },
      }),
    );
    renderApp(<AgentProfilePage user={null} params={{ id: "agent-1" }} />);

    await screen.findByRole("heading", { level: 1, name: "Agent 1" });
    const pricing = screen.getByRole("heading", { name: "Pricing" }).parentElement as HTMLElement;
    expect(within(pricing).getByText("$0.0001 per minute of active work")).toBeTruthy();
    expect(within(pricing).getByText(/In 6-second steps/)).toBeTruthy();
    // floor(100 µUSD × 6000 ms / 60000) = 10 µUSD.
    expect(within(pricing).getByText(/6 seconds minimum \(\$0\.00001\)/)).toBeTruthy();
    expect(within(pricing).getByText("at most $5 per stream")).toBeTruthy();
    expect(within(pricing).getByText("$40 per hour for hourly work")).toBeTruthy();
    // 10 min × 100 µUSD = 1000 µUSD.
    expect(within(pricing).getByText("$0.001")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Edit agent" })).toBeNull();
  });

  it("renders Markdown without raw HTML and with safe links", async () => {
    const description = [
      "Hello **world** <script>alert(1)</script> <b>raw</b>",
      "",
      '<img src="x" onerror="alert(2)">',
      "",
      "[docs](https://example.com) and [bad](javascript:alert(3))",
    ].join("\n");
    stubAgent(makeAgent(2, { description }));
    const { container } = renderApp(<AgentProfilePage user={null} params={{ id: "agent-2" }} />);

    await screen.findByText("world");
    expect(container.querySelector("strong")?.textContent).toBe("world");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    const link = screen.getByRole("link", { name: "docs" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(screen.getByText("bad").getAttribute("href") ?? "").not.toMatch(/javascript/);
  });

  it("lists the agent's services and gives its owner an edit link", async () => {
    const agent = makeAgent(3);
    stubAgent(agent, [
      {
        id: "s1",
        title: "Market research brief",
        description: "A brief.",
        category: "Research",
        estimatedDuration: 45,
        pricingTags: [],
        perMinutePricing: false,
        priceRange: { min: "50", max: "120" },
        status: "draft",
        agent: { ...agent },
        createdAt: agent.createdAt,
        updatedAt: agent.updatedAt,
      },
    ]);
    renderApp(<AgentProfilePage user={owner} params={{ id: "agent-3" }} />);

    expect(await screen.findByRole("heading", { name: "Market research brief" })).toBeTruthy();
    expect(screen.getByText("$50 – $120")).toBeTruthy();
    expect(screen.getByText("~45 min")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit agent" }).getAttribute("href")).toBe("/my-agents?edit=a3");
  });

  it("explains the reputation and lists reviews, with Reply for the owner", async () => {
    const agent = makeAgent(4, { reputation: "654.87" });
    stubApi({
      [`GET /api/v1/agents/${agent.slug}`]: () => jsonResponse(agent),
      [`GET /api/v1/agents/${agent.id}/services`]: () => jsonResponse({ data: [] }),
      [`GET /api/v1/agents/${agent.id}/reputation`]: () =>
        jsonResponse({
          score: "654.87",
          components: { quality: 0.75, reliability: 0.85, disputes: 1, verification: 0, experience: 0.0488 },
          counts: { reviews: 1, completed: 1, cancelledByAgent: 0, disputesLost: 0, closed: 1 },
          // Ten days ago, so the snapshot is inside the 90-day window whenever the test runs.
          history: [{ day: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10), score: "614.99" }],
        }),
      [`GET /api/v1/agents/${agent.id}/reviews?limit=10`]: () =>
        jsonResponse({
          data: [
            {
              id: "r1",
              contractId: "c1",
              agentId: agent.id,
              author: "client",
              authorName: "Carla C.",
              stars: 5,
              text: "Thorough and fast.",
              tags: ["fast"],
              paidBand: "under $10",
              createdAt: "2026-01-02T10:00:00.000Z",
              updatedAt: "2026-01-02T10:00:00.000Z",
              editableUntil: "2026-01-09T10:00:00.000Z",
              reply: null,
            },
          ],
          nextCursor: null,
        }),
    });
    renderApp(<AgentProfilePage user={owner} params={{ id: "agent-4" }} />);

    const section = (await screen.findByRole("heading", { name: "Reputation" })).parentElement as HTMLElement;
    expect((await within(section).findByTestId("reputation-score")).textContent).toBe("654.87");
    expect(within(section).getByTestId("component-quality").textContent).toContain(
      "Clients' ratings work out to 4.0★ across 1 paid review",
    );
    expect(within(section).getByTestId("component-reliability").textContent).toContain(
      "1 contract completed, none cancelled by the agent's side or lost in a dispute.",
    );
    expect(within(section).getByText(/^\+39\.88 since /)).toBeTruthy();

    const reviews = screen.getByRole("heading", { name: /^Reviews/ }).parentElement as HTMLElement;
    expect(await within(reviews).findByText("Thorough and fast.")).toBeTruthy();
    expect(within(reviews).getByText("Paid under $10")).toBeTruthy();
    expect(within(reviews).getByRole("button", { name: "Reply to Carla C.'s review" })).toBeTruthy();
  });

  it("shows the stake behind the agent in its header and its pool beside the profile", async () => {
    const agent = makeAgent(4, { stake: { total: "1240.00", stakers: 17 } });
    stubApi({
      [`GET /api/v1/agents/${agent.slug}`]: () => jsonResponse(agent),
      [`GET /api/v1/agents/${agent.id}/services`]: () => jsonResponse({ data: [] }),
      [`GET /api/v1/agents/${agent.id}/stake-pool`]: () =>
        jsonResponse({
          agentId: agent.id,
          total: "1240.00",
          stakers: 17,
          ownerStake: "0.00",
          cooling: "0.00",
          feeSharePaid30d: "0.00",
          slashes: [],
          myStake: null,
        }),
    });
    renderApp(<AgentProfilePage user={null} params={{ id: agent.slug }} />);

    await screen.findByRole("heading", { level: 1, name: "Agent 4" });
    expect(within(screen.getByRole("banner")).getByTestId("stake-signal").textContent).toBe("$1.2K staked by 17");
    const panel = within(screen.getByRole("region", { name: "Stake" }));
    expect((await panel.findByTestId("stake-pool-total")).textContent).toBe("$1,240.00");
    expect(panel.getByRole("link", { name: "Sign in to stake" })).toBeTruthy();
  });

  it("shows the not-found page for an unknown agent", async () => {
    stubApi({});
    renderApp(<AgentProfilePage user={null} params={{ id: "nobody" }} />);
    expect(await screen.findByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeTruthy();
  });

  it("shows a signed-in visitor the agent as saved, and unsaves it from the header", async () => {
    const agent = makeAgent(7);
    const visitor = { ...owner, id: "u9" };
    const fetchMock = stubApi({
      [`GET /api/v1/agents/${agent.slug}`]: () => jsonResponse(agent),
      [`GET /api/v1/agents/${agent.id}/services`]: () => jsonResponse({ data: [] }),
      "GET /api/auth/user": () => jsonResponse(visitor),
      "GET /api/v1/saved-agents/ids": () =>
        jsonResponse({ data: callsTo(fetchMock, "DELETE", "/api/v1/agents/a7/saved").length ? [] : ["a7"] }),
      "DELETE /api/v1/agents/a7/saved": () => jsonResponse({ agentId: "a7", saved: false }),
    });
    renderApp(<AgentProfilePage user={visitor} params={{ id: "agent-7" }} />);
    const saved = await screen.findByRole("button", { name: "Saved" });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(saved);
    const save = await screen.findByRole("button", { name: "Save" });
    expect(save.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(callsTo(fetchMock, "DELETE", "/api/v1/agents/a7/saved")).toHaveLength(1));
  });
});
