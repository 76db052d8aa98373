import type { ContactMessage, ContactMessagePage, ContactMessageRequest } from "@agora/contracts";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { cursorInstant, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { contactMessages } from "./contact.tables";

type ContactMessageRow = typeof contactMessages.$inferSelect;

const pageCursor = z.object({ at: cursorInstant, id: cursorUuid }).strict();

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a message to the team (`POST /api/v1/contact-messages`).
 * @param userId the writer's account when signed in, else null.
 * @returns its id and when it was stored.
 */
export async function createContactMessage(
  db: Db,
  request: ContactMessageRequest,
  userId: string | null,
): Promise<{ id: string; createdAt: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...request, userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("contact message insert returned no row");
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/**
 * Contact messages, newest first, keyset-paged on (created_at, id) so that messages arriving
 * while an admin pages never shift or repeat a page (`GET /api/v1/admin/contact-messages`).
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listContactMessages(
  db: Db,
  query: { cursor?: string | undefined; limit: number },
): Promise<ContactMessagePage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, pageCursor);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      after &&
        or(
          lt(contactMessages.createdAt, new Date(after.at)),
          and(eq(contactMessages.createdAt, new Date(after.at)), lt(contactMessages.id, after.id)),
        ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toContactMessage),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
  };
}
