import { apiKeyScopes, closeUnauthorized, isAdminApiKeyScope } from "@agora/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { executeRows } from "../src/db/rows";
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
      parentKeyId: null,
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

// Decision 056: a key created with a key is its child; revoking a key revokes its descendants in the
// same transaction, and a child never outlives its parent's expiry.
describe("API key families", () => {
  /** Scopes that let a key create children that can create children, and open a socket. */
  const familyScopes = ["api_keys:read", "api_keys:write", "contracts:read"];
  /** The longest a revoked key's socket may stay open (the credential check's promise). */
  const revocationCloseMaxMs = 5_000;

  async function childOf(parentSecret: string, name: string, extra: Record<string, unknown> = {}) {
    const res = await api(bearer(parentSecret), "POST", "/api/v1/api-keys", { name, scopes: familyScopes, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string; parentKeyId: string | null; expiresAt: string | null };
  }

  /** Status of an authenticated REST call made with `secret`. */
  const statusWith = async (secret: string) => (await api(bearer(secret), "GET", "/api/v1/api-keys")).status;

  /** A WebSocket opened with `secret`, and the code it is closed with (or a failure after `ms`). */
  async function socketWith(secret: string) {
    const ws = new WebSocket(`${server.baseUrl.replace("http", "ws")}/api/v1/ws`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    const closed = new Promise<{ code: number; atMs: number }>((resolve) =>
      ws.once("close", (code) => resolve({ code, atMs: Date.now() })),
    );
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once("error", reject);
    });
    const closedWithin = (ms: number) =>
      Promise.race([
        closed,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
      ]);
    return { ws, closedWithin };
  }

  it("revokes the keys a key created, and theirs, with it: REST answers 401 and sockets close with 4401", async () => {
    const a = await createKey(alice, { name: "A", scopes: familyScopes });
    const b = await childOf(a.secret, "B");
    const c = await childOf(b.secret, "C");
    expect(b.parentKeyId).toBe(a.id);
    expect(c.parentKeyId).toBe(b.id);
    const listed = (await api(alice, "GET", "/api/v1/api-keys?limit=100")).body.data as {
      id: string;
      parentKeyId: string | null;
    }[];
    const parentOf = new Map(listed.map((k) => [k.id, k.parentKeyId]));
    expect([parentOf.get(a.id), parentOf.get(b.id), parentOf.get(c.id)]).toEqual([null, a.id, b.id]);

    const socket = await socketWith(c.secret);
    expect(await statusWith(c.secret)).toBe(200);
    const revokedAt = Date.now();
    expect((await api(alice, "DELETE", `/api/v1/api-keys/${a.id}`)).status).toBe(204);
    for (const key of [a, b, c]) expect(await statusWith(key.secret)).toBe(401);
    const closed = await socket.closedWithin(revocationCloseMaxMs + 1_000);
    expect(closed.code).toBe(closeUnauthorized);
    expect(closed.atMs - revokedAt).toBeLessThanOrEqual(revocationCloseMaxMs);

    // One transaction: now() is the transaction's start, so the three carry the same instant.
    const rows = await server.database.db
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(inArray(apiKeys.id, [a.id, b.id, c.id]));
    expect(new Set(rows.map((r) => r.revokedAt?.toISOString())).size).toBe(1);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    const after = (await api(alice, "GET", "/api/v1/api-keys?limit=100")).body.data.map((k: { id: string }) => k.id);
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(b.id);
    expect(after).not.toContain(c.id);
  });

  it("revoking a child leaves its parent and its siblings alive", async () => {
    const a = await createKey(alice, { name: "A", scopes: familyScopes });
    const b1 = await childOf(a.secret, "B1");
    const b2 = await childOf(a.secret, "B2");
    const c = await childOf(b1.secret, "C under B1");
    // The parent itself revokes its child.
    expect((await api(bearer(a.secret), "DELETE", `/api/v1/api-keys/${b1.id}`)).status).toBe(204);
    expect([await statusWith(b1.secret), await statusWith(c.secret)]).toEqual([401, 401]);
    expect([await statusWith(a.secret), await statusWith(b2.secret)]).toEqual([200, 200]);
  });

  it("touches no other user's key, even one whose row names the revoked key as its parent", async () => {
    const mine = await createKey(alice, { name: "alice's A", scopes: familyScopes });
    const bobs = await createKey(bob, { name: "bob's A", scopes: familyScopes });
    const bobsChild = await childOf(bobs.secret, "bob's B");
    // Keys only ever create keys of their own user; a row saying otherwise must still not be reached.
    await executeRows(
      server.database.db,
      sql`update api_keys set parent_key_id = ${mine.id} where id = ${bobsChild.id}`,
    );
    expect((await api(bob, "DELETE", `/api/v1/api-keys/${mine.id}`)).status).toBe(404);
    expect(await statusWith(mine.secret)).toBe(200);
    expect((await api(alice, "DELETE", `/api/v1/api-keys/${mine.id}`)).status).toBe(204);
    expect([await statusWith(bobs.secret), await statusWith(bobsChild.secret)]).toEqual([200, 200]);
  });

  it("refuses a child to a key revoked or expired after it authenticated, and records no parent for a session", async () => {
    const me = (await api(alice, "GET", "/api/auth/user")).body;
    const db = server.database.db;
    const parent = await createKey(alice, { name: "about to go", scopes: familyScopes });
    expect((await api(alice, "DELETE", `/api/v1/api-keys/${parent.id}`)).status).toBe(204);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const old = await createApiKey(
      db,
      me.id,
      { name: "old", scopes: ["api_keys:write"], expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { role: "user", grantable: "all" },
      anHourAgo,
    );
    for (const parentKeyId of [parent.id, old.id]) {
      await expect(
        createApiKey(
          db,
          me.id,
          { name: "orphan", scopes: ["api_keys:read"] },
          {
            role: "user",
            grantable: "all",
            parentKeyId,
          },
        ),
      ).rejects.toMatchObject({ code: "unauthorized" });
    }
    expect(old.parentKeyId).toBeNull();
    const orphans = await db.select().from(apiKeys).where(eq(apiKeys.name, "orphan"));
    expect(orphans).toEqual([]);
  });

  it("leaves no live child behind when a key creates keys while it is being revoked", async () => {
    const carol = (await signIn(server, { email: "carol@example.com" })).browser;
    const a = await createKey(carol, { name: "racing A", scopes: familyScopes });
    const creations = Array.from({ length: 8 }, (_, i) =>
      api(bearer(a.secret), "POST", "/api/v1/api-keys", { name: `racing child ${i}`, scopes: familyScopes }),
    );
    const revocation = api(carol, "DELETE", `/api/v1/api-keys/${a.id}`);
    const [revoked, ...created] = await Promise.all([revocation, ...creations]);
    expect(revoked?.status).toBe(204);
    // Each creation either finished before the revocation (and was revoked with it) or was refused.
    for (const res of created) expect([201, 401]).toContain(res.status);
    for (const res of created.filter((r) => r.status === 201)) expect(await statusWith(res.body.secret)).toBe(401);
    const [orphans] = await executeRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from api_keys where parent_key_id = ${a.id} and revoked_at is null`,
    );
    expect(orphans?.n).toBe(0);
  });

  it("once a parent is past its expiry, none of its descendants works", async () => {
    // A child can expire no later than its parent (checked at creation, and expires_at never
    // changes), so the whole family is expired by the time the parent is.
    const parentExpiry = new Date(Date.now() + 3_000);
    const a = await createKey(alice, { name: "short A", scopes: familyScopes, expiresAt: parentExpiry.toISOString() });
    const b = await childOf(a.secret, "short B", { expiresAt: parentExpiry.toISOString() });
    const c = await childOf(b.secret, "short C", { expiresAt: parentExpiry.toISOString() });
    const later = new Date(parentExpiry.getTime() + 60_000).toISOString();
    expect(
      (await api(bearer(b.secret), "POST", "/api/v1/api-keys", { name: "x", scopes: familyScopes, expiresAt: later }))
        .status,
    ).toBe(400);
    expect(await statusWith(c.secret)).toBe(200);
    await new Promise((r) => setTimeout(r, parentExpiry.getTime() - Date.now() + 100));
    for (const key of [a, b, c]) {
      const res = await api(bearer(key.secret), "GET", "/api/v1/api-keys");
      expect(res.status).toBe(401);
      expect(res.body.detail).toMatch(/expired/);
    }
  });
});
