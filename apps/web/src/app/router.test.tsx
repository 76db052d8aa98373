import type { AuthUser } from "@agora/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "@/lib/browser";
import { intendedDestinationKey } from "@/lib/intended-destination";
import { makeAgent } from "@/test/agent-fixtures";
import { adminUser, memberUser, unauthorizedProblem } from "@/test/auth-fixtures";
import { callsTo, type Handler, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AppRouter, routes } from "./router";

vi.mock("@/lib/browser", () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

/** The API as seen by `user` (null: a visitor); extra routes on top. */
function stubAs(user: AuthUser | null, extra: Record<string, Handler> = {}) {
  return stubApi({
    "GET /api/auth/user": () => (user ? jsonResponse(user) : jsonResponse(unauthorizedProblem, 401)),
    "POST /api/analytics/pageviews": () => new Response(null, { status: 204 }),
    // The profile route shows a real agent; an unknown one would rightly be the 404 page.
    "GET /api/v1/agents/agent-42": () => jsonResponse(makeAgent(42)),
    "GET /api/v1/agents/agent-42/services": () => jsonResponse({ data: [] }),
    ...extra,
  });
}

/** Each page's h1, the name the E2E tests look for too. */
const pageTitles: Record<string, string> = {
  "/signup": "Join Agora",
  "/register": "Join Agora",
  "/marketplace": "Marketplace",
  "/agents/:id": "Agent 42",
  "/about": "About Agora",
  "/blog": "Blog",
  "/blog/:slug": "Post not found",
  "/support": "Support",
  "/support/:slug": "Article not found",
  "/contact": "Contact",
  "/governance": "Governance",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/api-docs": "API documentation",
  "/sdk": "SDKs",
  "/integration-guide": "Integration guide",
  "/search": "Search agents",
  "/dashboard": "Dashboard",
  "/register-agent": "Register your agent",
  "/jobs": "Jobs",
  "/paid-calls": "Paid calls",
  "/messages": "Messages",
  "/verification": "Verification",
  "/admin/verification": "Verification reviews",
  "/reputation": "Reputation",
  "/compliance": "Compliance",
  "/compliance-dashboard": "Compliance dashboard",
  "/ai-tools": "AI tools",
  "/autonomous-hiring": "Autonomous hiring",
  "/profile": "Profile",
  "/my-agents": "My agents",
  "/settings": "Settings",
  "/api-keys": "API Keys",
  "/analytics-dashboard": "Platform analytics",
};

const concrete = (path: string) => path.replace(":id", "agent-42");
const openPaths = routes.filter((route) => route.access === "open").map((route) => route.path);
const signedInPaths = routes.filter((route) => route.access === "signed-in").map((route) => route.path);

async function expectOnlyH1(name: string) {
  const heading = await screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 });
  expect(screen.getAllByRole("heading", { level: 1 })).toEqual([heading]);
}

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
});

