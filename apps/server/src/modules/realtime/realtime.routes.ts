import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { actorOf } from "../../plugins/auth";
import { inTransaction } from "../ledger/ledger.service";
import type { ReceiptSigner } from "../streams/receipts";
import { actOnStream, recordHeartbeat } from "../streams/streams.service";
import { RealtimeHub, SubscribeError } from "./hub";

/** Messages a client may send on `/api/v1/ws`. */
const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("subscribe"),
    channel: z.string().max(100),
    lastEventId: z.string().regex(/^\d+$/).optional(),
  }),
  z.object({ type: z.literal("unsubscribe"), channel: z.string().max(100) }),
  z.object({ type: z.literal("heartbeat"), streamId: z.uuid() }),
  z.object({ type: z.literal("ping") }),
]);

/** Largest client message accepted, bytes. */
const messageMax = 4096;

/**
 * WebSocket `/api/v1/ws` (session cookie or `Authorization: Bearer`): `{"type":"subscribe",
 * "channel":"stream:<id>"|"contract:<id>"|"user","lastEventId"?}` → `{type:"subscribed", channel}`,
 * then `{type:"event", id, channel, event, data}` (stored events carry an id for `lastEventId`;
 * per-step stream confirmations have id null). Providers may heartbeat a stream with
 * `{"type":"heartbeat","streamId"}`. Errors: `{type:"error", code, message}`.
 * @returns the hub (for tests and benchmarks).
 */
export async function registerRealtimeRoutes(
  app: FastifyInstance,
  database: Database,
  signer: ReceiptSigner,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(database.db, signer, app.log);
  await hub.start(database);
  app.addHook("onClose", async () => hub.close());
  await app.register(websocket, { options: { maxPayload: messageMax } });
  // A refused handshake (401, 403, 404) is answered on the raw socket, which @fastify/websocket
  // then leaves open: close it, or refused clients hold connections and block a graceful shutdown.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 400 && request.headers.upgrade?.toLowerCase() === "websocket")
      request.raw.socket?.destroy();
  });
  app.get(
    "/api/v1/ws",
    { websocket: true, schema: { hide: true }, config: { access: { auth: "user", scope: "contracts:read" } } },
    (socket, request) => {
      const actor = actorOf(request);
      const reply = (message: unknown) => socket.send(JSON.stringify(message));
      socket.on("message", (raw) => {
        let parsed: z.infer<typeof clientMessage>;
        try {
          parsed = clientMessage.parse(JSON.parse(String(raw)));
        } catch {
          reply({ type: "error", code: "validation_failed", message: "not a message this socket understands" });
          return;
        }
        handle(parsed).catch((err: unknown) => {
          if (err instanceof SubscribeError || err instanceof AppError)
            reply({ type: "error", code: err.code, message: err.message });
          else {
            request.log.error({ err }, "websocket message failed");
            reply({ type: "error", code: "internal_error", message: "something went wrong" });
          }
        });
      });
      socket.on("close", () => hub.unsubscribe(socket));

      async function handle(message: z.infer<typeof clientMessage>): Promise<void> {
        switch (message.type) {
          case "subscribe": {
            const channel = await hub.subscribe(socket, actor, message);
            reply({ type: "subscribed", channel });
            return;
          }
          case "unsubscribe":
            hub.unsubscribe(socket, message.channel);
            reply({ type: "unsubscribed", channel: message.channel });
            return;
          case "heartbeat":
            // The one-statement path; only when it refuses does the full path explain why.
            if (!(await recordHeartbeat(database.db, message.streamId, actor)))
              await inTransaction(database.db, (tx) => actOnStream(tx, message.streamId, actor, "heartbeat"));
            reply({ type: "heartbeat", streamId: message.streamId, at: new Date().toISOString() });
            return;
          case "ping":
            reply({ type: "pong" });
        }
      }
    },
  );
  return hub;
}
