import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, viewports, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** Where to save screenshots of the page (a folder), when set; none are taken otherwise. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

describe.skipIf(!hasChromium)("API key families (decision 056)", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("shows the keys a key created under it, and revoking it revokes them all", async () => {
    const user = await openAs(browser, server, { email: "keys-family@example.com", firstName: "Kai" });
    try {
      const { page } = user;
      const http = user.http;
      if (!http) throw new Error("signed in without an HTTP client");
      const scopes = ["api_keys:read", "api_keys:write", "contracts:read"];
      const create = async (as: typeof http | { baseUrl: string; bearer: string }, name: string) => {
        const res = await api(as, "POST", "/api/v1/api-keys", { name, scopes });
        expect(res.status).toBe(201);
        return res.body as { id: string; secret: string };
      };
      const bearer = (secret: string) => ({ baseUrl: server.baseUrl, bearer: secret });
      const manager = await create(http, "Deploy manager");
      const build = await create(bearer(manager.secret), "Build agent");
      await create(bearer(build.secret), "Test runner");
      await create(http, "Reporting");

      await page.goto("/api-keys");
      await waitForPage(page);
      const table = page.getByRole("table");
      await table.getByText("Created by key “Build agent”").waitFor();
      await expect(table.getByText("Created by key “Deploy manager”").count()).resolves.toBe(1);
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/api-keys-family.png`, fullPage: true });

      await table.getByRole("button", { name: "Revoke Deploy manager" }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText("2 keys created through it will be revoked too", { exact: false }).waitFor();
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/api-keys-revoke-family.png` });
      await confirm.getByRole("button", { name: "Revoke key" }).click();
      // While the dialog is open the page behind it is aria-hidden, so the table is looked up after.
      await confirm.waitFor({ state: "detached" });
      await table.getByText("Build agent").waitFor({ state: "detached" });
      await expect(table.getByText("Test runner").count()).resolves.toBe(0);
      await expect(table.getByText("Reporting").count()).resolves.toBe(1);
      expect((await api(bearer(build.secret), "GET", "/api/v1/api-keys")).status).toBe(401);

      if (screenshotDir) {
        await page.setViewportSize(viewports.mobile);
        await page.screenshot({ path: `${screenshotDir}/api-keys-after-mobile.png`, fullPage: true });
      }
      expect(user.problems()).toEqual([]);
    } finally {
      await user.close();
    }
  });
});
