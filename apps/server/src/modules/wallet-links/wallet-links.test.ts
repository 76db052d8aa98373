import { siweNonceTtlMs, walletLinksPerUserMax } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, ok, signedIn } from "../../../test/fixtures-hiring";
import { linkTestWallet, newTestAccount, siweMessageFor, walletNonce } from "../../../test/fixtures-wallets";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { pruneSiweNonces } from "./wallet-links.service";

// Linking an EVM address with Sign-In with Ethereum (EIP-4361, decision 046) through the real API:
// a private-key account (viem) plays the wallet and signs with personal_sign (EIP-191).

let server: TestServer;
let owner: Browser;
let other: Browser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@wallets.test");
  other = await signedIn(server, "other@wallets.test");
  agentId = await createAgent(owner, { name: "Ledger Reconciler" });
});
afterAll(async () => server?.close());

type Answer = Awaited<ReturnType<typeof api>>;

/** Posts `message` signed by `signer` (the message's own account unless told otherwise) as `who`. */
async function post(who: Browser, message: string, signer = newTestAccount()): Promise<Answer> {
  const signature = await signer.signMessage({ message });
  return api(who, "POST", "/api/v1/profile/wallets", { message, signature });
}

/** Expects a 400 naming `field` whose detail matches `detail`. */
function expectRefused(res: Answer, field: "message" | "signature", detail: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: "validation_failed", errors: [{ in: "body", field }] });
  expect(res.body.detail).toMatch(detail);
}

/** A nonce of `who`, a new account, and the message for them with `overrides`. */
async function attempt(who: Browser, overrides: Parameters<typeof siweMessageFor>[2] = {}) {
  const challenge = await walletNonce(who);
  const account = newTestAccount();
  return { challenge, account, message: siweMessageFor(challenge, account.address, overrides) };
}

/** The answer to replaying `message`'s nonce with a good message: the nonce must be spent. */
async function replay(who: Browser, challenge: Awaited<ReturnType<typeof walletNonce>>): Promise<Answer> {
  const account = newTestAccount();
  return post(who, siweMessageFor(challenge, account.address), account);
}

