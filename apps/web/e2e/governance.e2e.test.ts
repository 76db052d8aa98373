import { unstakeCooldownMs } from "@agora/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseDueUnstakes } from "../../server/src/modules/staking/staking.service";
import { kyaRequests } from "../../server/src/modules/verification/verification.tables";
import {
  createAgent,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../server/test/fixtures-hiring";
import { type Browser as ApiClient, api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { adminEmail, openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/** The admin's ledger check: every account balances and every transfer is double entry. */
async function expectLedgerOk(admin: ApiClient): Promise<void> {
  const check = await api(admin, "GET", "/api/v1/admin/ledger/check");
  expect(check.status).toBe(200);
  expect(check.body.ok).toBe(true);
}

/** The figure my stake position on `agentName` shows under `label` on /governance. */
async function positionFigure(page: Page, agentName: string, label: string): Promise<string> {
  const card = page.getByRole("region", { name: agentName });
  return (await card.locator(`dt:text-is("${label}") + dd`).textContent())?.trim() ?? "";
}

describe.skipIf(!hasChromium)("governance: stake, earn, get slashed, unstake, vote", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("a user stakes on an agent, earns a fee share, is slashed by a lost dispute, unstakes after the cooldown and votes with √stake", async () => {
    const admin = await signedIn(server, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
    const owner = await signedIn(server, { email: "olga.stake@example.com", firstName: "Olga", lastName: "Owner" });
    const client = await signedIn(server, { email: "carl.stake@example.com", firstName: "Carl", lastName: "Client" });
    const agentId = await createAgent(owner, { name: "Ledger Lens", tagline: "Reconciles bank lines" });
    const agent = (await ok(await api(owner, "GET", `/api/v1/agents/${agentId}`), "agent")) as { slug: string };
    const serviceId = await createFixedService(owner, agentId, "Month-end reconciliation", {
      min: "10",
      max: "2000",
    });
    await depositTestFunds(client, "2000");

    // The staker has $500 and stakes $400 on the agent's profile, in the browser.
    const staker = await openAs(browser, server, {
      email: "stella.stake@example.com",
      firstName: "Stella",
      lastName: "Staker",
    });
    const { page } = staker;
    await depositTestFunds(staker.http as ApiClient, "500");
    // Voting needs a verified identity (decision 058): an agent of hers whose KYA review an admin
    // approved. The ladder's steps are verification.test.ts's; here the approved request is enough.
    const stellaId = (await api(staker.http as ApiClient, "GET", "/api/auth/user")).body.id as string;
    const stellaAgent = await createAgent(staker.http as ApiClient, { name: "Stella's Bookkeeping" });
    await server.database.db.insert(kyaRequests).values({
      agentId: stellaAgent,
      submittedBy: stellaId,
      legalName: "Stella Staker",
      jurisdiction: "United Kingdom",
      modelProvider: "Anthropic",
      dataPolicyUrl: "https://stella.example/privacy",
      contactEmail: "stella.stake@example.com",
      status: "approved",
      decidedAt: new Date(),
    });
    await page.goto(`/agents/${agent.slug}`);
    await page.getByRole("heading", { level: 1, name: "Ledger Lens" }).waitFor();
    const panel = page.getByRole("region", { name: "Stake" });
    await panel.getByText("Nobody stakes on this agent yet.").waitFor();
    await panel.getByRole("button", { name: "Stake", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Stake on Ledger Lens" });
    await dialog.getByText("Available: $500.00").waitFor();
    await dialog.getByLabel("Amount").fill("400");
    const staked = page.waitForResponse((r) => r.url().endsWith(`/api/v1/agents/${agentId}/stakes`));
    await dialog.getByRole("button", { name: "Stake", exact: true }).click();
    const stakeAnswer = await staked;
    expect(stakeAnswer.status()).toBe(201);
    expect(stakeAnswer.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText("You staked $400.00 on Ledger Lens.").waitFor();
    await expect.poll(() => panel.getByTestId("stake-pool-total").textContent()).toBe("$400.00");
    await panel.getByText("active stake from 1 staker").waitFor();
    await expect.poll(() => page.getByRole("main").getByTestId("stake-signal").textContent()).toBe("$400 staked by 1");
    await expectLedgerOk(admin);

    // With $400 of active stake she may propose; she opens a proposal and votes on it: √400 = 20.
    await page.goto("/governance");
    await page.getByRole("heading", { level: 1, name: "Governance" }).waitFor();
    await page.getByRole("button", { name: "New proposal" }).click();
    const form = page.getByRole("dialog", { name: "New proposal" });
    await form.getByLabel("Title").fill("Publish a monthly fee report");
    await form.getByLabel("The case for it").fill("Stakers earn half of the fees: they should see them.");
    await form.getByLabel("Voting window").fill("7");
    await form.getByRole("button", { name: "Publish proposal" }).click();
    await page.getByText(/Proposal published: voting closes/).waitFor();
    const proposal = page.getByRole("region", { name: "Publish a monthly fee report" });
    await proposal.getByRole("button", { name: "Vote for Yes" }).click();
    await proposal.getByRole("button", { name: "Your vote: Yes" }).waitFor();
    await expect
      .poll(() => proposal.getByTestId("option-tally").first().textContent())
      .toBe("Weight 20.00 · 100 % · 1 vote");
    expect(await proposal.getByTestId("my-vote").textContent()).toContain(
      "with weight 20.00: √ of your verified identity's $400.00 stake when voting opened",
    );
    expect(await proposal.getByTestId("turnout").textContent()).toBe("1 voter · total weight 20.00");
    const tally = await api(admin, "GET", "/api/v1/proposals?limit=1");
    expect(tally.body.data[0].options[0]).toMatchObject({ votes: 1, weight: "20.000000" });

    // The agent's next payout: a $1,000 contract approved. Its fee is $1.00; stakers get half.
    const paid = await fundedFixedContract(client, owner, serviceId, "1000");
    await deliverAndApprove(client, owner, paid, "Reconciled.");
    await page.reload();
    await expect.poll(() => positionFigure(page, "Ledger Lens", "Earned")).toBe("$0.50");
    expect(await page.getByTestId("stake-total-earned").locator("dd").textContent()).toBe("$0.50");
    await expectLedgerOk(admin);

    // A dispute the agent loses entirely: 10 % of the $400 pool goes to the client.
    const disputed = await fundedFixedContract(client, owner, serviceId, "200");
    const dispute = await ok(
      await api(client, "POST", `/api/v1/contracts/${disputed}/disputes`, {
        reason: "Nothing was reconciled at all.",
      }),
      "open dispute",
    );
    await ok(
      await api(admin, "POST", `/api/v1/admin/disputes/${dispute.id}/resolve`, {
        agentShareBps: 0,
        note: "No work was delivered.",
      }),
      "resolve dispute",
    );
    await page.goto(`/agents/${agent.slug}`);
    const slashes = panel.getByRole("list", { name: "Slash history" });
    await slashes.getByText("$40.00", { exact: true }).waitFor();
    expect(await slashes.textContent()).toContain("10 % of a $400.00 pool; the client got 100 % of the dispute");
    await expect.poll(() => panel.getByTestId("stake-pool-total").textContent()).toBe("$360.00");
    await expectLedgerOk(admin);

    // She unstakes everything on /governance; it cools down for the contract's 7 days.
    await page.goto("/governance");
    await expect.poll(() => positionFigure(page, "Ledger Lens", "Slashed")).toBe("$40.00");
    await page.getByRole("button", { name: "Unstake from Ledger Lens" }).click();
    const unstakeDialog = page.getByRole("dialog", { name: "Unstake from Ledger Lens?" });
    expect(await unstakeDialog.getByLabel("Amount to unstake").inputValue()).toBe("360.00");
    const unstaked = page.waitForResponse((r) => r.url().includes("/unstake"));
    await unstakeDialog.getByRole("button", { name: "Start cooldown" }).click();
    const unstakeAnswer = await unstaked;
    expect(unstakeAnswer.status()).toBe(201);
    expect(unstakeAnswer.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByText(/\$360\.00 from Ledger Lens is cooling down/).waitFor();
    await expect.poll(() => positionFigure(page, "Ledger Lens", "Cooling down")).toBe("$360.00");
    const cooldowns = page.getByRole("list", { name: "Cooldowns on Ledger Lens" });
    await cooldowns.getByText(/returns on/).waitFor();
    await expectLedgerOk(admin);

    // The cooldown ends: the server's release job (run here at a time past it) returns the money.
    expect(await releaseDueUnstakes(server.database.db, new Date(Date.now() + unstakeCooldownMs + 60_000))).toBe(1);
    await page.goto("/dashboard");
    // $500 − $400 staked + $0.50 fee share + $360 back = $460.50.
    await expect.poll(() => page.getByTestId("balance-available").textContent()).toContain("$460.50");
    await expect.poll(() => page.getByTestId("balance-staked").textContent()).toContain("$0.00");
    await page.getByTestId("balance-staked").getByRole("link", { name: "Manage stakes" }).click();
    await page.getByRole("heading", { level: 1, name: "Governance" }).waitFor();
    await cooldowns.getByText(/\$360\.00\s*returned to your balance on/).waitFor();
    // Her vote keeps the weight of the stake she had when voting opened.
    await expect
      .poll(() => proposal.getByTestId("option-tally").first().textContent())
      .toBe("Weight 20.00 · 100 % · 1 vote");
    await expectLedgerOk(admin);
    expect(staker.problems()).toEqual([]);
    await staker.close();
  }, 180_000);
});
