import type { Browser, Page } from "playwright-core";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e } from "./fixtures";

let server: TestServer;
let browser: Browser;

/**
 * Injects an EIP-1193 wallet at `window.ethereum` before the app's scripts run. It answers
 * `eth_requestAccounts`/`eth_accounts` with `account`'s address and `eth_chainId` with Base
 * (0x2105), and signs `personal_sign` (EIP-191) here in Node with the account's private key through
 * an exposed function, as a wallet extension would in its own process.
 */
async function injectTestWallet(page: Page, account: PrivateKeyAccount): Promise<void> {
  await page.exposeFunction("agoraTestWalletSign", (data: `0x${string}`) =>
    account.signMessage({ message: { raw: data } }),
  );
  await page.addInitScript((address: string) => {
    const sign = (window as unknown as { agoraTestWalletSign: (data: string) => Promise<string> }).agoraTestWalletSign;
    const wallet = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [address.toLowerCase()];
        if (method === "eth_chainId") return "0x2105";
        if (method === "personal_sign") {
          const [data, signer] = params as [string, string];
          if (signer.toLowerCase() !== address.toLowerCase()) throw { code: 4100, message: "Unknown account" };
          return sign(data);
        }
        throw { code: 4200, message: `Unsupported method ${method}` };
      },
    };
    (window as unknown as { ethereum: typeof wallet }).ethereum = wallet;
  }, account.address);
}

describe.skipIf(!hasChromium)("wallet linking with Sign-In with Ethereum", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e());
  });
  afterAll(() => stopE2e({ server, browser }));

  it("grants consent, links the wallet, shows it on the profile and the agent, keeps it past revoking consent, unlinks", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
    const { page, http, close, problems } = await openAs(browser, server, {
      email: "wanda.wallet@example.com",
      firstName: "Wanda",
      lastName: "Wallet",
    });
    const created = await api(http as NonNullable<typeof http>, "POST", "/api/v1/agents", {
      name: "Chain Auditor",
      tagline: "Reads contracts so you do not have to",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    expect(created.status).toBe(201);
    const agent = created.body as { slug: string };
    await injectTestWallet(page, account);

    // Before consent: the card explains it, and opens the consent dialog.
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Linked wallets" });
    await card.getByText("No linked wallets yet.").waitFor();
    await card.getByRole("button", { name: "Review wallet consent" }).click();
    await page
      .getByRole("dialog", { name: "Connect a wallet?" })
      .getByRole("button", { name: "Allow wallet connection" })
      .click();

    // With consent: connect, sign, linked.
    const linked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/v1/profile/wallets" && r.request().method() === "POST",
    );
    await card.getByRole("button", { name: "Connect wallet" }).click();
    expect((await linked).status()).toBe(201);
    await card.getByText(`Linked ${short}.`).waitFor();
    const list = card.getByRole("list", { name: "Linked wallets" });
    await list.getByText(account.address).waitFor();
    expect(await list.textContent()).toContain("Base");
    expect(await card.textContent()).not.toMatch(/token/i);

    // The owner's agent shows it as an owner signal, short with the full address in its title.
    await page.goto(`/agents/${agent.slug}`);
    const signal = page.getByRole("region", { name: "Owner's wallet" });
    await signal.waitFor();
    expect(await signal.textContent()).toContain(short);
    expect(await signal.getByTitle(account.address).count()).toBe(1);

    // Revoking consent reloads the page and keeps the link; unlinking needs no consent.
    await page.goto("/profile");
    await list.getByText(account.address).waitFor();
    await page.getByRole("button", { name: "Revoke wallet consent" }).click();
    await card.getByRole("button", { name: "Review wallet consent" }).waitFor();
    await list.getByText(account.address).waitFor();
    await list.getByRole("button", { name: `Unlink ${account.address}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unlink this address?" });
    await dialog.getByRole("button", { name: "Unlink" }).click();
    await card.getByText("No linked wallets yet.").waitFor();

    await page.goto(`/agents/${agent.slug}`);
    await page.getByRole("heading", { level: 1, name: "Chain Auditor" }).waitFor();
    expect(await page.getByRole("region", { name: "Owner's wallet" }).count()).toBe(0);
    expect(problems()).toEqual([]);
    await close();
  });
});
