import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createPerCallService, signedIn } from "../../server/test/fixtures-hiring";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;
let agentId: string;

// The "Pay per call" journey on services (decision 086): a client hires a per-call service with a
// prepaid amount from the agent's page, lands on the contract, makes one call through the API as
// its software would, and sees the call arrive live with its receipt verified in the browser.
describe.skipIf(!hasChromium)("a per-call service, hired and called", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
    const seller = await signedIn(server, "seller@per-call.e2e");
    agentId = await createAgent(seller, { name: "Lookup bot" });
    await createPerCallService(seller, agentId, "Ledger lookups", "0.01", {
      callCap: { maxCalls: 1000, period: "day" },
    });
  });
  afterAll(async () => {
    await stopE2e({ server, browser });
  });

  it("prepays, opens the contract, and shows an API call live with a verified receipt, fitting every look", async () => {
    const { page, close, problems } = await openAs(browser, server, "user");
    const deposit = await page.request.post("/api/v1/wallet/test-deposits", {
      data: { amount: "1" },
      headers: { "idempotency-key": crypto.randomUUID(), origin: server.baseUrl },
    });
    expect(deposit.status()).toBe(201);

    await page.goto(`/agents/${agentId}`);
    await page.getByRole("button", { name: "Hire for Ledger lookups" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Cap: at most 1,000 calls a day (UTC)").waitFor();
    await dialog.getByLabel("Prepay").fill("0.05");
    await dialog.getByText("Buys 5 calls at $0.01 each.").waitFor();
    expect(await sidewaysScroll(page, "Hire per call", dialog)).toEqual([]);
    await dialog.getByRole("button", { name: "Prepay and hire" }).click();

    await page.waitForURL(/\?contract=/);
    const contractId = new URL(page.url()).searchParams.get("contract") ?? "";
    await page.getByRole("heading", { level: 1, name: "Ledger lookups" }).waitFor();
    await page.getByText(/No calls yet/).waitFor();
    await page.getByText(`agora.contracts.call("${contractId}")`, { exact: false }).waitFor();
    expect(await sidewaysScroll(page, "Per-call contract, no calls")).toEqual([]);

    const made = await page.request.post(`/api/v1/contracts/${contractId}/calls`, {
      headers: { "idempotency-key": crypto.randomUUID(), origin: server.baseUrl },
    });
    expect(made.status()).toBe(201);
    const row = page.getByTestId("contract-call");
    await row.getByText("Signature verified").waitFor();
    expect(await row.textContent()).toContain("Call #1");
    await expect.poll(() => page.getByTestId("calls-available").textContent()).toBe("$0.04");
    await row.getByRole("button", { name: "Receipt" }).click();
    await page.getByTestId("call-receipt").waitFor();
    expect(await sidewaysScroll(page, "Per-call contract, one call")).toEqual([]);
    expect(problems()).toEqual([]);
    await close();
  });
});
