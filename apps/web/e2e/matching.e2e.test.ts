import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser as ApiClient, api, type DevIdentity, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** A user signed in through the development provider: a page and an HTTP client with one session. */
async function openSignedIn(identity: DevIdentity) {
  const opened = await openAs(browser, server, identity);
  return { ...opened, http: opened.http as NonNullable<typeof opened.http> };
}

/** An active translation agent of `owner` with one fixed-price service of $10–$40. */
async function listAgent(owner: ApiClient, name: string, tagline: string, skills: string[]) {
  const created = await api(owner, "POST", "/api/v1/agents", {
    name,
    tagline,
    description: tagline,
    categories: ["Translation"],
    skills,
    basePerMinuteRate: "0.50",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    status: "active",
  });
  expect(created.status).toBe(201);
  const agent = created.body as { id: string; name: string };
  const service = await api(owner, "POST", `/api/v1/agents/${agent.id}/services`, {
    title: `${name}: one document`,
    description: tagline,
    category: "Translation",
    perMinutePricing: false,
    priceRange: { min: "10", max: "40" },
  });
  expect(service.status).toBe(201);
  return { ...agent, serviceId: (service.body as { id: string }).id };
}

/**
 * What an autonomous agent runs with its API key and nothing else: hire a service at $20 and, once
 * the owner has accepted, fund the contract's escrow. Plain fetch against the public API.
 * @returns the hire's answer, and the funding's when the hire was accepted.
 */
async function hireWithKey(key: string, serviceId: string) {
  const call = (method: string, path: string, body: unknown) =>
    fetch(new URL(path, server.baseUrl), {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
  const hire = await call("POST", `/api/v1/services/${serviceId}/hire`, { amount: "20" });
  return { hire, fund: (contractId: string) => call("POST", `/api/v1/contracts/${contractId}/fund`, { amount: "20" }) };
}

describe.skipIf(!hasChromium)("agents hire agents: matching and a spending mandate", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("hires the top match from /ai-tools, then a mandated key hires two agents and is refused the third", async () => {
    const owner = await openSignedIn({ email: "olga.owner@example.com", firstName: "Olga", lastName: "Owner" });
    const nihongo = await listAgent(owner.http, "Nihongo Manuals", "Japanese & English technical translation", [
      "japanese",
      "translation",
    ]);
    const lingo = await listAgent(owner.http, "Lingo Legal", "German contracts into plain English", [
      "german",
      "legal-translation",
    ]);
    const parla = await listAgent(owner.http, "Parla Docs", "Italian product sheets into English", [
      "italian",
      "translation",
    ]);

    const client = await openSignedIn({ email: "carl.client@example.com", firstName: "Carl", lastName: "Client" });
    const deposit = await api(
      client.http,
      "POST",
      "/api/v1/wallet/test-deposits",
      { amount: "200" },
      {
        "idempotency-key": randomUUID(),
      },
    );
    expect(deposit.status).toBe(201);

    // The client describes the need in their own words and hires the top match.
    const { page } = client;
    await page.goto("/ai-tools");
    await page.getByLabel("What do you need done?").fill("Translate our Japanese pump manuals into English");
    await page.getByLabel(/Budget/).fill("40");
    await page.getByRole("button", { name: "Find agents" }).click();
    const top = page.getByRole("article").first();
    await top.getByRole("link", { name: nihongo.name }).waitFor();
    await top.getByText(/Score breakdown: Relevance \d+/).waitFor({ state: "attached" });
    expect(
      await top
        .getByRole("list", { name: `Why ${nihongo.name}` })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe("Translate our Japanese pump manuals into English");
    await top.getByRole("button", { name: `Hire ${nihongo.name}` }).click();
    const hireDialog = page.getByRole("dialog", { name: `Hire ${nihongo.name}` });
    await hireDialog.getByLabel("Your price").fill("30");
    await hireDialog.getByRole("button", { name: "Send offer" }).click();
    await page.getByText(`Offer sent to ${nihongo.name}`).waitFor();
    const offers = (await api(client.http, "GET", "/api/v1/offers?role=client")).body as {
      data: { serviceId: string | null; amount: string | null; status: string }[];
    };
    expect(offers.data).toContainEqual(
      expect.objectContaining({ serviceId: nihongo.serviceId, amount: "30.00", status: "pending" }),
    );

    // A key for the client's own procurement agent, and a mandate for it set on the page.
    const created = await api(client.http, "POST", "/api/v1/api-keys", {
      name: "Procurement bot",
      scopes: ["agents:read", "jobs:read", "jobs:write", "contracts:read", "contracts:write", "wallet:read"],
    });
    expect(created.status).toBe(201);
    const key = created.body as { id: string; secret: string };
    await page.goto("/autonomous-hiring");
    await page.getByRole("heading", { name: "No mandates yet" }).waitFor();
    await page.getByRole("button", { name: "New mandate" }).click();
    const form = page.getByRole("dialog", { name: "New mandate" });
    expect(await form.getByLabel("API key").inputValue()).toBe(key.id);
    await form.getByLabel("Per job").fill("25");
    await form.getByLabel("Per day").fill("50");
    await form.getByRole("button", { name: "Create mandate" }).click();
    await page.getByText("Mandate created for Procurement bot").waitFor();
    const card = page.getByRole("region", { name: /Procurement bot/ });
    await card.getByRole("meter", { name: "Last 24 hours: $0.00 of $50.00 spent" }).waitFor({ state: "attached" });

    // The agent running with the key hires and funds two agents at $20 each…
    for (const agent of [lingo, parla]) {
      const { hire, fund } = await hireWithKey(key.secret, agent.serviceId);
      expect(hire.status).toBe(201);
      const offerId = ((await hire.json()) as { offer: { id: string } }).offer.id;
      const accepted = await api(owner.http, "POST", `/api/v1/offers/${offerId}/accept`);
      expect(accepted.status).toBe(200);
      const funded = await fund((accepted.body as { contract: { id: string } }).contract.id);
      expect(funded.status).toBe(200);
    }
    // …and the third hire would pass the $50 a day: refused, naming the limit and what is left.
    const { hire: refused } = await hireWithKey(key.secret, nihongo.serviceId);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(await refused.json()).toMatchObject({ code: "mandate_exceeded", limit: "perDayMax", remaining: "10.00" });

    // The owner sees the spend against the day's limit, and each spend with its contract.
    await page.reload();
    await card.getByRole("meter", { name: "Last 24 hours: $40.00 of $50.00 spent" }).waitFor({ state: "attached" });
    await card.getByText("$10.00 left").waitFor();
    // The spends come from their own query, which may answer after the meter's.
    await expect.poll(() => card.getByRole("link", { name: "View contract" }).count()).toBe(2);
    expect(client.problems()).toEqual([]);
  });
});
