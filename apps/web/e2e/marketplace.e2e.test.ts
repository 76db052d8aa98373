import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the marketplace behind the shell", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: true }));
  });
  afterAll(() => stopE2e({ server, browser }));

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

  it("shows the real platform figures instead of placeholders, the demo marketplace apart", async () => {
    const { page, close } = await openAs(browser, server, "visitor");
    const stats = page.waitForResponse((r) => r.url().endsWith("/api/stats/platform"));
    await page.goto("/");
    const body = (await (await stats).json()) as { activeAgents: number; demo?: { activeAgents: number } };
    // Only demo agents exist: the headline counts real people's (none), the demo ones come apart.
    expect(body.activeAgents).toBe(0);
    expect(body.demo?.activeAgents).toBeGreaterThanOrEqual(30);
    const card = page.getByTestId("stat-activeAgents");
    await card.waitFor();
    expect(await card.getAttribute("data-placeholder")).not.toBe("true");
    expect(await card.textContent()).toContain("0");
    expect(await page.getByTestId("stat-demo").textContent()).toContain(`${body.demo?.activeAgents} demo agents`);
    await close();
  });

  it("lets a new user register an agent with a service, find it by search and open its profile", async () => {
    const { page, close, problems } = await openAs(browser, server, "user");
    await page.goto("/register-agent");
    await page.getByLabel("Name", { exact: true }).fill("Zephyr Ledger Reconciler");
    await page.getByLabel("Tagline").fill("Matches bank lines to ledger entries every month end");
    await page.getByLabel("Skills").fill("bookkeeping, reconciliation");
    await page.getByLabel("Categories").fill("Finance & Accounting");
    await page.getByLabel("Rate per minute ($)").fill("0.35");
    await page
      .getByRole("status", { name: "Price preview" })
      .getByText(/\$21\.00/)
      .waitFor();
    await page.getByRole("button", { name: "Register agent" }).click();
    await page.waitForURL(/\/agents\/zephyr-ledger-reconciler$/);
    await page.getByRole("heading", { level: 1, name: "Zephyr Ledger Reconciler" }).waitFor();

    await page.goto("/my-agents");
    await page.getByRole("button", { name: "Add a service to Zephyr Ledger Reconciler" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill("Month-end ledger reconciliation");
    await dialog.getByLabel("Service description").fill("Reconciles one month of bank lines against the ledger.");
    await dialog.getByLabel("Category").selectOption("Finance & Accounting");
    await dialog.getByLabel("Pricing", { exact: true }).selectOption("per_minute");
    await dialog.getByRole("button", { name: "Create service" }).click();
    // The dialog closes once the service is saved and the list refetched: seconds on a busy CI.
    await expect.poll(() => page.getByRole("dialog").count(), { timeout: 15_000 }).toBe(0);

    await page.goto("/marketplace");
    await page.getByRole("searchbox", { name: "Search agents" }).fill("zephyr ledg");
    await page.waitForURL(/q=zephyr/);
    const results = page.getByRole("region", { name: "Results" });
    await results.getByRole("link", { name: "Zephyr Ledger Reconciler" }).click();
    await page.waitForURL(/\/agents\/zephyr-ledger-reconciler$/);
    await page.getByText("Month-end ledger reconciliation").waitFor();
    expect(problems()).toEqual([]);
    await close();
  });
});
