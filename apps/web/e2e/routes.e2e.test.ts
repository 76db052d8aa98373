import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { checksLayout, sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e, type Viewer, viewports, waitForPage, walkTimeoutMs } from "./fixtures";

/** docs/product/product-spec.md §2's route table, and the legal pages the footer links to. */
const openRoutes = [
  "/",
  "/signup",
  "/register",
  "/marketplace",
  "/agents/kubernetes-incident-triager",
  "/about",
  "/blog",
  "/blog/how-streaming-payments-work",
  "/support",
  "/support/withdraw-funds",
  "/contact",
  "/governance",
  "/terms",
  "/privacy",
  "/api-docs",
  "/sdk",
  "/integration-guide",
];
const signedInRoutes = [
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
];
const adminRoutes = [
  "/analytics-dashboard",
  "/admin/withdrawals",
  "/admin/credits",
  "/admin/ledger",
  "/admin/audit-log",
  "/admin/contact-messages",
  "/admin/mail",
  "/admin/agents",
  "/admin/users",
];
const allRoutes = [...openRoutes, ...signedInRoutes, ...adminRoutes];
const notFoundHeading = "404 - Page Not Found";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the route table of docs/product/product-spec.md §2", () => {
  beforeAll(async () => {
    // A real agent for /agents/{id}: an unknown one rightly shows the 404 page.
    ({ server, browser } = await startE2e({ seedDemo: true }));
  });
  afterAll(() => stopE2e({ server, browser }));

  /** Visits `path` and says where the app ended, what it shows, and where a page scrolled sideways. */
  async function visit(viewer: Viewer, paths: string[]) {
    const watched = await openAs(browser, server, viewer);
    const results: { path: string; url: string; h1: string; accessDenied: boolean }[] = [];
    const sideways: string[] = [];
    const measured = new Set<string>();
    try {
      for (const path of paths) {
        await watched.page.goto(path);
        await waitForPage(watched.page);
        await watched.page.waitForLoadState("networkidle");
        const url = new URL(watched.page.url());
        const result = {
          path,
          // Not the hash: a page may set its own once loaded (the API reference marks the section
          // in view, `#description/introduction`), which is no redirect.
          url: url.pathname,
          h1: (await watched.page.locator("h1").first().textContent())?.trim() ?? "",
          accessDenied: (await watched.page.getByRole("heading", { name: "Access Denied" }).count()) > 0,
        };
        results.push(result);
        // A redirect or Access Denied shows a page already measured once: each screen is measured once per walk.
        const screen = result.accessDenied ? "Access Denied" : result.url;
        if (checksLayout && !measured.has(screen)) {
          measured.add(screen);
          sideways.push(...(await sidewaysScroll(watched.page, `${path} as ${viewer}`)));
        }
      }
      expect(sideways).toEqual([]);
      return { results, problems: watched.problems() };
    } finally {
      await watched.close();
    }
  }

  it(
    "shows every open page to visitors and sends them from guarded pages to /",
    async () => {
      const { results, problems } = await visit("visitor", allRoutes);
      for (const r of results) {
        if (openRoutes.includes(r.path)) {
          expect(r.url, r.path).toBe(r.path);
          expect(r.h1, r.path).not.toBe(notFoundHeading);
        } else {
          expect(r.url, `${r.path} redirects`).toBe("/");
        }
      }
      expect(problems).toEqual([]);
    },
    walkTimeoutMs(allRoutes.length),
  );

  it(
    "shows every signed-in page to a user, and Access Denied on the admin page",
    async () => {
      const { results, problems } = await visit("user", allRoutes);
      for (const r of results) {
        expect(r.url, r.path).toBe(r.path);
        expect(r.h1, r.path).not.toBe(notFoundHeading);
        expect(r.accessDenied, r.path).toBe(adminRoutes.includes(r.path));
      }
      expect(problems).toEqual([]);
    },
    walkTimeoutMs(allRoutes.length),
  );

  it("shows the admin page to an admin", async () => {
    const { results, problems } = await visit("admin", [...adminRoutes, "/admin/verification"]);
    for (const r of results) {
      expect(r.url).toBe(r.path);
      expect(r.accessDenied).toBe(false);
      expect(r.h1).not.toBe(notFoundHeading);
    }
    expect(problems).toEqual([]);
  });

  it("fits the hire dialog on a phone: its title, price and actions in view, nothing sideways", async () => {
    const { page, close, problems } = await openAs(browser, server, "user", { viewport: viewports.mobile });
    await page.goto("/marketplace");
    await waitForPage(page);
    // The marketplace lists agents with a service open for hire (decision 073): the first one's.
    await page.locator("main h3 a").first().click();
    await waitForPage(page);
    await page.getByRole("button", { name: /^Hire/ }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const title = dialog.getByRole("heading").first();
    await title.waitFor();
    const inView = async (box: { x: number; y: number; width: number; height: number } | null) =>
      box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewports.mobile.width;
    expect(await inView(await title.boundingBox()), "dialog title in view").toBe(true);
    expect(await dialog.getByText(/\$\d/).first().isVisible(), "a price in the dialog").toBe(true);
    expect(await sidewaysScroll(page, "hire dialog", dialog)).toEqual([]);
    expect(problems()).toEqual([]);
    await close();
  });

  it("fits the delete-account dialog in every look, the long confirmation included", async () => {
    const { page, close, problems } = await openAs(browser, server, "user");
    await page.goto("/settings");
    await waitForPage(page);
    await page.getByRole("button", { name: /^Delete account/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.waitFor();
    expect(await sidewaysScroll(page, "delete-account dialog", dialog)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problems()).toEqual([]);
    await close();
  });

  it("shows the 404 page with its exact texts and buttons for unknown paths", async () => {
    for (const viewer of ["visitor", "user"] as const) {
      const { page, close, problems } = await openAs(browser, server, viewer);
      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: notFoundHeading }).waitFor();
      await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
      await page.getByRole("link", { name: "Browse Marketplace" }).click();
      await page.waitForURL(/\/marketplace$/);
      await page.goto("/still/nothing");
      await page.getByRole("link", { name: "Go Home" }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      expect(problems()).toEqual([]);
      await close();
    }
  });

  it("tells a signed-in non-admin Access Denied with both ways out", async () => {
    const { page, close } = await openAs(browser, server, "user");
    await page.goto("/analytics-dashboard");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page
      .getByText(
        "This page is restricted to administrators only. Contact your system administrator if you believe this is an error.",
      )
      .waitFor();
    await page
      .getByRole("link", { name: "Go to Dashboard" })
      .or(page.getByRole("button", { name: "Go to Dashboard" }))
      .click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/analytics-dashboard");
    await page
      .getByRole("link", { name: "Go Home" })
      .or(page.getByRole("button", { name: "Go Home" }))
      .click();
    await page.waitForURL(`${server.baseUrl}/`);
    await close();
  });
});
