import {
  type RealtimeChannel,
  type RealtimeEvent,
  type RealtimeEventData,
  type RealtimeEventName,
  replayEventsMax,
} from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pruneOlderThan } from "../../db/prune";
import { arrayLiteral, executeRows } from "../../db/rows";

/** The PostgreSQL NOTIFY channel every instance listens on. */
export const notifyChannel = "agora_events";
/** NOTIFY payloads must stay under 8,000 bytes; larger events travel by id and are read back. */
const payloadMax = 7_500;

/**
 * Streams one heartbeat notice carries: 80 pairs of UUIDs (about 82 bytes each as json_agg writes
 * them) keep it within {@link payloadMax}.
 */
export const heartbeatNoticeMax = 80;

/**
 * What a batched heartbeat write announces (`recordHeartbeats`): one NOTIFY for up to
 * {@link heartbeatNoticeMax} streams instead of one per stream, since an instance writes a
 * thousand a second at 10,000 streams and each notification costs every listening instance a
 * protocol message and a parse. Every instance expands it into the contract's `stream.heartbeat`
 * events ({@link notifiedEvents}).
 */
export interface HeartbeatNotice {
  /** ISO 8601 instant every stream's `last_heartbeat_at` was moved to. */
  heartbeatsAt: string;
  /** `[stream id, contract id]` of each stream whose heartbeat was recorded. */
  streams: [streamId: string, contractId: string][];
}

/** A notified event as it arrives: `ref` when it was too large and must be read back by id. */
export type NotifiedEvent = RealtimeEvent & { ref?: boolean };

/**
 * The events one NOTIFY payload carries: the event {@link publishEvent} wrote, or each stream's
 * `stream.heartbeat` of a {@link HeartbeatNotice}. Written by this server in these shapes, so not
 * validated again.
 * @throws SyntaxError for a payload that is not JSON.
 */
export function notifiedEvents(payload: string): NotifiedEvent[] {
  const parsed = JSON.parse(payload) as NotifiedEvent | HeartbeatNotice;
  if (!("heartbeatsAt" in parsed)) return [parsed];
  const lastHeartbeatAt = parsed.heartbeatsAt;
  return parsed.streams.map(([streamId, contractId]) => ({
    id: null,
    channel: `stream:${streamId}`,
    event: "stream.heartbeat",
    data: { streamId, contractId, status: "active", lastHeartbeatAt },
  }));
}

/**
 * The outbox publishers of this process (decision 080), registered by the hubs of `EVENTS_BUS=nats`
 * apps. While one is registered, stored events go through `events_outbox` instead of NOTIFY, and
 * each publisher is nudged to look for them. Process-wide because {@link publishEvent} is called
 * with a transaction only; the composition root sets the bus once per process (tests run one per file).
 */
const outboxNudges = new Set<() => void>();

/**
 * Routes this process's stored events through `events_outbox` to `nudge` (the JetStream publisher)
 * instead of NOTIFY, until the returned function is called.
 */
export function routeEventsThroughOutbox(nudge: () => void): () => void {
  outboxNudges.add(nudge);
  return () => outboxNudges.delete(nudge);
}

/**
 * Publishes an event inside the caller's transaction: stored in `events` (unless `transient`) and
 * announced after commit. With the default bus that is `pg_notify`, which PostgreSQL delivers to
 * every listening instance only when the transaction commits, so no client hears of a change that
 * rolled back. With `EVENTS_BUS=nats` a stored event gets an `events_outbox` row in the same
 * transaction and the outbox publisher sends it to JetStream once it can see the committed row
 * (decision 080); transient events still go by NOTIFY.
 * The payload is typed by the event's name against the contract (`realtimeEventData` in
 * `@agora/contracts`), so a payload clients would not understand fails to compile.
 * @param channel `contract:<id>`, `stream:<id>` or `user:<id>`.
 * @param transient true for events worth nothing after the fact (heartbeats): not stored, not replayed.
 */
export async function publishEvent<E extends RealtimeEventName>(
  tx: Db | Tx,
  channel: RealtimeChannel,
  event: E,
  data: RealtimeEventData<E>,
  transient = false,
): Promise<void> {
  const json = JSON.stringify(data);
  if (!transient && outboxNudges.size) {
    await executeRows(
      tx,
      sql`with e as (insert into events (channel, event, data) values (${channel}, ${event}, ${json}::jsonb) returning id)
          insert into events_outbox (event_id) select id from e`,
    );
    for (const nudge of outboxNudges) nudge();
    return;
  }
  let id: string | null = null;
  if (!transient) {
    const [row] = await executeRows<{ id: bigint | string }>(
      tx,
      sql`insert into events (channel, event, data) values (${channel}, ${event}, ${json}::jsonb) returning id`,
    );
    id = String(row?.id);
  }
  const full = JSON.stringify({ id, channel, event, data });
  const payload = full.length <= payloadMax || id === null ? full : JSON.stringify({ id, channel, event, ref: true });
  await executeRows(tx, sql`select pg_notify(${notifyChannel}, ${payload})`);
}

/**
 * Publishes transient events (see {@link publishEvent}: not stored, not replayed) inside the
 * caller's transaction in one statement, each announced by `pg_notify` at commit: for a batch
 * that would otherwise spend a round trip on each. Each payload must stay under NOTIFY's 8,000
 * bytes (PostgreSQL docs, NOTIFY), as a handful of ids and figures does.
 */
