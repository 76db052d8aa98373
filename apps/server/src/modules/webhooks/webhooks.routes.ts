import {
  createdWebhook,
  createWebhookRequest,
  webhookDelivery,
  webhookDeliveryPage,
  webhookDeliveryQuery,
  webhookEndpointList,
  webhookIdParams,
  webhookListQuery,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, resendDelivery } from "./webhooks.service";

const tags = ["webhooks"];

/**
 * `/api/v1/webhooks` and `/api/v1/webhook-deliveries` (decision 021): register an endpoint (its
 * signing secret shown once), list and delete them, page an endpoint's deliveries, resend one.
 * Another user's endpoint or delivery is a 404.
 */
export function registerWebhookRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "webhooks:read" as const } };
  const write = { access: { auth: "user" as const, scope: "webhooks:write" as const } };
  const policy = {
    production: config.env === "production",
    allowPrivate: config.verification.allowPrivate,
    resolve: config.verification.resolve,
  };

  r.post(
    "/api/v1/webhooks",
    {
      schema: {
        operationId: "createWebhook",
        summary: "Register a webhook endpoint",
        description:
          "Agora POSTs the chosen events to `url`, signed with `Agora-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, " +
          '"<t>.<raw body>")>`. The signing secret is in this answer only. `url` must be https in production and reach a ' +
          "public address. At most 20 endpoints per user.",
        tags,
        body: createWebhookRequest,
        response: { 201: createdWebhook, ...problems(409) },
      },
      config: write,
    },
    async (request, reply) => {
      const created = await createEndpoint(db, actorOf(request).id, request.body, policy);
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  r.get(
    "/api/v1/webhooks",
    {
      schema: {
        operationId: "listWebhooks",
        summary: "My webhook endpoints",
        description: "Newest first, with their status (`disabled` after repeated failures, with the reason).",
        tags,
        querystring: webhookListQuery,
        response: { 200: webhookEndpointList, ...problems() },
      },
      config: read,
    },
    async (request) => ({ data: await listEndpoints(db, actorOf(request).id, request.query.limit) }),
  );

  r.delete(
    "/api/v1/webhooks/:id",
    {
      schema: {
        operationId: "deleteWebhook",
        summary: "Delete a webhook endpoint",
        description: "Its pending deliveries are dropped.",
        tags,
        params: webhookIdParams,
        response: { 204: z.null().describe("Deleted."), ...problems(404) },
      },
      config: write,
    },
    async (request, reply) => {
      await deleteEndpoint(db, actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/v1/webhooks/:id/deliveries",
    {
      schema: {
        operationId: "listWebhookDeliveries",
        summary: "An endpoint's deliveries",
        description: "Newest first, cursor-paged: event, status, last status code, attempt, next attempt, latency.",
        tags,
        params: webhookIdParams,
        querystring: webhookDeliveryQuery,
        response: { 200: webhookDeliveryPage, ...problems(404) },
      },
      config: read,
    },
    async (request) => listDeliveries(db, actorOf(request).id, request.params.id, request.query),
  );

  r.post(
    "/api/v1/webhook-deliveries/:id/resend",
    {
      schema: {
        operationId: "resendWebhookDelivery",
        summary: "Resend a delivery",
        description:
          "Queues a new delivery of the same body (same event id) to the same endpoint, due now. A disabled endpoint " +
          "is turned back on.",
        tags,
        params: webhookIdParams,
        response: { 201: webhookDelivery, ...problems(404) },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await resendDelivery(db, actorOf(request).id, request.params.id)),
  );
}
