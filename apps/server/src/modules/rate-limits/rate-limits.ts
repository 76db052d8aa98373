import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { RetryLaterError } from "../../plugins/errors";
import {
  MemoryRateLimitStore,
  PgRateLimitStore,
  pluginStoreClass,
  type RateLimitCounter,
  type RateLimitStore,
} from "./rate-limit-store";
import { type RouteRuleName, routeRules } from "./rules";

/** The limits in force, from the configuration (RATE_LIMIT_*); a max of 0 turns that limit off. */
export interface RateLimitSettings {
  /** Length of every window, in ms. */
  windowMs: number;
  /** Mutating requests per client IP per window. */
  ipMax: number;
  /** Mutating requests per API key (or per user, for sessions) per window. */
  keyMax: number;
  /** Each {@link routeRules} entry's budget per window, as configured. */
  routeMax: Readonly<Record<RouteRuleName, number>>;
}

/** Methods that change something; reads are cheap and cached, and stay unlimited here. */
const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * IPv6 clients are counted per /64: one host usually owns a whole /64 and could otherwise rotate
 * addresses to escape its budget (the same default as @fastify/rate-limit).
 */
const ipv6PrefixBits = 64;

/** Hex characters of the SHA-256 of a bearer secret kept in its counter key: 128 bits, no collisions. */
const keyHashHexLength = 32;

/**
 * The store for this database: PostgreSQL is shared by every instance, so the counters go in its
 * `rate_limits` table; the embedded PGlite belongs to one process, so memory is enough (and
 * keeps the single-threaded database free for real work).
 */
export function createRateLimitStore(database: Database): RateLimitStore {
  return database.kind === "postgres" ? new PgRateLimitStore(database.db) : new MemoryRateLimitStore();
}

/** `METHOD /url` → the rule limiting it, built once from {@link routeRules}. */
const ruleByRoute = new Map<string, RouteRuleName>(
  (Object.entries(routeRules) as [RouteRuleName, (typeof routeRules)[RouteRuleName]][]).flatMap(([name, rule]) =>
    rule.routes.map((route) => [route, name] as const),
  ),
);

/**
 * Who a request's credentials name, without a database lookup, so the limit runs before
 * authentication: `key:<SHA-256 prefix of the bearer secret>` or `user:<id>` for a session.
 * A wrong key gets a bucket of its own; guessing keys is still bounded by the IP limit.
 */
function principalOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) return `key:${createHash("sha256").update(bearer).digest("hex").slice(0, keyHashHexLength)}`;
  const userId = request.session?.userId;
  return userId ? `user:${userId}` : undefined;
}

/** One counter with what it allows and how to name it in the 429. */
interface Limit {
  counter: RateLimitCounter;
  max: number;
  what: string;
}

/**
 * The counters that apply to `request`: the IP's and the key's (or user's) for a mutation, and the
 * {@link routeRules} entry of its route, counted per key/user or, anonymously, per IP.
 */
function limitsOf(request: FastifyRequest, settings: RateLimitSettings): Limit[] {
  const isMutation = mutatingMethods.has(request.method);
  // Fastify answers HEAD with the GET handler (and its side effects), so HEAD counts as GET.
  const method = request.method === "HEAD" ? "GET" : request.method;
  const ruleName = ruleByRoute.get(`${method} ${request.routeOptions.url}`);
  if (!isMutation && !ruleName) return [];
  const windowMs = settings.windowMs;
  const ip = normalizeIP(request.ip, ipv6PrefixBits);
  const principal = principalOf(request);
  const limits: Limit[] = [];
  if (isMutation && settings.ipMax > 0) {
    limits.push({ counter: { key: `ip:${ip}`, windowMs }, max: settings.ipMax, what: "changes from this IP address" });
  }
  if (isMutation && principal && settings.keyMax > 0) {
    const what = principal.startsWith("key:") ? "changes with this API key" : "changes by this user";
    limits.push({ counter: { key: principal, windowMs }, max: settings.keyMax, what });
  }
  if (ruleName) limits.push(...ruleLimitOf(request, settings, ruleName));
  return limits;
}

/**
 * The counter of rule `name` for `request`'s key/user (its IP when anonymous, or when the rule is
 * `perIp`), or none when the rule is turned off.
 */
