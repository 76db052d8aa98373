import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let user: Browser;

beforeAll(async () => {
  server = await startTestServer();
  user = (await signIn(server, { email: "errors@example.com" })).browser;
});
afterAll(async () => server?.close());

async function keyCount(): Promise<number> {
  return (await api(user, "GET", "/api/v1/api-keys")).body.data.length;
}

describe("errors are RFC 9457 problem+json", () => {
  it("answers a path segment over the router's limit with a 414 problem, not Fastify's plain JSON", async () => {
    const res = await user.fetch(`/api/v1/contracts/${"a".repeat(500)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 414, code: "uri_too_long" });
  });

  it("answers a request line over Node's 16 KiB header limit with a 431 problem", async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/agents?q=${"x".repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await res.json()).toMatchObject({ status: 431, code: "headers_too_large" });
  });

  it("reports malformed JSON as 400 invalid_json and changes nothing", async () => {
    const before = await keyCount();
    const res = await user.fetch("/api/v1/api-keys", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "broken", ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "/problems/invalid_json",
      title: "Bad Request",
      status: 400,
      code: "invalid_json",
    });
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    expect(await keyCount()).toBe(before);
  });

  it("names each bad field", async () => {
    const res = await api(user, "POST", "/api/v1/api-keys", {
      name: "",
      scopes: ["api_keys:read", "root:everything"],
      expiresAt: "next tuesday",
      colour: "blue",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["colour", "expiresAt", "name", "scopes.1"]);
    for (const e of res.body.errors) expect(e).toMatchObject({ in: "body", message: expect.any(String) });
    expect(res.body.detail).toContain("scopes.1");
  });

  it("names a missing required field", async () => {
    const res = await api(user, "POST", "/api/v1/api-keys", { name: "no scopes" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ in: "body", field: "scopes", message: expect.any(String) }]);
  });

  it("refuses the NUL character in any string, with the other bad fields, and changes nothing", async () => {
    // PostgreSQL cannot store U+0000 in text or jsonb; this was a 500 from the insert.
    const before = await keyCount();
    const res = await api(user, "POST", "/api/v1/api-keys", {
      name: "key\u0000name",
      scopes: ["api_keys:read", "root:everything"],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { in: "body", field: "scopes.1", message: expect.any(String) },
      { in: "body", field: "name", message: "must not contain the NUL character (U+0000)" },
    ]);
    const search = await api(user, "GET", "/api/v1/agents?q=a%00b");
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual([{ in: "querystring", field: "q", message: expect.stringContaining("NUL") }]);
    expect(await keyCount()).toBe(before);
  });

  it("validates path parameters", async () => {
    const res = await api(user, "DELETE", "/api/v1/api-keys/not-a-uuid");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ in: "params", field: "id", message: expect.any(String) }]);
  });

  it("refuses unsupported content types with 415", async () => {
    const res = await user.fetch("/api/v1/api-keys", {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<key><name>x</name></key>",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe("unsupported_media_type");
  });

  it("gives unknown /api paths a 404 problem, never the web app, signed in or not", async () => {
    for (const client of [user, { baseUrl: server.baseUrl }]) {
      for (const path of ["/api/v1/nothing-here", "/api/nope", "/api"]) {
        const res = await api(client, "GET", path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
        expect(res.body.code).toBe("not_found");
      }
    }
    const html = await fetch(`${server.baseUrl}/api/v1/nothing-here`, { headers: { accept: "text/html" } });
    expect(html.status).toBe(404);
    expect(await html.text()).not.toContain("spa-fixture");
  });

  it("serves the web app for unknown page paths so its router shows the 404 page", async () => {
    const res = await fetch(`${server.baseUrl}/some/page/that/does/not/exist`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("spa-fixture");
  });

  it("publishes the OpenAPI document with the API key routes", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/api-keys",
        "/api/v1/api-keys/{id}",
        "/api/auth/user",
        "/api/performance/health",
        "/api/analytics/pageviews",
        "/api/v1/agents",
        "/api/v1/agents/{id}",
        "/api/v1/agents/{id}/services",
        "/api/v1/services",
        "/api/v1/services/{id}",
        "/api/services",
        "/api/stats/platform",
      ]),
    );
  });
});

describe("request log", () => {
  it("writes one line per request with id, route, status and duration, and no secrets or cookies", async () => {
    const created = await api(user, "POST", "/api/v1/api-keys", { name: "log probe", scopes: ["api_keys:read"] });
    const secret = created.body.secret as string;
    const res = await api({ baseUrl: server.baseUrl, bearer: secret }, "GET", "/api/v1/api-keys?limit=5");
    const id = res.headers.get("x-request-id");
    const lines = server.logs.filter((l) => l.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "GET",
      route: "/api/v1/api-keys",
      path: "/api/v1/api-keys",
      status: 200,
      durationMs: expect.any(Number),
      userId: expect.any(String),
    });
    const everything = JSON.stringify(server.logs);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice("agora_sk_".length));
    expect(everything).not.toMatch(/agora\.sid=/);
    expect(everything).not.toMatch(/"cookie"|"authorization"/i);
  });
});

describe("unexpected failures", () => {
  it("answer an opaque 500 problem and log the cause", async () => {
    const { buildApp } = await import("../src/app");
    const { createTestDatabase } = await import("./harness");
    const database = await createTestDatabase();
    const lines: string[] = [];
    const logStream = { write: (s: string) => lines.push(s) } as unknown as NodeJS.WritableStream;
    const app = await buildApp({ config: server.config, database, logStream });
    app.get("/api/performance/boom", { config: { access: { auth: "public" } } }, async () => {
      throw new Error("connection string postgres://secret@db leaked?");
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/performance/boom" });
      expect(res.statusCode).toBe(500);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json()).toMatchObject({ code: "internal_error", detail: "An unexpected error occurred." });
      expect(res.body).not.toContain("secret@db");
      expect(lines.join("\n")).toContain("secret@db");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
