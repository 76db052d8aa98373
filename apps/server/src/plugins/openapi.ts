import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { type ProblemStatus, problems } from "../lib/problem";
import { registerApiReference } from "./api-reference";
import type { Access } from "./auth";
import { codeSamplesFor } from "./openapi-code-samples";
import { apiGuideMarkdown } from "./openapi-guide";

const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The 4xx answers a route can give because of how it is declared, whatever its handler does:
 * 400 when it validates params, query or body; 401 and 403 when it needs a caller (plugins/auth.ts:
 * a route under `/api/v1` without a rule is session-only); 403 and 429 for a mutation (foreign-origin
 * refusal, the per-IP and per-key limits of modules/rate-limits/rate-limits.ts).
 */
function declaredProblemStatuses(route: RouteOptions): ProblemStatus[] {
  const schema = route.schema ?? {};
  const access = (route.config as { access?: Access } | undefined)?.access;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = new Set<ProblemStatus>();
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access ? access.auth !== "public" : route.url.startsWith("/api/v1/")) {
    statuses.add(401);
    statuses.add(403);
  }
  if (methods.some((m) => mutatingMethods.has(m))) {
    statuses.add(403);
    statuses.add(429);
  }
  return [...statuses].sort();
}

/** Every `#/components/schemas/<name>` that `value` references, directly. */
function schemaRefsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) schemaRefsIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith("#/components/schemas/"))
        found.add(child.slice("#/components/schemas/".length));
      else schemaRefsIn(child, found);
    }
  }
}

/**
 * The document without the component schemas nothing references. The zod provider emits an input
 * and an output variant of every schema with an id; a response-only schema's input variant (and a
 * request-only schema's output variant) would otherwise be listed but never used.
 */
function withoutUnusedSchemas<D extends object>(document: D): D {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components ?? {};
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  schemaRefsIn({ ...document, components: { ...components, schemas: {} } }, used);
  // Referenced schemas may reference others: follow until nothing new turns up.
  for (let frontier = [...used]; frontier.length > 0; ) {
    const next = new Set<string>();
    for (const name of frontier) schemaRefsIn(schemas[name], next);
    frontier = [...next].filter((name) => !used.has(name));
    for (const name of frontier) used.add(name);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}

/** The HTTP methods an OpenAPI path item may hold. */
const httpMethods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** An operation of the document, as {@link withDeveloperAids} reads and extends it. */
interface DocumentOperation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
  security?: Record<string, string[]>[];
  "x-codeSamples"?: unknown;
}

/**
 * The document with what a reader of the reference needs beyond the schemas: each operation's
 * security (none for public ones, else the API key scope it requires, from the route's access
 * rule), its `x-codeSamples` (curl, JavaScript SDK, Python SDK) and the introduction guide as
 * `info.description`.
 * Operations whose body schema accepts no body at all are marked `requestBody.required: false`,
 * which the schema conversion does not say by itself.
 * @param accessById each route's access rule by operationId (routes without one are session-only).
 * @param optionalBodies operationIds whose body may be left out.
 */
function withDeveloperAids<D extends object>(
  document: D,
  accessById: ReadonlyMap<string, Access | undefined>,
  rateLimits: Config["rateLimits"],
  optionalBodies: ReadonlySet<string>,
): D {
  const doc = document as D & { info?: object; paths?: Record<string, Record<string, DocumentOperation>> };
  const listed: { method: string; path: string; operation: DocumentOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      if (httpMethods.has(method)) listed.push({ method, path, operation });
  const paths: Record<string, Record<string, DocumentOperation>> = {};
  for (const { method, path, operation } of listed) {
    const access = operation.operationId ? accessById.get(operation.operationId) : undefined;
    const isPublic = access?.auth === "public";
    // An `api_key` rule names no scope: any key may call it (its operations check their own).
    const security = isPublic ? [] : access ? [{ apiKey: access.scope ? [access.scope] : [] }] : operation.security;
    const samples = codeSamplesFor({ ...operation, method, path, authenticated: !isPublic }, doc);
    const requestBody =
      operation.requestBody && operation.operationId && optionalBodies.has(operation.operationId)
        ? { requestBody: { ...operation.requestBody, required: false } }
        : {};
    paths[path] = {
      ...paths[path],
      [method]: { ...operation, ...requestBody, ...(security ? { security } : {}), "x-codeSamples": samples },
    };
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) paths[path] = { ...item, ...paths[path] };
  const guide = apiGuideMarkdown(
    rateLimits,
    listed.map(({ method, path, operation }) => ({ method, path, ...operation })),
  );
  return { ...doc, info: { ...doc.info, description: guide }, paths };
}

/**
 * Publishes the OpenAPI 3.1 document at `GET /api/v1/openapi.json`, built from the zod route
 * schemas of every route registered afterwards. Each route's schema gets the problem answers its
 * declaration implies ({@link declaredProblemStatuses}); the route lists only its own (404, 409).
 * The client in packages/client is generated from this document (`npm run generate:client`).
 * Operations carry their security, code samples and the guide ({@link withDeveloperAids}); the
 * rendered reference (plugins/api-reference.ts) is registered here too.
 * @param config `publicUrl` (the license link points at its terms) and the `rateLimits` the guide lists.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, "publicUrl" | "rateLimits">,
): Promise<void> {
  const { publicUrl } = config;
  const accessById = new Map<string, Access | undefined>();
  const optionalBodies = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (!route.schema || route.schema.hide) return;
    const operationId = (route.schema as { operationId?: string }).operationId;
    if (operationId) accessById.set(operationId, (route.config as { access?: Access } | undefined)?.access);
    const body = route.schema.body as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
    if (operationId && body?.safeParse?.(undefined).success) optionalBodies.add(operationId);
    const declared = problems(...declaredProblemStatuses(route));
    // A new schema object: routes may share one, and each gets the answers of its own declaration.
    route.schema = { ...route.schema, response: { ...declared, ...(route.schema.response as object | undefined) } };
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Agora API",
        version: "1.0.0",
        description: "Discovery, reputation and marketplace for AI agents.",
        license: { name: "Proprietary", url: `${publicUrl}/terms` },
      },
      // Relative: the server that serves this document (its paths start at the origin's root).
      servers: [{ url: "/", description: "The Agora server that serves this document" }],
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      withDeveloperAids(
        withoutUnusedSchemas(jsonSchemaTransformObject(input)),
        accessById,
        config.rateLimits,
        optionalBodies,
      ),
  });
  app.get("/api/v1/openapi.json", { schema: { hide: true }, config: { access: { auth: "public" } } }, async () =>
    app.swagger(),
  );
  await registerApiReference(app);
}
