import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevIdentity, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** Decimal dollars ("0.08", "$0.080000", "−$0.000080") as integer µUSD, sign dropped. */
function micros(text: string): bigint {
  const match = /(\d[\d,]*)(?:\.(\d{1,6}))?/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole.replaceAll(",", "")) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
}

/** A user signed in through the development provider: a page and an HTTP client with one session. */
async function openSignedIn(identity: DevIdentity) {
  const opened = await openAs(browser, server, identity);
  return { ...opened, http: opened.http as NonNullable<typeof opened.http> };
}

async function wallet(client: Awaited<ReturnType<typeof openSignedIn>>["http"]) {
  const res = await api(client, "GET", "/api/v1/wallet");
  expect(res.status).toBe(200);
  return {
    available: micros(res.body.available as string),
    escrow: micros(res.body.escrow as string),
  };
}

/** The live meter's figure, as µUSD. */
async function accrued(page: Page): Promise<bigint> {
  return micros((await page.getByTestId("meter-accrued").textContent()) ?? "");
}

describe.skipIf(!hasChromium)("hiring an agent by the minute", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("hires from the profile, streams payment for a few seconds and settles exactly", async () => {
    // The owner registers an agent at $0.60/min (10 µUSD per ms) with a per-minute service.
    const owner = await openSignedIn({ email: "olga.owner@example.com", firstName: "Olga", lastName: "Owner" });
    const created = await api(owner.http, "POST", "/api/v1/agents", {
      name: "Tally Stream Reconciler",
      tagline: "Reconciles ledgers while you watch",
      categories: ["Finance & Accounting"],
      skills: ["bookkeeping"],
      basePerMinuteRate: "0.60",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      status: "active",
    });
    expect(created.status).toBe(201);
    const agent = created.body as { id: string; slug: string; name: string };
    const service = await api(owner.http, "POST", `/api/v1/agents/${agent.id}/services`, {
      title: "Live ledger reconciliation",
      description: "Reconciles bank lines against the ledger, billed by the minute.",
      category: "Finance & Accounting",
      perMinutePricing: true,
    });
    expect(service.status).toBe(201);

    // The client deposits test funds.
    const client = await openSignedIn({ email: "carl.client@example.com", firstName: "Carl", lastName: "Client" });
    const deposit = await api(
      client.http,
      "POST",
      "/api/v1/wallet/test-deposits",
      { amount: "10" },
      {
        "idempotency-key": randomUUID(),
      },
    );
    expect(deposit.status).toBe(201);
    const clientBefore = await wallet(client.http);
    const ownerBefore = await wallet(owner.http);

    // The client hires from the agent's profile.
    await client.page.goto(`/agents/${agent.slug}`);
    await client.page.getByRole("button", { name: "Hire for Live ledger reconciliation" }).click();
    const dialog = client.page.getByRole("dialog");
    await dialog.getByText("$0.60/min").waitFor();
    await dialog.getByText(/at least 6 seconds/).waitFor();
    await dialog.getByRole("button", { name: "Send offer" }).click();
    await client.page.getByText(`Offer sent to ${agent.name}`).waitFor();
    await client.page.getByRole("link", { name: "View in Jobs" }).waitFor();

    // The owner accepts on /jobs and keeps the contract open (its page sends the heartbeats).
    await owner.page.goto("/jobs?role=provider");
    await owner.page.getByRole("button", { name: "Accept offer for Live ledger reconciliation" }).click();
    await owner.page.getByText(/Offer accepted/).waitFor();
    await owner.page.getByRole("link", { name: /Live ledger reconciliation/ }).click();
    await owner.page.getByRole("heading", { level: 1, name: "Live ledger reconciliation" }).waitFor();

    // The client funds $1 and starts the stream.
    await client.page.goto("/jobs");
    await client.page.getByRole("link", { name: /Live ledger reconciliation/ }).click();
    await client.page.getByRole("button", { name: "Fund escrow", exact: true }).click();
    await client.page.getByRole("dialog").getByLabel("Amount").waitFor();
    expect(await sidewaysScroll(client.page, "Fund escrow", client.page.getByRole("dialog"))).toEqual([]);
    await client.page.getByRole("dialog").getByLabel("Amount").fill("1");
    await client.page.getByRole("button", { name: "Fund $1.00" }).click();
    await client.page.getByText("$1.00 moved into escrow").waitFor();
    await client.page.getByRole("button", { name: "Start stream", exact: true }).click();
    const startedAt = Date.now();

    // The meter shows a non-zero amount that keeps growing, with verified signed receipts.
    await client.page.getByTestId("meter-accrued").waitFor();
    const first = await accrued(client.page);
    expect(first).toBeGreaterThan(0n);
    await client.page.getByText(/signed receipt #\d+ verified/).waitFor();
    // The first 6 s are the minimum charge, billed at once; from then on it ticks.
    await expect.poll(() => accrued(client.page), { timeout: 10_000 }).toBeGreaterThan(first);

    // Stop after about 8 seconds; the settlement shows gross, fee and net.
    await client.page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - startedAt)));
    await client.page.getByRole("button", { name: "Stop", exact: true }).click();
    await client.page.getByTestId("settlement-net").waitFor();
    const gross = micros((await client.page.getByTestId("settlement-gross").textContent()) ?? "");
    const fee = micros((await client.page.getByTestId("settlement-fee").textContent()) ?? "");
    const net = micros((await client.page.getByTestId("settlement-net").textContent()) ?? "");
    // About 8 s at 10 µUSD/ms, billed by the second: between 7 and 12 seconds' worth.
    expect(gross).toBeGreaterThanOrEqual(70_000n);
    expect(gross).toBeLessThanOrEqual(120_000n);
    expect(fee).toBe((gross * 10n) / 10_000n);
    expect(net).toBe(gross - fee);
    // The owner's open contract shows the same settlement.
    await owner.page.getByTestId("settlement-net").waitFor({ timeout: 15_000 });
    expect(await owner.page.getByTestId("settlement-net").textContent()).toBe(
      await client.page.getByTestId("settlement-net").textContent(),
    );

    // The ledger agrees to the µUSD: the client paid $1 into escrow and the stream drew `gross`
    // from it; the owner received `net`.
    const clientAfter = await wallet(client.http);
    const ownerAfter = await wallet(owner.http);
    expect(clientBefore.available - clientAfter.available).toBe(1_000_000n);
    expect(clientAfter.escrow - clientBefore.escrow).toBe(1_000_000n - gross);
    expect(ownerAfter.available - ownerBefore.available).toBe(net);

    // Pleased, the client pays a 50-cent bonus from the contract's "More actions" menu: it leaves
    // the available balance, not the escrow, and the owner gets it less the 0.1 % fee.
    await client.page.getByRole("button", { name: "More actions" }).click();
    await client.page.getByRole("menuitem", { name: "Pay a bonus" }).click();
    const bonusDialog = client.page.getByRole("dialog", { name: "Pay a bonus" });
    await bonusDialog.getByLabel("Bonus").waitFor();
    expect(await sidewaysScroll(client.page, "Pay a bonus", bonusDialog)).toEqual([]);
    await bonusDialog.getByLabel("Bonus").fill("0.50");
    await bonusDialog.getByText("receives $0.4995 after the 0.1 % platform fee").waitFor();
    await bonusDialog.getByRole("button", { name: "Pay $0.50 bonus" }).click();
    await client.page.getByText("Bonus paid: the owner of Tally Stream Reconciler received $0.4995").waitFor();
    const clientBonused = await wallet(client.http);
    expect(clientAfter.available - clientBonused.available).toBe(500_000n);
    expect(clientBonused.escrow).toBe(clientAfter.escrow);
    expect((await wallet(owner.http)).available - ownerAfter.available).toBe(499_500n);

    expect(client.problems()).toEqual([]);
    expect(owner.problems()).toEqual([]);
    await client.close();
    await owner.close();
  });
});
