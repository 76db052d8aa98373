import type { ApiKeyScope } from "@agora/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";
import { authenticateApiKey } from "../modules/api-keys/api-keys.service";
import { findUserById } from "../modules/users/users.service";
import type { UserRow } from "../modules/users/users.tables";

/** Who is calling, and with what rights. */
export interface Principal {
  user: UserRow;
  /** `session`: the browser's cookie; `api_key`: `Authorization: Bearer`. */
  via: "session" | "api_key";
  /** The key's id when `via` is `api_key`. */
  apiKeyId: string | undefined;
  /** A session holds every scope; a key only its own. */
  scopes: ReadonlySet<ApiKeyScope> | "all";
}

/**
 * A route's access rule, set as `config: { access }` on the route.
 * Routes under `/api/v1` without one require a signed-in user; elsewhere they are public.
 */
export type Access = { auth: "public" } | { auth: "user" | "admin"; scope?: ApiKeyScope };

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
  return { user: key.user, via: "api_key", apiKeyId: key.keyId, scopes: key.scopes };
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
  return { user, via: "session", apiKeyId: undefined, scopes: "all" };
}

function enforceAccess(request: FastifyRequest): void {
  const configured = request.routeOptions.config.access;
  const access: Access = configured ?? (request.url.startsWith("/api/v1/") ? { auth: "user" } : { auth: "public" });
  if (access.auth === "public") return;
  const principal = request.auth;
  if (!principal) throw new AppError("unauthorized", "Sign in or send `Authorization: Bearer <API key>`");
  if (access.auth === "admin" && principal.user.role !== "admin") {
    throw new AppError("forbidden", "This requires the admin role");
  }
  if (access.scope && principal.scopes !== "all" && !principal.scopes.has(access.scope)) {
    throw new AppError("forbidden", `This API key lacks the scope ${access.scope}`);
  }
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

/**
 * The signed-in caller of a route that requires a user, as the services take it.
 * @returns `{id, role}`.
 * @throws AppError('unauthorized') when nobody is signed in (the access rule normally refused it already).
 */
export function actorOf(request: FastifyRequest): { id: string; role: "user" | "admin" } {
  const user = request.auth?.user;
  if (!user) throw new AppError("unauthorized", "Not signed in");
  return { id: user.id, role: user.role };
}
