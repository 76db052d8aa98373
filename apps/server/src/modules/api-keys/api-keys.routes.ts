import { apiKeyListQuery, apiKeyPage, apiKeyParams, createApiKeyRequest, createdApiKey } from "@agora/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { Principal } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

const errors = problems(404, 409);

function principal(request: FastifyRequest): Principal {
  if (!request.auth) throw new AppError("unauthorized", "Not signed in");
  return request.auth;
}

/** `/api/v1/api-keys`: create (secret shown once), list, revoke. */
export function registerApiKeyRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/api-keys",
    {
      schema: {
        operationId: "createApiKey",
        summary: "Create an API key",
        description:
          "Returns the secret once; only its SHA-256 is stored. A key can only grant scopes it holds, and only until " +
          "its own expiry. Only admins can grant `admin:read` and `admin:write`. A key created with a key records it " +
          "as `parentKeyId`, and is revoked when that key is.",
        tags: ["api-keys"],
        body: createApiKeyRequest,
        response: { 201: createdApiKey, ...errors },
      },
      config: { access: { auth: "user", scope: "api_keys:write" } },
    },
    async (request, reply) => {
      const caller = principal(request);
      const created = await createApiKey(db, caller.user.id, request.body, {
        role: caller.user.role,
        grantable: caller.scopes,
        parentKeyId: caller.apiKeyId,
      });
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  r.get(
    "/api/v1/api-keys",
    {
      schema: {
        operationId: "listApiKeys",
        summary: "List my API keys",
        description:
          "Unrevoked keys, newest first: prefix, name, scopes, created, last used (to the minute), expiry, the key " +
          "that created it; with a cursor for the next page.",
        tags: ["api-keys"],
        querystring: apiKeyListQuery,
        response: { 200: apiKeyPage, ...problems(400, 401) },
      },
      config: { access: { auth: "user", scope: "api_keys:read" } },
    },
    async (request) => listApiKeys(db, principal(request).user.id, request.query),
  );

  r.delete(
    "/api/v1/api-keys/:id",
    {
      schema: {
        operationId: "revokeApiKey",
        summary: "Revoke an API key",
        description:
          "The key stops working at once, and so does every key created through it (its children, their children, …), " +
          "in the same transaction. Another user's key is a 404.",
        tags: ["api-keys"],
        params: apiKeyParams,
        response: { 204: z.null().describe("Revoked."), ...errors },
      },
      config: { access: { auth: "user", scope: "api_keys:write" } },
    },
    async (request, reply) => {
      await revokeApiKey(db, principal(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
