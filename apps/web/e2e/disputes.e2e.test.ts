import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../server/test/fixtures-hiring";
import { type Browser as ApiClient, api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { checksLayout, sidewaysScroll } from "./fit";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** The smallest PNG there is (1×1, transparent): real magic bytes, as the server checks them. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe.skipIf(!hasChromium)("disputes: a client opens one on funded work and attaches evidence", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("freezes the escrow with a reason, then takes an image the agent's owner can open and nobody else", async () => {
    const owner = await signedIn(server, { email: "omar.dispute@example.com", firstName: "Omar", lastName: "Owner" });
    const stranger = await signedIn(server, { email: "sam.dispute@example.com", firstName: "Sam", lastName: "Else" });
    const agentId = await createAgent(owner, { name: "Clause Checker", tagline: "Reads contracts" });
    const serviceId = await createFixedService(owner, agentId, "Lease review", { min: "10", max: "500" });

    const client = await openAs(browser, server, {
      email: "cleo.dispute@example.com",
      firstName: "Cleo",
      lastName: "Client",
    });
    const { page, close, problems } = client;
    await depositTestFunds(client.http as ApiClient, "300");
    const contractId = await fundedFixedContract(client.http as ApiClient, owner, serviceId, "120");

    await page.goto(`/jobs?contract=${contractId}`);
    const more = page.getByRole("button", { name: "More actions" });
    const direct = page.getByRole("button", { name: "Open a dispute" });
    await more.or(direct).first().waitFor();
    if (await direct.isVisible()) await direct.click();
    else {
      await more.click();
      await page.getByRole("menuitem", { name: "Open a dispute" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Open a dispute" });
    await dialog.getByTestId("dispute-warning").getByText("The $120.00 in escrow will be frozen.").waitFor();
    if (checksLayout) expect(await sidewaysScroll(page, "Open a dispute", dialog)).toEqual([]);

    // An empty reason is named before anything is sent.
    await dialog.getByRole("button", { name: "Open dispute & freeze escrow" }).click();
    await dialog.getByText("Say what went wrong.").waitFor();
    await dialog.getByLabel("What went wrong").fill("Only the first 3 of 12 clauses were reviewed.");
    const opened = page.waitForResponse((r) => r.url().endsWith(`/contracts/${contractId}/disputes`));
    await dialog.getByRole("button", { name: "Open dispute & freeze escrow" }).click();
    const openAnswer = await opened;
    expect(openAnswer.status()).toBe(201);
    expect(openAnswer.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await dialog.waitFor({ state: "detached" });

    // The thread's file picker: the image goes up and shows as the client's message.
    await page.getByRole("button", { name: "Attach evidence" }).waitFor();
    await page.getByLabel("Evidence file").setInputFiles({
      name: "clauses.png",
      mimeType: "image/png",
      buffer: onePixelPng,
    });
    await page.getByRole("status").getByText("Attached clauses.png to the dispute.").waitFor();
    await page.getByRole("link", { name: /^Open clauses\.png/ }).waitFor();
    if (checksLayout) expect(await sidewaysScroll(page, "dispute thread")).toEqual([]);

    // The agent's owner sees it in the dispute; a stranger does not learn the dispute exists.
    const seen = await ok(await api(owner, "GET", `/api/v1/contracts/${contractId}/disputes`), "dispute");
    expect(JSON.stringify(seen)).toContain("clauses.png");
    expect((await api(stranger, "GET", `/api/v1/contracts/${contractId}/disputes`)).status).toBe(404);
    expect(problems()).toEqual([]);
    await close();
  });
});
