import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  Browser,
  createTestDatabase,
  inOneWindow,
  signIn,
  startTestServer,
  type TestServer,
} from "../../../test/harness";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { MemoryRateLimitStore, PgRateLimitStore } from "./rate-limit-store";
import { sharedCeiling } from "./rate-limits";
import { routeRuleNames, routeRules } from "./rules";

const isPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Windows are fixed and aligned to the clock: an hour-long one keeps a test's requests in one
 * window unless the test starts in its last minute, which this waits out.
 */
const windowMs = 3_600_000;

/** Settings that limit only what a test sets (every other limit far out of reach). */
const quiet = {
  RATE_LIMIT_WINDOW_MS: String(windowMs),
  RATE_LIMIT_IP_MAX: "100000",
  RATE_LIMIT_KEY_MAX: "100000",
  TRUST_PROXY: "true",
};

/** An anonymous mutation from `ip` (via X-Forwarded-For, trusted in these servers). */
function pageView(server: TestServer, ip: string) {
  return api(server, "POST", "/api/analytics/pageviews", { path: "/x" }, { "x-forwarded-for": ip });
}

function expectRateLimited(res: { status: number; body: { code: string; status: number }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ type: "/problems/rate_limited", status: 429, code: "rate_limited" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe("the rate-limit table", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("names only routes that exist, so a renamed route cannot lose its limit", () => {
    for (const name of routeRuleNames) {
      for (const route of routeRules[name].routes) {
        const [method = "", url = ""] = route.split(" ");
        expect(server.app.hasRoute({ method: method as "GET", url }), `${name}: ${route}`).toBe(true);
      }
    }
  });

  it("reads RATE_LIMIT_ROUTES by rule name, refuses unknown names, and scales by RATE_LIMIT_MULTIPLIER", () => {
    const config = loadConfig({ RATE_LIMIT_ROUTES: "login=5, deposit=0" });
    expect(config.rateLimits.routeMax).toMatchObject({ login: 5, deposit: 0, hire: routeRules.hire.max });
    expect(() => loadConfig({ RATE_LIMIT_ROUTES: "logins=5" })).toThrow(/RATE_LIMIT_ROUTES/);
    const scaled = loadConfig({ RATE_LIMIT_MULTIPLIER: "10", RATE_LIMIT_IP_MAX: "7", RATE_LIMIT_ROUTES: "login=0" });
    expect(scaled.rateLimits).toMatchObject({ ipMax: 70, routeMax: { login: 0, hire: routeRules.hire.max * 10 } });
  });
});

describe("the memory store (PGlite)", () => {
  it("counts per key within a window and starts again in the next", async () => {
    let now = 10_000;
    const store = new MemoryRateLimitStore(() => now);
    const bump = (key: string) => store.hit([{ key, windowMs: 1000 }]).then(([h]) => h);
    expect(await bump("a")).toEqual({ key: "a", count: 1, resetMs: 1000 });
    now += 400;
    expect(await bump("a")).toEqual({ key: "a", count: 2, resetMs: 600 });
    expect(await bump("b")).toMatchObject({ count: 1 });
    now += 600;
    expect(await bump("a")).toEqual({ key: "a", count: 1, resetMs: 1000 });
    now += 1000;
    expect(await store.prune()).toBe(2);
  });
});

describe("a ceiling shared by every caller", () => {
  it("allows `max` takes per window, counts every take, and is off at 0", async () => {
    let now = 60_000;
    const store = new MemoryRateLimitStore(() => now);
    const take = sharedCeiling(store, "llm_calls", 2, 60_000);
    expect([await take(), await take(), await take()]).toEqual([true, true, false]);
    now += 60_000;
    expect(await take()).toBe(true);
    const off = sharedCeiling(store, "llm_calls", 0, 60_000);
    expect([await off(), await off(), await off()]).toEqual([true, true, true]);
  });
});

describe("limits on mutations", () => {
  let server: TestServer;
  beforeAll(
    ...inOneWindow(windowMs, 60_000, async () => {
      server = await startTestServer({ ...quiet, RATE_LIMIT_IP_MAX: "3", RATE_LIMIT_KEY_MAX: "2" });
    }),
  );
  afterAll(async () => server?.close());

  it("answers the mutation past the IP's budget with 429 problem+json and Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await pageView(server, "198.51.100.1")).status).toBe(204);
    const refused = await pageView(server, "198.51.100.1");
    expectRateLimited(refused);
    expect(refused.body.detail).toBe(`Too many changes from this IP address: at most 3 per ${windowMs / 1000} s`);
    // Reads are not counted, and another address has its own budget.
    expect(
      (await api(server, "GET", "/api/performance/stats", undefined, { "x-forwarded-for": "198.51.100.1" })).status,
    ).toBe(200);
    expect((await pageView(server, "198.51.100.2")).status).toBe(204);
  });

  it("counts each API key, and each user's sessions, separately", async () => {
    // Two keys made through the session: the user's 2 mutations, its whole budget.
    const { browser } = await signIn(server, { email: "limits@example.com" });
    const keys: string[] = [];
    for (const name of ["one", "two"]) {
      const res = await api(
        browser,
        "POST",
        "/api/v1/api-keys",
        { name, scopes: ["api_keys:read"] },
        { "x-forwarded-for": `203.0.113.${keys.length + 1}` },
      );
      expect(res.status).toBe(201);
      keys.push(res.body.secret);
    }
    const viaKey = (secret: string, ip: string) =>
      api(
        { baseUrl: server.baseUrl, bearer: secret },
        "POST",
        "/api/analytics/pageviews",
        { path: "/k" },
        { "x-forwarded-for": ip },
      );
    // Different IPs each time, so only the key's own budget can refuse.
    expect((await viaKey(keys[0] as string, "192.0.2.1")).status).toBe(204);
    expect((await viaKey(keys[0] as string, "192.0.2.2")).status).toBe(204);
    const refused = await viaKey(keys[0] as string, "192.0.2.3");
    expectRateLimited(refused);
    expect(refused.body.detail).toMatch(/^Too many changes with this API key: at most 2 per/);
    expect((await viaKey(keys[1] as string, "192.0.2.4")).status).toBe(204);
    const bySession = await api(
      browser,
      "POST",
      "/api/analytics/pageviews",
      { path: "/s" },
      { "x-forwarded-for": "192.0.2.5" },
    );
    expectRateLimited(bySession);
    expect(bySession.body.detail).toMatch(/^Too many changes by this user/);
  });
});

