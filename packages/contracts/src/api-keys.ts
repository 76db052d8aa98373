import { z } from "zod";
import { cursorParam, pageLimitMax } from "./limits";

/**
 * Every permission an API key can carry. A browser session holds all of them;
 * a key holds only those it was created with. Later features add their own. `x402:pay` lets a
 * key obtain x402 payment authorizations (decision 083): it spends, so it is not a `read`/`write` pair.
 */
export const apiKeyScopes = [
  "api_keys:read",
  "api_keys:write",
  "profile:read",
  "profile:write",
  "agents:read",
  "agents:write",
  "jobs:read",
  "jobs:write",
  "contracts:read",
  "contracts:write",
  "messages:read",
  "messages:write",
  "streams:write",
  "wallet:read",
  "wallet:write",
  "webhooks:read",
  "webhooks:write",
  "mandates:read",
  "mandates:write",
  "stakes:read",
  "stakes:write",
  "governance:write",
  "x402:pay",
  "admin:read",
  "admin:write",
] as const;

/**
 * Scopes for the admin routes (`/api/v1/admin/*` and the other admin-only ones): `admin:read` for
 * GETs, `admin:write` for changes. Only an admin may put them on a key, and they work only while
 * the key's owner is still an admin: the role is checked on every request as well.
 */
export const adminApiKeyScopes = [
  "admin:read",
  "admin:write",
] as const satisfies readonly (typeof apiKeyScopes)[number][];

/** One API key scope, `<resource>:<read|write>`, or `x402:pay`. */
export const apiKeyScope = z
  .enum(apiKeyScopes)
  .describe("A permission, `<resource>:<read|write>`, or `x402:pay` (x402 payment authorizations).");
export type ApiKeyScope = z.infer<typeof apiKeyScope>;
/** One of {@link adminApiKeyScopes}. */
export type AdminApiKeyScope = (typeof adminApiKeyScopes)[number];

/** True for the scopes only an admin may grant ({@link adminApiKeyScopes}). */
export function isAdminApiKeyScope(scope: ApiKeyScope): scope is AdminApiKeyScope {
  return (adminApiKeyScopes as readonly ApiKeyScope[]).includes(scope);
}

/** Longest accepted key name, in characters. */
export const apiKeyNameLengthMax = 100;
/** Most live (unrevoked) keys one user may hold. */
export const apiKeysPerUserMax = 50;

/** Body of `POST /api/v1/api-keys`. */
export const createApiKeyRequest = z
  .object({
    name: z.string().trim().min(1).max(apiKeyNameLengthMax).describe("A label for the key, 1–100 characters."),
    scopes: z
      .array(apiKeyScope)
      .min(1)
      .max(apiKeyScopes.length)
      .refine((s) => new Set(s).size === s.length, "scopes must not repeat")
      .describe(
        "The permissions the key grants; at least one, none repeated. `admin:read` and `admin:write` only for admins.",
      ),
    expiresAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(
        "ISO 8601 instant after which the key stops working; must be in the future. Omit for no expiry. When a key that expires creates a key, this is required and no later than that key's expiry.",
      ),
  })
  .strict()
  .meta({ id: "CreateApiKeyRequest" });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** An API key as listed: never the secret, only its visible prefix. */
export const apiKey = z
  .object({
    id: z.string().describe("The key's id (UUID)."),
    name: z.string().describe("The key's label."),
    prefix: z.string().describe("The first characters of the secret, to recognise it, e.g. `agora_sk_Xy12Ab34`."),
    scopes: z.array(apiKeyScope).describe("The permissions the key grants."),
    createdAt: z.string().describe("ISO 8601 instant of creation."),
    lastUsedAt: z.string().nullable().describe("ISO 8601 instant of last use, to the minute; null if never used."),
    expiresAt: z.string().nullable().describe("ISO 8601 expiry instant, or null for none."),
    parentKeyId: z
      .uuid()
      .nullable()
      .describe(
        "The id of the key whose request created this key, or null when a signed-in session created it. Revoking a key revokes every key below it.",
      ),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof apiKey>;

/** Answer of `POST /api/v1/api-keys`: the key plus its secret, shown this once only. */
export const createdApiKey = apiKey
  .extend({
    secret: z.string().describe("The full secret, to send as `Authorization: Bearer <secret>`. Shown only once."),
  })
  .meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** Query of `GET /api/v1/api-keys`: newest first, keyset pages. */
export const apiKeyListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25).describe("Keys per page."),
  })
  .strict();
/** See {@link apiKeyListQuery}. */
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuery>;

/**
 * Answer of `GET /api/v1/api-keys`: the caller's unrevoked keys (expired ones included), newest
 * first, with the cursor of the next page (null on the last).
 */
export const apiKeyPage = z
  .object({
    data: z.array(apiKey),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "ApiKeyPage" });
/** See {@link apiKeyPage}. */
export type ApiKeyPage = z.infer<typeof apiKeyPage>;

/** Path parameters naming one key. */
export const apiKeyParams = z.object({ id: z.uuid().describe("The key's id.") });
