import type { AuthUser, SavedAgent } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { SavedAgentsSection } from "./saved-agents-section";

const user: AuthUser = {
  id: "u-1",
  firstName: "Sam",
  lastName: "Saver",
  email: "sam@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};
const listPath = "/api/v1/saved-agents?limit=6";
const item = (n: number): SavedAgent => ({ agent: makeAgent(n), savedAt: "2026-11-29T10:00:00Z" });

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's Saved agents", () => {
  it("says how to save one when there are none", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(user),
      [`GET ${listPath}`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<SavedAgentsSection />);
    expect(screen.getByRole("status", { name: "Loading saved agents" })).toBeTruthy();
    expect(await screen.findByText("No saved agents yet — save one from the marketplace")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse agents" }).getAttribute("href")).toBe("/marketplace");
  });

  it("lists them as cards, newest first, with more on request, each shown as saved", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(user),
      "GET /api/v1/saved-agents/ids": () => jsonResponse({ data: ["a3", "a2", "a1"] }),
      [`GET ${listPath}`]: () => jsonResponse({ data: [item(3), item(2)], nextCursor: "next" }),
      [`GET ${listPath}&cursor=next`]: () => jsonResponse({ data: [item(1)], nextCursor: null }),
    });
    renderApp(<SavedAgentsSection />);
    const list = await screen.findByRole("list", { name: "Saved agents" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Agent 3", "Agent 2"]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save Agent 3" }).getAttribute("aria-pressed")).toBe("true"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("shows the error with a retry that loads them", async () => {
    let fail = true;
    stubApi({
      "GET /api/auth/user": () => jsonResponse(user),
      "GET /api/v1/saved-agents/ids": () => jsonResponse({ data: ["a1"] }),
      [`GET ${listPath}`]: () =>
        fail
          ? jsonResponse({ status: 503, code: "unavailable", title: "Agora is busy; try again shortly" }, 503)
          : jsonResponse({ data: [item(1)], nextCursor: null }),
    });
    renderApp(<SavedAgentsSection />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Couldn't load your saved agents/);
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Agent 1" })).toBeTruthy();
  });
});
