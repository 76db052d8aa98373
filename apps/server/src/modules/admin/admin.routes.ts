import { adminActionListQuery, adminActionPage, adminUserList, adminUserSearchQuery } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { problems } from "../../lib/problem";
import { searchUsers } from "../users/users.service";
import { listAdminActions } from "./audit-log";

/** `/api/v1/admin/audit-log` and `/api/v1/admin/users` (admins; scope `admin:read`). */
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
}
