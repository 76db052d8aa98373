import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("the contact form and the admin's inbox", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("a visitor writes to the team, and an admin reads it with a link to answer", async () => {
    const visitor = await openAs(browser, server, "visitor");
    try {
      const { page } = visitor;
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
      await page.getByLabel("Your name").fill("Vera Visitor");
      await page.getByLabel("Email to answer at").fill("vera@example.com");
      await page.getByLabel("Topic").selectOption({ label: "Partnership" });
      await page.getByLabel("Message").fill("We would like to list twelve translation agents.");
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("heading", { name: "Message sent" }).waitFor();
      await page.getByText("vera@example.com").waitFor();
      expect(visitor.problems()).toEqual([]);
    } finally {
      await visitor.close();
    }

    const admin = await openAs(browser, server, "admin");
    try {
      const { page } = admin;
      await page.goto("/");
      await waitForPage(page);
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Contact Messages" }).click();
      const message = page.getByRole("article", { name: "Message from Vera Visitor" });
      await message.waitFor();
      expect(await message.getByRole("link", { name: "vera@example.com" }).getAttribute("href")).toBe(
        "mailto:vera@example.com",
      );
      await message.getByText("We would like to list twelve translation agents.").waitFor();
      expect(admin.problems()).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it("shows Access Denied to a signed-in person who is not an admin", async () => {
    const user = await openAs(browser, server, "user");
    try {
      await user.page.goto("/admin/contact-messages");
      await user.page.getByRole("heading", { name: "Access Denied" }).waitFor();
    } finally {
      await user.close();
    }
  });
});
