import {
  type ThreadKind,
  threadListQuery,
  threadMessage,
  threadMessageListQuery,
  threadMessagePage,
  threadMessageRequest,
  threadPage,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { listThreadMessages, listThreads, markThreadRead, postThreadMessage } from "./messages.service";

const idParams = z.object({ id: z.uuid() });

/** The URL segment of each thread kind: a thread lives under its deal. */
const threadPaths: Record<ThreadKind, string> = { offer: "offers", contract: "contracts", dispute: "disputes" };

/**
 * The inbox and each thread's messages (decision 039): `GET /api/v1/threads`,
 * `GET|POST /api/v1/{offers|contracts}/{id}/messages`, `GET /api/v1/disputes/{id}/messages` (a
 * dispute's replies are posted by the disputes module's route), and `POST …/messages/read`.
 */
export function registerMessageRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "messages:read" as const } };
  const write = { access: { auth: "user" as const, scope: "messages:write" as const } };

  r.get(
    "/api/v1/threads",
    {
      schema: {
        operationId: "listThreads",
        summary: "My inbox",
        description:
          "Every offer negotiation, contract and dispute I am a party to, most recent activity first, each with " +
          "the entries by the other side I have not read; `unreadTotal` counts them over all threads.",
        tags: ["messages"],
        querystring: threadListQuery,
        response: { 200: threadPage, ...problems(400, 429) },
      },
      config: read,
    },
    async (request) => listThreads(db, actorOf(request), request.query),
  );

  for (const kind of ["offer", "contract", "dispute"] as const) {
    const path = `/api/v1/${threadPaths[kind]}/:id/messages`;
    const name = kind[0]?.toUpperCase() + kind.slice(1);
    r.get(
      path,
      {
        schema: {
          operationId: `list${name}Messages`,
          summary: `A ${kind} thread's messages`,
          description:
            kind === "offer"
              ? "Newest first. `id` may be any offer of the negotiation: its offers and messages are one thread."
              : kind === "dispute"
                ? "Newest first. The parties and admins may read it."
                : "Newest first. Only the contract's parties may read it.",
          tags: ["messages"],
          params: idParams,
          querystring: threadMessageListQuery,
          response: { 200: threadMessagePage, ...problems(400, 404) },
        },
        config: read,
      },
      async (request) => listThreadMessages(db, kind, request.params.id, actorOf(request), request.query),
    );

    r.post(
      `${path}/read`,
      {
        schema: {
          operationId: `read${name}Messages`,
          summary: `Mark a ${kind} thread read`,
          description: "Every entry up to now counts as read for me (opening a thread does this).",
          tags: ["messages"],
          params: idParams,
          response: { 204: z.null().describe("Marked read."), ...problems(404) },
        },
        config: write,
      },
      async (request, reply) => {
        await markThreadRead(db, kind, request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );

    if (kind === "dispute") continue;
    r.post(
      path,
      {
        schema: {
          operationId: `post${name}Message`,
          summary: `Write in a ${kind} thread`,
          description:
            "Markdown text of up to 5,000 characters and up to 5 links. The other party hears `message.received` " +
            "on their `user:<id>` channel. Rate rule `message`.",
          tags: ["messages"],
          params: idParams,
          body: threadMessageRequest,
          response: { 201: threadMessage, ...problems(400, 404, 429) },
        },
        config: write,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const body = await db.transaction((tx) => postThreadMessage(tx, kind, request.params.id, actor, request.body));
        return reply.code(201).send(body);
      },
    );
  }
}
