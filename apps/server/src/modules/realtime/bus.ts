import { type JetStreamClient, jetstream, jetstreamManager, StorageType } from "@nats-io/jetstream";
import { connect, type NatsConnection, nanos, type Subscription } from "@nats-io/transport-node";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db, Tx } from "../../db/client";
import { markEventsPublished, notifyChannel, routeEventsThroughOutbox, unpublishedEvents } from "./events";

/**
 * How events of every instance reach this instance's hub (decision 080). Payloads are in the
 * NOTIFY format (`notifiedEvents` parses them) on both buses.
 */
export interface EventsBus {
  /** Starts receiving; `onPayload` gets each payload of a watched channel (and every transient one). */
  start(onPayload: (payload: string) => void): Promise<void>;
  /**
   * Starts receiving `channel`'s events (its first watcher on this instance). Resolves once the
   * server has the subscription, so a replay read after it cannot miss an event published between.
   * Never rejects: a bus that is down is logged, and its client subscribes again on reconnecting.
   */
  watch(channel: string): Promise<void>;
  /** Stops receiving `channel`'s events (its last watcher left). */
  unwatch(channel: string): void;
  /**
   * Messages this instance received from the bus so far: with NOTIFY every instance's every
   * notification, with NATS only those of its watched channels (what each instance pays for).
   */
  received(): number;
  /** Stops receiving and publishing; waits for a publish pass under way. */
  close(): Promise<void>;
}

/**
 * The default bus: PostgreSQL LISTEN/NOTIFY. Every instance hears every event, so watching is
 * free and does nothing.
 */
export function postgresEventsBus(database: Database): EventsBus {
  let stop: (() => Promise<void>) | undefined;
  let received = 0;
  return {
    async start(onPayload) {
      stop = await database.listen(notifyChannel, (payload) => {
        received += 1;
        onPayload(payload);
      });
    },
    received: () => received,
    watch: async () => {},
    unwatch: () => {},
    async close() {
      await stop?.();
    },
  };
}

/** Subjects of stored events: `agora.events.<kind>.<id>`, one per channel. */
export const eventsSubjectPrefix = "agora.events";
/** The JetStream stream capturing `agora.events.>`. */
export const eventsStreamName = "AGORA_EVENTS";
/**
 * How long the stream keeps an event, ms. The `events` table stays the record and answers replays
 * (its retention is days); the stream only needs to cover a consumer catching up after an outage.
 */
export const eventsStreamMaxAgeMs = 24 * 60 * 60 * 1000;
/** Largest the stream may grow, bytes; the oldest events go first past it. */
export const eventsStreamBytesMax = 1024 ** 3;
/**
 * How long JetStream remembers a message id (the event id) to drop a re-publish, ms. Covers a
 * publisher that crashed after JetStream acknowledged but before it deleted the outbox rows, and
 * two instances' publishers sending the same rows at once.
 */
export const eventsDuplicateWindowMs = 2 * 60 * 1000;
/** Outbox rows one publish pass sends. */
export const outboxBatchMax = 256;
/** Time between passes when nothing was announced: how late an event of a crashed publisher goes out, ms. */
export const outboxPollMs = 500;
/**
 * After this instance published an event, how long its publisher keeps looking for the committed
 * row (the nudge comes before the commit), ms, and how often.
 */
const nudgeWindowMs = 250;
const nudgeRetryMs = 5;
/** Payloads over this size travel by id and are read back (NATS' default max_payload is 1 MiB). */
const natsPayloadMax = 512 * 1024;

/**
 * The NATS subject of `channel` (`<kind>:<id>`): `agora.events.<kind>.<id>`, each part a single
 * token. Characters a token may not hold (`.`, `*`, `>`, spaces) and `_` itself are written
 * `_<hex>`, so distinct channels never share a subject.
 */