function ruleLimitOf(request: FastifyRequest, settings: RateLimitSettings, name: RouteRuleName): Limit[] {
  if (settings.routeMax[name] <= 0) return [];
  const ip = `ip:${normalizeIP(request.ip, ipv6PrefixBits)}`;
  const who = routeRules[name].perIp ? ip : (principalOf(request) ?? ip);
  return [
    {
      counter: { key: `route:${name}:${who}`, windowMs: settings.windowMs },
      max: settings.routeMax[name],
      what: `${name.replaceAll("_", " ")} requests`,
    },
  ];
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts one request of `request`'s caller against rule `rule` of {@link routeRules}, for an
     * endpoint that carries several operations in one route (a hire through MCP shares the `hire`
     * budget of `POST /api/v1/services/:id/hire`).
     * @throws RetryLaterError('rate_limited') when that budget is spent.
     */
    chargeRouteRule(request: FastifyRequest, rule: RouteRuleName): Promise<void>;
  }
}

/**
 * Counts `limits` in one store round trip.
 * @throws RetryLaterError('rate_limited') naming the exceeded limit that resets last.
 */
async function enforceLimits(store: RateLimitStore, limits: Limit[], windowS: number): Promise<void> {
  if (limits.length === 0) return;
  const hits = await store.hit(limits.map((l) => l.counter));
  const countByKey = new Map(hits.map((h) => [h.key, h]));
  // With several limits exceeded, the caller must wait for the one that resets last.
  let worst: { limit: Limit; resetMs: number } | undefined;
  for (const limit of limits) {
    const hit = countByKey.get(limit.counter.key);
    if (hit && hit.count > limit.max && (!worst || hit.resetMs > worst.resetMs))
      worst = { limit, resetMs: hit.resetMs };
  }
  if (worst) {
    throw new RetryLaterError(
      "rate_limited",
      `Too many ${worst.limit.what}: at most ${worst.limit.max} per ${windowS} s`,
      worst.resetMs / 1000,
    );
  }
}

/**
 * Registers the rate limits: an `onRequest` hook, placed before authentication so floods are
 * refused before any credential lookup, that counts each mutating request against its IP and its
 * key/user, and the routes of {@link routeRules} against their rule, all in one store round trip.
 * Over any limit: 429 problem+json `rate_limited` naming the limit, with `Retry-After` in seconds
 * until that window resets. Ended windows are pruned once per window.
 * @param store where counts live ({@link createRateLimitStore}).
 * @param settings the limits ({@link RateLimitSettings}).
 */
export function registerRateLimits(app: FastifyInstance, store: RateLimitStore, settings: RateLimitSettings): void {
  const windowS = Math.round(settings.windowMs / 1000);
  app.addHook("onRequest", (request) => enforceLimits(store, limitsOf(request, settings), windowS));
  app.decorate("chargeRouteRule", (request: FastifyRequest, rule: RouteRuleName) =>
    enforceLimits(store, ruleLimitOf(request, settings, rule), windowS),
  );
  const prune = setInterval(() => {
    store.prune().catch((err: unknown) => app.log.warn({ err }, "rate-limit counters not pruned"));
  }, settings.windowMs);
  prune.unref();
  app.addHook("onClose", async () => clearInterval(prune));
}

/**
 * A ceiling shared by every caller and, on PostgreSQL, by every instance: one counter under a
 * global key (`global:<name>`) in the rate-limit store, in fixed windows of `windowMs`. For costs
 * that no per-client budget bounds, such as the model calls of many addresses together.
 * @param store where the counter lives ({@link createRateLimitStore}).
 * @param max units per window; 0 = no ceiling.
 * @returns a function that takes one unit and resolves whether it was within `max` (a refused
 *   take still counts: the window is fixed, and the count only tells it is spent).
 * @throws (from the returned function) whatever the store throws.
 */
export function sharedCeiling(
  store: RateLimitStore,
  name: string,
  max: number,
  windowMs: number,
): () => Promise<boolean> {
  if (max <= 0) return async () => true;
  return async () => {
    const [hit] = await store.hit([{ key: `global:${name}`, windowMs }]);
    return hit !== undefined && hit.count <= max;
  };
}

/**
 * Options for `@fastify/rate-limit`, which serves the limits a few routes declare themselves
 * (`config.rateLimit`, e.g. page views and KYA checks): no global limit (ours is
 * {@link registerRateLimits}), counters in the same store, and the same 429 problem+json with
 * `Retry-After`.
 * @param store where counts live ({@link createRateLimitStore}).
 */
export function rateLimitPluginOptions(store: RateLimitStore) {
  return {
    global: false,
    store: pluginStoreClass(store),
    errorResponseBuilder: (_request: FastifyRequest, context: { max: number; ttl: number }) =>
      new RetryLaterError(
        "rate_limited",
        `Too many requests: at most ${context.max} in this window`,
        context.ttl / 1000,
      ),
  };
}
