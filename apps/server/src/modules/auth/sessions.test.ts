import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../../test/fixtures-hiring";
import { api, signIn, startTestServer, type TestServer } from "../../../test/harness";

// The settings page's sessions: every browser signed in to my account, and "sign out the others".

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("my sessions", () => {
  it("lists my signed-in browsers, marks this one, and signs out the others at once", async () => {
    const me = { email: "many-browsers@example.com" };
    const laptop = (await signIn(server, me)).browser;
    const phone = (await signIn(server, me)).browser;
    const tablet = (await signIn(server, me)).browser;
    const someoneElse = (await signIn(server, { email: "not-me@example.com" })).browser;

    const listed = await api(laptop, "GET", "/api/v1/sessions");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    for (const session of listed.body.data) {
      expect(session.signedInAt).not.toBeNull();
      expect(session.userAgent).toEqual(expect.any(String));
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    }
    // Handles, not the cookie's session ids.
    const cookie = decodeURIComponent((await laptop.cookie("agora.sid")) ?? "");
    for (const session of listed.body.data) expect(cookie).not.toContain(session.id);

    const ended = await api(laptop, "POST", "/api/v1/sessions/sign-out-others");
    expect(ended.body).toEqual({ signedOut: 2 });
    expect((await api(phone, "GET", "/api/auth/user")).status).toBe(401);
    expect((await api(tablet, "GET", "/api/auth/user")).status).toBe(401);
    expect((await api(laptop, "GET", "/api/auth/user")).status).toBe(200);
    expect((await api(someoneElse, "GET", "/api/auth/user")).status).toBe(200);
    expect((await api(laptop, "GET", "/api/v1/sessions")).body.data).toEqual([
      expect.objectContaining({ current: true }),
    ]);
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/sessions")).status).toBe(401);
  });

  it("does not let an API key sign the browsers out", async () => {
    const browser = (await signIn(server, { email: "key-holder@example.com" })).browser;
    const { secret } = await createApiKey(browser, ["profile:read", "profile:write"]);
    const byKey = await api({ baseUrl: server.baseUrl, bearer: secret }, "POST", "/api/v1/sessions/sign-out-others");
    expect(byKey.status).toBe(403);
    expect((await api(browser, "GET", "/api/auth/user")).status).toBe(200);
  });
});
