import {
  accountSuspensionResult,
  adminAccountList,
  adminAccountSearchQuery,
  adminActionListQuery,
  adminActionPage,
  adminAgentList,
  adminAgentSearchQuery,
  adminUserList,
  adminUserSearchQuery,
  suspensionRequest,
  suspensionResult,
} from "@agora/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { invalidateCatalogue, searchAgentsForAdmin } from "../agents";
import { listAdminActions } from "../audit";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { searchUsers } from "../users";
import { findAccounts, reinstateAccount, suspendAccount } from "./account-suspension";
import { suspendAgent, unsuspendAgent } from "./agent-suspension";

/**
 * `/api/v1/admin/audit-log`, `/api/v1/admin/users` and `/api/v1/admin/agents` with their suspension
 * (admins; scope `admin:read` to read, `admin:write` to suspend).
 */
export function registerAdminRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminRead = { access: { auth: "admin" as const, scope: "admin:read" as const } };

  r.get(
    "/api/v1/admin/audit-log",
    {
      schema: {
        operationId: "listAdminActions",
        summary: "Every admin action: who, what and when (admin)",
        description: "Credits, withdrawal decisions, dispute resolutions and verification decisions, newest first.",
        tags: ["admin"],
        querystring: adminActionListQuery,
        response: { 200: adminActionPage, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => listAdminActions(db, request.query),
  );

  r.get(
    "/api/v1/admin/users",
    {
      schema: {
        operationId: "searchUsers",
        summary: "Find users by email or name (admin)",
        tags: ["admin"],
        querystring: adminUserSearchQuery,
        response: { 200: adminUserList, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => ({ data: await searchUsers(db, request.query.q, request.query.limit) }),
  );

  const adminWrite = { access: { auth: "admin" as const, scope: "admin:write" as const } };

  /**
   * Runs a suspension or its lifting in one transaction, with the request's Idempotency-Key (a
   * suspension settles streams: it moves money), then clears the catalogue cache, which must
   * forget or relearn the agents.
   */
  const suspensionChange = async (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<unknown>) => {
    const result = await idempotent(db, requestGuard(request), async (tx) => ({ status: 200, body: await work(tx) }));
    invalidateCatalogue(db);
    return sendIdempotent(reply, result);
  };
  const agentParams = z.object({ id: z.uuid() });

  r.get(
    "/api/v1/admin/agents",
    {
      schema: {
        operationId: "searchAdminAgents",
        summary: "Find agents, any status (admin)",
        description: "By name, slug, or the owner's email or name; exact name or slug matches first, then newest.",
        tags: ["admin"],
        querystring: adminAgentSearchQuery,
        response: { 200: adminAgentList, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => ({ data: await searchAgentsForAdmin(db, request.query) }),
  );

  r.post(
    "/api/v1/admin/agents/:id/suspend",
    {
      schema: {
        operationId: "suspendAgent",
        summary: "Suspend an agent (admin)",
        description:
          "It leaves search, matching and hiring; every API key of its owner is revoked; its live streams stop and " +
          "settle for the time they ran; the owner is notified. Not on an agent you own, have money staked on, or had " +
          "in the last 30 days (403 `conflict_of_interest`).",
        tags: ["admin"],
        params: agentParams,
        headers: idempotencyHeader,
        body: suspensionRequest,
        response: { 200: suspensionResult, ...problems(400, 403, 404, 409) },
      },
      config: adminWrite,
    },
    async (request, reply) =>
      suspensionChange(request, reply, (tx) =>
        suspendAgent(tx, actorOf(request), request.params.id, request.body.reason),
      ),
  );

  r.post(
    "/api/v1/admin/agents/:id/unsuspend",
    {
      schema: {
        operationId: "unsuspendAgent",
        summary: "Lift an agent's suspension (admin)",
        description: "The agent becomes paused: its owner lists it again when they choose. Revoked keys stay revoked.",
        tags: ["admin"],
        params: agentParams,
        headers: idempotencyHeader,
        response: { 200: suspensionResult, ...problems(403, 404, 409) },
      },
      config: adminWrite,
    },
    async (request, reply) =>
      suspensionChange(request, reply, (tx) => unsuspendAgent(tx, actorOf(request), request.params.id)),
  );

  const userParams = z.object({ id: z.uuid() });

  r.get(
    "/api/v1/admin/accounts",
    {
      schema: {
        operationId: "searchAccounts",
        summary: "Find people's accounts, suspended or not (admin)",
        description: "By part of an email or name, or everyone newest first; with each person's role and agent count.",
        tags: ["admin"],
        querystring: adminAccountSearchQuery,
        response: { 200: adminAccountList, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => ({ data: await findAccounts(db, request.query) }),
  );

  r.post(
    "/api/v1/admin/users/:id/suspend",
    {
      schema: {
        operationId: "suspendAccount",
        summary: "Suspend a person's account (admin)",
        description:
          "They cannot sign in; their sessions end and API keys are revoked; each of their agents is suspended " +
          "and its live streams settle. Not on your own account, nor on one owning an agent you have money staked on, or " +
          "had in the last 30 days (403 `conflict_of_interest`).",
        tags: ["admin"],
        params: userParams,
        headers: idempotencyHeader,
        body: suspensionRequest,
        response: { 200: accountSuspensionResult, ...problems(400, 403, 404, 409) },
      },
      config: adminWrite,
    },
    async (request, reply) =>
      suspensionChange(request, reply, (tx) =>
        suspendAccount(tx, actorOf(request), request.params.id, request.body.reason),
      ),
  );

  r.post(
    "/api/v1/admin/users/:id/unsuspend",
    {
      schema: {
        operationId: "reinstateAccount",
        summary: "Reinstate a suspended account (admin)",
        description:
          "They can sign in again. Their agents stay suspended until lifted one by one; revoked keys stay revoked.",
        tags: ["admin"],
        params: userParams,
        headers: idempotencyHeader,
        response: { 200: accountSuspensionResult, ...problems(403, 404, 409) },
      },
      config: adminWrite,
    },
    async (request, reply) =>
      suspensionChange(request, reply, (tx) => reinstateAccount(tx, actorOf(request), request.params.id)),
  );
}
