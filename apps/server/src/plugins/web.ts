import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors";
import { sendProblem } from "../lib/problem";

/** The built web app (`npm run build -w @agora/web`). */
export const defaultWebDistDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Paths that are never pages: an unknown one is a 404 problem, never the SPA page. A missing
 * `/assets/` file (an old hashed name after a deploy) must fail loudly, not come back as HTML.
 * `/a2a` and `/mcp` are the protocol endpoints (POST `/a2a`, POST `/mcp`, and GET and DELETE
 * `/mcp` answering 405); nothing under them is a page, and an agent probing `/a2a/anything`
 * must not read a 200 HTML page as an answer. The agent cards live under `/.well-known/` and
 * `/api/v1/agents/`, both server paths already.
 */
const serverRoots = ["/api", "/oidc", "/a2a", "/mcp"];
const serverPrefixes = ["/.well-known/", "/assets/"];

/**
 * The landing page prerendered for a visitor (apps/web/scripts/prerender.ts): index.html with the
 * page already inside #root, sent for `/` when no user is signed in (decision 079).
 */
const visitorPage = "index.visitor.html";

const pathOf = (url: string) => url.split("?", 1)[0] ?? url;

function isServerPath(url: string): boolean {
  const path = pathOf(url);
  return (
    serverRoots.some((root) => path === root || path.startsWith(`${root}/`)) ||
    serverPrefixes.some((p) => path.startsWith(p))
  );
}

/**
 * Serves the built web app and the 404 behaviour: unknown server paths get a problem+json 404;
 * any other GET gets `index.html`, whose router shows the page or the spec's 404 page. `/` asked
 * without a signed-in session (no session cookie, or one whose session is gone or never signed in)
 * gets `index.visitor.html` instead when the build wrote it, with `Vary: Cookie` either way: the
 * visitor's landing page painted from the HTML, before the app's code runs (decision 079). A
 * signed-in user always gets the plain file, so never sees the visitor's page first.
 * Hashed assets are cached for a year; `index.html` and `sw.js` are revalidated every time.
 * Every file, `index.html` included, is sent as the `.br` or `.gz` the build wrote beside it when
 * the request's Accept-Encoding takes it (brotli first), else as is, always with
 * `Vary: Accept-Encoding`: compressed once at build time, never per request (decision 076).
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = resolve(distDir ?? defaultWebDistDir);
  const hasWeb = existsSync(join(root, "index.html"));
  const hasVisitorPage = hasWeb && existsSync(join(root, visitorPage));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not asked for by name: no route of their
      // own; nor has the visitor's page, which is `/` for whoever the server takes for a visitor.
      globIgnore: ["**/*.br", "**/*.gz", visitorPage],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(root, "assets")}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ root }, "web app not built: only the API is served (run `npm run build`)");
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (hasWeb && !isServerPath(url) && (request.method === "GET" || request.method === "HEAD")) {
      reply.header("cache-control", "no-cache");
      if (pathOf(url) === "/") {
        // Which page `/` is depends on the session cookie: a shared cache must not hand one person's to another.
        reply.header("vary", "cookie");
        if (hasVisitorPage && !request.auth) return reply.sendFile(visitorPage);
      }
      return reply.sendFile("index.html");
    }
    const path = url.split("?", 1)[0];
    const error = new AppError("not_found", `No route ${request.method} ${path}`);
    return sendProblem(reply, error.status, error.code, error.message);
  });
}
