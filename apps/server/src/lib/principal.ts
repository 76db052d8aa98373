import type { ApiKeyScope } from "@agora/contracts";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../modules/users/users.tables";
import { AppError } from "./errors";

/**
 * Who acts: a signed-in user (admins may see every deal), or the platform itself (auto-approval).
 * `apiKeyId` is the key the request came with, absent for a browser session: the money-moving
 * services check that key's spending mandate, if it has one (decision 028).
 */
export type Actor = Pick<UserRow, "id" | "role"> & { apiKeyId?: string };

/** Who is calling, and with what rights. */
export interface Principal {
  /**
   * The caller's user row, with the role it acts with in this request: an admin's key that lacks
   * the admin scope of the request's method (`adminScopeOf` in plugins/auth.ts) acts as a plain user,
   * so a narrow key of an admin cannot use admin powers on routes open to everyone (any contract, any agent).
   */
  user: UserRow;
  /** `session`: the browser's cookie; `api_key`: `Authorization: Bearer`. */
  via: "session" | "api_key";
  /** The key's id when `via` is `api_key`. */
  apiKeyId: string | undefined;
  /** When the key stops working (null: never) when `via` is `api_key`; undefined for a session. */
  apiKeyExpiresAt: Date | null | undefined;
  /** A session holds every scope; a key only its own. */
  scopes: ReadonlySet<ApiKeyScope> | "all";
}

/** Whether `principal` holds `scope`: a session holds every scope, a key only its own. */
export function holdsScope(principal: Principal, scope: ApiKeyScope): boolean {
  return principal.scopes === "all" || principal.scopes.has(scope);
}

/**
 * The signed-in caller of a route that requires a user, as the services take it.
 * @returns `{id, role}`, and `apiKeyId` when the request came with an API key.
 * @throws AppError('unauthorized') when nobody is signed in (the access rule normally refused it already).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.auth?.user) throw new AppError("unauthorized", "Not signed in");
  return actorOfPrincipal(request.auth);
}

/**
 * The actor a principal acts as, for entry points that authenticate without a route's request
 * (MCP, A2A): `{id, role}`, and `apiKeyId` when it came with an API key, so its mandate applies.
 */
export function actorOfPrincipal(principal: Principal): Actor {
  const { id, role } = principal.user;
  return principal.via === "api_key" && principal.apiKeyId ? { id, role, apiKeyId: principal.apiKeyId } : { id, role };
}
