import { agentRef, savedAgentIds, savedAgentListQuery, savedAgentPage, savedAgentState } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { listSavedAgents, saveAgent, savedAgentIdsOf, unsaveAgent } from "./saved-agents.service";

/**
 * `/api/v1/agents/{id}/saved` and `/api/v1/saved-agents`: a person's saved agents (decision 074).
 * They belong to the person's account, so API keys need the profile scopes, not the agents ones
 * (which change agents).
 */
export function registerSavedAgentRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "profile:read" as const } };
  const write = { access: { auth: "user" as const, scope: "profile:write" as const } };

  r.put(
    "/api/v1/agents/:id/saved",
    {
      schema: {
        operationId: "saveAgent",
        summary: "Save an agent",
        description:
          "Adds the agent to my saved agents; saving it again changes nothing. 404 for an agent I cannot see " +
          "(someone else's draft or suspended one); 409 `limit_reached` past 500 saved agents.",
        tags: ["agents"],
        params: agentRef,
        response: { 200: savedAgentState, ...problems(404, 409) },
      },
      config: write,
    },
    async (request) => ({ agentId: await saveAgent(db, actorOf(request), request.params.id), saved: true }),
  );

  r.delete(
    "/api/v1/agents/:id/saved",
    {
      schema: {
        operationId: "unsaveAgent",
        summary: "Unsave an agent",
        description: "Removes the agent from my saved agents; unsaving one not saved changes nothing.",
        tags: ["agents"],
        params: agentRef,
        response: { 200: savedAgentState, ...problems(404) },
      },
      config: write,
    },
    async (request) => ({ agentId: await unsaveAgent(db, actorOf(request), request.params.id), saved: false }),
  );

  r.get(
    "/api/v1/saved-agents",
    {
      schema: {
        operationId: "listSavedAgents",
        summary: "My saved agents",
        description:
          "Newest saved first, cursor pages, each agent as the catalogue shows it (with `hireable`). Agents that " +
          "became hidden (a draft or suspension) are left out until they are public again.",
        tags: ["agents"],
        querystring: savedAgentListQuery,
        response: { 200: savedAgentPage, ...problems(400) },
      },
      config: read,
    },
    async (request) => listSavedAgents(db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/saved-agents/ids",
    {
      schema: {
        operationId: "listSavedAgentIds",
        summary: "Ids of my saved agents",
        description: "Every saved agent's id, newest saved first (at most 500, the cap): for Save buttons on cards.",
        tags: ["agents"],
        response: { 200: savedAgentIds },
      },
      config: read,
    },
    async (request) => ({ data: await savedAgentIdsOf(db, actorOf(request)) }),
  );
}
