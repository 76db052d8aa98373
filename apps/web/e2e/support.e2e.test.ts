import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the blog, the help articles and the support chat", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("a visitor asks the support chat, follows the source link, and finds the article", async () => {
    const visitor = await openAs(browser, server, "visitor");
    try {
      const { page } = visitor;
      await page.goto("/marketplace");
      await waitForPage(page);
      await page.getByRole("button", { name: "Open support chat" }).click();
      const panel = page.getByRole("dialog", { name: "Agora support" });
      await panel.getByLabel("Your question").fill("how do I cash out my earnings to my bank?");
      await panel.getByRole("button", { name: "Ask" }).click();
      const sources = panel.getByRole("navigation", { name: "Sources" });
      await sources.waitFor();
      const first = sources.getByRole("link").first();
      expect(await first.getAttribute("href")).toBe("/support/withdraw-funds");
      await first.click();
      await page.waitForURL(/\/support\/withdraw-funds$/);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/withdraw/i);

      // Another question it cannot answer offers the team instead of a guess.
      await page.getByRole("button", { name: "Open support chat" }).click();
      await panel.getByLabel("Your question").fill("recipe for a vegetarian lasagne");
      await panel.getByRole("button", { name: "Ask" }).click();
      await panel.getByRole("link", { name: /Write to the team/ }).waitFor();
      // The first question is still there: the conversation lasts the session.
      await panel.getByText("how do I cash out my earnings to my bank?").waitFor();
      expect(visitor.problems()).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("a visitor searches the help articles and reads the blog and its feed", async () => {
    const visitor = await openAs(browser, server, "visitor");
    try {
      const { page } = visitor;
      await page.goto("/support");
      await waitForPage(page);
      await page.getByLabel("Search the help articles").fill("idempotency key retry");
      const results = page.getByRole("region", { name: "Search results" });
      await results.getByRole("link").first().waitFor();
      expect(await results.getByRole("link").first().getAttribute("href")).toMatch(/^\/support\//);

      await page.goto("/blog");
      await waitForPage(page);
      const posts = page.getByRole("main").getByRole("listitem");
      expect(await posts.count()).toBeGreaterThanOrEqual(3);
      await posts.first().getByRole("link").click();
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      await page.getByRole("heading", { level: 2 }).first().waitFor();
      const feed = await page.request.get("/blog/rss.xml");
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('<rss version="2.0"');
      expect(visitor.problems()).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
