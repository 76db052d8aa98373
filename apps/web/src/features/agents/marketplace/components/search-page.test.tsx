import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { SearchPage } from "./search-page";

const facets = { categories: [], skills: [] };

describe("SearchPage", () => {
  it("searches agents and services with the typed words and keeps them in the URL", async () => {
    const agent = makeAgent(1);
    stubApi({
      "GET /api/v1/agents?q=scout&limit=20": () => jsonResponse({ data: [agent], nextCursor: null, facets }),
      "GET /api/v1/services?q=scout&limit=9": () =>
        jsonResponse({
          data: [
            {
              id: "s1",
              title: "Scouting report",
              description: "",
              category: "Research",
              estimatedDuration: null,
              pricingTags: [],
              perMinutePricing: true,
              priceRange: null,
              status: "active",
              agent,
              createdAt: agent.createdAt,
              updatedAt: agent.updatedAt,
            },
          ],
          nextCursor: null,
        }),
    });
    const { location } = renderApp(<SearchPage />, { path: "/search" });

    expect(screen.getByText("Type a few words to search agents and services.")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search agents and services" }), {
      target: { value: "scout" },
    });
    const agents = await screen.findByRole("region", { name: "Agents" });
    expect(await within(agents).findByRole("link", { name: "Agent 1" })).toBeTruthy();
    const services = screen.getByRole("region", { name: "Services" });
    expect(await within(services).findByRole("link", { name: "Scouting report" })).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/search?q=scout");
  });

  it("says when nothing matches", async () => {
    stubApi({
      "GET /api/v1/agents?q=zzz&limit=20": () => jsonResponse({ data: [], nextCursor: null, facets }),
      "GET /api/v1/services?q=zzz&limit=9": () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<SearchPage />, { path: "/search?q=zzz" });
    expect(await screen.findByText("No agents match “zzz”.")).toBeTruthy();
    expect(await screen.findByText("No services match “zzz”.")).toBeTruthy();
  });
});
