import type { FastifyInstance, RouteOptions } from "fastify";
import type { Access } from "./auth";

/** One registered route as the security harnesses read it: method, URL pattern, rule and schemas. */
export interface RouteEntry {
  method: string;
  /** Fastify pattern, e.g. `/api/v1/contracts/:id/fund`. */
  url: string;
  /** The declared access rule, or undefined when the route declares none. */
  access: Access | undefined;
  /** The route's zod schemas (params, querystring, body), as given to Fastify. */
  schema: RouteOptions["schema"];
  /** `true` for WebSocket routes (`{websocket: true}`). */
  websocket: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered after {@link recordRoutes}, in registration order (HEAD routes left out). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is registered, so tests can walk the real route table (BOLA matrix,
 * scope declarations) instead of a hand-kept list that a new route could miss. Call it before
 * any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET; it shares the GET's rule.
      if (method === "HEAD") continue;
      table.push({
        method,
        url: route.url,
        access: (route.config as { access?: Access } | undefined)?.access,
        schema: route.schema,
        websocket: (route as { websocket?: boolean }).websocket === true,
      });
    }
  });
}
