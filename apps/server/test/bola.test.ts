import { type ApiKeyScope, apiKeyScopes } from "@agora/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RouteEntry } from "../src/plugins/route-table";
import { api, type Browser, signIn, startTestServer, type TestServer } from "./harness";
import { type JsonSchema, resolverFor, validArbitrary } from "./schema-arbitrary";
import { buildWorld, type Resource, resourceOf, type World } from "./world";

// The BOLA matrix (OWASP API Security Top 10, API1 "Broken Object Level Authorization"), generated
// from the server's own route table: a route added tomorrow is attacked here without editing this file.

/**
 * Routes on which any signed-in user may act on another user's object by design. Adding a route
 * here is a decision: say why next to it.
 */
const openToOthers = new Set([
  "GET /api/v1/jobs/:id", // an open job is visible to every provider
  "GET /api/v1/jobs/:id/offers", // on an open job, a provider sees only their own offers
  "POST /api/v1/jobs/:id/offers", // providers propose on open jobs
  "POST /api/v1/services/:id/hire", // hiring is acting on a provider's public service
  "POST /api/v1/agents/:id/stakes", // anyone may stake on a public agent (decision 044)
  "PUT /api/v1/agents/:id/saved", // saving a public agent changes only the caller's own list (decision 074)
  "DELETE /api/v1/agents/:id/saved", // unsaving likewise touches only the caller's own list (decision 074)
  "PUT /api/v1/proposals/:id/vote", // every verified identity with stake at a proposal's start votes on it (decisions 045, 058)
]);

let server: TestServer;
let world: World;
let stranger: Browser;
let admin: Browser;
let routes: RouteEntry[];

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0", ADMIN_EMAILS: "bola-admin@example.com" });
  world = await buildWorld(server, "bola");
  stranger = (await signIn(server, { email: "bola-stranger@example.com" })).browser;
  admin = (await signIn(server, { email: "bola-admin@example.com" })).browser;
  routes = server.app.routeTable.filter((r) => r.url.startsWith("/api/") && !r.websocket);
}, 120_000);
afterAll(async () => server?.close());

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Path parameter values: the id of `resource` in `world`, and every value of an enum parameter. */
function pathsFor(route: RouteEntry, ids: Record<Resource, string>): string[] {
  const params = jsonSchemaOf((route.schema as { params?: unknown } | undefined)?.params);
  const props = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const resource = resourceOf(route.url) as Resource;
  let paths = [route.url];
  for (const name of route.url.match(/:\w+/g) ?? []) {
    const key = name.slice(1);
    const values = props[key]?.enum?.map(String) ?? [ids[resource]];
    paths = paths.flatMap((p) => values.map((v) => p.replace(name, v)));
  }
  return paths;
}

/** A route schema's own check, where it has one (zod): rules across fields JSON Schema cannot state. */
type OwnCheck = { safeParse?: (value: unknown) => { success: boolean } };

/** A few bodies and query strings that pass the route's schema, so the request reaches its handler. */
function samplesFor(route: RouteEntry): { body: unknown; query: string }[] {
  const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
  const body = jsonSchemaOf(schema?.body);
  const query = jsonSchemaOf(schema?.querystring);
  const ownCheck = (schema?.body as OwnCheck | undefined)?.safeParse?.bind(schema?.body);
  // A body generated from the JSON Schema can still break a rule across fields (a fixed-price
  // service without a price range): those are 400 for anyone, so only bodies the route accepts go.
  const bodyArb = body
    ? validArbitrary(body, resolverFor(body)).filter((b) => !ownCheck || ownCheck(b).success)
    : fc.constant(undefined);
  const queryArb = query ? validArbitrary(query, resolverFor(query)) : fc.constant({});
  return fc.sample(fc.tuple(bodyArb, queryArb), { numRuns: 5, seed: 11 }).map(([b, q]) => ({
    body: b,
    query: new URLSearchParams(
      Object.entries(q as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  }));
}

describe("BOLA matrix", () => {
  it("every API route declares its access rule", () => {
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("covers every resource a route names by id", () => {
    const unknown = routes
      .map((r) => resourceOf(r.url))
      .filter((r): r is string => r !== undefined && !(r in world.ids));
    expect([...new Set(unknown)], "add a fixture for these resources to test/world.ts").toEqual([]);
  });

  it("another user acting on my objects gets 404, or 403 where the object is public", async () => {
    const leaks: string[] = [];
    const unreached: string[] = [];
    let attempts = 0;
    for (const route of routes) {
      if (!route.url.includes(":") || route.access?.auth === "public") continue;
      if (openToOthers.has(`${route.method} ${route.url}`)) continue;
      for (const path of pathsFor(route, world.ids)) {
        let reached = false;
        for (const { body, query } of samplesFor(route)) {
          attempts++;
          const res = await api(stranger, route.method, query ? `${path}?${query}` : path, body);
          // A 400 means this sample did not pass the schema; the next one will reach the handler.
          if (res.status === 400) continue;
          reached = true;
          if (res.status !== 403 && res.status !== 404)
            leaks.push(`${route.method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          break;
        }
        if (!reached) unreached.push(`${route.method} ${route.url}`);
      }
    }
    expect(attempts).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
    // Every route must be attacked past its schema, or this test proves nothing about it.
    expect(unreached).toEqual([]);
  });

  it("a key without a route's scope gets 403 on it, even on the key owner's own objects", async () => {
    const keys = new Map<string, string>();
    const keyWithout = async (owner: Browser, scope: ApiKeyScope, isAdmin: boolean) => {
      const cacheKey = `${isAdmin}:${scope}`;
      const cached = keys.get(cacheKey);
      if (cached) return cached;
      const scopes = apiKeyScopes.filter((s) => s !== scope && (isAdmin || !s.startsWith("admin:")));
      const created = await api(owner, "POST", "/api/v1/api-keys", { name: `without ${scope}`, scopes });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      keys.set(cacheKey, created.body.secret);
      return created.body.secret as string;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = route.access;
      if (!access || access.auth === "public" || !access.scope) continue;
      const isAdmin = access.auth === "admin";
      const secret = await keyWithout(isAdmin ? admin : world.client, access.scope, isAdmin);
      for (const path of pathsFor(route, world.ids).slice(0, 1)) {
        checked++;
        const res = await api({ baseUrl: server.baseUrl, bearer: secret }, route.method, path, undefined);
        if (res.status !== 403) wrong.push(`${route.method} ${path} without ${access.scope} → ${res.status}`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
