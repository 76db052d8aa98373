import { stream } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import type { ReceiptSigner } from "./receipts";
import { actOnStream, getStream, listStreams, startStream, toStream } from "./streams.service";

/**
 * Where a provider's heartbeat is written: the instance's heartbeat batch (heartbeat-batch.ts),
 * shared with the WebSocket's heartbeats, so 10,000 streams heartbeating cost one write a second.
 * `record` resolves true when recorded, false when a condition of `recordHeartbeats` failed.
 */
export interface HeartbeatRecorder {
  record(streamId: string, actorId: string): Promise<boolean>;
}

const errors = problems(404, 409);

/**
 * Payment streams (docs/product/DESIGN.md "Streaming payments"): start, read with a signed receipt,
 * pause, resume, stop, heartbeat. Heartbeats go to `heartbeats`, the instance's batched writer.
 */
export function registerStreamRoutes(
  app: FastifyInstance,
  db: Db,
  signer: ReceiptSigner,
  heartbeats: HeartbeatRecorder,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: { auth: "user" as const, scope: "streams:write" as const } };
  const read = { access: { auth: "user" as const, scope: "contracts:read" as const } };

  r.post(
    "/api/v1/contracts/:id/streams",
    {
      schema: {
        operationId: "startStream",
        summary: "Start a payment stream (client)",
        tags: ["streams"],
        params: z.object({ id: z.uuid() }),
        headers: idempotencyHeader,
        response: { 201: stream, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const { row, terms } = await startStream(tx, request.params.id, actor);
        return { status: 201, body: toStream(row, terms, new Date(), signer) };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/contracts/:id/streams",
    {
      schema: {
        operationId: "listContractStreams",
        summary: "A contract's streams",
        tags: ["streams"],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ data: z.array(stream) }), ...problems(404) },
      },
      config: read,
    },
    async (request) => {
      const { rows, terms } = await listStreams(db, request.params.id, actorOf(request));
      const now = new Date();
      return { data: rows.map((row) => toStream(row, terms, now, signer)) };
    },
  );

  r.get(
    "/api/v1/streams/:id",
    {
      schema: {
        operationId: "getStream",
        summary: "A stream now",
        description: "State and `accrued` computed at the instant of the request, with a signed receipt.",
        tags: ["streams"],
        params: z.object({ id: z.uuid() }),
        response: { 200: stream, ...problems(404) },
      },
      config: read,
    },
    async (request) => {
      const { row, terms } = await getStream(db, request.params.id, actorOf(request));
      return toStream(row, terms, new Date(), signer);
    },
  );

  r.post(
    "/api/v1/streams/:id/:action",
    {
      schema: {
        operationId: "controlStream",
        summary: "Pause, resume, stop or heartbeat a stream",
        description:
          "Stop settles at once: escrow → agent's owner (net) and platform (0.1 % fee), exactly once. " +
          "A heartbeat is written together with the server's other heartbeats, at most once a second, " +
          "so its answer can take up to a second.",
        tags: ["streams"],
        params: z.object({ id: z.uuid(), action: z.enum(["pause", "resume", "stop", "heartbeat"]) }),
        headers: idempotencyHeader,
        response: { 200: stream, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const actor = actorOf(request);
      if (action === "heartbeat" && (await heartbeats.record(id.toLowerCase(), actor.id))) {
        const { row, terms } = await getStream(db, id, actor);
        return reply.send(toStream(row, terms, new Date(), signer));
      }
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const { row, terms } = await actOnStream(tx, id, actor, action);
        return { status: 200, body: toStream(row, terms, new Date(), signer) };
      });
      return sendIdempotent(reply, result);
    },
  );
}
