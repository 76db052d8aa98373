import {
  contactMessageListQuery,
  contactMessagePage,
  contactMessageReceipt,
  contactMessageRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { problems } from "../../lib/problem";
import { createContactMessage, listContactMessages } from "./contact.service";

/** `/api/v1/contact-messages` (anyone writes) and `/api/v1/admin/contact-messages` (admins read). */
export function registerContactRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/contact-messages",
    {
      schema: {
        operationId: "sendContactMessage",
        summary: "Write to the Agora team",
        description:
          "Anyone, signed in or not, may write; the message is stored for the team's admins to read and answer " +
          "by email. A few per minute per person (rate rule `contact`).",
        tags: ["platform"],
        body: contactMessageRequest,
        response: { 201: contactMessageReceipt, ...problems(400, 429) },
      },
      config: { access: { auth: "public" } },
    },
    async (request, reply) =>
      reply.code(201).send(await createContactMessage(db, request.body, request.auth?.user.id ?? null)),
  );

  r.get(
    "/api/v1/admin/contact-messages",
    {
      schema: {
        operationId: "listContactMessages",
        summary: "Messages written to the team (admin)",
        description: "Newest first, with a cursor for the next page.",
        tags: ["admin"],
        querystring: contactMessageListQuery,
        response: { 200: contactMessagePage, ...problems(400, 401, 403) },
      },
      config: { access: { auth: "admin", scope: "admin:read" } },
    },
    async (request) => listContactMessages(db, request.query),
  );
}
