import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { linkTestWallet } from "../../../test/fixtures-wallets";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { checkLedger } from "../ledger";

// Erasing one's own account (decision 071): what refuses it, with the reason the person reads,
// and what a finished erasure leaves behind: nothing that signs in, nothing that names them, and a
// ledger that still balances.

let server: TestServer;
let dataDir: string;
let owner: Browser;
let agentId: string;
let serviceId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-erasure-"));
  server = await startTestServer({ DATA_DIR: dataDir });
  owner = await signedIn(server, { email: "erase-owner@example.com", firstName: "Olga", lastName: "Owner" });
  agentId = await createAgent(owner, { name: "Erasure Scout" });
  serviceId = await createFixedService(owner, agentId, "Background check", { min: "10", max: "100" });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const erase = (who: Browser, confirm: string) => api(who, "POST", "/api/v1/users/me/erasure", { confirm });

async function userId(who: Browser): Promise<string> {
  return (await ok(await api(who, "GET", "/api/auth/user"), "me")).id as string;
}

describe("POST /api/v1/users/me/erasure refused", () => {
  it("names the bad field when the confirmation is not the account's email, and changes nothing", async () => {
    const who = await signedIn(server, "erase-typo@example.com");
    const res = await erase(who, "erase-typo@example.org");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ in: "body", field: "confirm" }] });
    const missing = await api(who, "POST", "/api/v1/users/me/erasure", {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ in: "body", field: "confirm" })]);
    expect((await api(who, "GET", "/api/auth/user")).body.email).toBe("erase-typo@example.com");
  });

  it("refuses an API key, even one with profile:write: leaving is done in the browser", async () => {
    const who = await signedIn(server, "erase-key@example.com");
    const key = await createApiKey(who, ["profile:read", "profile:write"]);
    const res = await api({ baseUrl: server.baseUrl, bearer: key.secret }, "POST", "/api/v1/users/me/erasure", {
      confirm: "erase-key@example.com",
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
    expect((await api(who, "GET", "/api/auth/user")).status).toBe(200);
  });

  it("refuses with 409 while money is in escrow, for the client and for the agent's owner, naming the contracts", async () => {
    const client = await signedIn(server, "erase-escrow@example.com");
    await depositTestFunds(client, "25");
    await fundedFixedContract(client, owner, serviceId, "25");
    const res = await erase(client, "erase-escrow@example.com");
    expect(res.status).toBe(409);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.code).toBe("erasure_blocked");
    expect(res.body.blockers).toEqual([{ kind: "open_contracts", detail: expect.stringContaining("1 active") }]);
    expect(res.body.detail).toContain("1 contract is still open");

    const ownerRes = await erase(owner, "erase-owner@example.com");
    expect(ownerRes.status).toBe(409);
    expect(ownerRes.body.blockers.map((b: { kind: string }) => b.kind)).toContain("open_contracts");
    // Still signed in, still named.
    expect((await api(client, "GET", "/api/auth/user")).body.email).toBe("erase-escrow@example.com");
  });

  it("refuses while money is staked or cooling down, naming both amounts", async () => {
    const staker = await signedIn(server, "erase-staker@example.com");
    await depositTestFunds(staker, "30");
    const staked = await api(staker, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "30" });
    expect(staked.status).toBe(201);
    const active = await erase(staker, "erase-staker@example.com");
    expect(active.status).toBe(409);
    expect(active.body.blockers).toEqual([{ kind: "stake", detail: expect.stringContaining("$30.00 active") }]);

    await ok(await api(staker, "POST", `/api/v1/stakes/${staked.body.id}/unstake`, { amount: "10" }), "unstake");
    const cooling = await erase(staker, "erase-staker@example.com");
    expect(cooling.body.blockers[0].detail).toContain("$20.00 active");
    expect(cooling.body.blockers[0].detail).toContain("$10.00 in the unstake cooldown");
  });

  it("refuses while a withdrawal is pending, and while money is left in the wallet", async () => {
    const saver = await signedIn(server, "erase-saver@example.com");
    await depositTestFunds(saver, "12.5");
    const left = await erase(saver, "erase-saver@example.com");
    expect(left.status).toBe(409);
    expect(left.body.blockers).toEqual([
      { kind: "available_balance", detail: "$12.50 is still in your wallet: withdraw it first" },
    ]);

    await ok(
      await api(saver, "POST", "/api/v1/wallet/withdrawals", { amount: "12.5", destination: "Bank ****1234" }),
      "withdraw",
    );
    const pending = await erase(saver, "Erase-Saver@Example.com");
    expect(pending.status).toBe(409);
    expect(pending.body.blockers).toEqual([
      { kind: "pending_withdrawals", detail: expect.stringContaining("1 withdrawal of $12.50 is not paid out yet") },
    ]);
  });
});

