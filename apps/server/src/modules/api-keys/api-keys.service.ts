import { createHash, randomBytes } from "node:crypto";
import {
  type ApiKey,
  type ApiKeyListQuery,
  type ApiKeyPage,
  type ApiKeyScope,
  apiKeysPerUserMax,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  isAdminApiKeyScope,
} from "@agora/contracts";
import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows, perDatabase } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { type UserRow, userAccountColumns, userAccountView } from "../users/users.tables";
import { type ApiKeyRow, apiKeys } from "./api-keys.tables";

/** Every secret starts with this, so leaked keys are easy to recognise (and to scan for). */
export const apiKeySecretPrefix = "agora_sk_";
/** Random characters of the secret shown in listings after {@link apiKeySecretPrefix}. */
const visibleChars = 8;
/** `last_used_at` is refreshed at most this often per key, in ms, to spare a write per request. */
const lastUsedResolutionMs = 60_000;

/** SHA-256 (hex) of a secret: keys carry 256 random bits, so a fast hash is enough (no salt needed). */
function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Shapes a row for the API; never includes the hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    parentKeyId: row.parentKeyId,
  };
}

/** Who creates a key, which bounds what the new key may carry. */
export interface KeyIssuer {
  /** The role the caller acts with in this request; only `admin` may grant the admin scopes. */
  role: "user" | "admin";
  /** Scopes the caller may hand out: all for a browser session, its own when a key creates a key. */
  grantable: ReadonlySet<ApiKeyScope> | "all";
  /**
   * When a key creates a key: the creating key's id (api_keys.id), recorded as the new key's parent.
   * Undefined for a browser session, whose keys have no parent and may live as long as their owner
   * chooses. The parent's expiry and liveness are read from the database, not taken from here.
   */
  parentKeyId?: string;
}

/**
 * Serialises, per user, what changes the shape of their key families: creating a key and revoking
 * keys. Without it a key could create a child while it is being revoked, and the revocation's walk
 * down the family, which reads the rows committed before it began, would miss that child.
 */
async function lockKeysOf(tx: Db | Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_keys:${userId}`}))`);
}

function isExpired(row: Pick<ApiKeyRow, "expiresAt">, now: Date): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
}

