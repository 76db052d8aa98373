import {
  notificationListQuery,
  notificationPage,
  notificationPreferences,
  notificationPreferencesRequest,
  notificationReadRequest,
  outboxListQuery,
  outboxPage,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import {
  getNotificationPreferences,
  listNotifications,
  listOutbox,
  markNotificationsRead,
  setNotificationPreferences,
} from "./notifications.service";

/**
 * `/api/v1/notifications` (the person's own), its preferences, and `/api/v1/admin/mail` (the email
 * outbox for admins; decision 040).
 * @param publicUrl the web app's address (PUBLIC_URL), for the links emails carry.
 * @param sending whether this server sends the outbox through SMTP (SMTP_URL is set).
 */
export function registerNotificationRoutes(app: FastifyInstance, db: Db, publicUrl: string, sending: boolean): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "messages:read" as const } };
  const write = { access: { auth: "user" as const, scope: "messages:write" as const } };

  r.get(
    "/api/v1/notifications",
    {
      schema: {
        operationId: "listNotifications",
        summary: "My notifications",
        description:
          "The stored events of my own channel (`user:<id>`), newest first, in words with a link, in the categories " +
          "I keep in the app. They arrive live as events on the WebSocket's `user` channel. Kept as long as events are.",
        tags: ["messages"],
        querystring: notificationListQuery,
        response: { 200: notificationPage, ...problems(400, 429) },
      },
      config: read,
    },
    async (request) => listNotifications(db, actorOf(request), request.query),
  );

  r.post(
    "/api/v1/notifications/read",
    {
      schema: {
        operationId: "readNotifications",
        summary: "Mark notifications read",
        description: "`{ids: [...]}` marks those; `{all: true}` marks every notification up to now.",
        tags: ["messages"],
        body: notificationReadRequest,
        response: { 204: z.null().describe("Marked read."), ...problems(400, 404) },
      },
      config: write,
    },
    async (request, reply) => {
      await markNotificationsRead(db, actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/v1/notifications/preferences",
    {
      schema: {
        operationId: "getNotificationPreferences",
        summary: "My notification preferences",
        description: "Per category, whether it shows in the app and is sent by email (defaults where I chose nothing).",
        tags: ["messages"],
        response: { 200: notificationPreferences, ...problems(401) },
      },
      config: read,
    },
    async (request) => getNotificationPreferences(db, actorOf(request)),
  );

  r.put(
    "/api/v1/notifications/preferences",
    {
      schema: {
        operationId: "setNotificationPreferences",
        summary: "Set notification preferences",
        description: "Sets the listed categories; the others keep their setting. Answers every category's setting.",
        tags: ["messages"],
        body: notificationPreferencesRequest,
        response: { 200: notificationPreferences, ...problems(400) },
      },
      config: write,
    },
    async (request) => setNotificationPreferences(db, actorOf(request), request.body.data),
  );

  r.get(
    "/api/v1/admin/mail",
    {
      schema: {
        operationId: "listOutboxEmails",
        summary: "The email outbox (admin)",
        description:
          "The emails notifications send, newest first, each with its state: `pending`, `sent` (with the time and " +
          "its `Message-ID`) or `failed` (with the last error). `sending` says whether this server sends them " +
          "(SMTP_URL is set); without it they stay pending and this is where they can be read.",
        tags: ["admin"],
        querystring: outboxListQuery,
        response: { 200: outboxPage, ...problems(400, 401, 403) },
      },
      config: { access: { auth: "admin", scope: "admin:read" } },
    },
    async (request) => listOutbox(db, request.query, publicUrl, sending),
  );
}
