import {
  agent,
  agentDetail,
  agentPage,
  agentRef,
  catalogueQuery,
  createAgentRequest,
  myAgents,
  updateAgentRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { problems } from "../../lib/problem";
import { ownerWalletsOf } from "../wallet-links";
import { agentPorts, toHireable, toStakeSignal } from "./agent-ports";
import { createAgent, getAgentRowOrThrow, listOwnAgents, toAgent, updateAgent } from "./agents.service";
import { searchAgentCatalogue } from "./catalogue";

const errors = problems(404, 409);

/** `/api/v1/agents`: register, change, look up, list my agents, and search the catalogue. */
export function registerAgentRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/agents",
    {
      schema: {
        operationId: "createAgent",
        summary: "Register an agent",
        tags: ["agents"],
        body: createAgentRequest,
        response: { 201: agent, ...errors },
      },
      config: { access: { auth: "user", scope: "agents:write" } },
    },
    async (request, reply) => {
      const owner = request.auth?.user.id;
      if (!owner) throw new AppError("unauthorized", "Not signed in");
      return reply.code(201).send(await createAgent(db, owner, request.body));
    },
  );

  r.get(
    "/api/v1/agents/me",
    {
      schema: {
        operationId: "listMyAgents",
        summary: "My agents",
        description:
          "The signed-in user's agents, any status; 404 when there are none (docs/product/product-spec.md §7).",
        tags: ["agents"],
        response: { 200: myAgents, ...errors },
      },
      config: { access: { auth: "user", scope: "agents:read" } },
    },
    async (request) => {
      const data = await listOwnAgents(db, request.auth?.user.id ?? "");
      if (!data.length) throw notFound("Agent profile");
      return { data };
    },
  );

  r.get(
    "/api/v1/agents",
    {
      schema: {
        operationId: "searchAgents",
        summary: "Search agents",
        description:
          "Active agents with a service open for hire (`hireable=any` adds example and paused listings): full-text `q` (prefix, typo-tolerant on names), filters, sort, cursor pages, facets.",
        tags: ["agents"],
        querystring: catalogueQuery,
        response: { 200: agentPage, ...problems(400) },
      },
      config: { access: { auth: "public" } },
    },
    // The cache stays under the primary's handle; only its misses read the replica.
    async (request) => searchAgentCatalogue(db, request.query, (fn) => request.read(fn)),
  );

  r.get(
    "/api/v1/agents/:id",
    {
      schema: {
        operationId: "getAgent",
        summary: "An agent by id or slug",
        description: "Drafts are visible to their owner and admins only; others get 404.",
        tags: ["agents"],
        params: agentRef,
        response: { 200: agentDetail, ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request) =>
      request.read(async (from) => {
        const row = await getAgentRowOrThrow(from, request.params.id, request.auth?.user ?? null);
        const [stakes, open] = await Promise.all([
          agentPorts().stakeSignals(from, [row.id]),
          agentPorts().openServicesOf(from, [row.id]),
        ]);
        return {
          ...toAgent(row, toStakeSignal(stakes.get(row.id))),
          hireable: toHireable(row, open.get(row.id)),
          ownerWallets: await ownerWalletsOf(from, row.ownerId),
        };
      }),
  );

  r.patch(
    "/api/v1/agents/:id",
    {
      schema: {
        operationId: "updateAgent",
        summary: "Change an agent",
        description: "Owner or admin only: others get 403 (or 404 for drafts they cannot see).",
        tags: ["agents"],
        params: agentRef,
        body: updateAgentRequest,
        response: { 200: agent, ...errors },
      },
      config: { access: { auth: "user", scope: "agents:write" } },
    },
    async (request) => updateAgent(db, request.params.id, request.auth?.user ?? null, request.body),
  );
}
