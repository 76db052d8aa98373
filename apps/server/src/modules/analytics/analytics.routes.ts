import { pageViewRequest } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { problems } from "../../lib/problem";
import { recordPageView } from "./analytics.service";

/** Page views one user (or, for visitors, one IP) may report per minute; people browsing stay far below. */
export const pageViewsPerMinuteMax = 120;

/** `POST /api/analytics/pageviews`: the web app reports each path change (visitors included). */
export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/analytics/pageviews",
    {
      schema: {
        operationId: "recordPageView",
        summary: "Report a page view",
        tags: ["platform"],
        body: pageViewRequest,
        response: { 204: z.null().describe("Recorded."), ...problems(400, 429) },
      },
      config: {
        access: { auth: "public" },
        rateLimit: {
          max: pageViewsPerMinuteMax,
          timeWindow: 60_000,
          // Signed-in people behind one NAT should not share a budget.
          keyGenerator: (request) => request.auth?.user.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      await recordPageView(db, request.body, request.auth?.user.id ?? null);
      return reply.code(204).send(null);
    },
  );
}
