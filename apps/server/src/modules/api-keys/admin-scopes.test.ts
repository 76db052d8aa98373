import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { users } from "../users/users.tables";

// Admin routes need the admin scopes on a key, not only an admin owner (hardening defect 2).

let server: TestServer;
let admin: Browser;
let alice: Browser;
let aliceId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "scopes-admin@example.com" });
  admin = (await signIn(server, { email: "scopes-admin@example.com" })).browser;
  alice = (await signIn(server, { email: "scopes-alice@example.com" })).browser;
  aliceId = (await api(alice, "GET", "/api/auth/user")).body.id;
});
afterAll(async () => server?.close());

const bearer = (secret: string) => ({ baseUrl: server.baseUrl, bearer: secret });

async function keyOf(browser: Browser, scopes: string[]): Promise<string> {
  const res = await api(browser, "POST", "/api/v1/api-keys", { name: scopes.join(" "), scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.secret as string;
}

const availableOfAlice = async () => (await api(alice, "GET", "/api/v1/wallet")).body.available as string;
const credit = (amount: string) => ({ userId: aliceId, amount, reason: "scope test" });

describe("admin scopes", () => {
  it("refuses an admin's profile:read key on POST /api/v1/admin/credits with 403, crediting nothing", async () => {
    const before = await availableOfAlice();
    const narrow = await keyOf(admin, ["profile:read"]);
    const res = await api(bearer(narrow), "POST", "/api/v1/admin/credits", credit("1000000"));
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("admin:write");
    expect(await availableOfAlice()).toBe(before);
  });

  it("credits with an admin's admin:write key, and reads admin routes only with admin:read", async () => {
    const before = Number(await availableOfAlice());
    const writer = await keyOf(admin, ["admin:write"]);
    const res = await api(bearer(writer), "POST", "/api/v1/admin/credits", credit("12.5"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Number(await availableOfAlice())).toBe(before + 12.5);

    expect((await api(bearer(writer), "GET", "/api/v1/admin/ledger/check")).status).toBe(403);
    const reader = await keyOf(admin, ["admin:read"]);
    expect((await api(bearer(reader), "GET", "/api/v1/admin/ledger/check")).status).toBe(200);
    expect((await api(bearer(reader), "POST", "/api/v1/admin/credits", credit("1"))).status).toBe(403);
  });

  it("lets only an admin put an admin scope on a key: 403 naming scopes for anyone else", async () => {
    for (const scope of ["admin:read", "admin:write"]) {
      const res = await api(alice, "POST", "/api/v1/api-keys", { name: "sneaky", scopes: ["profile:read", scope] });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([{ in: "body", field: "scopes", message: expect.stringContaining(scope) }]);
    }
    expect((await api(alice, "GET", "/api/v1/api-keys")).body.data).toEqual([]);
  });

  it("stops a demoted admin's admin-scoped keys on admin routes at once", async () => {
    const other = (await signIn(server, { email: "scopes-admin2@example.com" })).browser;
    const me = (await api(other, "GET", "/api/auth/user")).body;
    await server.database.db.update(users).set({ role: "admin" }).where(eq(users.id, me.id));
    const key = await keyOf(other, ["admin:read", "admin:write"]);
    expect((await api(bearer(key), "GET", "/api/v1/admin/ledger/check")).status).toBe(200);

    await server.database.db.update(users).set({ role: "user" }).where(eq(users.id, me.id));
    const before = await availableOfAlice();
    const res = await api(bearer(key), "POST", "/api/v1/admin/credits", credit("5"));
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("admin role");
    expect((await api(bearer(key), "GET", "/api/v1/admin/ledger/check")).status).toBe(403);
    expect(await availableOfAlice()).toBe(before);
  });

  it("gives an admin's key admin powers on shared routes only with the method's admin scope", async () => {
    const narrow = await keyOf(admin, ["profile:read"]);
    const dashboard = await api(bearer(narrow), "GET", "/api/v1/compliance/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.scope).toBe("own");
    expect((await api(bearer(narrow), "GET", "/api/auth/user")).body.role).toBe("user");

    const reader = await keyOf(admin, ["profile:read", "admin:read"]);
    expect((await api(bearer(reader), "GET", "/api/v1/compliance/dashboard")).body.scope).toBe("platform");
    expect((await api(bearer(reader), "GET", "/api/auth/user")).body.role).toBe("admin");
    expect((await api(admin, "GET", "/api/v1/compliance/dashboard")).body.scope).toBe("platform");
  });

  it("lets an admin's key mint admin-scoped keys only when it holds admin:write", async () => {
    const manager = await keyOf(admin, ["api_keys:write", "admin:read"]);
    const refused = await api(bearer(manager), "POST", "/api/v1/api-keys", { name: "child", scopes: ["admin:read"] });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].field).toBe("scopes");

    const full = await keyOf(admin, ["api_keys:write", "admin:read", "admin:write"]);
    const ok = await api(bearer(full), "POST", "/api/v1/api-keys", { name: "child", scopes: ["admin:read"] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});