describe("AppRouter: the route table of docs/product/product-spec.md §2", () => {
  it("covers every route of the spec with the spec's access", () => {
    expect(Object.fromEntries(routes.map((route) => [route.path, route.access]))).toEqual({
      ...Object.fromEntries(
        [
          "/signup",
          "/register",
          "/marketplace",
          "/agents/:id",
          "/about",
          "/blog",
          "/blog/:slug",
          "/support",
          "/support/:slug",
          "/contact",
          // Not in the spec's table: staking and feature voting (issue 16).
          "/governance",
          // Not in the spec's table: the footer's Legal links need pages of their own.
          "/terms",
          "/privacy",
          "/api-docs",
          "/sdk",
          "/integration-guide",
        ].map((path) => [path, "open"]),
      ),
      ...Object.fromEntries(
        [
          "/search",
          "/dashboard",
          "/register-agent",
          "/jobs",
          "/paid-calls",
          "/messages",
          "/verification",
          "/admin/verification",
          "/reputation",
          "/compliance",
          "/compliance-dashboard",
          "/ai-tools",
          "/autonomous-hiring",
          "/profile",
          "/my-agents",
          "/settings",
          "/api-keys",
        ].map((path) => [path, "signed-in"]),
      ),
      "/analytics-dashboard": "admin",
      "/admin/withdrawals": "admin",
      "/admin/credits": "admin",
      "/admin/ledger": "admin",
      "/admin/audit-log": "admin",
      "/admin/contact-messages": "admin",
      "/admin/mail": "admin",
      "/admin/agents": "admin",
      "/admin/users": "admin",
    });
  });

  it("shows a loading screen until the user is known", async () => {
    stubAs(null);
    renderApp(<AppRouter />);

    expect(screen.getByText("Loading Agora…")).toBeTruthy();
    await expectOnlyH1("The marketplace where AI agents get hired and paid");
  });

  it.each(openPaths)("opens %s to a visitor, with one h1", async (path) => {
    stubAs(null);
    renderApp(<AppRouter />, { path: concrete(path) });

    await expectOnlyH1(pageTitles[path] ?? "");
  });

  it.each([...signedInPaths, "/analytics-dashboard"])("sends a visitor from %s to /", async (path) => {
    stubAs(null);
    const { location } = renderApp(<AppRouter />, { path });

    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
    await expectOnlyH1("The marketplace where AI agents get hired and paid");
  });

  it.each(signedInPaths)("opens %s to a signed-in user", async (path) => {
    stubAs(memberUser, { "GET /api/v1/api-keys": () => jsonResponse({ data: [], nextCursor: null }) });
    renderApp(<AppRouter />, { path });

    await expectOnlyH1(pageTitles[path] ?? "");
  });

  it("opens /admin/verification to a signed-in user who is not an admin (docs/product/product-spec.md §6)", async () => {
    stubAs(memberUser);
    renderApp(<AppRouter />, { path: "/admin/verification" });

    await expectOnlyH1("Verification reviews");
    expect(screen.queryByText("Access Denied")).toBeNull();
  });

  it("shows Access Denied with both buttons to a signed-in non-admin on /analytics-dashboard", async () => {
    stubAs(memberUser);
    const { location } = renderApp(<AppRouter />, { path: "/analytics-dashboard" });

    await expectOnlyH1("Access Denied");
    expect(
      screen.getByText(
        "This page is restricted to administrators only. Contact your system administrator if you believe this is an error.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("heading", { name: "Platform analytics" })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "Go to Dashboard" }));
    await expectOnlyH1("Dashboard");
    expect(location.history?.at(-1)).toBe("/dashboard");
  });

  it("shows /analytics-dashboard to an admin", async () => {
    stubAs(adminUser);
    renderApp(<AppRouter />, { path: "/analytics-dashboard" });

    await expectOnlyH1("Platform analytics");
    expect(screen.queryByText("Access Denied")).toBeNull();
  });

  it.each([
    ["/admin/withdrawals", "Withdrawals"],
    ["/admin/credits", "Credits"],
    ["/admin/ledger", "Ledger check"],
    ["/admin/audit-log", "Audit log"],
  ])("shows Access Denied on %s to a non-admin, and the page (%s) to an admin", async (path, title) => {
    stubAs(memberUser);
    const asMember = renderApp(<AppRouter />, { path });
    await expectOnlyH1("Access Denied");
    asMember.unmount();

    stubAs(adminUser);
    renderApp(<AppRouter />, { path });
    await expectOnlyH1(title);
    expect(screen.getByRole("navigation", { name: "Admin desk" })).toBeTruthy();
  });

  it("shows the not-found page for an unknown path", async () => {
    stubAs(null);
    renderApp(<AppRouter />, { path: "/definitely/not/here" });

    await expectOnlyH1("404 - Page Not Found");
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
  });

  it("treats an unreachable server as signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp(<AppRouter />);

    await expectOnlyH1("The marketplace where AI agents get hired and paid");
    expect(screen.getByRole("button", { name: "Register Your Agent" })).toBeTruthy();
  });
});

describe("AppRouter: landing page for visitors", () => {
  it("has the hero, both calls to action, six stat cards, Core Advantages and the stats block", async () => {
    stubAs(null, { "GET /api/stats/platform": () => jsonResponse({ activeAgents: 0 }) });
    renderApp(<AppRouter />);

    await expectOnlyH1("The marketplace where AI agents get hired and paid");
    expect(screen.getByText("Discovery + Reputation + Marketplace Infrastructure")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "For agents" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "For developers" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View API Docs" }).getAttribute("href")).toBe("/api-docs");
    const facts = screen.getByRole("region", { name: "Platform at a glance" });
    expect(within(facts).getAllByRole("listitem")).toHaveLength(6);
    const advantages = screen.getByRole("region", { name: "Core Advantages" });
    expect(within(advantages).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    // No services endpoint yet: no Featured Services section.
    expect(screen.queryByRole("region", { name: "Featured Services" })).toBeNull();
    const stats = screen.getByRole("region", { name: "Platform statistics" });
    expect(await within(stats).findByText("0")).toBeTruthy();
    expect(within(stats).queryByText("2,847")).toBeNull();
  });

  it("shows Featured Services when services exist", async () => {
    const service = {
      id: "s1",
      title: "Contract review",
      description: "Reviews contracts.",
      category: "Legal",
      estimatedDuration: 90,
      pricingTags: [],
      perMinutePricing: false,
      priceRange: { min: "40", max: "80" },
      agent: {
        id: "a1",
        name: "Clause",
        hourlyRate: null,
        basePerMinuteRate: "0.02",
        rateGranularity: 1,
        minChargeMinutes: "0.1",
        rateOverrides: [],
        streamRateCaps: {},
      },
    };
    stubAs(null, { "GET /api/services": () => jsonResponse([service]) });
    renderApp(<AppRouter />);

    const section = await screen.findByRole("region", { name: "Featured Services" });
    expect(within(section).getByText("Contract review")).toBeTruthy();
    expect(within(section).getByText("$40 – $80")).toBeTruthy();
    expect(within(section).getByText("~1.5 h")).toBeTruthy();
  });

  it("Register Your Agent remembers /register-agent and sends a visitor to /api/login; signed in, the app returns there", async () => {
    stubAs(null);
    const first = renderApp(<AppRouter />);
    fireEvent.click(await screen.findByRole("button", { name: "Register Your Agent" }));

    expect(sessionStorage.getItem(intendedDestinationKey)).toBe("/register-agent");
    expect(redirectTo).toHaveBeenCalledWith("/api/login");
    first.unmount();

    // Back from the sign-in round trip: the server lands on /, now signed in.
    stubAs(memberUser);
    const { location } = renderApp(<AppRouter />, { path: "/" });

    await expectOnlyH1("Register your agent");
    expect(location.history?.at(-1)).toBe("/register-agent");
    expect(sessionStorage.getItem(intendedDestinationKey)).toBeNull();
  });
});

describe("AppRouter: home page for signed-in users", () => {
  it("greets an admin with name and role, links their tools and admin pages", async () => {
    stubAs(adminUser, { "GET /api/v1/agents/me": () => jsonResponse({ id: "agent-1" }) });
    renderApp(<AppRouter />);

    await expectOnlyH1("Welcome back, Ada");
    expect(screen.getByTestId("home-role").textContent).toBe("Admin");
    const tools = screen.getByRole("region", { name: "Your tools" });
    expect(
      within(tools)
        .getByRole("link", { name: /API Keys/ })
        .getAttribute("href"),
    ).toBe("/api-keys");
    const adminTools = screen.getByRole("region", { name: "Administration" });
    expect(
      within(adminTools)
        .getByRole("link", { name: /Platform Analytics/ })
        .getAttribute("href"),
    ).toBe("/analytics-dashboard");
    expect(await screen.findByRole("heading", { name: "Your agent profile is set up" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to My Agents" }).getAttribute("href")).toBe("/my-agents");
    // Owners may register more agents: the button stays.
    expect(screen.getByRole("button", { name: "Register Your Agent" })).toBeTruthy();
  });

  it("opens the registration dialog from Register Your Agent for a user without an agent profile", async () => {
    const fetchMock = stubAs({ ...memberUser, hasAgentProfile: false });
    renderApp(<AppRouter />);

    await expectOnlyH1("Welcome back, Grace");
    expect(screen.getByTestId("home-role").textContent).toBe("User");
    expect(screen.queryByRole("region", { name: "Administration" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Register Your Agent" }));

    const dialog = await screen.findByRole("dialog", { name: "Register your agent" });
    expect(within(dialog).getByText("Endpoint")).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
    // The user lookup said there is no agent: the profile lookup's certain 404 is not asked for.
    expect(callsTo(fetchMock, "GET", "/api/v1/agents/me")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("link", { name: "Continue to registration" }));
    await expectOnlyH1("Register your agent");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("AppRouter: behaviour on page changes", () => {
  it("reports a page view for every path change", async () => {
    const fetchMock = stubAs(null);
    const { location } = renderApp(<AppRouter />);
    await expectOnlyH1("The marketplace where AI agents get hired and paid");

    act(() => location.navigate("/about"));
    await expectOnlyH1("About Agora");

    await waitFor(() =>
      expect(
        callsTo(fetchMock, "POST", "/api/analytics/pageviews").map((init) => JSON.parse(String(init.body))),
      ).toEqual([{ path: "/" }, { path: "/about", referrer: "/" }]),
    );
  });

  it("scrolls to the top on a path change without a hash, and fades the new page in", async () => {
    stubAs(null);
    const { location } = renderApp(<AppRouter />);
    await expectOnlyH1("The marketplace where AI agents get hired and paid");
    expect(screen.getByTestId("page-transition").className).not.toContain("animate-fade-in");

    act(() => location.navigate("/blog"));
    await expectOnlyH1("Blog");

    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByTestId("page-transition").className).toContain("animate-fade-in");
  });

  it("keeps the position when the address has a hash", async () => {
    stubAs(memberUser);
    const { location } = renderApp(<AppRouter />, { path: "/dashboard" });
    await expectOnlyH1("Dashboard");

    window.history.replaceState(null, "", "/messages#notifications");
    act(() => location.navigate("/messages"));
    await expectOnlyH1("Messages");

    expect(window.scrollTo).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });
});
