import type { ContactMessage, ContactMessagePage, ContactMessageRequest } from "@agora/contracts";
import { desc, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import { contactMessages } from "./contact.tables";

type ContactMessageRow = typeof contactMessages.$inferSelect;

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
  const rows = await db
    .select({ ...getTableColumns(contactMessages), cursorAt: exactInstant(contactMessages.createdAt) })
    .from(contactMessages)
    .where(keysetAfter(contactMessages.createdAt, contactMessages.id, keysetPosition(query.cursor), "newest"))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return { data: page.map(toContactMessage), nextCursor };
}
