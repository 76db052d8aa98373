import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, viewports, waitForApp, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the layout and landing page of docs/product/product-spec.md §2 and §4", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: false }));
  });
  afterAll(() => stopE2e({ server, browser }));

  it("registers an agent from the landing page through the real sign-in and back", async () => {
    const { page, close, problems } = await openAs(browser, server, "visitor");
    await page.goto("/");
    await page
      .getByRole("button", { name: "Register Your Agent" })
      .or(page.getByRole("link", { name: "Register Your Agent" }))
      .first()
      .click();
    await page.waitForURL(/\/oidc\/interaction\//);
    expect(await page.evaluate(() => sessionStorage.getItem("agora-intended-destination"))).toBe("/register-agent");
    await page.fill('input[name="email"]', "owner@example.com");
    await page.fill('input[name="firstName"]', "Owen");
    await page.fill('input[name="lastName"]', "Owner");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/register-agent$/);
    await waitForPage(page);
    expect(await page.evaluate(() => sessionStorage.getItem("agora-intended-destination"))).toBeNull();
    // Signed in now: the same button opens the registration dialog instead.
    await page.goto("/");
    await page.getByRole("button", { name: "Register Your Agent" }).first().click();
    await page.getByRole("dialog").waitFor();
    expect(problems()).toEqual([]);
    await close();
  });

  it("paints a visitor's landing page before the app's code runs, and the app takes it over in place", async () => {
    const headline = { level: 1, name: "The marketplace where AI agents get hired and paid" } as const;
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const size = `${viewport.width}×${viewport.height}`;
      // The server's HTML alone: every script of the app refused.
      const bare = await browser.newContext({ baseURL: server.baseUrl, viewport, serviceWorkers: "block" });
      const before = await bare.newPage();
      await before.route("**/assets/*.js", (route) => route.abort());
      await before.goto("/");
      const heading = before.getByRole("heading", headline);
      await heading.waitFor();
      expect(await before.getByRole("link", { name: "View API Docs" }).count(), size).toBe(1);
      const boxBefore = await heading.boundingBox();
      await bare.close();

      const { page, close, problems } = await openAs(browser, server, "visitor", { viewport });
      await page.goto("/");
      expect(await page.getByRole("heading", headline).boundingBox(), size).toEqual(boxBefore);
      expect(problems(), size).toEqual([]);
      await close();
    }
    // A signed-in user is sent the plain page: never the visitor's landing page, not even for a frame.
    // Who they are is asked once, while the page loads (its preload), not again once the app runs.
    const { page, close } = await openAs(browser, server, "user");
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/user") lookups.push(request.resourceType());
    });
    const response = await page.goto("/");
    expect(await response?.text()).not.toContain("data-prerendered");
    await page.getByRole("heading", { level: 1, name: /^Welcome back/ }).waitFor();
    expect(lookups).toHaveLength(1);
    await close();
  });

  it("keeps a visitor's place on the prerendered page when the app takes it over", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: viewports.desktop });
    const page = await context.newPage();
    // The app's code is held back until the visitor has scrolled, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const place = await page.evaluate(() => window.scrollY);
    release();
    await waitForApp(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    await context.close();
  });

  it("links View API Docs to /api-docs and shows the stats skeleton or the six stat cards", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    await page.goto("/");
    await page.getByRole("link", { name: "View API Docs" }).click();
    await page.waitForURL(/\/api-docs$/);
    await close();
  });

  it("opens the Explore dropdown with its Platform, Resources and Company groups", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    await page.goto("/");
    await page.getByRole("button", { name: "Explore" }).click();
    const menu = page.getByRole("menu");
    for (const group of ["Platform", "Resources", "Company"]) await menu.getByText(group, { exact: true }).waitFor();
    for (const item of [
      "Home",
      "Marketplace",
      "Governance",
      "SDK",
      "API Docs",
      "Integration Guide",
      "Support",
      "About",
      "Blog",
      "Contact",
    ]) {
      // Each item's accessible name is its label followed by a one-line description.
      expect(await menu.getByRole("menuitem", { name: new RegExp(`^${item}\\b`) }).count(), item).toBe(1);
    }
    await menu.getByRole("menuitem", { name: /^Integration Guide/ }).click();
    await page.waitForURL(/\/integration-guide$/);
    await close();
  });

  it("shows the account menu groups, with Admin Controls and the Admin badge only for admins", async () => {
    const groups = ["Account", "Agent Operations", "Activity", "System"];
    const items = [
      "Profile",
      "Settings",
      "API Keys",
      "My Agents",
      "Deploy Agent",
      "Dashboard",
      "Search",
      "Notifications",
    ];
    for (const viewer of ["user", "admin"] as const) {
      const { page, close } = await openAs(browser, server, viewer);
      await page.goto("/");
      await page.getByRole("button", { name: /Account menu/ }).click();
      const menu = page.getByRole("menu");
      for (const g of groups) await menu.getByText(g, { exact: true }).waitFor();
      for (const i of [
        ...items,
        "Jobs",
        "Messages",
        "Analytics",
        "Verification",
        "Reputation",
        "Compliance",
        "Sign out",
      ]) {
        expect(await menu.getByRole("menuitem", { name: i, exact: true }).count(), `${viewer}: ${i}`).toBe(1);
      }
      const adminItems = await menu.getByRole("menuitem", { name: "Admin Verification", exact: true }).count();
      expect(adminItems).toBe(viewer === "admin" ? 1 : 0);
      expect(await menu.getByText("Admin Controls", { exact: true }).count()).toBe(viewer === "admin" ? 1 : 0);
      expect(await menu.getByText("Admin", { exact: true }).count()).toBe(viewer === "admin" ? 1 : 0);
      await close();
    }
  });

  it("keeps the chosen theme across a reload", async () => {
    const { page, close } = await openAs(browser, server, "visitor", { colorScheme: "light" });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await close();
  });

  it("opens the mobile navigation panel at 390×844 with its groups and the Log in button", async () => {
    const { page, close, problems } = await openAs(browser, server, "visitor", { viewport: viewports.mobile });
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = page.getByRole("dialog");
    await panel.getByText("Navigation", { exact: true }).waitFor();
    await panel.getByText("Resources", { exact: true }).waitFor();
    await panel
      .getByText(/account menu/i)
      .first()
      .waitFor();
    expect(
      await panel
        .getByRole("link", { name: "Log in" })
        .or(panel.getByRole("button", { name: "Log in" }))
        .count(),
    ).toBe(1);
    // The panel slides in from the left edge; measure once the slide has finished.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    await panel.getByRole("link", { name: "Marketplace", exact: true }).click();
    await page.waitForURL(/\/marketplace$/);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(problems()).toEqual([]);
    await close();
  });

  it("thanks a newsletter subscriber for three seconds without sending anything", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    // On a busy machine the network can sit idle while the app still starts, so idleness alone
    // does not mean the landing page's one page view has gone out: wait for it by name.
    const viewed = page.waitForResponse((r) => r.url().endsWith("/api/analytics/pageviews"));
    await page.goto("/");
    await viewed;
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    // The form's code loads as the footer nears the viewport (decision 076), as a reader scrolls to
    // it; what the form sends is counted from then on.
    await footer.scrollIntoViewIfNeeded();
    const input = footer.locator('input[type="email"]');
    await input.waitFor();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
    await input.fill("   ");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect(await footer.getByText("Thank you for subscribing!").count()).toBe(0);
    await input.fill("reader@example.com");
    const shownAt = Date.now();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByText("Thank you for subscribing!").waitFor();
    expect(await input.inputValue()).toBe("");
    await footer.getByText("Thank you for subscribing!").waitFor({ state: "detached", timeout: 5000 });
    const shownMs = Date.now() - shownAt;
    expect(shownMs).toBeGreaterThanOrEqual(2900);
    expect(shownMs).toBeLessThan(4500);
    // Background queries (status strip, stats retry) may run meanwhile; the form itself sends nothing.
    expect(requests.filter((r) => !r.startsWith("GET ") || /newsletter|subscri/i.test(r))).toEqual([]);
    await close();
  });

  it("shows the system-status strip from the health and stats endpoints", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    const health = page.waitForResponse((r) => r.url().endsWith("/api/performance/health"));
    const stats = page.waitForResponse((r) => r.url().endsWith("/api/performance/stats"));
    await page.goto("/");
    const [h, s] = await Promise.all([health, stats]);
    const uptime = ((await h.json()) as { uptime: number }).uptime;
    expect(((await s.json()) as { activeAgents: number }).activeAgents).toBe(0);
    const footer = page.getByRole("contentinfo");
    await footer.getByText(`${uptime}%`).first().waitFor();
    await close();
  });

  it("opens and closes the support chat panel within 600px × 24rem", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    await page.goto("/about");
    await page.getByRole("button", { name: "Open support chat" }).click();
    const panel = page
      .getByRole("dialog")
      .or(page.getByRole("complementary", { name: /support/i }))
      .first();
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(600);
    expect(box?.width ?? 0).toBeLessThanOrEqual(384);
    await page.getByRole("button", { name: "Close support chat" }).click();
    await close();
  });

  it("reports each path change as a page view", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    const views: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/analytics/pageviews")) views.push((r.postDataJSON() as { path: string }).path);
    });
    await page.goto("/");
    await page.getByRole("link", { name: "View API Docs" }).click();
    await page.waitForURL(/\/api-docs$/);
    await expect.poll(() => views).toEqual(["/", "/api-docs"]);
    await close();
  });
});
