import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Browser, inOneWindow, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { routeRules } from "../rate-limits/rules";
import { pageViews } from "./analytics.tables";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function latestView() {
  const [row] = await server.database.db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(1);
  return row;
}

describe("POST /api/analytics/pageviews", () => {
  it("stores a visitor's page view without a user", async () => {
    const res = await api(new Browser(server.baseUrl), "POST", "/api/analytics/pageviews", {
      path: "/marketplace?q=translation",
      referrer: "/",
    });
    expect(res.status).toBe(204);
    expect(await latestView()).toMatchObject({ path: "/marketplace?q=translation", referrer: "/", userId: null });
  });

  it("attributes a signed-in user's page view to them", async () => {
    const { browser } = await signIn(server, { email: "viewer@example.com" });
    const me = (await api(browser, "GET", "/api/auth/user")).body;
    expect((await api(browser, "POST", "/api/analytics/pageviews", { path: "/dashboard" })).status).toBe(204);
    expect(await latestView()).toMatchObject({ path: "/dashboard", userId: me.id });
  });

  it("rejects a path that is not a path, naming the field, and stores nothing", async () => {
    const before = (await server.database.db.select().from(pageViews)).length;
    const res = await api(new Browser(server.baseUrl), "POST", "/api/analytics/pageviews", {
      path: "https://elsewhere.example/",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ in: "body", field: "path", message: "must be a path starting with /" }]);
    expect((await server.database.db.select().from(pageViews)).length).toBe(before);
  });

  it(
    `limits one client to ${routeRules.page_view.max} reports a minute`,
    ...inOneWindow(60_000, 30_000, async () => {
      // The minute is a fixed window: all reports must land in the same one, so they go out at once
      // with half a minute to spare.
      const client = new Browser(server.baseUrl);
      const statuses = await Promise.all(
        Array.from(
          { length: routeRules.page_view.max + 5 },
          async (_, i) => (await api(client, "POST", "/api/analytics/pageviews", { path: `/p/${i}` })).status,
        ),
      );
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
      const limited = await api(client, "POST", "/api/analytics/pageviews", { path: "/again" });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe("rate_limited");
    }),
  );
});