export function subjectOf(channel: string): string {
  const colon = channel.indexOf(":");
  const token = (s: string) =>
    s.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.codePointAt(0)?.toString(16).padStart(2, "0")}`) || "_";
  return `${eventsSubjectPrefix}.${token(channel.slice(0, colon))}.${token(channel.slice(colon + 1))}`;
}

/**
 * The NATS JetStream bus (`EVENTS_BUS=nats`): stored events leave through `events_outbox` to
 * subject {@link subjectOf} their channel, captured by the stream {@link eventsStreamName}; the
 * instance subscribes only to the channels its sockets watch. Transient events (heartbeat notices)
 * still come by NOTIFY.
 * @throws what connecting to `url` or creating the stream throws (the server is not reachable,
 *   JetStream is not enabled): the instance does not start half-connected.
 */
export async function natsEventsBus(
  database: Database,
  url: string,
  log: FastifyBaseLogger,
  name = "agora",
): Promise<EventsBus> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1 });
  try {
    await ensureEventsStream(nc);
  } catch (err) {
    await nc.close();
    throw err;
  }
  const publisher = new OutboxPublisher(database, jetstream(nc), log);
  const subscriptions = new Map<string, Subscription>();
  let onPayload: (payload: string) => void = () => {};
  let received = 0;
  let stopListening: (() => Promise<void>) | undefined;
  let stopRouting: (() => void) | undefined;
  return {
    async start(handler) {
      onPayload = handler;
      stopListening = await database.listen(notifyChannel, handler);
      stopRouting = routeEventsThroughOutbox(() => publisher.nudge());
      publisher.start();
    },
    async watch(channel) {
      if (subscriptions.has(channel)) return;
      subscriptions.set(
        channel,
        nc.subscribe(subjectOf(channel), {
          callback: (err, msg) => {
            if (err) return;
            received += 1;
            onPayload(msg.string());
          },
        }),
      );
      await nc.flush().catch((err: unknown) => log.warn({ err, channel }, "NATS subscription not confirmed"));
    },
    received: () => received,
    unwatch(channel) {
      subscriptions.get(channel)?.unsubscribe();
      subscriptions.delete(channel);
    },
    async close() {
      stopRouting?.();
      await stopListening?.();
      await publisher.stop();
      // Draining ends every subscription; sockets closing after it have nothing to unwatch.
      subscriptions.clear();
      await nc.drain().catch(() => nc.close());
    },
  };
}

/** Creates the events stream, or brings an existing one to this configuration. */
async function ensureEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    subjects: [`${eventsSubjectPrefix}.>`],
    max_age: nanos(eventsStreamMaxAgeMs),
    max_bytes: eventsStreamBytesMax,
    duplicate_window: nanos(eventsDuplicateWindowMs),
  };
  const existing = await jsm.streams.info(eventsStreamName).catch(() => undefined);
  if (existing) await jsm.streams.update(eventsStreamName, config);
  else await jsm.streams.add({ name: eventsStreamName, storage: StorageType.File, ...config });
}

/**
 * PGlite publish passes under way, per database: the apps of one process sharing a PGlite database
 * (tests) take turns, as PostgreSQL instances do through their row locks.
 */
const pglitePasses = new WeakMap<Db, Promise<unknown>>();

/**
 * Sends committed events from `events_outbox` to JetStream with the event's id as message id
 * (`Nats-Msg-Id`, see `UnpublishedEvent.messageId`), then deletes their rows. Every instance runs
 * one: an instance that published an event nudges its own, and the others' polls pick up what a
 * crashed instance left. On PostgreSQL a pass holds its rows locked (`SKIP LOCKED`) until JetStream
 * acknowledged them and their deletion commits, so live subscribers (which read the subject, not
 * the deduplicated stream) get each event once; a crash after the ack and before the commit
 * re-publishes the rows, which the stream drops within {@link eventsDuplicateWindowMs} and clients
 * drop by event id.
 */
class OutboxPublisher {
  #nudgedUntil = 0;
  #wake: (() => void) | undefined;
  #loop: Promise<void> | undefined;
  #stopped = false;

  constructor(
    private readonly database: Database,
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#loop ??= this.#run();
  }

  /** An event was written in a transaction that may not have committed yet: look for it now and for a while. */
  nudge(): void {
    this.#nudgedUntil = Date.now() + nudgeWindowMs;
    this.#wake?.();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      let sent = 0;
      try {
        sent = await this.#pass();
      } catch (err) {
        this.log.warn({ err }, "events not published to NATS yet; retrying");
        await this.#sleep(outboxPollMs);
        continue;
      }
      if (sent > 0) continue;
      await this.#sleep(Date.now() < this.#nudgedUntil ? nudgeRetryMs : outboxPollMs);
    }
  }

  /** Publishes one batch; resolves with how many events JetStream acknowledged. */
  #pass(): Promise<number> {
    const { db, kind } = this.database;
    if (kind === "postgres") return db.transaction((tx) => this.#publish(tx, true));
    // PGlite is single-connection: no network wait inside a transaction, and no other process.
    const pass = (pglitePasses.get(db) ?? Promise.resolve()).catch(() => {}).then(() => this.#publish(db, false));
    pglitePasses.set(db, pass);
    return pass;
  }

  async #publish(db: Db | Tx, lock: boolean): Promise<number> {
    const rows = await unpublishedEvents(db, outboxBatchMax, lock);
    if (!rows.length) return 0;
    await Promise.all(
      rows.map(({ event, messageId }) => {
        const full = JSON.stringify(event);
        const payload = full.length <= natsPayloadMax ? full : JSON.stringify({ ...event, data: undefined, ref: true });
        return this.js.publish(subjectOf(event.channel), payload, { msgID: messageId });
      }),
    );
    await markEventsPublished(
      db,
      rows.map((r) => r.event.id),
    );
    return rows.length;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }
}