describe("tighter limits by route", () => {
  let server: TestServer;
  beforeAll(
    ...inOneWindow(windowMs, 60_000, async () => {
      server = await startTestServer({ ...quiet, RATE_LIMIT_ROUTES: "login=2,deposit=1" });
    }),
  );
  afterAll(async () => server?.close());

  it("limits the sign-in navigation per IP", async () => {
    // A browser's navigation: the redirect to the provider is the answer, not followed.
    const login = (ip: string) =>
      new Browser(server.baseUrl).fetch("/api/login", { headers: { "x-forwarded-for": ip } });
    expect((await login("198.51.100.7")).status).toBe(302);
    expect((await login("198.51.100.7")).status).toBe(302);
    const refused = await login("198.51.100.7");
    const body = (await refused.json()) as { code: string; status: number; detail: string };
    expectRateLimited({ status: refused.status, body, headers: refused.headers });
    expect(body.detail).toMatch(/^Too many login requests: at most 2 per/);
    expect((await login("198.51.100.8")).status).toBe(302);
  });

  it("limits deposits per user, apart from the user's other changes", async () => {
    const { browser } = await signIn(server, { email: "depositor@example.com" });
    const deposit = () => api(browser, "POST", "/api/v1/wallet/test-deposits", { amount: "5" });
    expect((await deposit()).status).toBe(201);
    const refused = await deposit();
    expectRateLimited(refused);
    expect(refused.body.detail).toMatch(/^Too many deposit requests: at most 1 per/);
    expect((await api(browser, "POST", "/api/analytics/pageviews", { path: "/still-fine" })).status).toBe(204);
  });
});

