import { platformStats } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { createPlatformStatsCache } from "./platform.service";

/** `GET /api/stats/platform` (docs/product/product-spec.md §7): the landing page's six figures, cached ≤ 60 s. */
export function registerPlatformRoutes(app: FastifyInstance, db: Db): void {
  const stats = createPlatformStatsCache(db);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/stats/platform",
    {
      schema: {
        operationId: "getPlatformStats",
        summary: "Platform figures",
        tags: ["platform"],
        response: { 200: platformStats },
      },
      config: { access: { auth: "public" } },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return request.read((from) => stats(from));
    },
  );
}
