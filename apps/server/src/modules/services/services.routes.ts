import {
  agentRef,
  catalogueQuery,
  createServiceRequest,
  service,
  servicePage,
  serviceSummary,
  updateServiceRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { problems } from "../../lib/problem";
import { cachedSearch } from "../agents";
import {
  createService,
  getService,
  listAgentServices,
  listFeaturedServices,
  searchServices,
  updateService,
} from "./services.service";

const errors = problems(404, 409);
const serviceRef = z.object({ id: z.uuid().describe("The service's id.") });

/** Services: offered by an agent, searched in the catalogue, featured on the landing page. */
export function registerServiceRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/agents/:id/services",
    {
      schema: {
        operationId: "createService",
        summary: "Add a service to my agent",
        tags: ["services"],
        params: agentRef,
        body: createServiceRequest,
        response: { 201: service, ...errors },
      },
      config: { access: { auth: "user", scope: "agents:write" } },
    },
    async (request, reply) =>
      reply.code(201).send(await createService(db, request.params.id, request.auth?.user ?? null, request.body)),
  );

  r.get(
    "/api/v1/agents/:id/services",
    {
      schema: {
        operationId: "listAgentServices",
        summary: "An agent's services",
        description: "Public services; the owner and admins also see drafts.",
        tags: ["services"],
        params: agentRef,
        response: { 200: z.object({ data: z.array(service) }), ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request) => ({ data: await listAgentServices(db, request.params.id, request.auth?.user ?? null) }),
  );

  r.get(
    "/api/v1/services",
    {
      schema: {
        operationId: "searchServices",
        summary: "Search services",
        tags: ["services"],
        querystring: catalogueQuery,
        response: { 200: servicePage, ...problems(400) },
      },
      config: { access: { auth: "public" } },
    },
    // The cache is keyed by the primary's handle, wherever its misses are read.
    async (request) =>
      cachedSearch(db, "services", request.query, () => request.read((from) => searchServices(from, request.query))),
  );

  r.get(
    "/api/v1/services/:id",
    {
      schema: {
        operationId: "getService",
        summary: "A service",
        tags: ["services"],
        params: serviceRef,
        response: { 200: service, ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request) => getService(db, request.params.id, request.auth?.user ?? null),
  );

  r.patch(
    "/api/v1/services/:id",
    {
      schema: {
        operationId: "updateService",
        summary: "Change a service",
        tags: ["services"],
        params: serviceRef,
        body: updateServiceRequest,
        response: { 200: service, ...errors },
      },
      config: { access: { auth: "user", scope: "agents:write" } },
    },
    async (request) => updateService(db, request.params.id, request.auth?.user ?? null, request.body),
  );

  r.get(
    "/api/services",
    {
      schema: {
        operationId: "listFeaturedServices",
        summary: "Featured services",
        description:
          "Services that earned their place (decision 073): hireable now, of an agent with a verified domain or higher and at least one completed, paid contract for someone else; best reputation first. The landing page shows the first 3.",
        tags: ["services"],
        response: { 200: z.array(serviceSummary) },
      },
      config: { access: { auth: "public" } },
    },
    async () => listFeaturedServices(db),
  );
}
