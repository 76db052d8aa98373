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
import { executeRows } from "../../db/rows";

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
 * Publishes an event inside the caller's transaction: stored in `events` (unless `transient`) and
 * announced with `pg_notify`, which PostgreSQL delivers to every listening instance only when the
 * transaction commits, so no client hears of a change that rolled back.
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
  let id: string | null = null;
  if (!transient) {
    const [row] = await executeRows<{ id: bigint | string }>(
      tx,
      sql`insert into events (channel, event, data) values (${channel}, ${event}, ${JSON.stringify(data)}::jsonb) returning id`,
    );
    id = String(row?.id);
  }
  const full = JSON.stringify({ id, channel, event, data });
  const payload = full.length <= payloadMax || id === null ? full : JSON.stringify({ id, channel, event, ref: true });
  await executeRows(tx, sql`select pg_notify(${notifyChannel}, ${payload})`);
}

/**
 * A stored or notified event as read back. Only {@link publishEvent} writes them, typed against the
 * contract, so the row is taken as the event it was written as rather than parsed again.
 */
function asEvent(id: string | null, channel: string, event: string, data: unknown): RealtimeEvent {
  return { id, channel, event, data } as RealtimeEvent;
}

/**
 * Stored events of `channel` after `lastEventId`, oldest first: at most `replayEventsMax` (the
 * protocol's bound, which the clients' duplicate windows are sized by); a client further behind reloads.
 */
export async function eventsAfter(db: Db, channel: string, lastEventId: string): Promise<RealtimeEvent[]> {
  const rows = await executeRows<{ id: bigint | string; event: string; data: unknown }>(
    db,
    sql`select id, event, data from events where channel = ${channel} and id > ${lastEventId}::bigint order by id limit ${replayEventsMax}`,
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
