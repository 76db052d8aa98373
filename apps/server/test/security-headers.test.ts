import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../src/app";
import { api, type Browser, signIn, startTestServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** The CSP header as a map of directive → sources. */
function directives(res: Response): Map<string, string[]> {
  const header = res.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectStrictHeaders(res: Response): void {
  const csp = directives(res);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  // No inline or eval'd script: only files from this origin run.
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  const socket = new URL(server.baseUrl);
  expect(csp.get("connect-src")).toEqual(["'self'", `ws://${socket.host}`]);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  // PUBLIC_URL is plain http here: no HSTS, no upgrade of requests to a port without TLS.
  expect(res.headers.get("strict-transport-security")).toBeNull();
  expect(csp.has("upgrade-insecure-requests")).toBe(false);
}

describe("security headers", () => {
  it("sends the strict CSP and the other headers with the web app's page", async () => {
    for (const path of ["/", "/some/spa/route"]) {
      const res = await fetch(new URL(path, server.baseUrl), { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expectStrictHeaders(res);
    }
  });

  it("sends them with API answers too: a 200, a 401 problem and a 404 problem", async () => {
    const ok = await fetch(new URL("/api/performance/health", server.baseUrl));
    expect(ok.status).toBe(200);
    expectStrictHeaders(ok);
    const unauthorized = await fetch(new URL("/api/auth/user", server.baseUrl));
    expect(unauthorized.status).toBe(401);
    expectStrictHeaders(unauthorized);
    const missing = await fetch(new URL("/api/v1/nothing-here", server.baseUrl));
    expect(missing.status).toBe(404);
    expectStrictHeaders(missing);
  });

  it("adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https", async () => {
    const tls = await startTestServer({ PUBLIC_URL: "https://agora.example" });
    try {
      const res = await fetch(new URL("/api/performance/health", tls.baseUrl));
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
      const csp = directives(res);
      expect(csp.has("upgrade-insecure-requests")).toBe(true);
      expect(csp.get("connect-src")).toEqual(["'self'", "wss://agora.example"]);
    } finally {
      await tls.close();
    }
  });

  it("needs no inline script in the web app's index.html (the theme script is a file)", async () => {
    const html = await readFile(new URL("../../web/index.html", import.meta.url), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe("sign-out from another site", () => {
  const signedIn = async (browser: Browser) => (await api(browser, "GET", "/api/auth/user")).status === 200;

  it("shows a confirmation page instead of signing out, and keeps the session", async () => {
    const { browser } = await signIn(server, { email: "cross-site@example.com" });
    const res = await browser.fetch("/api/logout", { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectStrictHeaders(res);
    const html = await res.text();
    expect(html).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Sign out<\/button><\/form>/);
    expect(html).not.toMatch(/<script/i);
    expect(await signedIn(browser)).toBe(true);
  });

  it("signs out with the page's button (a same-origin POST)", async () => {
    const { browser } = await signIn(server, { email: "confirmed@example.com" });
    const res = await browser.fetch("/api/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(await signedIn(browser)).toBe(false);
  });

  it("refuses the POST from another origin (CSRF) and keeps the session", async () => {
    const { browser } = await signIn(server, { email: "forged@example.com" });
    const res = await browser.fetch("/api/logout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "",
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("csrf_rejected");
    expect(await signedIn(browser)).toBe(true);
  });

  it.each([["same-origin"], ["same-site"], ["none"]])("signs out at once for Sec-Fetch-Site: %s", async (site) => {
    const { browser } = await signIn(server, { email: `direct-${site}@example.com` });
    const res = await browser.fetch("/api/logout", { headers: { "sec-fetch-site": site } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await signedIn(browser)).toBe(false);
    expect(await browser.cookie(sessionCookieName)).toBeUndefined();
  });
});
