import { complianceStatus, complianceDashboard as dashboardSchema } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../plugins/auth";
import { complianceDashboard, exportRecords, getCompliance } from "./compliance.service";

/** `/compliance` and `/compliance-dashboard` data, and the JSON export of a user's records. */
export function registerComplianceRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "profile:read" as const } };

  r.get(
    "/api/v1/compliance",
    {
      schema: {
        summary: "My verification tier, its limits and my audit trail",
        tags: ["compliance"],
        response: { 200: complianceStatus },
      },
      config: read,
    },
    async (request) => getCompliance(db, actorOf(request).id),
  );

  r.get(
    "/api/v1/compliance/export",
    {
      schema: {
        summary: "Download everything Agora holds about me, as JSON",
        tags: ["compliance"],
        response: { 200: z.record(z.string(), z.unknown()) },
      },
      config: read,
    },
    async (request, reply) => {
      const records = await exportRecords(db, actorOf(request).id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-disposition", `attachment; filename="agora-records-${day}.json"`)
        .header("cache-control", "no-store")
        .send(records);
    },
  );

  r.get(
    "/api/v1/compliance/dashboard",
    {
      schema: {
        summary: "Compliance dashboard: platform-wide for admins, my own otherwise",
        tags: ["compliance"],
        response: { 200: dashboardSchema },
      },
      config: read,
    },
    async (request) => complianceDashboard(db, actorOf(request)),
  );
}
