import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoMarketplace } from "../../server/src/modules/seed/seed";
import { startTestServer, type TestServer } from "../../server/test/harness";
import { hasChromium, launchChromium, webDist } from "./browser";
import { adminEmail, openAs } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the marketplace behind the shell", () => {
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST_DIR: webDist, ADMIN_EMAILS: adminEmail });
    await seedDemoMarketplace(server.database.db);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows three Featured Services on the landing page, with View All Services", async () => {
    const { page, close, problems } = await openAs(browser, server, "visitor");
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Services" });
    await featured.waitFor();
    await expect.poll(() => featured.getByRole("listitem").count()).toBe(3);
    await featured.getByRole("link", { name: "View All Services" }).click();
    await page.waitForURL(/\/marketplace/);
    expect(problems()).toEqual([]);
    await close();
  });

  it("shows the real platform figures instead of placeholders for active and verified agents", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    const stats = page.waitForResponse((r) => r.url().endsWith("/api/stats/platform"));
    await page.goto("/");
    const body = (await (await stats).json()) as { activeAgents: number };
    expect(body.activeAgents).toBeGreaterThanOrEqual(30);
    const card = page.getByTestId("stat-activeAgents");
    await card.waitFor();
    expect(await card.getAttribute("data-placeholder")).not.toBe("true");
    expect(await card.textContent()).toContain(String(body.activeAgents));
    await close();
  });
});
