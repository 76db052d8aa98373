import { mcpPath } from "@agora/contracts";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import {
  invalidRequestReason,
  isJsonMediaType,
  isUnparsableJsonBody,
  jsonRpcErrorResponse,
  jsonRpcIdOf,
} from "../../lib/json-rpc";
import { actorOfPrincipal } from "../../lib/principal";
import type { SemanticRelevance } from "../matching";
import type { ReceiptSigner } from "../streams";
import { answerBadParamsAsInvalidParams } from "./invalid-params";
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
 * A body that is not JSON gets 400 with -32700, one that is not a JSON-RPC 2.0 message 400 with
 * -32600, as the SDK's transport answers what it refuses (decision 068); a JSON-RPC batch is refused
 * the same way (decision 057): one POST is one message, counted once by the rate limits, as MCP has
 * had it since 2025-06-18. Unknown methods (-32601) and bad params (-32602) are the SDK's to answer.
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
  app.post(mcpPath, { schema: { hide: true }, config: access, errorHandler: mcpBodyErrors }, async (request, reply) => {
    const principal = request.auth;
    if (!principal) throw new AppError("unauthorized", "Send `Authorization: Bearer <API key>`");
    // Fastify reads text/plain as a string; refused as Fastify refuses any other type it cannot read.
    if (!isJsonMediaType(request.headers["content-type"]))
      throw new AppError("unsupported_media_type", "Send the JSON-RPC message as `Content-Type: application/json`");
    // The SDK's transport answers a message it cannot read with -32700 where JSON-RPC 2.0 §5.1
    // says -32600, and would run up to 100 calls of a batch for one request's worth of rate limit.
    const invalid = invalidRequestReason(request.body, "MCP removed them in its 2025-06-18 revision", {
      acceptsResponses: true,
    });
    if (invalid)
      return reply
        .code(400)
        .send(jsonRpcErrorResponse(jsonRpcIdOf(request.body), { code: ErrorCode.InvalidRequest, message: invalid }));
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
    answerBadParamsAsInvalidParams(transport, request.body);
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
      reply.raw.end(
        JSON.stringify({
          jsonrpc: "2.0",
          error: { code: ErrorCode.InternalError, message: "Internal error" },
          id: null,
        }),
      );
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
 * The `/mcp` route's error handler: a body that is not JSON gets HTTP 400 with -32700 Parse error
 * and `id: null`, as the SDK's transport answers it. Anything else (401, 413, 415, 429) goes on to
 * the app's problem+json handler.
 */
function mcpBodyErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): unknown {
  if (isUnparsableJsonBody(error))
    return reply
      .code(400)
      .send(jsonRpcErrorResponse(null, { code: ErrorCode.ParseError, message: "Parse error: Invalid JSON" }));
  throw error;
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
