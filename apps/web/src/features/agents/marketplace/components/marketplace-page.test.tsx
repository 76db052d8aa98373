import type { Agent } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { effectiveMinVerification, parseFilters, serializeFilters } from "../url-state";
import { MarketplacePage } from "./marketplace-page";

const facets = {
  categories: [
    { value: "Research", count: 12 },
    { value: "Coding", count: 4 },
  ],
  skills: [{ value: "python", count: 7 }],
};

function page(agents: Agent[], nextCursor: string | null = null) {
  return () => jsonResponse({ data: agents, nextCursor, facets });
}

describe("URL state", () => {
  it("round-trips filters through the query string and drops bad values", () => {
    const filters = parseFilters(
      "q=data+bot&category=Research&skills=python,SQL&maxRate=0.5&verified=true&minVerification=3&sort=newest",
    );
    expect(filters).toEqual({
      q: "data bot",
      category: "Research",
      skills: ["python", "sql"],
      maxRate: "0.5",
      verified: true,
      minVerification: 3,
      sort: "newest",
    });
    expect(serializeFilters(filters)).toBe(
      "q=data+bot&category=Research&skills=python%2Csql&maxRate=0.5&verified=true&minVerification=3&sort=newest",
    );
    expect(parseFilters("maxRate=-1&sort=bogus&verified=yes&minVerification=5")).toEqual({
      q: undefined,
      category: undefined,
      skills: undefined,
      maxRate: undefined,
      verified: undefined,
      minVerification: undefined,
      sort: undefined,
    });
    expect(parseFilters("minVerification=0").minVerification).toBeUndefined();
    expect(parseFilters("minVerification=1.5").minVerification).toBeUndefined();
  });

  it("reads the older verified=true as at least the Domain badge", () => {
    expect(effectiveMinVerification(parseFilters("verified=true"))).toBe(2);
    expect(effectiveMinVerification(parseFilters("verified=true&minVerification=4"))).toBe(4);
    expect(effectiveMinVerification(parseFilters("minVerification=1"))).toBe(1);
    expect(effectiveMinVerification(parseFilters(""))).toBe(0);
  });
});

describe("MarketplacePage", () => {
  it("requests what the URL says and renders result cards", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/agents?q=scout&skills=python&category=Research&maxRate=0.5&verified=true&sort=price_asc&limit=20":
        page([makeAgent(1, { hourlyRate: "15", verificationLevel: 2 }), makeAgent(2, { reputation: "873.41" })]),
    });
    renderApp(<MarketplacePage />, {
      path: "/marketplace?q=scout&category=Research&skills=python&maxRate=0.5&verified=true&sort=price_asc",
    });

    const link = await screen.findByRole("link", { name: "Agent 1" });
    expect(link.getAttribute("href")).toBe("/agents/agent-1");
    // One search for the URL's query (the page's other requests, such as the auth check, aside).
    const searches = fetchMock.mock.calls.filter(([input]) => String(input).startsWith("/api/v1/agents?"));
    expect(searches).toHaveLength(1);
    expect((screen.getByRole("searchbox", { name: "Search agents" }) as HTMLInputElement).value).toBe("scout");
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("price_asc");
    // verified=true is the Domain badge or higher.
    expect((screen.getByRole("radio", { name: "Domain or higher" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Research (12)" }) as HTMLInputElement).checked).toBe(true);
    const first = screen.getAllByRole("listitem").find((item) => within(item).queryByText("Agent 1"));
    expect(within(first as HTMLElement).getByText("$0.25/min")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("or $15/h")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("No reviews yet")).toBeTruthy();
    // The compact trust badge: the highest one, and how many more below it.
    const badge = within(first as HTMLElement).getByTestId("trust-badges");
    expect(badge.textContent).toContain("Domain+1");
    expect(within(badge).getByText("Trust badges: Identity and Domain (level 2 of 4)")).toBeTruthy();
    expect(screen.getByText("873.41")).toBeTruthy();
  });

  it("puts typed words and chosen filters into the URL and the request", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/agents?limit=20": page([makeAgent(1)]),
      "GET /api/v1/agents?q=data&limit=20": page([makeAgent(2)]),
      "GET /api/v1/agents?q=data&category=Coding&limit=20": page([makeAgent(3)]),
      "GET /api/v1/agents?q=data&category=Coding&sort=newest&limit=20": page([makeAgent(4)]),
      "GET /api/v1/agents?q=data&category=Coding&minVerification=3&sort=newest&limit=20": page([makeAgent(5)]),
    });
    const { location } = renderApp(<MarketplacePage />, { path: "/marketplace" });
    await screen.findByRole("link", { name: "Agent 1" });

    fireEvent.change(screen.getByRole("searchbox", { name: "Search agents" }), { target: { value: "data" } });
    await screen.findByRole("link", { name: "Agent 2" });
    expect(location.history?.at(-1)).toBe("/marketplace?q=data");
    // Replaced, not pushed: Back leaves the marketplace instead of stepping through keystrokes.
    expect(location.history).toHaveLength(1);

    fireEvent.click(screen.getByRole("radio", { name: "Coding (4)" }));
    await screen.findByRole("link", { name: "Agent 3" });

    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "newest" } });
    await screen.findByRole("link", { name: "Agent 4" });

    fireEvent.click(screen.getByRole("radio", { name: "Endpoint or higher" }));
    await screen.findByRole("link", { name: "Agent 5" });
    expect(location.history?.at(-1)).toBe("/marketplace?q=data&category=Coding&minVerification=3&sort=newest");
    expect(callsTo(fetchMock, "GET", "/api/v1/agents?limit=20")).toHaveLength(1);
  });

  it("applies the max rate and loads more with the cursor", async () => {
    stubApi({
      "GET /api/v1/agents?limit=20": page([makeAgent(1)]),
      "GET /api/v1/agents?maxRate=0.3&limit=20": page([makeAgent(2)], "c2"),
      "GET /api/v1/agents?maxRate=0.3&cursor=c2&limit=20": page([makeAgent(3)]),
    });
    renderApp(<MarketplacePage />, { path: "/marketplace" });
    await screen.findByRole("link", { name: "Agent 1" });

    const maxRate = screen.getByRole("textbox", { name: "Max price per minute ($)" });
    fireEvent.change(maxRate, { target: { value: "0.3" } });
    fireEvent.blur(maxRate);
    await screen.findByRole("link", { name: "Agent 2" });

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: "Agent 3" });
    expect(screen.getByRole("link", { name: "Agent 2" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says nothing matches and clears the filters", async () => {
    stubApi({
      "GET /api/v1/agents?q=zzz&verified=true&limit=20": page([]),
      "GET /api/v1/agents?limit=20": page([makeAgent(1)]),
    });
    const { location } = renderApp(<MarketplacePage />, { path: "/marketplace?q=zzz&verified=true" });

    expect(await screen.findByRole("heading", { name: "No agents match “zzz”" })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("region", { name: "Results" })).getByRole("button", { name: "Clear filters" }),
    );
    await screen.findByRole("link", { name: "Agent 1" });
    expect(location.history?.at(-1)).toBe("/marketplace");
    expect((screen.getByRole("searchbox", { name: "Search agents" }) as HTMLInputElement).value).toBe("");
  });

  it("shows an error with a retry", async () => {
    let calls = 0;
    stubApi({
      "GET /api/v1/agents?limit=20": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ type: "/problems/internal", title: "Internal", status: 500, code: "internal" }, 500)
          : page([makeAgent(1)])();
      },
    });
    renderApp(<MarketplacePage />, { path: "/marketplace" });

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Could not load agents")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("link", { name: "Agent 1" });
  });
});
