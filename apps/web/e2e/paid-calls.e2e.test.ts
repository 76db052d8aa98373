import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaidCallResource, startPaidCallResource } from "../../demo-agents/src/paid-calls";
import { offerDemoPaidCalls } from "../../server/src/modules/x402";
import { createAgent, signedIn } from "../../server/test/fixtures-hiring";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;
let resource: PaidCallResource;
let withdraw: () => void;

// The "Pay per call" journey (decision 087): a newcomer with test funds pays the demo agent's
// x402 resource one call from /paid-calls, reads the answer, sees the call arrive live, and checks
// its authorization (the receipt) in the browser with the published key.
describe.skipIf(!hasChromium)("paid calls on /paid-calls", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
    const seller = await signedIn(server, "seller@paid-calls.e2e");
    const agentId = await createAgent(seller, { name: "Text measurer" });
    resource = await startPaidCallResource({ baseUrl: server.baseUrl, agentId });
    withdraw = offerDemoPaidCalls(resource);
  });
  afterAll(async () => {
    withdraw?.();
    await resource?.stop();
    await stopE2e({ server, browser });
  });

  it("pays one call, shows it live with its verified receipt, and fits phone and desktop in both themes", async () => {
    const { page, close, problems } = await openAs(browser, server, "user");
    const deposit = await page.request.post("/api/v1/wallet/test-deposits", {
      data: { amount: "1" },
      headers: { "idempotency-key": crypto.randomUUID(), origin: server.baseUrl },
    });
    expect(deposit.status()).toBe(201);
    await page.goto("/paid-calls");
    await page.getByRole("heading", { level: 1, name: "Paid calls" }).waitFor();
    await page.getByRole("heading", { name: "No paid calls yet" }).waitFor();
    await page.getByText("Live: new calls appear as they settle").waitFor();
    expect(await sidewaysScroll(page, "Paid calls, empty")).toEqual([]);

    await page.getByRole("button", { name: "Pay $0.001 and call" }).click();
    await page
      .getByTestId("paid-call-result")
      .getByText(/Flesch reading ease/)
      .waitFor();
    // The list updates from the settle's event (or the invalidation after the call): one row, $0.001.
    const row = page.getByTestId("day-contract-row");
    await row.waitFor();
    expect(await row.textContent()).toContain("Text measurer");
    expect(await row.textContent()).toContain("$0.001");
    expect(await sidewaysScroll(page, "Paid calls, one day")).toEqual([]);

    await row.click();
    await page.getByRole("heading", { level: 1, name: "Paid calls to Text measurer" }).waitFor();
    await expect.poll(() => page.getByTestId("day-spent").textContent()).toBe("$0.001");
    await page.getByRole("button", { name: "Receipt" }).click();
    await page.getByText("Signature verified in your browser with Agora's published key").waitFor();
    expect(await page.getByTestId("call-receipt").textContent()).toContain(resource.url);
    expect(await sidewaysScroll(page, "One day's paid calls")).toEqual([]);
    expect(problems()).toEqual([]);
    await close();
  });
});
