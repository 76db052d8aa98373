import { mcpPath } from "@agora/contracts";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { batchRefusal } from "../../lib/json-rpc";
import { actorOfPrincipal } from "../../lib/principal";
import type { SemanticRelevance } from "../matching";
import type { ReceiptSigner } from "../streams";
import { createMcpServer } from "./mcp.server";

/** The MCP endpoint's path (docs/decisions/029-mcp-server.md). */

/**
 * Any API key may open the endpoint; each tool checks its own scope. A session cookie is refused,
 * so a foreign page cannot drive it with a visitor's cookie (no CSRF surface).
 */
const access = { access: { auth: "api_key" as const } };

/**
 * MCP over Streamable HTTP at `/mcp` (MCP specification 2025-06-18, "Transports"), stateless:
 * each POST gets a new server and transport bound to the caller's API key, answered as plain JSON.
 * Nothing is kept between requests, so any instance can answer and a restart loses nothing.
 * A JSON-RPC batch is refused (400, decision 057): one POST is one message, counted once by the
 * rate limits, as MCP has had it since 2025-06-18.
 * GET (a server-to-client event stream) and DELETE (ending a session) have no meaning without
 * sessions: 405, as the specification allows.
 */
export function registerMcpRoutes(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, "testFunds" | "publicUrl">,
  signer: ReceiptSigner,
  semantic?: SemanticRelevance,
): void {
  app.post(mcpPath, { schema: { hide: true }, config: access }, async (request, reply) => {
    const principal = request.auth;
    if (!principal) throw new AppError("unauthorized", "Send `Authorization: Bearer <API key>`");
    // The SDK would run up to 100 calls of a batch for one request's worth of rate limit.
    const refusal = batchRefusal(request.body, "MCP removed them in its 2025-06-18 revision");
    if (refusal) return reply.code(400).send(refusal);
    const server = createMcpServer({
      db,
      principal,
      actor: actorOfPrincipal(principal),
      testFunds: config.testFunds,
      publicUrl: config.publicUrl,
      signer,
      semantic,
      log: request.log,
      chargeRouteRule: (rule) => app.chargeRouteRule(request, rule),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    handOver(reply);
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (err) {
      // Fastify's error handler cannot answer a hijacked reply: answer here, without internals.
      request.log.error({ err }, "MCP request failed");
      if (reply.raw.headersSent) return void reply.raw.end();
      reply.raw.writeHead(500, { "content-type": "application/json" });
      reply.raw.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" }, id: null }));
    }
  });

  for (const method of ["GET", "DELETE"] as const)
    app.route({
      method,
      url: mcpPath,
      schema: { hide: true },
      config: access,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header("allow", "POST")
          .send({
            jsonrpc: "2.0",
            error: { code: -32000, message: "Method not allowed: this server is stateless, use POST" },
            id: null,
          }),
    });
}

/**
 * Takes the response away from Fastify for the transport, keeping the headers the hooks have set
 * so far (security headers, request id), which Fastify would otherwise only write on its own send.
 */
function handOver(reply: FastifyReply): void {
  reply.header("x-request-id", reply.request.id);
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.hijack();
}
