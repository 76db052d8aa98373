import type { SessionStore } from "@fastify/session";
import { eq, lt, sql } from "drizzle-orm";
import type { Session } from "fastify";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { sessions } from "./auth.tables";

/** Session lifetime when the cookie carries none (should not happen: we always set maxAge), in ms. */
const fallbackTtlMs = 24 * 60 * 60 * 1000;
/**
 * Longest life of a session row that names no user, in ms: one made by `/api/login` for a
 * sign-in in progress. Such a row is worth nothing once the sign-in window is over, and without
 * this cap every visit to `/api/login` left a row for the whole idle TTL (30 days by default).
 * The same bound refuses a sign-in finished later at `/api/callback`.
 */
export const signInWindowMs = 10 * 60 * 1000;

declare module "fastify" {
  interface Session {
    /** The signed-in user's id; absent before sign-in. */
    userId?: string;
    /** When the sign-in completed, ms since the epoch. */
    signedInAt?: number;
    /** The browser's User-Agent at sign-in, cut to `userAgentLengthMax`. */
    userAgent?: string;
    /** The sign-in in progress (OIDC authorization code + PKCE), between /api/login and /api/callback. */
    login?: { state: string; codeVerifier: string; nonce: string; returnTo: string; startedAt: number };
  }
}

/**
 * @fastify/session store backed by the `sessions` table, so sessions survive restarts and are
 * shared by every instance. Expired rows are ignored on read and removed by {@link pruneExpiredSessions}.
 */
export class PgSessionStore implements SessionStore {
  readonly #db: Db;

  /** @param db the database holding the `sessions` table. */
  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Upserts the session. A signed-in session's row expires with its cookie (`session.cookie.expires`,
   * the idle TTL, renewed on use); one without a user within {@link signInWindowMs}.
   */
  set(sessionId: string, session: Session, callback: (err?: unknown) => void): void {
    const expires = session.cookie?.expires;
    const userId = session.userId ?? null;
    const cookieExpiresMs = expires ? new Date(expires).getTime() : Date.now() + fallbackTtlMs;
    const expiresAt = new Date(userId ? cookieExpiresMs : Math.min(cookieExpiresMs, Date.now() + signInWindowMs));
    const data = JSON.parse(JSON.stringify(session)) as unknown;
    this.#db
      .insert(sessions)
      .values({ id: sessionId, data, userId, expiresAt })
      .onConflictDoUpdate({ target: sessions.id, set: { data, userId, expiresAt } })
      .then(
        () => callback(),
        (err: unknown) => callback(err),
      );
  }

  /** Loads the session, or passes `null` when it is unknown or expired. */
  get(sessionId: string, callback: (err: unknown, result?: never | null) => void): void {
    this.#db
      .select({ data: sessions.data, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .then(
        ([row]) => callback(null, (row && row.expiresAt.getTime() > Date.now() ? row.data : null) as never),
        (err: unknown) => callback(err),
      );
  }

  /** Deletes the session (sign-out, rotation). */
  destroy(sessionId: string, callback: (err?: unknown) => void): void {
    this.#db
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .then(
        () => callback(),
        (err: unknown) => callback(err),
      );
  }
}

/**
 * Deletes sessions whose expiry has passed.
 * @returns how many rows were removed.
 */
export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}

/**
 * Session id → user id (null before sign-in completes) for the sessions among `ids` that exist
 * and have not expired at `now`: the same conditions the store applies when it loads a session.
 * One query; read-only.
 */
export async function liveSessionUsers(db: Db, ids: string[], now: Date): Promise<Map<string, string | null>> {
  const rows = await executeRows<{ id: string; user_id: string | null }>(
    db,
    sql`select id, user_id from sessions
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          and expires_at > ${now.toISOString()}::timestamptz`,
  );
  return new Map(rows.map((r) => [r.id, r.user_id === null ? null : String(r.user_id)]));
}
