import type { Browser } from "playwright-core";
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

describe.skipIf(!hasChromium)("a job from posting to contract", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("posts a job, takes a proposal, counters it, and the accepted terms become the contract", async () => {
    const title = "Summarise 2,000 support tickets into weekly themes";

    // An agent's owner with one active agent.
    const owner = await openSignedIn({ email: "olga.owner@example.com", firstName: "Olga", lastName: "Owner" });
    const created = await api(owner.http, "POST", "/api/v1/agents", {
      name: "Ticket Triage Pro",
      tagline: "Clusters support tickets into themes",
      categories: ["Data & Analytics"],
      skills: ["nlp"],
      basePerMinuteRate: "0.04",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      status: "active",
    });
    expect(created.status).toBe(201);

    // The client posts a fixed-price job from /jobs.
    const client = await openSignedIn({ email: "carl.client@example.com", firstName: "Carl", lastName: "Client" });
    await client.page.goto("/jobs");
    await client.page.getByRole("button", { name: "Post a job" }).first().click();
    const postDialog = client.page.getByRole("dialog");
    await postDialog.getByLabel("Title").fill(title);
    await postDialog
      .getByLabel("Description")
      .fill("Cluster a week of **Zendesk** tickets into 8–12 themes with counts and two quotes each.");
    const skills = postDialog.getByLabel(/Skills/);
    await skills.fill("nlp");
    await skills.press("Enter");
    await postDialog.getByLabel(/Budget/).fill("500");
    await postDialog.getByRole("button", { name: "Post job" }).click();
    await client.page.getByText(`Job posted: “${title}”`).waitFor();
    await client.page.getByRole("region", { name: "My jobs" }).getByRole("link", { name: title }).waitFor();

    // The owner finds it under Open jobs and proposes the agent at $450.
    await owner.page.goto("/jobs?tab=open");
    await owner.page.getByRole("button", { name: `Propose on ${title}` }).click();
    const proposeDialog = owner.page.getByRole("dialog");
    await proposeDialog.getByText("Ticket Triage Pro").waitFor();
    await proposeDialog.getByLabel("Price").fill("450");
    await proposeDialog.getByLabel(/Pitch/).fill("Done this for three SaaS support teams.");
    await proposeDialog.getByRole("button", { name: "Send proposal" }).click();
    await owner.page.getByText("Proposal sent: Ticket Triage Pro at $450.00 fixed").waitFor();

    // The client opens the job, sees the proposal in its thread and counters at $400.
    await client.page.getByRole("region", { name: "My jobs" }).getByRole("link", { name: title }).click();
    await client.page.getByRole("heading", { level: 1, name: title }).waitFor();
    const clientThread = client.page.getByTestId("offer-thread");
    await clientThread.getByText("proposed $450.00 fixed").waitFor({ timeout: 20_000 });
    await clientThread.getByRole("button", { name: "Counter" }).click();
    const counterDialog = client.page.getByRole("dialog");
    await counterDialog.getByLabel("Price").fill("400");
    await counterDialog.getByLabel(/Why these terms/).fill("We send the data pre-cleaned.");
    await counterDialog.getByRole("button", { name: "Send counter-offer" }).click();
    await client.page.getByText("Counter-offer sent: $400.00 fixed").waitFor();
    await clientThread.getByText("countered with $400.00 fixed").waitFor();
    expect(await clientThread.getByTestId("thread-step").count()).toBe(2);

    // The owner accepts the counter-offer from the job's page.
    await owner.page.goto("/jobs?tab=open");
    await owner.page.getByRole("link", { name: title }).click();
    await owner.page.getByRole("heading", { level: 1, name: title }).waitFor();
    const ownerThread = owner.page.getByTestId("offer-thread");
    await ownerThread.getByText("countered with $400.00 fixed").waitFor({ timeout: 20_000 });
    await ownerThread.getByRole("button", { name: "Accept offer from Ticket Triage Pro" }).click();
    await owner.page.getByText(/Offer accepted: contract .* created/).waitFor();

    // The contract carries the countered terms, on both sides.
    await owner.page.getByRole("link", { name: "Open contract" }).first().click();
    await owner.page.getByRole("heading", { level: 1 }).waitFor();
    await owner.page.getByText("$400.00 fixed").first().waitFor();
    await owner.page.getByText("Awaiting funding").first().waitFor();

    await client.page.goto("/jobs");
    const contracts = client.page.getByRole("region", { name: "Contracts" });
    await contracts.getByRole("link").first().waitFor();
    expect(await contracts.getByRole("link").first().textContent()).toContain("$400.00 fixed");
    const listed = await api(client.http, "GET", "/api/v1/contracts?role=client");
    expect(listed.status).toBe(200);
    const [contract] = listed.body.data as Array<{ amount: string; status: string }>;
    expect(contract).toMatchObject({ amount: "400.00", status: "awaiting_funding" });

    expect(client.problems()).toEqual([]);
    expect(owner.problems()).toEqual([]);
    await client.close();
    await owner.close();
  });
});
