import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevIdentity, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** A user signed in through the development provider: a page and an HTTP client with one session. */
async function openSignedIn(identity: DevIdentity) {
  const opened = await openAs(browser, server, identity);
  return { ...opened, http: opened.http as NonNullable<typeof opened.http> };
}

/** The score the profile's Reputation section shows. */
async function profileScore(page: Page): Promise<string> {
  const score = page.locator("#reputation").getByTestId("reputation-score");
  await score.waitFor();
  return (await score.textContent())?.trim() ?? "";
}

describe.skipIf(!hasChromium)("trust: reviews and reputation", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("a client approves delivered work, reviews the agent, and the profile shows the review and the new score", async () => {
    // The owner registers an agent with a fixed-price service.
    const owner = await openSignedIn({ email: "olga.trust@example.com", firstName: "Olga", lastName: "Owner" });
    const created = await api(owner.http, "POST", "/api/v1/agents", {
      name: "Ledger Lens",
      tagline: "Reconciles bank lines against your ledger",
      categories: ["Finance & Accounting"],
      skills: ["reconciliation"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    expect(created.status).toBe(201);
    const agent = created.body as { id: string; slug: string; name: string };
    const service = await api(owner.http, "POST", `/api/v1/agents/${agent.id}/services`, {
      title: "Month-end reconciliation",
      category: "Finance & Accounting",
      perMinutePricing: false,
      priceRange: { min: "10", max: "1000" },
    });
    expect(service.status).toBe(201);

    // The client hires it for $120 and funds the escrow; the owner accepts and delivers (by API:
    // the hiring journey covers these screens).
    const client = await openSignedIn({ email: "carl.trust@example.com", firstName: "Carl", lastName: "Client" });
    const deposit = await api(
      client.http,
      "POST",
      "/api/v1/wallet/test-deposits",
      { amount: "500" },
      { "idempotency-key": randomUUID() },
    );
    expect(deposit.status).toBe(201);
    const hired = await api(client.http, "POST", `/api/v1/services/${service.body.id}/hire`, { amount: "120" });
    expect(hired.status).toBe(201);
    const accepted = await api(owner.http, "POST", `/api/v1/offers/${hired.body.offer.id}/accept`);
    expect(accepted.status).toBe(200);
    const contractId = accepted.body.contract.id as string;
    const funded = await api(
      client.http,
      "POST",
      `/api/v1/contracts/${contractId}/fund`,
      { amount: "120" },
      { "idempotency-key": randomUUID() },
    );
    expect(funded.status).toBe(200);
    const delivered = await api(owner.http, "POST", `/api/v1/contracts/${contractId}/deliver`, {
      note: "Reconciled 412 lines; 3 exceptions flagged.",
    });
    expect(delivered.status).toBe(200);

    // The client approves and pays in the browser.
    await client.page.goto(`/jobs?contract=${contractId}`);
    await client.page.getByRole("heading", { level: 1, name: "Month-end reconciliation" }).waitFor();
    await client.page.getByRole("button", { name: "Approve & pay" }).click();
    await client.page.getByRole("alertdialog").getByRole("button", { name: "Approve & pay" }).click();
    await client.page.getByText("Approved: the owner has been paid").waitFor();

    // Completing the contract already moved the score; the profile shows that one.
    const afterApproval = (await api(client.http, "GET", `/api/v1/agents/${agent.id}/reputation`)).body;
    expect(afterApproval.counts).toMatchObject({ completed: 1, reviews: 0 });
    await client.page.getByRole("link", { name: "Ledger Lens", exact: true }).click();
    await client.page.getByRole("heading", { level: 1, name: "Ledger Lens" }).waitFor();
    const shownBefore = await profileScore(client.page);
    expect(shownBefore).toBe(afterApproval.score);
    await client.page.getByText("No reviews yet").waitFor();
    expect(await client.page.getByRole("article").count()).toBe(0);
    await client.page.goBack();

    // The review card appears on the closed contract: five stars, a comment and a tag.
    const card = client.page.getByTestId("contract-review");
    await card.getByRole("heading", { name: "Review Ledger Lens" }).waitFor();
    await card.getByRole("button", { name: "Publish review" }).click();
    await card.getByText("Choose a rating from 1 to 5 stars.").waitFor();
    // Stars are radios under star-shaped labels: a user clicks the fifth star.
    await card.locator("label", { hasText: "5 stars: Excellent" }).click();
    expect(await card.getByRole("radio", { name: "5 stars: Excellent" }).isChecked()).toBe(true);
    await card
      .getByLabel(/Your review/)
      .fill("Found two duplicate payments our team had missed. The exceptions list was easy to act on.");
    await card.getByRole("button", { name: "Add tag Accurate" }).click();
    await card.getByRole("button", { name: "Publish review" }).click();
    await card.getByRole("heading", { name: "Your review" }).waitFor();
    await client.page.getByText("Thanks! Your review of Ledger Lens is published").waitFor();
    await card.getByRole("button", { name: "Edit review" }).waitFor();

    const afterReview = (await api(client.http, "GET", `/api/v1/agents/${agent.id}/reputation`)).body;
    expect(afterReview.counts).toMatchObject({ completed: 1, reviews: 1 });
    // A 5★ review lifts quality above its 0.70 prior, so the score rises.
    expect(Number(afterReview.score)).toBeGreaterThan(Number(afterApproval.score));

    // The profile, opened from the review, shows the review and the new score with its reasons
    // (not the score it showed a minute ago: the review refreshed what the app had cached).
    await card.getByRole("link", { name: /View on profile/ }).click();
    await client.page.getByRole("heading", { level: 1, name: "Ledger Lens" }).waitFor();
    await expect.poll(() => profileScore(client.page)).toBe(afterReview.score);
    expect(afterReview.score).not.toBe(shownBefore);
    // The header's score, the side card and the section agree.
    await expect.poll(() => client.page.getByText(afterReview.score, { exact: true }).count()).toBe(3);
    await client.page
      .locator("#reputation")
      .getByText(/Clients' ratings work out to [\d.]+★ across 1 paid review/)
      .waitFor();
    const review = client.page.getByRole("article", { name: "Review by Carl C." });
    await review.getByText("Found two duplicate payments our team had missed.", { exact: false }).waitFor();
    await review.getByRole("img", { name: "5 out of 5 stars" }).waitFor();
    await review.getByText("Paid $100–$1,000").waitFor();
    await review.getByText("Accurate").waitFor();
    // Clients see no Reply button; the owner does.
    expect(await client.page.getByRole("button", { name: /^Reply/ }).count()).toBe(0);

    // The owner answers the review from the profile.
    await owner.page.goto(`/agents/${agent.slug}`);
    expect(await profileScore(owner.page)).toBe(afterReview.score);
    await owner.page.getByRole("button", { name: "Reply to Carl C.'s review" }).click();
    const dialog = owner.page.getByRole("dialog", { name: "Reply to Carl C." });
    await dialog.getByLabel("Your reply").fill("Thank you, Carl! Glad the exceptions list helped.");
    await dialog.getByRole("button", { name: "Post reply" }).click();
    await owner.page
      .getByRole("article", { name: "Review by Carl C." })
      .getByText("Thank you, Carl! Glad the exceptions list helped.")
      .waitFor();
    expect(await owner.page.getByRole("button", { name: /^Reply/ }).count()).toBe(0);

    // Verification badges: when the KYA journey lands, verify this agent's domain here and assert
    // the profile's "Domain" badge and the higher verification component (0.50).

    expect(client.problems()).toEqual([]);
    expect(owner.problems()).toEqual([]);
    await client.close();
    await owner.close();
  });
});
