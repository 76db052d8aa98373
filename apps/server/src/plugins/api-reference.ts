import { gzipSync } from "node:zlib";
import fastifyApiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";

/**
 * Where the API reference renderer's script is served: `<prefix>/js/scalar.js`. Under `/assets/`
 * so that, like the web app's own files, a missing one is a 404 problem and never the SPA page.
 * The web app's `/api-docs` page loads it on demand (apps/web/src/features/developer-docs).
 */
export const apiReferencePrefix = "/assets/api-reference";

/** The script's URL, as the `/api-docs` page requests it. */
export const apiReferenceScriptUrl = `${apiReferencePrefix}/js/scalar.js`;

/**
 * How long browsers may reuse the script without asking, seconds. Its URL carries no version, so
 * an upgrade reaches a returning reader within this time; a day spares the ~1 MB (gzip) download
 * on every visit.
 */
const scriptMaxAgeS = 86_400;

/**
 * Serves the Scalar API reference renderer (`@scalar/fastify-api-reference`, decision 025) from this
 * origin, so `/api-docs` works offline and without a CDN under the site's strict CSP (the script is
 * a file of this origin; the page passes it the configuration, so no inline script is needed).
 * The package's own HTML page (`<prefix>/`), which configures the renderer with an inline script
 * the CSP would block, redirects to the web app's `/api-docs` instead. The routes are public. The
 * script (4.3 MB) is gzipped once and kept (~1 MB): compressing it per request took seconds of CPU.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  let gzipped: Buffer | undefined;
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      route.config = { ...(route.config as object | undefined), access: { auth: "public" } };
    });
    scope.addHook("onSend", async (request, reply, payload) => {
      if (typeof payload !== "string" || reply.statusCode !== 200) return payload;
      reply.header("vary", "accept-encoding");
      if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return payload;
      gzipped ??= gzipSync(payload);
      reply.header("content-encoding", "gzip");
      return gzipped;
    });
    await scope.register(fastifyApiReference, {
      routePrefix: apiReferencePrefix,
      // A URL source: the package then adds no copies of the document next to its script.
      configuration: { url: "/api/v1/openapi.json" },
      logLevel: "warn",
      hooks: {
        onRequest: async (request, reply) => {
          if (request.url.split("?", 1)[0] !== apiReferenceScriptUrl) return reply.redirect("/api-docs", 302);
          reply.header("cache-control", `public, max-age=${scriptMaxAgeS}`);
        },
      },
    });
  });
}
