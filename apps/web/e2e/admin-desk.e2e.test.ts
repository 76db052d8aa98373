import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser as ApiClient, api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** A withdrawal the standard user asks for through the API, after adding the test funds for it. */
async function requestWithdrawal(http: ApiClient, amount: string, destination: string): Promise<void> {
  const key = () => ({ "idempotency-key": randomUUID() });
  expect((await api(http, "POST", "/api/v1/wallet/test-deposits", { amount }, key())).status).toBe(201);
  expect((await api(http, "POST", "/api/v1/wallet/withdrawals", { amount, destination }, key())).status).toBe(201);
}

describe.skipIf(!hasChromium)("the admin desk pays and rejects withdrawals", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("an admin pays one and rejects another with a reason; the user sees both, and the audit log has them", async () => {
    const user = await openAs(browser, server, "user");
    const admin = await openAs(browser, server, "admin");
    try {
      await requestWithdrawal(user.http as ApiClient, "40", "IBAN DE89 ****0130");
      await requestWithdrawal(user.http as ApiClient, "15", "Someone else ****7777");

      const { page } = admin;
      await page.goto("/");
      await waitForPage(page);
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Withdrawals" }).click();
      await page.getByRole("heading", { level: 1, name: "Withdrawals" }).waitFor();

      const first = page.getByRole("listitem").filter({ hasText: "to IBAN DE89 ****0130" });
      await first.getByRole("button", { name: "Mark paid" }).click();
      const pay = page.getByRole("dialog", { name: "Mark $40.00 paid" });
      await pay.getByRole("button", { name: "Mark paid" }).click();
      await page.getByText("$40.00 to Uma User marked paid.").waitFor();
      await first.waitFor({ state: "detached" });

      const second = page.getByRole("listitem").filter({ hasText: "to Someone else ****7777" });
      await second.getByRole("button", { name: "Reject" }).click();
      const reject = page.getByRole("dialog", { name: "Reject $15.00" });
      await reject.getByLabel("Reason for rejecting").fill("The account is not in your name");
      await reject.getByRole("button", { name: "Reject withdrawal" }).click();
      await page.getByText("$15.00 rejected and returned to Uma User.").waitFor();

      await page.getByRole("navigation", { name: "Admin desk" }).getByRole("link", { name: "Audit log" }).click();
      await page.getByText("Marked $40.00 to IBAN DE89 ****0130 paid for user@example.com").waitFor();
      await page
        .getByText("Rejected $15.00 to Someone else ****7777 for user@example.com: The account is not in your name")
        .waitFor();
      expect(admin.problems()).toEqual([]);

      await user.page.goto("/dashboard");
      const withdrawals = user.page.getByRole("region", { name: "Withdrawals" });
      await withdrawals.getByText("Rejected: The account is not in your name").waitFor();
      const paid = withdrawals.getByRole("listitem").filter({ hasText: "to IBAN DE89 ****0130" });
      await paid.getByText("Paid").waitFor();
      expect(user.problems()).toEqual([]);
    } finally {
      await user.close();
      await admin.close();
    }
  });

  it("shows Access Denied on the desk to a signed-in person who is not an admin", async () => {
    const user = await openAs(browser, server, "user");
    try {
      for (const path of ["/admin/withdrawals", "/admin/credits", "/admin/ledger", "/admin/audit-log"]) {
        await user.page.goto(path);
        await user.page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
      }
    } finally {
      await user.close();
    }
  });
});
