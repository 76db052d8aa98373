import {
  type ApiKeyScope,
  type ClientMessage,
  clientMessage,
  closePolicyViolation,
  closeUnauthorized,
  type ServerMessageInput,
} from "@agora/contracts";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, actorOf, holdsScope } from "../../lib/principal";
import { type EventsBus, natsEventsBus, postgresEventsBus } from "./bus";
import { ConnectionGuard, type CredentialReaders, credentialCheckIntervalMs } from "./connections";
import { type AuthorizedChannel, type ChannelKind, RealtimeHub, SubscribeError } from "./hub";
import {
  connectionsPerUserMax,
  messageBurstMax,
  messagesPendingMax,
  messagesPerSecond,
  RefusalCounter,
  refusalsPerWindowMax,
  refusalWindowMs,
  TokenBucket,
} from "./socket-limits";

/**
 * The API key scope each message needs, as the HTTP route doing the same would: a heartbeat is a
 * stream write; subscribing reads contracts, streams and the user's offers, all `contracts:read`.
 * A session holds every scope. null: no scope (a ping reads nothing).
 */
const messageScopes: Record<ClientMessage["type"], ApiKeyScope | null> = {
  subscribe: "contracts:read",
  unsubscribe: "contracts:read",
  heartbeat: "streams:write",
  ping: null,
};

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's realtime hub (tests and benchmarks read its counters). */
    realtimeHub: RealtimeHub;
  }
}

/** Which events bus the hub uses (config `EVENTS_BUS`, `NATS_URL`; decision 080). */
export type RealtimeBusOption = { kind: "postgres" } | { kind: "nats"; url: string };

/** Largest client message accepted, bytes. */
const messageMax = 4096;

/**
 * What the features hand the realtime routes (app.ts wires them, so the kernel imports none).
 */
export interface RealtimeParts {
  /** How the socket guard asks which keys and sessions still work (api-keys and auth own them). */
  credentials: CredentialReaders;
  /** The channel kinds besides `user`, by name: `contract` (hiring) and `stream` (streams). */
  channels: Record<string, ChannelKind>;
  /** A socket's `heartbeat` message (streams owns heartbeats). */
  heartbeats: {
    /** Records it in the instance's next batched write; false when a condition failed. */
    record(streamId: string, actorId: string): Promise<boolean>;
    /** The full path for a refused one: records it or throws why (AppError). */
    explain(streamId: string, actor: Actor): Promise<void>;
  };
}

/**
 * WebSocket `/api/v1/ws` (session cookie or `Authorization: Bearer`): `{"type":"subscribe",
 * "channel":"stream:<id>"|"contract:<id>"|"user","lastEventId"?}` → `{type:"subscribed", channel}`,
 * then `{type:"event", id, channel, event, data}` (stored events carry an id for `lastEventId`;
 * per-step stream confirmations have id null). Providers may heartbeat a stream with
 * `{"type":"heartbeat","streamId"}`. Errors: `{type:"error", code, message}`. Every message and
 * event payload is a schema of the contract (`clientMessage`, `serverMessage` in
 * packages/contracts/src/events.ts).
 *
 * Authority: connecting needs `contracts:read`; each message then needs its own scope
 * ({@link messageScopes}), else `code: "forbidden"` and nothing changes. Sockets close with 4401
 * within {@link credentialCheckIntervalMs} (plus a query) of their key's revocation or expiry or
 * their session's end, on whichever instance that happened; with 4429 past
 * {@link connectionsPerUserMax} per user; with 1008 after {@link refusalsPerWindowMax} messages
 * refused for rate (`code: "rate_limited"`, beyond {@link messagesPerSecond}/s, burst
 * {@link messageBurstMax}) within {@link refusalWindowMs}. Close codes: RFC 6455 §7.4.
 * @param eventsBus how events of other instances arrive: NOTIFY (default) or NATS JetStream.
 * @throws what connecting to NATS throws, with `kind: "nats"` and no NATS server answering.
 * @returns the hub (for tests and benchmarks).
 */
