import type { AdminApiKeyScope, ApiKeyScope } from "@agora/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";
import { holdsScope, type Principal } from "../lib/principal";
import { authenticateApiKey } from "../modules/api-keys/api-keys.service";
import { findUserById } from "../modules/users/users.service";

/** The scopes a route for any signed-in user may require (the admin ones are for admin routes). */
export type UserScope = Exclude<ApiKeyScope, AdminApiKeyScope>;

/**
 * A route's access rule, set as `config: { access }` on the route. Every rule but `public` names
 * the scope an API key needs (a session holds them all): `admin:read` for an admin route's GET,
 * `admin:write` for its changes. A route under `/api/v1` without a rule accepts only a signed-in
 * session (keys get 403); elsewhere it is public. `test/route-scopes.test.ts` keeps every route
 * declared.
 */
export type Access =
  | { auth: "public" }
  | { auth: "user"; scope: UserScope }
  | { auth: "admin"; scope: AdminApiKeyScope }
  /**
   * Any valid API key and never a session: for endpoints that carry many operations in one route
   * (`/mcp`), where each operation checks its own scope with `holdsScope`. Refusing the cookie
   * leaves a browser nothing ambient to abuse (no CSRF).
   */
  | { auth: "api_key"; scope?: never };

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, or null when anonymous. Set before any handler runs. */
    auth: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Resolves the caller from `Authorization: Bearer <key>` or the session cookie, enforces each route's
 * {@link Access}, and rejects browser mutations from foreign origins (CSRF: OWASP "Verifying Origin
 * With Standard Headers"). A bearer key that is present but bad is a 401, never a silent fallback to
 * the cookie.
 */
export function registerAuth(app: FastifyInstance, db: Db, config: Config, sessionCookieName: string): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/oidc")) return;
    const bearer = parseBearer(request.headers.authorization);
    // Without the session cookie there are no ambient credentials to abuse, so no CSRF check.
    const hasSessionCookie = request.cookies[sessionCookieName] !== undefined;
    // A WebSocket handshake is a GET, but browsers send cookies with it from any site
    // (cross-site WebSocket hijacking), so it gets the same Origin check as a mutation.
    const isWebSocket = request.headers.upgrade?.toLowerCase() === "websocket";
    if (!bearer && hasSessionCookie && (isWebSocket || !safeMethods.has(request.method)))
      checkOrigin(request, config.allowedOrigins);
    request.auth = bearer ? await fromApiKey(db, bearer) : await fromSession(db, request);
    if (!request.is404) enforceAccess(request);
    // After the route's own rule (which names the missing scope), so the route answers "lacks
    // admin:write" rather than "requires the admin role" to an admin's narrow key.
    request.auth = withActingRole(request.auth, request.method);
  });
}

function parseBearer(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new AppError("unauthorized", "Authorization must be `Bearer <API key>`");
  return match[1];
}

async function fromApiKey(db: Db, secret: string): Promise<Principal> {
  const key = await authenticateApiKey(db, secret);
  return { user: key.user, via: "api_key", apiKeyId: key.keyId, apiKeyExpiresAt: key.expiresAt, scopes: key.scopes };
}

async function fromSession(db: Db, request: FastifyRequest): Promise<Principal | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const user = await findUserById(db, userId);
  if (!user) {
    // The user was deleted while signed in: the session no longer names anybody.
    request.session.userId = undefined;
    return null;
  }
  return { user, via: "session", apiKeyId: undefined, apiKeyExpiresAt: undefined, scopes: "all" };
}

/**
 * The admin scope a key needs to act with the admin role in a request of `method`: `admin:read`
 * for GET, HEAD and OPTIONS (a WebSocket handshake included), `admin:write` for the rest.
 */
export function adminScopeOf(method: string): AdminApiKeyScope {
  return safeMethods.has(method.toUpperCase()) ? "admin:read" : "admin:write";
}

function enforceAccess(request: FastifyRequest): void {
  const configured = request.routeOptions.config.access;
  if (configured?.auth === "public" || (!configured && !request.url.startsWith("/api/v1/"))) return;
  const principal = request.auth;
  if (!principal) throw new AppError("unauthorized", "Sign in or send `Authorization: Bearer <API key>`");
  if (configured?.auth === "api_key") {
    if (principal.via !== "api_key")
      throw new AppError("forbidden", "This endpoint accepts only `Authorization: Bearer <API key>`");
    return;
  }
  if (!configured) {
    // A route that forgot its rule is not opened to every key: only a signed-in browser may use it.
    if (principal.via === "api_key") throw new AppError("forbidden", "This route does not accept API keys");
    return;
  }
  // The role is read from the users row on each request, so a demoted admin's admin-scoped keys
  // stop working here at once.
  if (configured.auth === "admin" && principal.user.role !== "admin") {
    throw new AppError("forbidden", "This requires the admin role");
  }
  if (!holdsScope(principal, configured.scope)) {
    throw new AppError("forbidden", `This API key lacks the scope ${configured.scope}`);
  }
}

/** `principal` acting as a plain user when it is an admin's key without the method's admin scope. */
function withActingRole(principal: Principal | null, method: string): Principal | null {
  if (principal?.user.role !== "admin" || holdsScope(principal, adminScopeOf(method))) return principal;
  return { ...principal, user: { ...principal.user, role: "user" } };
}

/**
 * Browsers send `Origin` on every cross-site and same-site POST/PUT/PATCH/DELETE; its absence
 * (and that of `Referer`) only happens outside browsers, where a session cookie has no business.
 * @throws AppError('csrf_rejected') unless the origin is one of `allowed`.
 */
function checkOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin && allowed.has(origin)) return;
  throw new AppError(
    "csrf_rejected",
    origin ? `Requests from ${origin} are not accepted` : "Missing Origin header on a cookie-authenticated request",
  );
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