describe.skipIf(!isPostgres)("on PostgreSQL, counts held in the database", () => {
  const env = { ...quiet, RATE_LIMIT_IP_MAX: "4" };

  it(
    "are shared by two instances on the same database",
    ...inOneWindow(windowMs, 60_000, async () => {
      const database = await createTestDatabase();
      const first = await startTestServer(
        env,
        await openDatabase({ kind: "postgres", url: database.url as string, poolMax: 2 }),
      );
      const second = await startTestServer(
        env,
        await openDatabase({ kind: "postgres", url: database.url as string, poolMax: 2 }),
      );
      try {
        const ip = "198.51.100.20";
        const statuses = [];
        for (const server of [first, second, first, second]) statuses.push((await pageView(server, ip)).status);
        expect(statuses).toEqual([204, 204, 204, 204]);
        expectRateLimited(await pageView(first, ip));
        expectRateLimited(await pageView(second, ip));
      } finally {
        await second.close();
        await first.close();
        await database.close();
      }
    }),
  );

  it(
    "hold one ceiling for every instance",
    ...inOneWindow(60_000, 40_000, async () => {
      const database = await createTestDatabase();
      const open = () => openDatabase({ kind: "postgres", url: database.url as string, poolMax: 2 });
      const [a, b] = [await open(), await open()];
      try {
        const [first, second] = [a, b].map((d) => sharedCeiling(new PgRateLimitStore(d.db), "llm_calls", 3, 60_000));
        const takes = [];
        for (const take of [first, second, first, second]) takes.push(await take?.());
        expect(takes).toEqual([true, true, true, false]);
      } finally {
        await a.close();
        await b.close();
        await database.close();
      }
    }),
  );

  it(
    "give concurrent requests of one address each its own count, written together",
    ...inOneWindow(60_000, 40_000, async () => {
      const database = await createTestDatabase();
      const opened = await openDatabase({ kind: "postgres", url: database.url as string, poolMax: 4 });
      try {
        const store = new PgRateLimitStore(opened.db);
        const hits = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            store.hit([
              { key: "ip:203.0.113.9", windowMs: 60_000 },
              { key: `key:${i % 2}`, windowMs: 60_000 },
            ]),
          ),
        );
        const countsOf = (key: string) =>
          hits.flatMap((h) => h.filter((x) => x.key === key).map((x) => x.count)).sort((a, b) => a - b);
        expect(countsOf("ip:203.0.113.9")).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
        expect(countsOf("key:0")).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect(countsOf("key:1")).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        for (const hit of hits.flat()) expect(hit.resetMs).toBeGreaterThan(0);
        const [next] = await store.hit([{ key: "ip:203.0.113.9", windowMs: 60_000 }]);
        expect(next?.count).toBe(41);
      } finally {
        await opened.close();
        await database.close();
      }
    }),
  );

  it(
    "survive a restart of the app",
    ...inOneWindow(windowMs, 60_000, async () => {
      const database = await createTestDatabase();
      const open = () => openDatabase({ kind: "postgres", url: database.url as string, poolMax: 2 });
      const ip = "198.51.100.30";
      try {
        const before = await startTestServer(env, await open());
        for (let i = 0; i < 3; i++) expect((await pageView(before, ip)).status).toBe(204);
        await before.close();
        const after = await startTestServer(env, await open());
        try {
          expect((await pageView(after, ip)).status).toBe(204);
          expectRateLimited(await pageView(after, ip));
        } finally {
          await after.close();
        }
      } finally {
        await database.close();
      }
    }),
  );
});