describe("the nonce", () => {
  it("is random, alphanumeric, valid for 10 minutes, and comes with the domain, URI and chains to name", async () => {
    const before = Date.now();
    const a = await walletNonce(owner);
    const b = await walletNonce(owner);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(b.nonce).not.toBe(a.nonce);
    const expiresInMs = Date.parse(a.expiresAt) - before;
    expect(expiresInMs).toBeGreaterThanOrEqual(siweNonceTtlMs - 1000);
    expect(expiresInMs).toBeLessThanOrEqual(siweNonceTtlMs + 5000);
    expect(a.domain).toBe(new URL(server.baseUrl).host);
    expect(a.uri).toBe(new URL(server.baseUrl).origin);
    expect(a.chainIds).toEqual([1, 10, 137, 8453, 42161, 11155111]);
  });

  it("keeps at most ten per user, dropping the oldest", async () => {
    const user = await signedIn(server, "many-nonces@wallets.test");
    const first = await walletNonce(user);
    for (let i = 0; i < 10; i++) await walletNonce(user);
    const [count] = await executeRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from siwe_nonces n join users u on u.id = n.user_id where u.email = 'many-nonces@wallets.test'`,
    );
    expect(count?.n).toBe(10);
    expectRefused(await replay(user, first), "message", /not issued to your account/);
  });
});

describe("linking", () => {
  it("links a well-signed address, lists it on the profile and shows it on the owner's agents", async () => {
    const { id, account } = await linkTestWallet(owner);
    const list = await api(owner, "GET", "/api/v1/profile/wallets");
    expect(list.status).toBe(200);
    const link = list.body.data.find((l: { id: string }) => l.id === id);
    expect(link).toEqual({ id, address: account.address, chainId: 1, linkedAt: expect.any(String) });

    const publicView = await fetch(new URL(`/api/v1/agents/${agentId}`, server.baseUrl));
    const agent = await publicView.json();
    expect(agent.ownerWallets).toContainEqual({ address: account.address, chainId: 1, linkedAt: link.linkedAt });
    // Someone else's agents do not show it.
    const elsewhere = await createAgent(other, { name: "Unrelated Agent" });
    expect((await api(other, "GET", `/api/v1/agents/${elsewhere}`)).body.ownerWallets).toEqual([]);
  });

  it("answers 201 with the EIP-55 address and the message's chain", async () => {
    const { account, message } = await attempt(owner, { chainId: 8453 });
    const res = await post(owner, message, account);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      address: account.address,
      chainId: 8453,
      linkedAt: expect.any(String),
    });
    expect(res.body.address).not.toBe(res.body.address.toLowerCase());
  });

  it("answers 200 with the existing link when the same account links the same address again", async () => {
    const { id, account } = await linkTestWallet(other);
    const again = await post(
      other,
      siweMessageFor(await walletNonce(other), account.address, { chainId: 10 }),
      account,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id, address: account.address, chainId: 1 });
    const list = await api(other, "GET", "/api/v1/profile/wallets");
    expect(list.body.data.filter((l: { address: string }) => l.address === account.address)).toHaveLength(1);
  });

  it("refuses an address already linked to another account with 409", async () => {
    const { account } = await linkTestWallet(owner);
    const res = await post(other, siweMessageFor(await walletNonce(other), account.address), account);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict" });
    expect(res.body.detail).toMatch(/linked to another Agora account/);
  });

  it(`refuses a link past ${walletLinksPerUserMax} per account`, async () => {
    const user = await signedIn(server, "collector@wallets.test");
    for (let i = 0; i < walletLinksPerUserMax; i++) await linkTestWallet(user);
    const { account, message } = await attempt(user);
    const res = await post(user, message, account);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "limit_reached" });
    expect((await api(user, "GET", "/api/v1/profile/wallets")).body.data).toHaveLength(walletLinksPerUserMax);
  });
});

describe("refusals", () => {
  // A user of its own: the refusals that end in a link must not fill the owner's five.
  let tester: Browser;
  beforeAll(async () => {
    tester = await signedIn(server, "tester@wallets.test");
  });

  it("refuses a replayed nonce", async () => {
    const { challenge, account, message } = await attempt(tester);
    const signature = await account.signMessage({ message });
    expect((await api(tester, "POST", "/api/v1/profile/wallets", { message, signature })).status).toBe(201);
    const again = await api(tester, "POST", "/api/v1/profile/wallets", { message, signature });
    expectRefused(again, "message", /nonce was already used/);
    expectRefused(await replay(tester, challenge), "message", /already used/);
  });

  it("refuses a wrong domain, and the attempt spends the nonce", async () => {
    const { challenge, account, message } = await attempt(tester, { domain: "evil.example" });
    expectRefused(await post(tester, message, account), "message", /domain is evil\.example; it must be 127\.0\.0\.1:/);
    expectRefused(await replay(tester, challenge), "message", /already used/);
  });

  it("refuses a URI on another origin", async () => {
    const { account, message } = await attempt(tester, { uri: "https://evil.example/login" });
    expectRefused(
      await post(tester, message, account),
      "message",
      /URI is https:\/\/evil\.example\/login; it must be on/,
    );
  });

  it("refuses a scheme other than the server's", async () => {
    const { account, message } = await attempt(tester, { scheme: "https" });
    expectRefused(await post(tester, message, account), "message", /scheme is https; it must be http/);
  });

  it("refuses a chain outside the list", async () => {
    const { account, message } = await attempt(tester, { chainId: 56 });
    expectRefused(await post(tester, message, account), "message", /chain ID 56 is not accepted/);
  });

  it("refuses an expired message", async () => {
    const now = Date.now();
    const { account, message } = await attempt(tester, {
      issuedAt: new Date(now - 120_000),
      expirationTime: new Date(now - 60_000),
    });
    expectRefused(await post(tester, message, account), "message", /message expired at/);
  });

  it("refuses an issued-at in the future, beyond five minutes of clock skew", async () => {
    const { account, message } = await attempt(tester, { issuedAt: new Date(Date.now() + 10 * 60_000) });
    expectRefused(await post(tester, message, account), "message", /in the future/);
    const skewed = await attempt(tester, { issuedAt: new Date(Date.now() + 60_000) });
    expect((await post(tester, skewed.message, skewed.account)).status).toBe(201);
  });

  it("refuses an issued-at older than the nonce lifetime", async () => {
    const { account, message } = await attempt(tester, { issuedAt: new Date(Date.now() - siweNonceTtlMs - 60_000) });
    expectRefused(await post(tester, message, account), "message", /more than 10 minutes ago/);
  });

  it("refuses a message not valid yet", async () => {
    const { account, message } = await attempt(tester, { notBefore: new Date(Date.now() + 60 * 60_000) });
    expectRefused(await post(tester, message, account), "message", /not valid before/);
  });

  it("refuses a signature by another account than the message names", async () => {
    const { account, message } = await attempt(tester);
    const res = await post(tester, message, newTestAccount());
    expectRefused(res, "signature", new RegExp(`not made by ${account.address}`));
  });

  it("refuses a malformed signature of the right length", async () => {
    const { message } = await attempt(tester);
    const res = await api(tester, "POST", "/api/v1/profile/wallets", { message, signature: `0x${"00".repeat(65)}` });
    expectRefused(res, "signature", /not a valid secp256k1 signature/);
  });

  it("refuses another user's nonce, which stays good for them", async () => {
    const theirs = await walletNonce(other);
    const account = newTestAccount();
    const res = await post(tester, siweMessageFor(theirs, account.address), account);
    expectRefused(res, "message", /not issued to your account/);
    const mine = newTestAccount();
    expect((await post(other, siweMessageFor(theirs, mine.address), mine)).status).toBe(201);
  });

  it("refuses an expired nonce", async () => {
    const { challenge, account, message } = await attempt(tester);
    await executeRows(
      server.database.db,
      sql`update siwe_nonces set expires_at = now() - interval '1 second' where nonce = ${challenge.nonce}`,
    );
    expectRefused(await post(tester, message, account), "message", /nonce expired at/);
  });

  it("refuses what is not an EIP-4361 message", async () => {
    const account = newTestAccount();
    expectRefused(await post(tester, "Please sign in", account), "message", /not a Sign-In with Ethereum/);
    // EIP-4361 requires the EIP-55 checksummed address.
    const { message } = await attempt(tester);
    const lower = message.replace(/0x[0-9a-fA-F]{40}/, (a) => a.toLowerCase());
    expectRefused(await post(tester, lower, account), "message", /EIP-55/);
  });

  it("names every bad field of the body", async () => {
    const empty = await api(tester, "POST", "/api/v1/profile/wallets", {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["message", "signature"]);
    const wrong = await api(tester, "POST", "/api/v1/profile/wallets", {
      message: "x".repeat(5000),
      signature: "0x12",
    });
    expect(wrong.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["message", "signature"]);
    const extra = await api(tester, "POST", "/api/v1/profile/wallets", { message: "m", signature: "0x12", token: 1 });
    expect(extra.status).toBe(400);
    const badId = await api(tester, "DELETE", "/api/v1/profile/wallets/not-a-uuid");
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([expect.objectContaining({ in: "params", field: "id" })]);
  });
});

describe("unlinking", () => {
  it("unlinks one's own link; another user's link id is a 404 and stays", async () => {
    const { id, account } = await linkTestWallet(owner);
    expect((await api(other, "DELETE", `/api/v1/profile/wallets/${id}`)).status).toBe(404);
    expect((await api(owner, "GET", "/api/v1/profile/wallets")).body.data.map((l: { id: string }) => l.id)).toContain(
      id,
    );
    const res = await api(owner, "DELETE", `/api/v1/profile/wallets/${id}`);
    expect(res.status).toBe(204);
    expect((await api(owner, "DELETE", `/api/v1/profile/wallets/${id}`)).status).toBe(404);
    const agent = await api(other, "GET", `/api/v1/agents/${agentId}`);
    expect(agent.body.ownerWallets.map((w: { address: string }) => w.address)).not.toContain(account.address);
    // Unlinked, the address may be linked again, also by another account that signs for it.
    expect((await post(other, siweMessageFor(await walletNonce(other), account.address), account)).status).toBe(201);
  });
});

describe("access", () => {
  it("answers 401 to a signed-out caller on every route", async () => {
    const anonymous = { baseUrl: server.baseUrl };
    for (const [method, path] of [
      ["POST", "/api/v1/profile/wallets/nonce"],
      ["POST", "/api/v1/profile/wallets"],
      ["GET", "/api/v1/profile/wallets"],
      ["DELETE", "/api/v1/profile/wallets/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await api(anonymous, method, path, method === "POST" ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("needs profile:write to link and profile:read to list with an API key", async () => {
    const key = await ok(
      await api(owner, "POST", "/api/v1/api-keys", { name: "reader", scopes: ["profile:read"] }),
      "key",
    );
    const bearer = { baseUrl: server.baseUrl, bearer: key.secret as string };
    expect((await api(bearer, "GET", "/api/v1/profile/wallets")).status).toBe(200);
    expect((await api(bearer, "POST", "/api/v1/profile/wallets/nonce")).status).toBe(403);
  });
});

describe("clean-up", () => {
  it("deletes expired nonces and keeps live ones", async () => {
    const live = await walletNonce(other);
    const stale = await walletNonce(other);
    await executeRows(
      server.database.db,
      sql`update siwe_nonces set expires_at = now() - interval '1 hour' where nonce = ${stale.nonce}`,
    );
    expect(await pruneSiweNonces(server.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await executeRows<{ nonce: string }>(
      server.database.db,
      sql`select nonce from siwe_nonces where nonce in (${live.nonce}, ${stale.nonce})`,
    );
    expect(rows.map((r) => r.nonce)).toEqual([live.nonce]);
  });
});
