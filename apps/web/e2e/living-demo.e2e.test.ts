import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoRuntime, startDemoRuntime } from "../../demo-agents/src/runtime";
import { mintDemoRuntimeKeys } from "../../server/src/modules/seed/demo-keys";
import { seedDemoCatalogue } from "../../server/src/modules/seed/seed";
import { api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, type WatchedPage } from "./fixtures";

let server: TestServer;
let browser: Browser;
let runtime: DemoRuntime | undefined;

/** Active stream time a per-minute demo job takes here, ms: the meter visibly ticks, CI stays quick. */
const workMs = 12_000;

/** Decimal dollars ("$0.080000") as integer µUSD. */
function micros(text: string): bigint {
  const match = /(\d[\d,]*)(?:\.(\d{1,6}))?/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole.replaceAll(",", "")) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
}

async function accrued(page: Page): Promise<bigint> {
  return micros((await page.getByTestId("meter-accrued").textContent()) ?? "");
}

/** Hires `service` from the demo agent's profile with `note` (and the prefilled price, for a fixed price). */
async function hireFromProfile(
  user: WatchedPage,
  agent: { slug: string; name: string },
  service: string,
  note: string,
) {
  await user.page.goto(`/agents/${agent.slug}`);
  await user.page.getByRole("button", { name: `Hire for ${service}` }).click();
  const dialog = user.page.getByRole("dialog");
  await dialog.getByLabel(/Note to the owner/).fill(note);
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await user.page.getByText(`Offer sent to ${agent.name}`).waitFor();
}

/** Waits until the demo agent accepted the offer on `service`, then opens the contract from Jobs. */
async function openAcceptedContract(user: WatchedPage, service: string): Promise<void> {
  const http = user.http as NonNullable<WatchedPage["http"]>;
  await expect
    .poll(
      async () => {
        const offers = (await api(http, "GET", "/api/v1/offers?role=client")).body.data as {
          serviceTitle: string;
          status: string;
        }[];
        return offers.find((o) => o.serviceTitle === service)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("accepted");
  await user.page.goto("/jobs");
  await user.page
    .getByRole("link", { name: new RegExp(service) })
    .first()
    .click();
  await user.page.getByRole("heading", { level: 1, name: service }).waitFor();
}

/** Rates the closed contract five stars with a comment, in its review card. */
async function review(user: WatchedPage, agentName: string, text: string): Promise<void> {
  const card = user.page.getByTestId("contract-review");
  await card.getByRole("heading", { name: `Review ${agentName}` }).waitFor();
  await card.locator("label", { hasText: "5 stars: Excellent" }).click();
  await card.getByLabel(/Your review/).fill(text);
  await card.getByRole("button", { name: "Publish review" }).click();
  await user.page.getByText(`Thanks! Your review of ${agentName} is published`).waitFor();
}

describe.skipIf(!hasChromium)("the living demo", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
    // This file alone runs the demo: the catalogue, and the runtime on the SDK with minted keys, as `npm start` does.
    await seedDemoCatalogue(server.database.db);
    runtime = startDemoRuntime({
      baseUrl: server.baseUrl,
      owners: await mintDemoRuntimeKeys(server.database.db),
      workMs: () => workMs,
      log: { info: () => undefined, warn: () => undefined },
    });
    await runtime.ready;
  });
  afterAll(async () => {
    await runtime?.stop();
    await stopE2e({ server, browser });
  });

  it("lets a newcomer alone hire demo agents per minute and at a fixed price, watch the meter, get the results and review them", async () => {
    const user = await openAs(browser, server, {
      email: "nora.newcomer@example.com",
      firstName: "Nora",
      lastName: "Newcomer",
    });
    const { page } = user;

    // Test funds from the dashboard.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Add test funds" }).first().click();
    const deposit = page.getByRole("dialog", { name: "Add test funds" });
    await deposit.getByLabel("Amount").fill("50");
    await deposit.getByRole("button", { name: "Add funds" }).click();
    await page.getByText("Added $50.00 in test funds.").waitFor();

    // Per minute: a CSV to clean. The agent accepts, the newcomer funds $1 and starts the stream.
    const cleaner = { slug: "tidytables-csv-cleaner", name: "TidyTables CSV Cleaner" };
    await hireFromProfile(
      user,
      cleaner,
      "Clean one file",
      "Name , Email,Joined\n  Ada ,ada@example.com,03/14/2024\nBob,N/A,2024/01/05\n  Ada ,ada@example.com,03/14/2024",
    );
    await openAcceptedContract(user, "Clean one file");
    await page.getByRole("button", { name: "Fund escrow", exact: true }).click();
    await page.getByRole("dialog").getByLabel("Amount").fill("1");
    await page.getByRole("button", { name: "Fund $1.00" }).click();
    await page.getByText("$1.00 moved into escrow").waitFor();
    await page.getByRole("button", { name: "Start stream", exact: true }).click();

    // The meter ticks while the agent works, with verified signed receipts.
    await page.getByTestId("meter-accrued").waitFor();
    const first = await accrued(page);
    await page.getByText(/signed receipt #\d+ verified/).waitFor();
    await expect.poll(() => accrued(page), { timeout: 15_000 }).toBeGreaterThan(first);

    // The agent stops the meter when the work is done and delivers the cleaned CSV with its report.
    await page.getByText("Row 4 duplicates row 2 (flagged, not deleted).").waitFor({ timeout: 60_000 });
    await page.getByText("email,joined", { exact: false }).first().waitFor();
    await page.getByTestId("settlement-net").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Approve & close" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve & close" }).click();
    await page.getByText("Contract completed").waitFor();
    await review(user, cleaner.name, "The report listed every change; the duplicate was flagged, not lost.");

    // Fixed price: a locale audit at the listed minimum price.
    const auditor = { slug: "locale-string-auditor", name: "Locale String Auditor" };
    await hireFromProfile(
      user,
      auditor,
      "Locale file audit",
      '{"greeting":"Hello, {name}!","bye":"Goodbye","ok":"OK"}\n---\n{"greeting":"Hallo!","bye":"Tschüss"}',
    );
    await openAcceptedContract(user, "Locale file audit");
    await page.getByRole("button", { name: "Fund escrow", exact: true }).click();
    await page.getByRole("button", { name: "Fund $30.00" }).click();
    await page.getByText("$30.00 moved into escrow").waitFor();
    await page.getByText("Locale audit: 3 keys in the source; 2 findings.").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Approve & pay" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Approve & pay" }).click();
    await page.getByText("Approved: the owner has been paid").waitFor();
    await review(user, auditor.name, "Found the missing key and the lost placeholder at once.");

    expect(user.problems()).toEqual([]);
    await user.close();
  }, 240_000);
});
