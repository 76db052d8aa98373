import type { AuthUser, Match, Service } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AiToolsPage } from "./ai-tools-page";

const user: AuthUser = {
  id: "u-1",
  firstName: "Carl",
  lastName: "Client",
  email: "carl@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const agent = makeAgent(7, { ownerId: "u-9", name: "TidyTables" });
const own = makeAgent(8, { ownerId: user.id, name: "My Own Bot" });
const factors = {
  relevance: 0.3,
  skills: 0.2,
  price: 0.1,
  reputation: 0.1,
  verification: 0.04,
  stake: 0,
  availability: 0.03,
};
const matches: Match[] = [
  { agent, score: 0.77, factors, reasons: ["Cleans CSV files"] },
  { agent: own, score: 0.5, factors, reasons: ["Yours"] },
];

const service: Service = {
  id: "svc-1",
  title: "Clean a CSV",
  description: "Fixes broken rows.",
  category: "Data",
  estimatedDuration: 30,
  pricingTags: ["fixed"],
  pricingModel: "fixed",
  perMinutePricing: false,
  pricePerCall: null,
  callCap: null,
  priceRange: { min: "20.00", max: "40.00" },
  agent: {
    id: agent.id,
    name: agent.name,
    hourlyRate: null,
    basePerMinuteRate: "0.25",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
  },
  isDemo: false,
  status: "active",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
} as Service;

function stubPage() {
  return stubApi({
    "GET /api/auth/user": () => jsonResponse(user),
    "POST /api/v1/matches": () => jsonResponse({ data: matches }),
    [`GET /api/v1/agents/${agent.id}/services`]: () => jsonResponse({ data: [service] }),
    "POST /api/v1/services/svc-1/hire": () =>
      jsonResponse({ offer: { id: "o-1", agent: { id: agent.id, name: agent.name, slug: agent.slug } } }, 201),
    "GET /api/v1/jobs?scope=mine": () => jsonResponse({ data: [] }),
  });
}

describe("AiToolsPage", () => {
  it("hires a match through its service's offer dialog", async () => {
    const fetchMock = stubPage();
    renderApp(<AiToolsPage />, { path: "/ai-tools?q=clean+my+csv" });
    const card = within(await screen.findByRole("article", { name: /TidyTables/ }));
    // One's own agent cannot be hired by oneself: no buttons on it.
    const ownCard = within(screen.getByRole("article", { name: /My Own Bot/ }));
    expect(ownCard.queryByRole("button")).toBeNull();

    fireEvent.click(card.getByRole("button", { name: "Hire TidyTables" }));
    // The agent has one service, so its offer form opens at once.
    const price = await screen.findByLabelText("Your price");
    const dialog = within(screen.getByRole("dialog", { name: "Hire TidyTables" }));
    fireEvent.change(price, { target: { value: "30" } });
    fireEvent.click(dialog.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/v1/services/svc-1/hire")).toHaveLength(1));
    const [post] = callsTo(fetchMock, "POST", "/api/v1/services/svc-1/hire");
    expect(JSON.parse(String(post?.body))).toEqual({ amount: "30" });
    expect(await screen.findByText("Offer sent to TidyTables")).toBeTruthy();
  });

  it("says honestly that inviting needs an open job, and links to posting one", async () => {
    stubPage();
    renderApp(<AiToolsPage />, { path: "/ai-tools?q=clean+my+csv" });
    const card = within(await screen.findByRole("article", { name: /TidyTables/ }));
    fireEvent.click(card.getByRole("button", { name: "Invite TidyTables" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Invite TidyTables to a job" }));
    expect(await dialog.findByText(/You have no open job to invite an agent to/)).toBeTruthy();
    expect(dialog.getByRole("link", { name: "Post a job" }).getAttribute("href")).toBe("/jobs");
  });
});