/**
 * Creates a key for `userId` and returns it with its secret (the only time the secret is known).
 * A key can never mint a more powerful or longer-lived one than itself, and the key it mints is
 * recorded as its child, so revoking it revokes the child too (decision 056).
 * @param issuer the caller's role, grantable scopes and, for a key, its id.
 * @param now the instant expiries are compared with.
 * @throws AppError('validation_failed') naming `expiresAt` when it is not in the future, or when the
 *   creating key expires and `expiresAt` is missing or later than the creating key's expiry.
 * @throws AppError('forbidden') naming `scopes` when a requested scope is not grantable, or is an
 *   admin scope and the caller does not act as an admin.
 * @throws AppError('unauthorized') when the creating key was revoked or expired since it authenticated.
 * @throws AppError('limit_reached') when the user already holds {@link apiKeysPerUserMax} live keys.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  input: CreateApiKeyRequest,
  issuer: KeyIssuer,
  now = new Date(),
): Promise<CreatedApiKey> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError("validation_failed", "expiresAt must be in the future", [
      { in: "body", field: "expiresAt", message: "must be in the future" },
    ]);
  }
  const adminOnly = issuer.role === "admin" ? [] : input.scopes.filter(isAdminApiKeyScope);
  if (adminOnly.length) {
    const message = `only an admin can grant ${adminOnly.join(", ")}`;
    throw new AppError("forbidden", `scopes: ${message}`, [{ in: "body", field: "scopes", message }]);
  }
  const grantable = issuer.grantable;
  const denied = grantable === "all" ? [] : input.scopes.filter((s) => !grantable.has(s));
  if (denied.length) {
    const message = `this API key cannot grant scopes it does not hold: ${denied.join(", ")}`;
    throw new AppError("forbidden", `scopes: ${message}`, [{ in: "body", field: "scopes", message }]);
  }
  const secret = apiKeySecretPrefix + randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    await lockKeysOf(tx, userId);
    const parentKeyId = issuer.parentKeyId ?? null;
    if (parentKeyId !== null) {
      // Read under the lock: a parent revoked (or expired) after it authenticated this request
      // must not leave behind a live child its revocation never saw.
      const parent = await findApiKeyOf(tx, userId, parentKeyId);
      if (!parent || parent.revokedAt || isExpired(parent, now)) {
        throw new AppError("unauthorized", "The API key creating this key was revoked or has expired");
      }
      // A child never outlives its parent, so a parent's expiry ends its whole family with it
      // (expires_at never changes after creation).
      const parentExpiresAt = parent.expiresAt;
      if (parentExpiresAt && (!expiresAt || expiresAt.getTime() > parentExpiresAt.getTime())) {
        const message = `must be set and no later than the creating key's expiry, ${parentExpiresAt.toISOString()}`;
        throw new AppError("validation_failed", `expiresAt ${message}`, [{ in: "body", field: "expiresAt", message }]);
      }
    }
    const [live] = await tx.select({ n: count() }).from(apiKeys).where(liveKeysOf(userId, now));
    if ((live?.n ?? 0) >= apiKeysPerUserMax) {
      throw new AppError("limit_reached", `At most ${apiKeysPerUserMax} API keys; revoke one first`);
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix: secret.slice(0, apiKeySecretPrefix.length + visibleChars),
        secretHash: hashSecret(secret),
        scopes: input.scopes,
        expiresAt,
        parentKeyId,
      })
      .returning();
    if (!inserted) throw new Error("api key insert returned no row");
    return inserted;
  });
  return { ...toApiKey(row), secret };
}

/** Keys of `userId` that still work: not revoked, not expired. */
function liveKeysOf(userId: string, now: Date) {
  return and(
    eq(apiKeys.userId, userId),
    isNull(apiKeys.revokedAt),
    or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > ${now.toISOString()}`),
  );
}

/**
 * One page of the user's unrevoked keys (expired ones included, so owners see why a key stopped),
 * newest first, keyset-paged on (created_at, id). Expired keys are not bounded by
 * {@link apiKeysPerUserMax}, so the list is paged rather than cut.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listApiKeys(db: Db, userId: string, query: ApiKeyListQuery): Promise<ApiKeyPage> {
  const rows = await db
    .select({ ...getTableColumns(apiKeys), cursorAt: exactInstant(apiKeys.createdAt) })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.userId, userId),
        isNull(apiKeys.revokedAt),
        keysetAfter(apiKeys.createdAt, apiKeys.id, keysetPosition(query.cursor), "newest"),
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return { data: page.map((row) => toApiKey(row)), nextCursor };
}

/**
 * Revokes one of the user's keys and every key created through it (its children, their children,
 * …) in one transaction; they all stop working at once, their sockets within the credential check
 * (decision 056).
 * @returns how many descendant keys were revoked with it.
 * @throws AppError('not_found') when the key is unknown, already revoked, or someone else's.
 */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<number> {
  return db.transaction(async (tx) => {
    // After the lock, so the walk sees every child committed before it: none can be added meanwhile.
    await lockKeysOf(tx, userId);
    const revoked = await executeRows<{ id: string }>(
      tx,
      sql`with recursive family(id) as (
            select id from api_keys where id = ${keyId} and user_id = ${userId} and revoked_at is null
            union
            select k.id from api_keys k join family f on k.parent_key_id = f.id where k.user_id = ${userId}
          )
          update api_keys set revoked_at = now()
          where id in (select id from family) and revoked_at is null
          returning id`,
    );
    if (!revoked.some((r) => String(r.id) === keyId)) throw notFound("API key");
    return revoked.length - 1;
  });
}

/**
 * Revokes every live key of the user at once (their agent was suspended): code holding them stops
 * working on its next request.
 * @returns how many keys it revoked.
 */
export async function revokeAllApiKeys(tx: Db | Tx, userId: string): Promise<number> {
  // The same lock as key creation, so no key created by a key at this moment escapes.
  await lockKeysOf(tx, userId);
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}

/** The user's key `keyId`, revoked or not; undefined when it is unknown or someone else's. */
export async function findApiKeyOf(db: Db | Tx, userId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  return row;
}

/** The keys `ids` by id (unknown ids left out), for listings that name a key. */
export async function apiKeysByIds(db: Db | Tx, ids: string[]): Promise<Map<string, ApiKeyRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(apiKeys).where(inArray(apiKeys.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A successfully authenticated key and its owner. */
export interface ApiKeyPrincipal {
  user: UserRow;
  keyId: string;
  /** When the key stops working; null when it never does. */
  expiresAt: Date | null;
  scopes: ReadonlySet<ApiKeyScope>;
}

// Every keyed request runs this lookup: built once per database instead of per request, since
// building a join on a view's proxied columns costs Drizzle about 0.2 ms of CPU each time.
const keyLookupOf = perDatabase((db) =>
  db
    .select({ key: apiKeys, user: userAccountColumns })
    .from(apiKeys)
    .innerJoin(userAccountView, eq(userAccountView.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, sql.placeholder("secretHash")))
    .prepare("authenticate_api_key"),
);

/**
 * Checks a bearer secret and records its use (to the minute).
 * @returns the key's owner and scopes.
 * @throws AppError('unauthorized') when the secret is unknown, revoked or expired.
 */
export async function authenticateApiKey(db: Db, secret: string, now = new Date()): Promise<ApiKeyPrincipal> {
  if (!secret.startsWith(apiKeySecretPrefix)) throw new AppError("unauthorized", "Invalid API key");
  const [found] = await keyLookupOf(db).execute({ secretHash: hashSecret(secret) });
  if (!found || found.key.revokedAt) throw new AppError("unauthorized", "Invalid or revoked API key");
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("unauthorized", `API key expired at ${found.key.expiresAt.toISOString()}`);
  }
  const stale = new Date(now.getTime() - lastUsedResolutionMs);
  if (!found.key.lastUsedAt || found.key.lastUsedAt < stale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, found.key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { user: found.user, keyId: found.key.id, expiresAt: found.key.expiresAt, scopes: new Set(found.key.scopes) };
}

/**
 * The ids among `ids` (api_keys.id, one query however many) of keys neither revoked nor expired at
 * `now`: the same conditions {@link authenticateApiKey} applies to every request. Read-only.
 */
export async function liveApiKeyIds(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select id from api_keys
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
          and revoked_at is null and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return new Set(rows.map((r) => String(r.id)));
}
