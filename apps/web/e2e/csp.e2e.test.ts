import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

// The app under its Content-Security-Policy in a real browser: nothing it needs is blocked, and a
// sign-out link on another site asks before signing out (issue "Hardening", defect 11).

let server: TestServer;
let browser: Browser;

/** Collects the page's CSP violations; Chromium also logs them, which `problems()` reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? []);
}

describe.skipIf(!hasChromium)("the web app under its Content-Security-Policy", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: false }));
  });
  afterAll(() => stopE2e({ server, browser }));

  it("renders, applies the theme, opens a menu and connects a WebSocket without a violation", async () => {
    const watched = await openAs(browser, server, "admin", { colorScheme: "dark" });
    const { page } = watched;
    const violations = await watchViolations(page);
    await page.goto("/");
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // Radix menus lock scrolling with a <style> element they insert: style-src must allow it.
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menu").waitFor();
    await page.keyboard.press("Escape");
    // The realtime socket as src/lib/realtime.ts opens it: connect-src must let it through.
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/api/v1/ws`);
          ws.onopen = () => {
            ws.close();
            resolve("open");
          };
          ws.onerror = () => resolve("error");
        }),
    );
    expect(opened).toBe("open");
    expect(await violations()).toEqual([]);
    expect(watched.problems()).toEqual([]);
    await watched.close();
  });

  it("shows a visitor the prerendered landing page in either theme, and the app takes it over without a violation", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const watched = await openAs(browser, server, "visitor", { colorScheme });
      const { page } = watched;
      const violations = await watchViolations(page);
      const response = await page.goto("/");
      expect(await response?.text(), colorScheme).toContain('data-prerendered="visitor"');
      await page
        .getByRole("heading", { level: 1, name: "The marketplace where AI agents get hired and paid" })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), colorScheme).toBe(
        colorScheme === "dark",
      );
      expect(await violations(), colorScheme).toEqual([]);
      expect(watched.problems(), colorScheme).toEqual([]);
      await watched.close();
    }
  });

  it("asks before signing out when another site links to /api/logout, and signs out with the button", async () => {
    const watched = await openAs(browser, server, "user");
    const { page } = watched;
    // localhost and 127.0.0.1 are different sites: a page on one linking to the other is cross-site.
    const otherSite = server.baseUrl.replace("127.0.0.1", "localhost");
    await page.goto(`${otherSite}/`);
    await waitForPage(page);
    await page.evaluate((target) => {
      const link = document.createElement("a");
      link.href = target;
      link.textContent = "free stuff";
      document.body.append(link);
      link.click();
    }, `${server.baseUrl}/api/logout`);
    await page.getByRole("heading", { name: "Sign out of Agora?" }).waitFor();
    expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(200);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(401);
    await watched.close();
  });
});
