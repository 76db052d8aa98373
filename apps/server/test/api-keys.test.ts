import { apiKeyScopes, isAdminApiKeyScope } from "@agora/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../src/db/schema";
import { createApiKey } from "../src/modules/api-keys/api-keys.service";
import { api, type Browser, signIn, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = (await signIn(server, { email: "alice@example.com", firstName: "Alice" })).browser;
  bob = (await signIn(server, { email: "bob@example.com", firstName: "Bob" })).browser;
});
afterAll(async () => server?.close());

const bearer = (secret: string) => ({ baseUrl: server.baseUrl, bearer: secret });

async function createKey(browser: Browser, body: Record<string, unknown>) {
  const res = await api(browser, "POST", "/api/v1/api-keys", body);
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string; prefix: string; scopes: string[]; expiresAt: string | null };
}

describe("API keys", () => {
  it("creates a key whose secret is shown once and stored only as a hash", async () => {
    const created = await createKey(alice, { name: "CI deploys", scopes: ["api_keys:read", "agents:write"] });
    expect(created.secret).toMatch(/^agora_sk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength("agora_sk_".length + 8);
    expect(created).toMatchObject({ name: "CI deploys", scopes: ["api_keys:read", "agents:write"], expiresAt: null });

    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await api(alice, "GET", "/api/v1/api-keys");
    const listed = list.body.data.find((k: { id: string }) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "CI deploys",
      prefix: created.prefix,
      scopes: ["api_keys:read", "agents:write"],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it("authenticates /api/v1 requests with Authorization: Bearer and records the last use", async () => {
    const key = await createKey(alice, { name: "reader", scopes: ["api_keys:read", "profile:read"] });
    const res = await api(bearer(key.secret), "GET", "/api/v1/api-keys");
    expect(res.status).toBe(200);
    expect(res.body.data.map((k: { id: string }) => k.id)).toContain(key.id);
    const me = await api(bearer(key.secret), "GET", "/api/auth/user");
    expect(me.body.email).toBe("alice@example.com");
    const after = (await api(alice, "GET", "/api/v1/api-keys")).body.data.find((k: { id: string }) => k.id === key.id);
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("answers 401 without a key, with an unknown key and with a malformed header", async () => {
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/api-keys")).status).toBe(401);
    const unknown = await api(bearer(`agora_sk_${"x".repeat(43)}`), "GET", "/api/v1/api-keys");
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("unauthorized");
    const malformed = await fetch(`${server.baseUrl}/api/v1/api-keys`, { headers: { authorization: "Basic abc" } });
    expect(malformed.status).toBe(401);
  });

  it("denies what the key's scopes do not cover, with 403 and nothing created", async () => {
    const reader = await createKey(alice, { name: "read only", scopes: ["api_keys:read"] });
    const before = (await api(alice, "GET", "/api/v1/api-keys")).body.data.length;
    const res = await api(bearer(reader.secret), "POST", "/api/v1/api-keys", {
      name: "escalate",
      scopes: ["api_keys:read"],
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("api_keys:write");
    expect((await api(alice, "GET", "/api/v1/api-keys")).body.data.length).toBe(before);
  });

  it("lets a key create keys only with scopes it holds itself", async () => {
    const writer = await createKey(alice, { name: "key manager", scopes: ["api_keys:write", "api_keys:read"] });
    const ok = await api(bearer(writer.secret), "POST", "/api/v1/api-keys", {
      name: "child",
      scopes: ["api_keys:read"],
    });
    expect(ok.status).toBe(201);
    const wider = await api(bearer(writer.secret), "POST", "/api/v1/api-keys", {
      name: "wider",
      scopes: ["wallet:write"],
    });
    expect(wider.status).toBe(403);
    expect(wider.body.detail).toContain("wallet:write");
  });

  it("bounds a child key's expiry by its parent's: required and no later, 400 naming expiresAt", async () => {
    const parentExpiry = new Date(Date.now() + 3_600_000);
    const parent = await createKey(alice, {
      name: "expiring manager",
      scopes: ["api_keys:write", "api_keys:read"],
      expiresAt: parentExpiry.toISOString(),
    });
    const before = (await api(alice, "GET", "/api/v1/api-keys")).body.data.length;
    const child = (expiresAt?: string) =>
      api(bearer(parent.secret), "POST", "/api/v1/api-keys", {
        name: "child",
        scopes: ["api_keys:read"],
        ...(expiresAt ? { expiresAt } : {}),
      });
    for (const res of [await child(), await child(new Date(parentExpiry.getTime() + 1000).toISOString())]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ in: "body", field: "expiresAt", message: expect.stringContaining("expiry") }]);
    }
    expect((await api(alice, "GET", "/api/v1/api-keys")).body.data.length).toBe(before);

    const same = await child(parentExpiry.toISOString());
    expect(same.status).toBe(201);
    expect(same.body.expiresAt).toBe(parentExpiry.toISOString());
    expect((await child(new Date(Date.now() + 60_000).toISOString())).status).toBe(201);

    // A parent without expiry, like a session, may create a child without one.
    const forever = await createKey(alice, { name: "forever manager", scopes: ["api_keys:write"] });
    const open = await api(bearer(forever.secret), "POST", "/api/v1/api-keys", {
      name: "c",
      scopes: ["api_keys:write"],
    });
    expect(open.status).toBe(201);
    expect(open.body.expiresAt).toBeNull();
  });

  it("revokes a key: it stops working at once and leaves the list", async () => {
    const key = await createKey(alice, { name: "short lived", scopes: ["api_keys:read"] });
    expect((await api(bearer(key.secret), "GET", "/api/v1/api-keys")).status).toBe(200);
    const del = await api(alice, "DELETE", `/api/v1/api-keys/${key.id}`);
    expect(del.status).toBe(204);
    expect((await api(bearer(key.secret), "GET", "/api/v1/api-keys")).status).toBe(401);
    const list = (await api(alice, "GET", "/api/v1/api-keys")).body.data;
    expect(list.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await api(alice, "DELETE", `/api/v1/api-keys/${key.id}`)).status).toBe(404);
  });

  it("treats another user's key as not found, and does not revoke it", async () => {
    const key = await createKey(alice, { name: "mine", scopes: ["api_keys:read"] });
    const res = await api(bob, "DELETE", `/api/v1/api-keys/${key.id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
    expect((await api(bob, "GET", "/api/v1/api-keys")).body.data).toEqual([]);
    expect((await api(bearer(key.secret), "GET", "/api/v1/api-keys")).status).toBe(200);
  });

  it("refuses an expired key with 401 naming the expiry", async () => {
    const me = (await api(alice, "GET", "/api/auth/user")).body;
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const expired = await createApiKey(
      server.database.db,
      me.id,
      { name: "old", scopes: ["api_keys:read"], expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { role: "user", grantable: "all" },
      anHourAgo,
    );
    const res = await api(bearer(expired.secret), "GET", "/api/v1/api-keys");
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/expired/);
  });

  it("accepts a future expiry and refuses a past one naming expiresAt", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const ok = await createKey(alice, { name: "tomorrow", scopes: ["api_keys:read"], expiresAt: future });
    expect(new Date(ok.expiresAt ?? "").toISOString()).toBe(future);
    const past = await api(alice, "POST", "/api/v1/api-keys", {
      name: "yesterday",
      scopes: ["api_keys:read"],
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ in: "body", field: "expiresAt", message: "must be in the future" }]);
  });

  it("accepts every documented scope from an admin, and every one but the admin scopes from a user", async () => {
    const admin = (await signIn(server, { email: "admin@agora.local" })).browser;
    const all = await createKey(admin, { name: "everything", scopes: [...apiKeyScopes] });
    expect(all.scopes).toEqual([...apiKeyScopes]);
    const userScopes = apiKeyScopes.filter((s) => !isAdminApiKeyScope(s));
    expect((await createKey(alice, { name: "all mine", scopes: userScopes })).scopes).toEqual(userScopes);
  });

  it("requires the session's own origin for cookie-authenticated mutations (CSRF)", async () => {
    const res = await api(alice, "GET", "/api/v1/api-keys");
    const count = res.body.data.length;
    const forged = await alice.fetch("/api/v1/api-keys", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ name: "forged", scopes: ["api_keys:read"] }),
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe("csrf_rejected");
    expect((await api(alice, "GET", "/api/v1/api-keys")).body.data.length).toBe(count);
  });
});
