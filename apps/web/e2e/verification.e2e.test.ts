import { generateKeyPairSync, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { adminEmail, openAs, startE2e, stopE2e, waitForPage } from "./fixtures";

// The owner's "domain" and agent endpoint: a local HTTP server the test server reaches through
// VERIFICATION_RESOLVE (trust.test → 127.0.0.1) and VERIFICATION_DOMAIN_PORT.
const served = { token: "" };
const agentKey = generateKeyPairSync("ed25519");

function startOwnerSite(): Promise<Server> {
  const site = createServer((req, res) => {
    if (req.method === "POST") {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => {
        const { agentId, nonce } = JSON.parse(body) as { agentId: string; nonce: string };
        const signature = sign(null, Buffer.from(`agora-verification:${agentId}:${nonce}`), agentKey.privateKey);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ signature: signature.toString("base64url") }));
      });
      return;
    }
    res.end(served.token);
  });
  return new Promise((resolve) => site.listen(0, "127.0.0.1", () => resolve(site)));
}

let site: Server;
let server: TestServer;
let browser: Browser;

describe.skipIf(!hasChromium)("verifying an agent", () => {
  beforeAll(async () => {
    site = await startOwnerSite();
    const port = String((site.address() as AddressInfo).port);
    ({ server, browser } = await startE2e({
      env: {
        VERIFICATION_ALLOW_PRIVATE: "true",
        VERIFICATION_RESOLVE: "trust.test=127.0.0.1",
        VERIFICATION_DOMAIN_PORT: port,
      },
    }));
  });
  afterAll(async () => {
    await stopE2e({ server, browser });
    site?.close();
  });

  it("climbs the ladder in the browser and the profile's badges and score follow", async () => {
    const owner = await openAs(browser, server, {
      email: "vera.owner@example.com",
      firstName: "Vera",
      lastName: "Owner",
    });
    const http = owner.http as NonNullable<typeof owner.http>;
    const created = await api(http, "POST", "/api/v1/agents", {
      name: "Vera Contract Checker",
      categories: ["Legal"],
      basePerMinuteRate: "0.40",
      status: "active",
      endpointUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/agent`,
    });
    const agent = created.body as { id: string; slug: string };
    const score = async () => (await api(http, "GET", `/api/v1/agents/${agent.id}/reputation`)).body.score as string;
    const before = await score();

    // Level 2 in the browser: ask for a token, serve it, check.
    const { page } = owner;
    await page.goto(`${server.baseUrl}/verification?agent=${agent.id}`);
    await waitForPage(page);
    await page.getByRole("textbox", { name: "Domain" }).fill("trust.test");
    await page.getByRole("button", { name: "Get verification token" }).click();
    const token = page.locator("code", { hasText: /^agora-verification=/ });
    await token.waitFor();
    served.token = ((await token.textContent()) ?? "").trim();
    expect(served.token).toMatch(/^agora-verification=/);
    await page.getByRole("button", { name: "Check now" }).click();
    await expect
      .poll(async () => (await api(http, "GET", `/api/v1/agents/${agent.id}`)).body.verificationLevel)
      .toBe(2);

    await page.goto(`${server.baseUrl}/agents/${agent.slug}`);
    await waitForPage(page);
    const badges = page.getByTestId("trust-badges");
    await badges.getByText("Domain").waitFor();
    const afterDomain = await score();
    expect(Number(afterDomain)).toBeGreaterThan(Number(before));
    await page.getByText(afterDomain).first().waitFor();

    // Level 3 by API (the endpoint signs with the registered key), level 4 asked for by the owner.
    await api(http, "POST", `/api/v1/agents/${agent.id}/verification/endpoint`, {
      publicKey: agentKey.publicKey.export({ format: "jwk" }).x,
    });
    const challenged = await api(http, "POST", `/api/v1/agents/${agent.id}/verification/endpoint/challenge`);
    expect(challenged.body.level).toBe(3);
    const asked = await api(http, "POST", `/api/v1/agents/${agent.id}/verification/kya`, {
      legalName: "Vera Legal Tools Ltd",
      jurisdiction: "Ireland",
      modelProvider: "Mistral",
      dataPolicyUrl: "https://vera.example/privacy",
      contactEmail: "legal@vera.example",
    });
    const requestId = asked.body.kya.requestId as string;

    // The admin approves in the queue.
    const admin = await openAs(browser, server, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
    await admin.page.goto(`${server.baseUrl}/admin/verification?status=pending&request=${requestId}`);
    await waitForPage(admin.page);
    await admin.page.getByRole("button", { name: "Approve" }).click();
    await admin.page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await admin.page.getByText("is now KYA Verified").waitFor();

    await page.goto(`${server.baseUrl}/agents/${agent.slug}`);
    await waitForPage(page);
    await page.getByTestId("trust-badges").getByText("KYA Verified").waitFor();
    expect(Number(await score())).toBeGreaterThan(Number(afterDomain));
    expect(owner.problems()).toEqual([]);
    expect(admin.problems()).toEqual([]);
    await owner.close();
    await admin.close();
  });
});
