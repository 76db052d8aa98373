import { analyticsQuery, pageViewRequest, platformAnalytics } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { problems } from "../../lib/problem";
import { getPlatformAnalytics, recordPageView, visitorKey } from "./analytics.service";

/**
 * `POST /api/analytics/pageviews`: the web app reports each path change (visitors included), and
 * `GET /api/v1/admin/analytics`: the platform's figures for administrators (scope `admin:read`).
 * @param secret the server's session secret; it keys the visitors' per-day hash.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, db: Db, secret: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
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
        // Its budget is the `page_view` rule of rate-limits/rules.ts.
        access: { auth: "public" },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.user.id ?? null;
      const visitor = userId ? null : visitorKey(secret, request.ip, request.headers["user-agent"] ?? "");
      await recordPageView(db, request.body, userId, visitor);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/v1/admin/analytics",
    {
      schema: {
        operationId: "getPlatformAnalytics",
        summary: "Platform analytics over 7, 30 or 90 days (admin)",
        description:
          "Daily page views, visitors, sign-ups, new agents, services, jobs and contracts, disputes, settled volume, fees, escrow and stream minutes, with demo activity apart; top pages; contracts and jobs by state now.",
        tags: ["admin"],
        querystring: analyticsQuery,
        response: { 200: platformAnalytics, ...problems(400, 401, 403) },
      },
      config: { access: { auth: "admin", scope: "admin:read" } },
    },
    async (request) => getPlatformAnalytics(db, Number(request.query.days)),
  );
}
