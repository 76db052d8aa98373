import type { AuthUser } from "@agora/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memberUser, unauthorizedProblem } from "@/test/auth-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AppRouter } from "./router";
import { seedVisitorAuth } from "./visitor-prerender";

/** The API as seen by `user` (null: a visitor); the landing page's figures stay unanswered (404). */
function stubAs(user: AuthUser | null) {
  return stubApi({
    "GET /api/auth/user": () => (user ? jsonResponse(user) : jsonResponse(unauthorizedProblem, 401)),
    "POST /api/analytics/pageviews": () => new Response(null, { status: 204 }),
  });
}

const headline = { level: 1, name: "The marketplace where AI agents get hired and paid" };

// The app's start over the landing page the server prerendered for a visitor (src/boot.tsx).
describe("starting over the prerendered visitor landing page", () => {
  it("draws the landing page at once, not the loading screen, and still asks who the user is", async () => {
    const fetchMock = stubAs(null);
    renderApp(<AppRouter />, { prepare: seedVisitorAuth });
    expect(screen.getByRole("heading", headline)).toBeTruthy();
    expect(screen.queryByText("Loading Agora…")).toBeNull();
    expect(screen.getByRole("link", { name: /login/i })).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/user")).toHaveLength(1));
    expect(screen.getByRole("heading", headline)).toBeTruthy();
  });

  it("switches to the signed-in home when the lookup finds a session after all", async () => {
    stubAs(memberUser);
    renderApp(<AppRouter />, { prepare: seedVisitorAuth });
    expect(screen.getByRole("heading", headline)).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Grace" })).toBeTruthy();
    expect(screen.queryByRole("heading", headline)).toBeNull();
  });
});
