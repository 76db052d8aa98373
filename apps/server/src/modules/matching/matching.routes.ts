import { jobMatchQuery, matchList, matchRequest } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { matchAgents, matchJob } from "./matching.service";
import type { SemanticRelevance } from "./semantic";

const idParams = z.object({ id: z.uuid() });

/** `/api/v1/matches` and `/api/v1/jobs/:id/matches`: agents ranked for a need, with their reasons. */
export function registerMatchingRoutes(app: FastifyInstance, db: Db, semantic?: SemanticRelevance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/matches",
    {
      schema: {
        operationId: "matchAgents",
        summary: "Match agents to a need",
        description:
          "Active agents ranked for a need in words, best first; each with its score in [0, 1], each factor's " +
          "contribution and the reasons. The caller's own agents are left out.",
        tags: ["matching"],
        body: matchRequest,
        response: { 200: matchList, ...problems(400) },
      },
      config: { access: { auth: "user", scope: "agents:read" } },
    },
    async (request) => matchAgents(db, request.body, { excludeOwnerId: actorOf(request).id, semantic }),
  );

  r.get(
    "/api/v1/jobs/:id/matches",
    {
      schema: {
        operationId: "listJobMatches",
        summary: "Agents matched to a job (client)",
        description: "Agents ranked for the job's description, skills and budget; 404 unless the caller is its client.",
        tags: ["jobs"],
        params: idParams,
        querystring: jobMatchQuery,
        response: { 200: matchList, ...problems(400, 404) },
      },
      config: { access: { auth: "user", scope: "jobs:read" } },
    },
    async (request) => matchJob(db, request.params.id, actorOf(request), request.query.limit, semantic),
  );
}
