import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../../test/fixtures-hiring";
import { api, signIn, startTestServer, type TestServer } from "../../../test/harness";

// A person sets the name Agora shows for them; it stays theirs through later sign-ins.

let server: TestServer;
const identity = { email: "renamed@example.com", firstName: "Provider", lastName: "Given" };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("PATCH /api/auth/user", () => {
  it("changes my name, and the next sign-in keeps it instead of the provider's", async () => {
    const { browser } = await signIn(server, identity);
    const changed = await api(browser, "PATCH", "/api/auth/user", { firstName: "  Ada ", lastName: "Lovelace" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: identity.email });
    const again = (await signIn(server, identity)).browser;
    expect((await api(again, "GET", "/api/auth/user")).body).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("names every bad field at once and changes nothing", async () => {
    const { browser } = await signIn(server, { ...identity, email: "bad-name@example.com" });
    const res = await api(browser, "PATCH", "/api/auth/user", { firstName: " ", lastName: "x".repeat(61) });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["firstName", "lastName"]);
    expect((await api(browser, "GET", "/api/auth/user")).body).toMatchObject({
      firstName: "Provider",
      lastName: "Given",
    });
  });

  it("takes a key only with profile:write, and nobody signed out", async () => {
    const { browser } = await signIn(server, { ...identity, email: "key-name@example.com" });
    const body = { firstName: "Key", lastName: "Holder" };
    const reader = await createApiKey(browser, ["profile:read"]);
    const readOnly = await api({ baseUrl: server.baseUrl, bearer: reader.secret }, "PATCH", "/api/auth/user", body);
    expect(readOnly.status).toBe(403);
    const writer = await createApiKey(browser, ["profile:read", "profile:write"]);
    const written = await api({ baseUrl: server.baseUrl, bearer: writer.secret }, "PATCH", "/api/auth/user", body);
    expect(written.body).toMatchObject(body);
    expect((await api({ baseUrl: server.baseUrl }, "PATCH", "/api/auth/user", body)).status).toBe(401);
  });
});
