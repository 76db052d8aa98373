import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

if (!hasChromium) {
  console.warn("Chromium is not installed (apt-get install chromium): browser journeys are skipped.");
}

describe.skipIf(!hasChromium)("signing in through the browser", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: false }));
  });
  afterAll(() => stopE2e({ server, browser }));

  it("logs in with the development provider, creates an API key and signs out", async () => {
    const page = await browser.newPage({ baseURL: server.baseUrl });
    await page.goto("/");
    await page
      .getByRole("link", { name: /^Log ?in$/ })
      .first()
      .click();

    await page.waitForURL(/\/oidc\/interaction\//);
    await page.fill('input[name="email"]', "admin@agora.local");
    await page.fill('input[name="firstName"]', "Ada");
    await page.fill('input[name="lastName"]', "Lovelace");
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.waitForURL(`${server.baseUrl}/`);
    const menu = page.getByRole("button", { name: /Account menu for Ada Lovelace/ });
    await menu.waitFor();
    expect(await menu.textContent()).toContain("AL");
    await menu.click();
    await page.getByRole("menu").getByText("Admin", { exact: true }).waitFor();
    await page.getByRole("menuitem", { name: "API Keys" }).click();

    await page.waitForURL(/\/api-keys$/);
    await page
      .getByRole("button", { name: /Create key/ })
      .first()
      .click();
    await page.getByLabel("Name").fill("browser e2e");
    // `/api/auth/user` answers a key only with `profile:read`.
    await page.getByRole("checkbox", { name: "profile:read" }).check();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Create key/ })
      .click();
    const secret = await page.getByText(/^agora_sk_[A-Za-z0-9_-]{43}$/).textContent();
    expect(secret).toMatch(/^agora_sk_/);

    // The secret works as a bearer key against the same server.
    const res = await fetch(`${server.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${secret}` } });
    expect(((await res.json()) as { email: string }).email).toBe("admin@agora.local");

    // "Done", not Escape: a key press while the create dialog is still leaving can land on it and
    // leave the secret dialog open.
    await page.getByRole("dialog", { name: "Save your API key" }).getByRole("button", { name: "Done" }).click();
    // The rest of the page is inert until the secret dialog has really gone.
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("cell", { name: "browser e2e" }).or(page.getByText("browser e2e")).first().waitFor();

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page
      .getByRole("link", { name: /^Log ?in$/ })
      .first()
      .waitFor();
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(401);
  });

  it("shows the 404 page for unknown paths", async () => {
    const page = await browser.newPage({ baseURL: server.baseUrl });
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").count()).toBe(1);
  });
});