export async function registerRealtimeRoutes(
  app: FastifyInstance,
  database: Database,
  { credentials, channels, heartbeats }: RealtimeParts,
  eventsBus: RealtimeBusOption = { kind: "postgres" },
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(database.db, channels, app.log);
  const bus: EventsBus =
    eventsBus.kind === "nats" ? await natsEventsBus(database, eventsBus.url, app.log) : postgresEventsBus(database);
  await hub.start(bus);
  app.decorate("realtimeHub", hub);
  const guard = new ConnectionGuard(database.db, app.log, credentials);
  guard.start();
  app.addHook("onClose", async () => {
    await guard.stop();
    await hub.close();
  });
  await app.register(websocket, { options: { maxPayload: messageMax } });
  // A refused handshake (401, 403, 404) is answered on the raw socket, which @fastify/websocket
  // then leaves open: close it, or refused clients hold connections and block a graceful shutdown.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 400 && request.headers.upgrade?.toLowerCase() === "websocket")
      request.raw.socket?.destroy();
  });
  app.get(
    "/api/v1/ws",
    // The handshake needs contracts:read (what a socket is for: watching contracts and streams);
    // each message is then checked for its own scope, since some (heartbeat) write.
    { websocket: true, schema: { hide: true }, config: { access: { auth: "user", scope: "contracts:read" } } },
    (socket, request) => {
      // The route's access rule already refused anonymous handshakes; this only narrows the type.
      const principal = request.auth;
      if (!principal) {
        socket.close(closeUnauthorized, "not signed in");
        return;
      }
      const actor = actorOf(request);
      const caller = principal;
      const credential =
        principal.via === "api_key" && principal.apiKeyId
          ? { userId: actor.id, via: "api_key" as const, id: principal.apiKeyId }
          : { userId: actor.id, via: "session" as const, id: request.session.sessionId };
      hub.sends.adopt(socket, request.raw.socket);
      const reply = (message: ServerMessageInput) => hub.sends.send(socket, JSON.stringify(message));
      socket.on("close", () => hub.unsubscribe(socket));
      if (!guard.admit(socket, credential)) return;

      const bucket = new TokenBucket(messagesPerSecond, messageBurstMax, Date.now());
      const refusals = new RefusalCounter(refusalsPerWindowMax, refusalWindowMs);
      // Messages take effect one at a time, in order, and the backlog is capped by
      // messagesPendingMax. A subscribe's read (who may watch the channel, the stream's row) starts
      // on arrival, so a client resubscribing to many channels after a reconnect waits for one
      // round of reads, not one per channel; the pool bounds the reads. Heartbeats join the
      // instance's batched write instead, and count towards the same backlog while they wait.
      let queue: Promise<void> = Promise.resolve();
      let pending = 0;

      socket.on("message", (raw) => {
        const now = Date.now();
        // A full backlog is the database's slowness, not the client's: refused, but not held
        // against it; only messages beyond the rate count towards closing the socket.
        const isOverRate = pending < messagesPendingMax && !bucket.take(now);
        if (isOverRate || pending >= messagesPendingMax) {
          if (isOverRate && refusals.record(now)) {
            socket.close(closePolicyViolation, "too many messages refused for rate; slow down and reconnect");
            return;
          }
          reply({
            type: "error",
            code: "rate_limited",
            message: `at most ${messagesPerSecond} messages per second (bursts of ${messageBurstMax})`,
          });
          return;
        }
        let parsed: ClientMessage;
        try {
          parsed = clientMessage.parse(JSON.parse(String(raw)));
        } catch {
          reply({ type: "error", code: "validation_failed", message: "not a message this socket understands" });
          return;
        }
        pending += 1;
        const done = () => {
          pending -= 1;
        };
        // A heartbeat waits for the instance's next batched write, not for this socket's queue:
        // a provider heartbeating many streams over one socket is not held to one write at a time.
        if (parsed.type === "heartbeat") {
          void heartbeat(parsed.streamId).then(reply, refuse).finally(done);
          return;
        }
        const authorized = readAhead(parsed);
        queue = hub.work.track(
          queue
            .then(() => (socket.readyState === socket.OPEN ? handle(parsed, authorized) : undefined))
            .catch(refuse)
            .finally(done),
        );
      });

      /** A subscribe's authorization, started now when the key may subscribe (else refused in turn). */
      function readAhead(message: ClientMessage): Promise<AuthorizedChannel> | undefined {
        const scope = messageScopes.subscribe;
        if (message.type !== "subscribe" || (scope && !holdsScope(caller, scope))) return undefined;
        const authorized = hub.work.track(hub.authorize(actor, message.channel));
        // Awaited in turn by handle(); until then a refusal must not count as unhandled.
        authorized.catch(() => {});
        return authorized;
      }

      function refuse(err: unknown): void {
        if (err instanceof SubscribeError || err instanceof AppError)
          reply({ type: "error", code: err.code, message: err.message });
        else {
          request.log.error({ err }, "websocket message failed");
          reply({ type: "error", code: "internal_error", message: "something went wrong" });
        }
      }

      /** @throws AppError('forbidden') when an API key lacks the scope the message needs. */
      function checkScope(type: ClientMessage["type"]): void {
        const scope = messageScopes[type];
        if (scope && !holdsScope(caller, scope))
          throw new AppError("forbidden", `This API key lacks the scope ${scope} needed for ${type}`);
      }

      async function handle(message: ClientMessage, authorized?: Promise<AuthorizedChannel>): Promise<void> {
        checkScope(message.type);
        switch (message.type) {
          case "subscribe": {
            const channel = await hub.subscribe(socket, actor, message, authorized);
            reply({ type: "subscribed", channel });
            return;
          }
          case "unsubscribe":
            hub.unsubscribe(socket, message.channel);
            reply({ type: "unsubscribed", channel: message.channel });
            return;
          case "heartbeat": // handled on arrival, above
            return;
          case "ping":
            reply({ type: "pong" });
        }
      }

      /**
       * Records the heartbeat in the instance's next batched write. A refused one is explained by
       * the full path (not found, forbidden or the stream's state), in the socket's queue.
       * @returns the acknowledgement.
       */
      async function heartbeat(requested: string): Promise<ServerMessageInput> {
        checkScope("heartbeat");
        const streamId = requested.toLowerCase();
        if (!(await heartbeats.record(streamId, actor.id))) {
          const explained = queue.then(() => {
            if (socket.readyState !== socket.OPEN) throw new AppError("service_unavailable", "The socket closed");
            return heartbeats.explain(streamId, actor);
          });
          queue = hub.work.track(
            explained.then(
              () => undefined,
              () => undefined,
            ),
          );
          await explained;
        }
        return { type: "heartbeat", streamId: requested, at: new Date().toISOString() };
      }
    },
  );
  return hub;
}
