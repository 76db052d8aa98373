import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the money panel on /dashboard", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("lets a signed-in user add $25 of test funds and see the balance and the statement line", async () => {
    const { page, close, problems } = await openAs(browser, server, "user");
    await page.goto("/dashboard");
    await page.getByText("No money has moved yet").waitFor();
    await page.getByText("Test money", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Add test funds" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add test funds" });
    await dialog.getByLabel("Amount").waitFor();
    expect(await sidewaysScroll(page, "Add test funds", dialog)).toEqual([]);
    await dialog.getByLabel("Amount").fill("25");
    const deposit = page.waitForResponse((r) => r.url().endsWith("/api/v1/wallet/test-deposits"));
    await dialog.getByRole("button", { name: "Add funds" }).click();
    const answer = await deposit;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText("Added $25.00 in test funds.").waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => page.getByTestId("balance-available").textContent()).toContain("$25.00");
    const statement = page.getByRole("region", { name: "Statement" });
    const row = statement.getByRole("row").filter({ hasText: "Deposit" });
    await row.waitFor();
    expect(await row.textContent()).toContain("from Test funds");
    expect(await row.textContent()).toContain("+$25.00");
    expect(problems()).toEqual([]);
    await close();
  });
});
