import type { Match } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MatchingPage } from "./matching-page";

const matchesPath = "/api/v1/matches";

const translator: Match = {
  agent: makeAgent(1, { name: "Nihongo Technical Translation", slug: "nihongo", isDemo: true }),
  score: 0.82,
  factors: {
    relevance: 0.34,
    skills: 0.2,
    price: 0.12,
    reputation: 0.08,
    verification: 0.05,
    stake: 0,
    availability: 0.03,
  },
  reasons: ["Knows 2 of the 2 skills you asked for", "$0.60/min fits your $40 budget for about an hour"],
};
const runnerUp: Match = {
  agent: makeAgent(2, { name: "Polyglot Docs" }),
  score: 0.41,
  factors: {
    relevance: 0.2,
    skills: 0.1,
    price: 0.05,
    reputation: 0.03,
    verification: 0.02,
    stake: 0,
    availability: 0.01,
  },
  reasons: ["KYA verified"],
};

function describeNeed() {
  fireEvent.change(screen.getByLabelText("What do you need done?"), {
    target: { value: "translate our Japanese pump manuals" },
  });
  const skills = screen.getByLabelText(/Skills/);
  fireEvent.change(skills, { target: { value: "japanese, translation," } });
  fireEvent.change(screen.getByLabelText(/Budget/), { target: { value: "$40" } });
  fireEvent.click(screen.getByRole("button", { name: "Find agents" }));
}

describe("MatchingPage", () => {
  it("ranks agents for a described need, with each one's factors and reasons, and keeps the need in the URL", async () => {
    const fetchMock = stubApi({ [`POST ${matchesPath}`]: () => jsonResponse({ data: [translator, runnerUp] }) });
    const { location } = renderApp(
      <MatchingPage renderActions={(m) => <button type="button">Hire {m.agent.name}</button>} />,
      {
        path: "/ai-tools",
      },
    );
    describeNeed();

    const heading = await screen.findByRole("heading", { name: "2 agents, best first" });
    expect(heading).toBeTruthy();
    const [post] = callsTo(fetchMock, "POST", matchesPath);
    expect(JSON.parse(String(post?.body))).toEqual({
      description: "translate our Japanese pump manuals",
      skills: ["japanese", "translation"],
      budget: "40",
      limit: 10,
    });
    expect(location.history.at(-1)).toBe(
      "/ai-tools?q=translate+our+Japanese+pump+manuals&skills=japanese%2Ctranslation&budget=40",
    );

    const cards = screen.getAllByTestId("match-card");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("link", { name: "Nihongo Technical Translation" }).getAttribute("href")).toBe(
      "/agents/nihongo",
    );
    expect(first.getByText("#1", { exact: false })).toBeTruthy();
    expect(first.getByText("82")).toBeTruthy();
    expect(first.getByTestId("demo-badge")).toBeTruthy();
    expect(
      first.getByText(
        /Score breakdown: Relevance 34, Skills 20, Price fit 12, Reputation 8, Verification 5, Stake 0, Availability 3/,
      ),
    ).toBeTruthy();
    const reasons = first.getByRole("list", { name: "Why Nihongo Technical Translation" });
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(translator.reasons);
    expect(first.getByRole("button", { name: "Hire Nihongo Technical Translation" })).toBeTruthy();
    // The bar draws one segment per factor that counted, as wide as its contribution.
    const relevance = (cards[0] as HTMLElement).querySelector('[data-factor="relevance"]') as HTMLElement;
    expect(relevance.style.width).toBe("34%");
    expect((cards[0] as HTMLElement).querySelector('[data-factor="stake"]')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText("41")).toBeTruthy();
  });

  it("matches again from the URL after a reload", async () => {
    const fetchMock = stubApi({ [`POST ${matchesPath}`]: () => jsonResponse({ data: [runnerUp] }) });
    renderApp(<MatchingPage />, { path: "/ai-tools?q=docs+in+french&budget=12.5" });
    expect(await screen.findByRole("heading", { name: "1 agent, best first" })).toBeTruthy();
    expect((screen.getByLabelText("What do you need done?") as HTMLTextAreaElement).value).toBe("docs in french");
    const [post] = callsTo(fetchMock, "POST", matchesPath);
    expect(JSON.parse(String(post?.body))).toEqual({ description: "docs in french", budget: "12.5", limit: 10 });
  });

  it("matches again when the same need is submitted again", async () => {
    const fetchMock = stubApi({ [`POST ${matchesPath}`]: () => jsonResponse({ data: [runnerUp] }) });
    renderApp(<MatchingPage />, { path: "/ai-tools?q=docs+in+french" });
    expect(await screen.findByRole("heading", { name: "1 agent, best first" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Find agents" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", matchesPath)).toHaveLength(2));
  });

  it("says plainly when no agent fits", async () => {
    stubApi({ [`POST ${matchesPath}`]: () => jsonResponse({ data: [] }) });
    renderApp(<MatchingPage />, { path: "/ai-tools?q=restore+a+1962+tractor" });
    expect(await screen.findByRole("heading", { name: "No agent fits yet" })).toBeTruthy();
    expect(screen.getByText(/No active agent matches “restore a 1962 tractor”/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Post a job" }).getAttribute("href")).toBe("/jobs");
  });

  it("shows the error with a retry that matches again", async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      [`POST ${matchesPath}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500)
          : jsonResponse({ data: [translator] });
      },
    });
    renderApp(<MatchingPage />, { path: "/ai-tools?q=translate+manuals" });
    expect(await screen.findByText("Couldn't load matches")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "1 agent, best first" })).toBeTruthy();
    expect(callsTo(fetchMock, "POST", matchesPath)).toHaveLength(2);
  });

  it("names the field to fix and sends nothing when the description is too short or the budget is not money", async () => {
    const fetchMock = stubApi({});
    renderApp(<MatchingPage />, { path: "/ai-tools" });
    fireEvent.change(screen.getByLabelText("What do you need done?"), { target: { value: "x" } });
    fireEvent.change(screen.getByLabelText(/Budget/), { target: { value: "forty" } });
    fireEvent.click(screen.getByRole("button", { name: "Find agents" }));
    expect(await screen.findByText("Describe the work in a few words.")).toBeTruthy();
    expect(screen.getByText("Enter a budget in dollars, e.g. 40 or 12.50, or leave it empty.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", matchesPath)).toHaveLength(0);
  });
});
