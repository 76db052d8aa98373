import {
  type Notification,
  type NotificationCategory,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPreference,
  type NotificationReadRequest,
  notificationCategories,
  type OutboxEmail,
} from "@agora/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorInt8, decodeCursor, encodeCursor } from "../../lib/cursor";
import { notFound } from "../../lib/errors";
import { exactInstant, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { userEventView } from "../realtime/realtime.tables";
import { categoryOf, type EventBody, emailText, notificationText } from "./notification-text";
import { emailOutbox, notificationPreferences, notificationReads, notificationState } from "./notifications.tables";

/** A position in a notification list: the last event id shown (newest first). */
const notificationCursor = z.object({ id: cursorInt8 }).strict();

/** The categories the person turned off in the app (no row: on). */
function hiddenCategories(userId: string) {
  return sql`select category from ${notificationPreferences} where user_id = ${userId}::uuid and not in_app`;
}

/** Whether event row `e` is read for `userId` (state `s` and reads `r` joined). */
const isRead = sql`(e.id <= coalesce(s.read_through_event_id, 0) or r.event_id is not null)`;

type NotificationRow = { id: string | bigint; event: string; data: unknown; created_at: Date | string; read: boolean };

/**
 * The actor's notifications: the stored events of their own channel, newest first, in the
 * categories they keep in the app, told in words with a link (decision 040). Events are kept for
 * the events retention period, so older notifications are gone with them.
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listNotifications(db: Db, actor: Actor, query: NotificationListQuery): Promise<NotificationPage> {
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, notificationCursor).id;
  const mine = sql`e.channel = ${`user:${actor.id}`} and split_part(e.event, '.', 1) not in (${hiddenCategories(actor.id)})`;
  const joins = sql`left join ${notificationState} s on s.user_id = ${actor.id}::uuid
    left join ${notificationReads} r on r.user_id = ${actor.id}::uuid and r.event_id = e.id`;
  const rows = await executeRows<NotificationRow>(
    db,
    sql`select e.id, e.event, e.data, e.created_at, ${isRead} as read from ${userEventView} e ${joins}
      where ${mine}
        ${before === undefined ? sql`` : sql`and e.id < ${before}::bigint`}
        ${query.unread ? sql`and not ${isRead}` : sql``}
      order by e.id desc limit ${query.limit + 1}`,
  );
  const [total] = await executeRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from ${userEventView} e ${joins} where ${mine} and not ${isRead}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toNotification),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ id: String(last.id) }) : null,
    unreadTotal: total?.unread ?? 0,
  };
}

/** A stored event as a notification. */
function toNotification(row: NotificationRow): Notification {
  const { text, href } = notificationText({ event: row.event, data: row.data } as EventBody);
  return {
    id: String(row.id),
    event: row.event,
    category: categoryOf(row.event),
    text,
    href,
    read: row.read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Marks notifications read: the listed ones, or all up to the newest.
 * @throws AppError('not_found') when an id is not one of the actor's notifications (nothing is marked).
 */
export async function markNotificationsRead(db: Db, actor: Actor, request: NotificationReadRequest): Promise<void> {
  const channel = `user:${actor.id}`;
  if ("all" in request) {
    await db.transaction(async (tx) => {
      const [newest] = await executeRows<{ id: string | bigint | null }>(
        tx,
        sql`select max(id) as id from ${userEventView} where channel = ${channel}`,
      );
      if (newest?.id == null) return;
      const through = BigInt(newest.id);
      await tx
        .insert(notificationState)
        .values({ userId: actor.id, readThroughEventId: through })
        .onConflictDoUpdate({
          target: notificationState.userId,
          set: {
            readThroughEventId: sql`greatest(${notificationState.readThroughEventId}, excluded.read_through_event_id)`,
          },
        });
      await tx.execute(
        sql`delete from ${notificationReads} where user_id = ${actor.id}::uuid and event_id <= ${through}::bigint`,
      );
    });
    return;
  }
  const ids = [...new Set(request.ids)];
  const owned = await executeRows<{ id: string | bigint }>(
    db,
    sql`select id from ${userEventView} where channel = ${channel} and id in (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )})`,
  );
  if (owned.length !== ids.length) throw notFound("Notification");
  await db
    .insert(notificationReads)
    .values(ids.map((id) => ({ userId: actor.id, eventId: BigInt(id) })))
    .onConflictDoNothing();
}

/**
 * Every category's preference for the actor, the defaults (in the app: on; by email: the SQL
 * function `notification_email_default`) where they chose nothing.
 */
export async function getNotificationPreferences(db: Db, actor: Actor): Promise<{ data: NotificationPreference[] }> {
  const rows = await executeRows<{ category: NotificationPreference["category"]; in_app: boolean; email: boolean }>(
    db,
    sql`select c.category, coalesce(p.in_app, true) as in_app, coalesce(p.email, notification_email_default(c.category)) as email
      from unnest(${sql.raw(`array[${notificationCategories.map((c) => `'${c}'`).join(", ")}]`)}::text[]) with ordinality as c(category, n)
      left join ${notificationPreferences} p on p.user_id = ${actor.id}::uuid and p.category = c.category
      order by c.n`,
  );
  return { data: rows.map((r) => ({ category: r.category, inApp: r.in_app, email: r.email })) };
}

/** Stores the actor's choices for the given categories; the others keep theirs. */
export async function setNotificationPreferences(
  db: Db,
  actor: Actor,
  preferences: NotificationPreference[],
): Promise<{ data: NotificationPreference[] }> {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ userId: actor.id, category: p.category, inApp: p.inApp, email: p.email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
    });
  return getNotificationPreferences(db, actor);
}

type OutboxRow = {
  id: string;
  to_address: string;
  event: string;
  data: unknown;
  created_at: Date | string;
  status: OutboxEmail["status"];
  attempts: number;
  sent_at: Date | string | null;
  message_id: string | null;
  last_error: string | null;
  cursorAt: string;
};

/**
 * The email outbox, newest first, rendered with the notification's words as they are (or would be)
 * sent, with each email's sending state (decision 069). Links are absolute, on `publicUrl`, as an
 * email needs.
 * @param sending whether this server sends the outbox (SMTP_URL is set); echoed for the page.
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listOutbox(
  db: Db,
  query: { cursor?: string; limit: number },
  publicUrl: string,
  sending: boolean,
): Promise<{ data: OutboxEmail[]; nextCursor: string | null; sending: boolean }> {
  const after = keysetPosition(query.cursor);
  const rows = await executeRows<OutboxRow>(
    db,
    sql`select id, to_address, event, data, created_at, status, attempts, sent_at, message_id, last_error,
        ${exactInstant(sql`created_at`)} as "cursorAt"
      from ${emailOutbox}
      ${after ? sql`where (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by created_at desc, id desc limit ${query.limit + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return {
    data: page.map((row) => ({
      id: row.id,
      to: row.to_address,
      ...emailText({ event: row.event, data: row.data } as EventBody, publicUrl),
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status,
      attempts: Number(row.attempts),
      sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      messageId: row.message_id,
      lastError: row.last_error,
    })),
    nextCursor,
    sending,
  };
}

/**
 * Forgets `userId`'s notification data, whose account is being erased (decision 071): their email
 * preferences, read marks, and every outbox email addressed to them, sent or not. The outbox holds
 * their address, and a queued email would write to a person who left.
 */
export async function forgetNotificationsOf(tx: Tx, userId: string): Promise<undefined> {
  await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  await tx.delete(notificationState).where(eq(notificationState.userId, userId));
  return undefined;
}

/**
 * Those of `userIds` (uuids) who turned `category` off both in the app and by email: nothing would
 * show them its events, so a fan-out may skip them (saved agents, decision 074).
 */
export async function usersMutingCategory(
  db: Db | Tx,
  userIds: readonly string[],
  category: NotificationCategory,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...userIds]),
        eq(notificationPreferences.category, category),
        eq(notificationPreferences.inApp, false),
        eq(notificationPreferences.email, false),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
