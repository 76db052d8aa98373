import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../src/app";
import { api, Browser, signIn, startTestServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "Boss@Agora.test, ops@agora.test" });
});
afterAll(async () => server?.close());

describe("sign-in through the development OpenID provider", () => {
  it("answers 401 problem+json for the current user when signed out", async () => {
    const res = await api(new Browser(server.baseUrl), "GET", "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body).toMatchObject({ status: 401, title: "Unauthorized", code: "unauthorized" });
  });

  it("shows the provider's form with email, firstName, lastName and a Sign in button", async () => {
    const browser = new Browser(server.baseUrl);
    const { res, url, hops } = await browser.navigate("/api/login");
    expect(hops[1]).toMatch(new RegExp(`^${server.baseUrl}/oidc/auth\\?`));
    expect(new URL(hops[1] as string).searchParams.get("code_challenge_method")).toBe("S256");
    expect(url).toMatch(/\/oidc\/interaction\//);
    const html = await res.text();
    for (const field of ["email", "firstName", "lastName"]) expect(html).toContain(`name="${field}"`);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it("signs in end to end, returns to the requested page and reports the user", async () => {
    const { browser, finalUrl } = await signIn(
      server,
      { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" },
      "/register-agent?from=hero#form",
    );
    expect(finalUrl).toBe(`${server.baseUrl}/register-agent?from=hero#form`);
    const me = await api(browser, "GET", "/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      profileImageUrl: null,
      role: "user",
      hasAgentProfile: false,
    });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and rotates its id at sign-in", async () => {
    const browser = new Browser(server.baseUrl);
    const start = await browser.fetch("/api/login");
    const preLogin = await browser.cookie(sessionCookieName);
    const setCookie = start.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`)) ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // served over plain http here
    const form = await browser.navigate(start.headers.get("location") as string);
    const action = /action="([^"]+)"/.exec(await form.res.text())?.[1] as string;
    await browser.navigate(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "rot@example.com", firstName: "", lastName: "" }),
    });
    const postLogin = await browser.cookie(sessionCookieName);
    expect(preLogin).toBeTruthy();
    expect(postLogin).toBeTruthy();
    expect(postLogin?.split(".")[0]).not.toBe(preLogin?.split(".")[0]);
    expect((await api(browser, "GET", "/api/auth/user")).status).toBe(200);
  });

  it("gives the admin role to emails in ADMIN_EMAILS, case-insensitively, and user to others", async () => {
    const admin = await signIn(server, { email: "boss@agora.test", firstName: "Grace" });
    expect((await api(admin.browser, "GET", "/api/auth/user")).body.role).toBe("admin");
    const other = await signIn(server, { email: "someone@agora.test" });
    expect((await api(other.browser, "GET", "/api/auth/user")).body.role).toBe("user");
  });

  it("keeps the same user for the same email across sign-ins and updates the names", async () => {
    const first = await signIn(server, { email: "same@example.com", firstName: "Old" });
    const second = await signIn(server, { email: "same@example.com", firstName: "New", lastName: "Name" });
    const a = (await api(first.browser, "GET", "/api/auth/user")).body;
    const b = (await api(second.browser, "GET", "/api/auth/user")).body;
    expect(b.id).toBe(a.id);
    expect(b).toMatchObject({ firstName: "New", lastName: "Name" });
  });

  it.each([
    ["https://evil.example/phish"],
    ["//evil.example/phish"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["http://127.0.0.2/elsewhere"],
  ])("refuses the open redirect %s and lands on /", async (returnTo) => {
    const { finalUrl } = await signIn(server, { email: "redirect@example.com" }, returnTo);
    expect(finalUrl).toBe(`${server.baseUrl}/`);
  });

  it("signs out: the session ends and the user lookup is 401 again", async () => {
    const { browser } = await signIn(server, { email: "bye@example.com" });
    const out = await browser.fetch("/api/logout");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect((await api(browser, "GET", "/api/auth/user")).status).toBe(401);
  });

  it("refuses a callback without a sign-in in progress", async () => {
    const res = await new Browser(server.baseUrl).fetch("/api/callback?code=stolen&state=guess");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?signInError=expired");
  });

  it("refuses a callback whose state does not match", async () => {
    const browser = new Browser(server.baseUrl);
    await browser.fetch("/api/login");
    const res = await browser.fetch("/api/callback?code=abc&state=not-the-state");
    expect(res.headers.get("location")).toBe("/?signInError=provider_error");
    expect((await api(browser, "GET", "/api/auth/user")).status).toBe(401);
  });

  it("keeps sessions across a server restart (sessions and secret live in the database)", async () => {
    const { browser } = await signIn(server, { email: "restart@example.com", firstName: "Rita" });
    await server.app.close();
    const { buildApp } = await import("../src/app");
    const logs: string[] = [];
    const stream = { write: (s: string) => logs.push(s) } as unknown as NodeJS.WritableStream;
    server.app = await buildApp({ config: server.config, database: server.database, logStream: stream });
    await server.app.listen({ port: server.config.port, host: "127.0.0.1" });
    const me = await api(browser, "GET", "/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.firstName).toBe("Rita");
  });
});
