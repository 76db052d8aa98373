import { createHash } from "node:crypto";
import type { UserSession } from "@agora/contracts";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { sessions } from "./auth.tables";

/** Longest User-Agent a session keeps, characters. */
export const userAgentLengthMax = 300;

/** Most sessions listed: more than anyone keeps signed in; the oldest beyond it are left out. */
const sessionsListedMax = 50;

/**
 * A session's handle for the list: a hash of its id, so the page never carries what the cookie
 * carries (the id, signed) and a handle cannot be turned back into a session.
 */
function handleOf(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);
}

/**
 * The live sessions of `userId` (`GET /api/v1/sessions`), the newest sign-in first.
 * @param currentId the requesting session's id, marked `current`.
 */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentId: string,
  now = new Date(),
): Promise<UserSession[]> {
  const rows = await db
    .select({ id: sessions.id, data: sessions.data, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(sql`(${sessions.data}->>'signedInAt')::bigint desc nulls last`, desc(sessions.expiresAt))
    .limit(sessionsListedMax);
  return rows.map((row) => {
    const data = row.data as { signedInAt?: number; userAgent?: string };
    return {
      id: handleOf(row.id),
      current: row.id === currentId,
      signedInAt: typeof data.signedInAt === "number" ? new Date(data.signedInAt).toISOString() : null,
      userAgent: data.userAgent || null,
      expiresAt: row.expiresAt.toISOString(),
    };
  });
}

/**
 * Ends every session of `userId` but `currentId` (`POST /api/v1/sessions/sign-out-others`): their
 * cookies stop working at once, and their WebSockets close at the next session check.
 * @returns how many sessions were ended.
 */
export async function signOutOtherSessions(db: Db, userId: string, currentId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Ends every session of `userId` (their account was suspended): their cookies stop working at
 * once, and their WebSockets close at the next session check.
 * @returns how many sessions were ended.
 */
export async function endAllSessions(db: Db | Tx, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
