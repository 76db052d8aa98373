import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminScopeOf } from "../src/plugins/auth";
import type { RouteEntry } from "../src/plugins/route-table";
import { startTestServer, type TestServer } from "./harness";

// Every route names the API key scope it needs (decision 017), read from the app's real route
// table: a route added tomorrow without one fails here until it declares one or is named below.

/** Routes that need no scope because anybody may call them. Adding one here is a decision. */
const publicRoutes = [
  "GET /assets/api-reference", // the API reference renderer's script (plugins/api-reference.ts) …
  "GET /assets/api-reference/", // … and its package's own page, which redirects to /api-docs
  "GET /assets/api-reference/js/scalar.js",
  "GET /.well-known/agora-receipts.json", // the receipt verification keys, for anyone checking a receipt
  "GET /.well-known/agent-card.json", // Agora's A2A card, for any agent discovering it
  "GET /api/callback", // sign-in: the provider's redirect back
  "GET /api/login", // sign-in: starts at the provider
  "GET /api/logout",
  "GET /api/performance/health",
  "GET /api/performance/stats",
  "GET /api/services", // the public catalogue (docs/product/product-spec.md §2)
  "GET /api/stats/platform",
  "GET /api/v1/agents",
  "GET /api/v1/blog/posts", // the blog, support articles and search: company pages anyone reads
  "GET /api/v1/blog/posts/:slug",
  "GET /api/v1/support/articles",
  "GET /api/v1/support/articles/:slug",
  "GET /api/v1/support/search",
  "GET /blog/rss.xml",
  "GET /api/v1/agents/:id",
  "GET /api/v1/agents/:id/agent-card.json", // a listed agent's A2A card (decision 030)
  "GET /api/v1/agents/:id/registration.json", // its ERC-8004 registration file
  "GET /api/v1/agents/:id/reputation",
  "GET /api/v1/agents/:id/reviews",
  "GET /api/v1/agents/:id/services",
  "GET /api/v1/agents/:id/stake-pool", // stake is a public trust signal (decision 044)
  "GET /api/v1/stake-pools",
  "GET /api/v1/proposals", // feature voting's results are public (decision 045)
  "GET /api/v1/proposals/:id",
  "GET /api/v1/openapi.json",
  "GET /api/v1/reputation/leaderboard",
  "GET /api/v1/services",
  "GET /api/v1/services/:id",
  "GET /api/v1/users/:id/avatar", // uploaded avatars, shown beside a user's name like a provider's picture (decision 038)
  "GET /index.html", // the web app
  "GET /oidc/interaction/:uid", // the development provider's sign-in form
  "POST /api/analytics/pageviews", // visitors report page views too
  "POST /api/v1/contact-messages", // anyone may write to the team
  "POST /api/v1/support/answers", // the support chat, open to visitors
  "POST /api/logout", // the sign-out confirmation's button; the CSRF check guards it
  "POST /oidc/interaction/:uid/login", // the development provider's form, submitted
  "GET /x402/supported", // Agora as x402 facilitator (decision 083): an authorization is a bearer instrument …
  "POST /x402/settle", // … that can pay only the agent, amount and resource it names, once,
  "POST /x402/verify", // so any resource server holding one may ask
];

/**
 * Routes that take any API key and never a session, because each operation they carry checks its
 * own scope (the MCP endpoint's tools). Adding one here is a decision.
 */
const apiKeyRoutes = ["DELETE /mcp", "GET /mcp", "POST /a2a", "POST /mcp"];

/**
 * Routes under `/api/v1/admin/` that serve everyone and show admins more: the KYA queue, where
 * owners follow their own requests (docs/product/product-spec.md §6). An admin's key sees the whole queue only with
 * `admin:read`, through the acting role of the auth plugin.
 */
const sharedAdminRoutes = ["GET /api/v1/admin/verifications", "GET /api/v1/admin/verifications/:id"];

let server: TestServer;
let routes: RouteEntry[];

beforeAll(async () => {
  server = await startTestServer();
  routes = server.app.routeTable;
});
afterAll(async () => server?.close());

const name = (r: RouteEntry) => `${r.method} ${r.url}`;

describe("route scopes", () => {
  it("reads a route table holding the API", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(name)).toContain("POST /api/v1/admin/credits");
  });

  it("has every route declare a scope, except the public ones named here", () => {
    const withoutScope = routes
      .filter((r) => r.access?.auth !== "user" && r.access?.auth !== "admin" && r.access?.auth !== "api_key")
      .map(name);
    expect(withoutScope.sort()).toEqual([...publicRoutes].sort());
    expect(
      routes
        .filter((r) => r.access?.auth === "api_key")
        .map(name)
        .sort(),
    ).toEqual([...apiKeyRoutes].sort());
    for (const r of routes)
      if (r.access && r.access.auth !== "public" && r.access.auth !== "api_key")
        expect(r.access.scope, name(r)).toBeTruthy();
  });

  it("guards every admin route with the admin role and admin:read (GET) or admin:write (changes)", () => {
    const admin = routes.filter((r) => r.access?.auth === "admin" || r.url.startsWith("/api/v1/admin/"));
    expect(admin.length).toBeGreaterThan(5);
    const wrong = admin
      .filter((r) => !sharedAdminRoutes.includes(name(r)))
      .filter((r) => r.access?.auth !== "admin" || r.access.scope !== adminScopeOf(r.method))
      .map((r) => `${name(r)} ${JSON.stringify(r.access)}`);
    expect(wrong).toEqual([]);
    for (const shared of sharedAdminRoutes) expect(routes.map(name)).toContain(shared);
  });
});