describe("POST /api/v1/users/me/erasure done", () => {
  it("ends sessions and keys, anonymises the profile and messages, keeps the ledger, and a new sign-in is a new account", async () => {
    const identity = { email: "erase-me@example.com", firstName: "Erin", lastName: "Eraser" };
    const client = await signedIn(server, identity);
    const otherBrowser = await signedIn(server, identity);
    const id = await userId(client);
    const key = await createApiKey(client, ["profile:read"]);
    const keyClient = { baseUrl: server.baseUrl, bearer: key.secret };
    expect((await api(keyClient, "GET", "/api/v1/profile/identity")).status).toBe(200);
    const avatar = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const uploaded = await client.fetch("/api/v1/profile/avatar", {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(avatar),
    });
    expect(uploaded.status).toBe(200);

    // A finished deal: the whole deposit went to escrow and out to the owner, so nothing is left.
    await depositTestFunds(client, "40");
    const contractId = await fundedFixedContract(client, owner, serviceId, "40");
    await ok(
      await api(client, "POST", `/api/v1/contracts/${contractId}/messages`, {
        body: "Please check the 2019 filings too.",
      }),
      "message",
    );
    await deliverAndApprove(client, owner, contractId);
    // An offer left pending is withdrawn by the erasure.
    const pendingOffer = await ok(
      await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "15" }),
      "hire",
    );

    const res = await erase(client, "  ERASE-ME@example.com ");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ endedSessions: 2, revokedApiKeys: 1, pausedAgents: 0 });
    expect(Date.parse(res.body.erasedAt)).not.toBeNaN();

    // Signed out everywhere, and the key no longer works.
    expect((await api(client, "GET", "/api/auth/user")).status).toBe(401);
    expect((await api(otherBrowser, "GET", "/api/v1/profile/identity")).status).toBe(401);
    expect((await api(keyClient, "GET", "/api/v1/profile/identity")).status).toBe(401);
    // The avatar is gone, file and URL.
    expect((await fetch(new URL(`/api/v1/users/${id}/avatar`, server.baseUrl))).status).toBe(404);
    expect((await readdir(join(dataDir, "avatars"))).filter((f) => f.startsWith(id))).toEqual([]);

    // The owner still reads the thread; the words stay, the name does not.
    const thread = await api(owner, "GET", `/api/v1/contracts/${contractId}/messages?limit=10`);
    const message = thread.body.data.find((m: { body: string }) => m.body === "Please check the 2019 filings too.");
    expect(message).toMatchObject({ authorName: "Deleted user" });
    expect(JSON.stringify(thread.body)).not.toContain("Erin");
    const offer = await api(owner, "GET", `/api/v1/offers/${(pendingOffer.offer as { id: string }).id}`);
    expect(offer.body.status ?? offer.body.offer?.status).toBe("withdrawn");

    // The ledger keeps its rows against the anonymised account and still balances.
    expect(await checkLedger(server.database.db)).toMatchObject({ ok: true });

    // Signing in again with the same identity is a new, empty account.
    const again = await signedIn(server, identity);
    const newId = await userId(again);
    expect(newId).not.toBe(id);
    expect((await api(again, "GET", "/api/v1/wallet")).body.available).toBe("0.00");
    expect((await api(again, "GET", "/api/v1/profile/identity")).body).toMatchObject({ hasUploadedAvatar: false });
  });

  it("pauses the owner's listed agents, so they take no work, and takes the owner's wallets off the agent's page", async () => {
    const seller = await signedIn(server, "erase-seller@example.com");
    const sellerAgent = await createAgent(seller, { name: "Short Lived" });
    const sellerService = await createFixedService(seller, sellerAgent, "One-off", { min: "5", max: "5" });
    await linkTestWallet(seller);
    const before = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${sellerAgent}`);
    expect(before.body.ownerWallets).toHaveLength(1);

    const res = await erase(seller, "erase-seller@example.com");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pausedAgents).toBe(1);

    const page = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${sellerAgent}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: "paused", ownerWallets: [] });
    const search = await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/agents?q=Short%20Lived");
    expect(search.body.data.map((a: { id: string }) => a.id)).not.toContain(sellerAgent);
    const buyer = await signedIn(server, "erase-buyer@example.com");
    const hire = await api(buyer, "POST", `/api/v1/services/${sellerService}/hire`, { amount: "5" });
    expect(hire.status).toBe(409);
    // The browser that erased it is signed out: there is nothing left to erase twice.
    expect((await erase(seller, "erase-seller@example.com")).status).toBe(401);
  });
});
