import { type ApiKeyScope, complianceStatus, complianceDashboard as dashboardSchema } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { actorOf, holdsScope, type Principal } from "../../lib/principal";
import { complianceDashboard, exportRecords, getCompliance } from "./compliance.service";

/**
 * Sections of the export an API key sees only with the scope of the routes that show the same
 * rows (decision 017); the rest (profile, audit) come with the route's own `profile:read`.
 */
export const exportSectionScopes: Readonly<Record<string, ApiKeyScope>> = {
  agents: "agents:read",
  services: "agents:read",
  verification: "agents:read",
  kyaRequests: "agents:read",
  contracts: "contracts:read",
  reviewsWritten: "contracts:read",
  withdrawals: "wallet:read",
  deposits: "wallet:read",
};

/**
 * `records` without the sections `principal` may not read, and `omittedSections` listing each
 * left out with the scope it needs, so a partial export never passes for a complete one.
 */
function scopedExport(records: Record<string, unknown>, principal: Principal): Record<string, unknown> {
  const omitted = Object.entries(exportSectionScopes).filter(([, scope]) => !holdsScope(principal, scope));
  const kept = { ...records };
  for (const [section] of omitted) delete kept[section];
  return { ...kept, omittedSections: omitted.map(([section, scope]) => ({ section, scope })) };
}

/** `/compliance` and `/compliance-dashboard` data, and the JSON export of a user's records. */
export function registerComplianceRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "profile:read" as const } };

  r.get(
    "/api/v1/compliance",
    {
      schema: {
        operationId: "getCompliance",
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
        operationId: "exportMyData",
        summary: "Download everything Agora holds about me, as JSON",
        description:
          "An API key gets only the sections its scopes can read (contracts:read, wallet:read, agents:read); " +
          "`omittedSections` lists the others with the scope each needs.",
        tags: ["compliance"],
        response: { 200: z.record(z.string(), z.unknown()) },
      },
      config: read,
    },
    async (request, reply) => {
      const principal = request.auth;
      if (!principal) throw new AppError("unauthorized", "Not signed in");
      const records = scopedExport(await exportRecords(db, principal.user.id), principal);
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
        operationId: "getComplianceDashboard",
        summary: "Compliance dashboard: platform-wide for admins, my own otherwise",
        tags: ["compliance"],
        response: { 200: dashboardSchema },
      },
      config: read,
    },
    async (request) => complianceDashboard(db, actorOf(request)),
  );
}
