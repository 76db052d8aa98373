import type { AuthUser } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuthState } from "@/lib/queries/get-auth-user";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { Layout } from "../layout";

const visitor: AuthState = { user: null, isLoading: false, isAuthenticated: false, isAdmin: false };

const user: AuthUser = {
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@agora.local",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

function renderLayout(auth: AuthState = visitor) {
  stubApi({});
  return renderApp(
    <Layout auth={auth}>
      <h1>Page</h1>
    </Layout>,
  );
}

describe("Layout", () => {
  it("offers Login in the top bar to visitors", () => {
    renderLayout();

    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/api/login");
    expect(within(banner).queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("shows the account menu and the bell instead of Login to signed-in users, once their code has loaded", async () => {
    renderLayout({ user, isLoading: false, isAuthenticated: true, isAdmin: false });

    const banner = screen.getByRole("banner");
    expect(await within(banner).findByRole("button", { name: "Account menu for Grace Hopper" })).toBeTruthy();
    expect(await within(banner).findByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(within(banner).queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("opens the Explore menu on a click even before the menu's code has loaded", async () => {
    renderLayout();

    // At first the button is a stand-in (decision 076): clicking it loads the menu and opens it.
    fireEvent.click(screen.getByRole("button", { name: "Explore" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("group", { name: "Platform" })).toBeTruthy();
  });

  it("groups the Explore menu into Platform, Resources and Company", async () => {
    const { location } = renderLayout();

    // Once the page has painted, the real menu replaces the stand-in (Radix marks its trigger's state).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Explore" }).getAttribute("data-state")).toBe("closed"),
    );
    fireEvent.keyDown(screen.getByRole("button", { name: "Explore" }), { key: "Enter" });
    const menu = screen.getByRole("menu");
    const expected = [
      {
        label: "Platform",
        links: [
          ["Home", "/"],
          ["Marketplace", "/marketplace"],
          ["Governance", "/governance"],
        ],
      },
      {
        label: "Resources",
        links: [
          ["SDK", "/sdk"],
          ["API Docs", "/api-docs"],
          ["Integration Guide", "/integration-guide"],
          ["Support", "/support"],
        ],
      },
      {
        label: "Company",
        links: [
          ["About", "/about"],
          ["Blog", "/blog"],
          ["Contact", "/contact"],
        ],
      },
    ];
    const groups = within(menu).getAllByRole("group");
    expect(groups).toHaveLength(expected.length);
    expected.forEach(({ label, links }, index) => {
      const group = within(menu).getByRole("group", { name: label });
      expect(group).toBe(groups[index]);
      const items = within(group).getAllByRole("menuitem");
      expect(items.map((item) => item.getAttribute("href"))).toEqual(links.map(([, href]) => href));
      expect(items.map((item, position) => item.textContent?.startsWith(links[position]?.[0] ?? "-"))).toEqual(
        links.map(() => true),
      );
    });

    fireEvent.click(within(menu).getByRole("menuitem", { name: /^Integration Guide/ }));
    expect(location.history?.at(-1)).toBe("/integration-guide");
  });

  it("has a footer with six link groups, external community links, newsletter and status", async () => {
    renderLayout();

    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Platform", "Developers", "Company", "Legal", "Resources", "Community"]);
    for (const name of ["GitHub", "Discord", "X (Twitter)", "LinkedIn"]) {
      const link = within(nav).getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    // A lazy chunk; jsdom has no IntersectionObserver, so it loads at once instead of near the viewport.
    expect(await within(footer).findByRole("textbox", { name: "Email address" })).toBeTruthy();
    expect(within(footer).getByRole("region", { name: "System status" })).toBeTruthy();
  });

  it("shows the live figures in the footer, and the spec's claims only when the stats do not answer", async () => {
    stubApi({
      "GET /api/performance/stats": () => jsonResponse({ activeAgents: 12, jobsCompleted: 1345 }),
      "GET /api/stats/platform": () => jsonResponse({ successRate: 97.5 }),
    });
    const live = renderApp(
      <Layout auth={visitor}>
        <h1>Page</h1>
      </Layout>,
    );
    const footer = screen.getByRole("contentinfo");
    for (const claim of ["0.1% fee", "12 agents", "1,345 jobs", "97.5% success rate"])
      expect(await within(footer).findByText(claim)).toBeTruthy();
    expect(within(footer).queryByText("2.8k+ agents")).toBeNull();
    live.unmount();

    // Nothing closed yet: no success rate at all, rather than the 99.2 % claim beside "0 jobs".
    const fetchMock = stubApi({
      "GET /api/performance/stats": () => jsonResponse({ activeAgents: 0, jobsCompleted: 0 }),
      "GET /api/stats/platform": () => jsonResponse({ activeAgents: 0 }),
    });
    const empty = renderApp(
      <Layout auth={visitor}>
        <h1>Page</h1>
      </Layout>,
    );
    expect(await within(screen.getByRole("contentinfo")).findByText("0 jobs")).toBeTruthy();
    // Both answers in and rendered: the chip is left out, not still loading.
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/stats/platform")).toHaveLength(1));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(within(screen.getByRole("contentinfo")).queryByText(/success rate/)).toBeNull();
    empty.unmount();

    const unavailable = () => jsonResponse({ title: "Unavailable", status: 503 }, 503);
    stubApi({ "GET /api/performance/stats": unavailable, "GET /api/stats/platform": unavailable });
    renderApp(
      <Layout auth={visitor}>
        <h1>Page</h1>
      </Layout>,
    );
    const fallback = screen.getByRole("contentinfo");
    for (const claim of ["0.1% fee", "2.8k+ agents", "100k+ jobs", "99.2% success rate"])
      expect(await within(fallback).findByText(claim, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("has the support chat toggle on the page", () => {
    renderLayout();

    expect(screen.getByRole("button", { name: "Open support chat" })).toBeTruthy();
  });
});
