import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
} from "../../server/test/fixtures-hiring";
import { type Browser as ApiClient, api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("messages and notifications", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("two people message over a contract and each sees the other's message live, with an unread badge", async () => {
    const client = await openAs(browser, server, "user");
    const owner = await openAs(browser, server, { email: "owen@example.com", firstName: "Owen", lastName: "Owner" });
    try {
      const ownerHttp = owner.http as ApiClient;
      const agentId = await createAgent(ownerHttp, { name: "Ledger Lark" });
      const serviceId = await createFixedService(ownerHttp, agentId, "Quarterly reconciliation", {
        min: "20",
        max: "80",
      });
      await depositTestFunds(client.http as ApiClient, "100");
      const contractId = await fundedFixedContract(client.http as ApiClient, ownerHttp, serviceId, "30");

      await owner.page.goto("/messages");
      await waitForPage(owner.page);
      const ownerRow = owner.page.getByRole("button", { name: /^Quarterly reconciliation, Contract with Uma User/ });
      await ownerRow.waitFor();

      // The client writes from the contract's own page.
      await client.page.goto(`/jobs?contract=${contractId}`);
      await waitForPage(client.page);
      await client.page.getByLabel("Message", { exact: true }).fill("Please include the **March** statements.");
      await client.page.getByRole("button", { name: "Send" }).click();
      await client.page.getByText("Please include the March statements.").waitFor();

      // Live on the owner's inbox: the row counts one unread message.
      await owner.page
        .getByRole("button", { name: "Quarterly reconciliation, Contract with Uma User, 1 unread" })
        .waitFor();
      await ownerRow.click();
      await owner.page.getByText("Please include the March statements.").waitFor();
      await owner.page.getByRole("button", { name: /^Quarterly reconciliation, Contract with Uma User$/ }).waitFor();

      await owner.page.getByLabel("Message", { exact: true }).fill("Will do, by Friday.");
      await owner.page.getByRole("button", { name: "Send" }).click();
      // Live on the client's open thread.
      await client.page.getByText("Will do, by Friday.").waitFor();
      expect(client.problems()).toEqual([]);
      expect(owner.problems()).toEqual([]);
    } finally {
      await client.close();
      await owner.close();
    }
  });

  it("an admin pays a withdrawal and the person sees it in their statement and their notifications", async () => {
    const user = await openAs(browser, server, { email: "wendy@example.com", firstName: "Wendy", lastName: "Payee" });
    const admin = await openAs(browser, server, "admin");
    try {
      const http = user.http as ApiClient;
      const key = () => ({ "idempotency-key": randomUUID() });
      expect((await api(http, "POST", "/api/v1/wallet/test-deposits", { amount: "25" }, key())).status).toBe(201);
      const asked = { amount: "25", destination: "IBAN NL91 ****4300" };
      expect((await api(http, "POST", "/api/v1/wallet/withdrawals", asked, key())).status).toBe(201);

      await user.page.goto("/dashboard");
      await waitForPage(user.page);
      await user.page.getByRole("link", { name: "Notifications", exact: true }).waitFor();

      await admin.page.goto("/admin/withdrawals");
      await waitForPage(admin.page);
      const row = admin.page.getByRole("listitem").filter({ hasText: "to IBAN NL91 ****4300" });
      await row.getByRole("button", { name: "Mark paid" }).click();
      await admin.page
        .getByRole("dialog", { name: "Mark $25.00 paid" })
        .getByRole("button", { name: "Mark paid" })
        .click();
      await admin.page.getByText("$25.00 to Wendy Payee marked paid.").waitFor();

      // The bell counts it live; the statement shows the withdrawal paid.
      const bell = user.page.getByRole("link", { name: "Notifications, 1 unread" });
      await bell.waitFor();
      const withdrawals = user.page.getByRole("region", { name: "Withdrawals" });
      await withdrawals.getByRole("listitem").filter({ hasText: "to IBAN NL91 ****4300" }).getByText("Paid").waitFor();

      await bell.click();
      const notifications = user.page.getByRole("region", { name: /^Notifications/ });
      const item = notifications.getByRole("link", { name: /Your withdrawal of \$25\.00 was paid/ });
      await item.waitFor();
      await item.click();
      await user.page.waitForURL("**/dashboard");
      await user.page.getByRole("link", { name: "Notifications", exact: true }).waitFor();
      expect(user.problems()).toEqual([]);
      expect(admin.problems()).toEqual([]);
    } finally {
      await user.close();
      await admin.close();
    }
  });
});
