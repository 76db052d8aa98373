import { footerStats, health } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { getFooterStats, getUptimePercent } from "./performance.service";

/** `GET /api/performance/health` and `GET /api/performance/stats` (docs/product/product-spec.md §7), both public. */
export function registerPerformanceRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/performance/health",
    {
      schema: {
        operationId: "getPlatformHealth",
        summary: "Platform uptime",
        tags: ["platform"],
        response: { 200: health },
      },
      config: { access: { auth: "public" } },
    },
    async () => ({ uptime: await getUptimePercent(db) }),
  );
  r.get(
    "/api/performance/stats",
    {
      schema: {
        operationId: "getFooterStats",
        summary: "Footer counts",
        tags: ["platform"],
        response: { 200: footerStats },
      },
      config: { access: { auth: "public" } },
    },
    async (request) => request.read((from) => getFooterStats(from)),
  );
}