export async function publishTransientEvents<E extends RealtimeEventName>(
  tx: Db | Tx,
  events: ReadonlyArray<{ channel: RealtimeChannel; event: E; data: RealtimeEventData<E> }>,
): Promise<void> {
  if (!events.length) return;
  const payloads = events.map((e) => JSON.stringify({ id: null, channel: e.channel, event: e.event, data: e.data }));
  await executeRows(tx, sql`select pg_notify(${notifyChannel}, p) from unnest(${arrayLiteral(payloads)}::text[]) as p`);
}

/** An event waiting in `events_outbox`, with the message id that deduplicates its publishes. */
export interface UnpublishedEvent {
  event: RealtimeEvent & { id: string };
  /**
   * `<event id>@<created_at in µs since the epoch>`: the same for every publish of the row, and
   * different for an event of another database that reuses the id (a test database, a reset
   * development one) sharing the NATS server within the duplicate window.
   */
  messageId: string;
}

/**
 * Events waiting in `events_outbox`, oldest first, at most `limit`: what the JetStream publisher
 * sends next. Rows of transactions not yet committed are not visible, so only committed events come
 * back. `lock` (PostgreSQL, inside a transaction) claims the rows with `FOR UPDATE SKIP LOCKED`,
 * so two instances' publishers never send the same rows at once.
 */
export async function unpublishedEvents(db: Db | Tx, limit: number, lock = false): Promise<UnpublishedEvent[]> {
  const rows = await executeRows<{ id: bigint | string; channel: string; event: string; data: unknown; at: string }>(
    db,
    sql`select e.id, e.channel, e.event, e.data, (extract(epoch from e.created_at) * 1000000)::bigint::text as at
        from events_outbox o join events e on e.id = o.event_id
        order by o.event_id limit ${limit} ${lock ? sql`for update of o skip locked` : sql``}`,
  );
  return rows.map((r) => ({
    event: asEvent(String(r.id), r.channel, r.event, r.data) as RealtimeEvent & { id: string },
    messageId: `${r.id}@${r.at}`,
  }));
}

/** Removes published events from `events_outbox` (JetStream acknowledged them). */
export async function markEventsPublished(db: Db | Tx, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await executeRows(db, sql`delete from events_outbox where event_id = any(${`{${ids.join(",")}}`}::bigint[])`);
}

/**
 * A stored or notified event as read back. Only {@link publishEvent} writes them, typed against the
 * contract, so the row is taken as the event it was written as rather than parsed again.
 */
function asEvent(id: string | null, channel: string, event: string, data: unknown): RealtimeEvent {
  return { id, channel, event, data } as RealtimeEvent;
}

/**
 * Stored events of `channel` a client that handled `lastEventId` may have missed, oldest first: at
 * most `replayEventsMax` (the protocol's bound, which the clients' duplicate windows are sized by);
 * a client further behind reloads.
 *
 * Those are the events after `lastEventId`, and also earlier ids whose transaction was still open
 * when `lastEventId`'s event was written (decision 084): ids are taken at insert, so such an event
 * can commit after the client received the later one, and an "id after" replay alone never sends
 * it. Any such transaction's id is at or above that event's `horizon` (the xmin of its snapshot),
 * so the look-back returns those events and perhaps a few the client has already seen, which its
 * duplicate filter (`ReplayCursor`) drops. The look-back reads the `replayEventsMax` events
 * before `lastEventId`: one open transaction would have to outlive that many later events of its
 * own channel to be missed.
 * @param lastEventId the newest stored event id the client handled (digits).
 */
export async function eventsAfter(db: Db, channel: string, lastEventId: string): Promise<RealtimeEvent[]> {
  const rows = await executeRows<{ id: bigint | string; event: string; data: unknown }>(
    db,
    sql`select id, event, data from (
          (select e.id, e.event, e.data from events e
            join events l on l.id = ${lastEventId}::bigint and l.channel = ${channel}
            where e.id in (select id from events where channel = ${channel} and id < ${lastEventId}::bigint
                           order by id desc limit ${replayEventsMax})
              and e.xid >= l.horizon)
          union all
          (select id, event, data from events where channel = ${channel} and id > ${lastEventId}::bigint
            order by id limit ${replayEventsMax})
        ) missed order by id limit ${replayEventsMax}`,
  );
  return rows.map((r) => asEvent(String(r.id), channel, r.event, r.data));
}

/** One stored event by id (for payloads too large for NOTIFY). */
export async function eventById(db: Db, id: string): Promise<RealtimeEvent | undefined> {
  const [row] = await executeRows<{ id: bigint | string; channel: string; event: string; data: unknown }>(
    db,
    sql`select id, channel, event, data from events where id = ${id}::bigint`,
  );
  return row ? asEvent(String(row.id), row.channel, row.event, row.data) : undefined;
}

/**
 * Deletes stored events older than `retentionDays` (hourly maintenance). Ids come from a sequence
 * and are never reused, so a later replay after a pruned `lastEventId` returns the retained events
 * after it and nothing else.
 * @returns how many events were deleted.
 */
export async function pruneEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return pruneOlderThan(db, "events", retentionDays, now);
}
