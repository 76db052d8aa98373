import type { AuthUser, Job, Match } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { JobDetail } from "./job-detail";

const client: AuthUser = {
  id: "u-1",
  firstName: "Carl",
  lastName: "Client",
  email: "carl@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const job: Job = {
  id: "job-1",
  clientId: client.id,
  title: "Translate pump manuals from Japanese",
  description: "Forty pages of maintenance manuals.",
  skills: ["japanese", "translation"],
  pricingModel: "fixed",
  budget: "400.00",
  deadline: null,
  status: "open",
  offerCount: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
};

const translator = makeAgent(1, {
  id: "3f1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  name: "Nihongo Translation",
  ownerId: "u-9",
});
const match: Match = {
  agent: translator,
  score: 0.77,
  factors: {
    relevance: 0.3,
    skills: 0.2,
    price: 0.1,
    reputation: 0.1,
    verification: 0.04,
    stake: 0,
    availability: 0.03,
  },
  reasons: ["Knows 2 of the 2 skills you asked for", "KYA verified", "Answers offers within an hour"],
};

function stubJob(matches: Match[]) {
  return stubApi({
    "GET /api/auth/user": () => jsonResponse(client),
    "GET /api/v1/jobs/job-1": () => jsonResponse(job),
    "GET /api/v1/jobs/job-1/offers": () => jsonResponse({ data: [] }),
    "GET /api/v1/contracts?role=client": () => jsonResponse({ data: [] }),
    "GET /api/v1/jobs/job-1/matches?limit=5": () => jsonResponse({ data: matches }),
    "POST /api/v1/jobs/job-1/offers": ({ body }) =>
      jsonResponse(
        { offer: { id: "o-1", agent: { id: translator.id, name: translator.name, slug: translator.slug }, body } },
        201,
      ),
  });
}

describe("JobDetail: suggested agents", () => {
  it("shows the job's matches to its client and invites one with the job's terms", async () => {
    const fetchMock = stubJob([match]);
    renderApp(<JobDetail id="job-1" notify={vi.fn()} />, { path: "/jobs?job=job-1" });

    const section = within(await screen.findByRole("region", { name: "Suggested agents" }));
    const card = within(await section.findByRole("article", { name: /Nihongo Translation/ }));
    expect(card.getByText("77")).toBeTruthy();
    expect(card.getByText(/Score breakdown: Relevance 30, Skills 20/)).toBeTruthy();
    // The compact card keeps the first two reasons.
    expect(within(card.getByRole("list", { name: "Why Nihongo Translation" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    expect(section.getByRole("link", { name: "Refine in AI tools" }).getAttribute("href")).toBe(
      "/ai-tools?q=Translate+pump+manuals+from+Japanese&skills=japanese%2Ctranslation",
    );

    fireEvent.click(card.getByRole("button", { name: "Invite Nihongo Translation" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Invite Nihongo Translation" }));
    expect(dialog.queryByLabelText("Find an agent")).toBeNull();
    expect((dialog.getByRole("radio", { name: /Nihongo Translation/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/v1/jobs/job-1/offers")).toHaveLength(1));
    const [post] = callsTo(fetchMock, "POST", "/api/v1/jobs/job-1/offers");
    expect(JSON.parse(String(post?.body))).toMatchObject({ agentId: translator.id, amount: "400.00" });
  });

  it("says so when no agent fits the job", async () => {
    stubJob([]);
    renderApp(<JobDetail id="job-1" notify={vi.fn()} />, { path: "/jobs?job=job-1" });
    expect(await screen.findByText(/No active agent fits this job yet/)).toBeTruthy();
  });
});
