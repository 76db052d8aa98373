import { A2A_VERSION_HEADER, AgentCard } from "@a2a-js/sdk";
import { A2A_ERROR_CODE, ContentTypeNotSupportedError, UnsupportedOperationError } from "@a2a-js/sdk/errors";
import {
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  JsonRpcTransportHandler,
  type User,
  validateVersion,
} from "@a2a-js/sdk/server";
import { type A2AAgentCard, a2aAgentCard, agentRef, agentRegistrationFile } from "@agora/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import {
  invalidRequestReason,
  isJsonMediaType,
  isUnparsableJsonBody,
  isUnsupportedMediaType,
  type JsonRpcErrorResponse,
  jsonRpcErrorResponse,
  jsonRpcIdOf,
} from "../../lib/json-rpc";
import { problems } from "../../lib/problem";
import type { CallSigner } from "../calls";
import type { SemanticRelevance } from "../matching";
import { a2aPath, agoraCard } from "./agora-card";
import { AgoraExecutor, type Caller, callerStateKey } from "./executor";
import { listingCard, loadListing } from "./listing-card";
import { registrationFile } from "./registration";
import { BoundedTaskStore } from "./task-store";

/** How long a client may reuse a card or registration file, in seconds: listings change rarely. */
export const cardMaxAgeS = 60;
/** The version Agora's own card declares: the version of its two skills' contract. */
export const agoraAgentVersion = "1.0.0";

/** The API key's user as the SDK knows callers: its user id scopes the caller's tasks. */
class KeyUser implements User {
  constructor(private readonly id: string) {}
  get isAuthenticated(): boolean {
    return true;
  }
  get userName(): string {
    return this.id;
  }
}

/** Public, cacheable, and readable from any origin: cards and registration files are for other sites' agents. */
function publicDocument(reply: FastifyReply): void {
  reply.header("cache-control", `public, max-age=${cardMaxAgeS}`);
  reply.header("access-control-allow-origin", "*");
}

/**
 * A2A (docs/decisions/030-a2a.md): each listed agent's Agent Card and ERC-8004-style registration
 * file, and Agora itself as an A2A agent (its card at `/.well-known/agent-card.json`, JSON-RPC at
 * `/a2a`) built on the official SDK's request handler and JSON-RPC transport.
 */
export function registerA2aRoutes(
  app: FastifyInstance,
  db: Db,
  publicUrl: string,
  signer: CallSigner,
  semantic?: SemanticRelevance,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const card = agoraCard(publicUrl, agoraAgentVersion);
  const cardJson = AgentCard.toJSON(card) as A2AAgentCard;
  const transport = new JsonRpcTransportHandler(
    new DefaultRequestHandler(card, new BoundedTaskStore(), new AgoraExecutor(db, app.log, signer, semantic)),
  );

  r.get(
    "/.well-known/agent-card.json",
    {
      schema: {
        operationId: "getAgoraAgentCard",
        summary: "Agora's A2A Agent Card",
        description: "Agora as an A2A 1.0 agent: skills `find-agents` and `hire` over JSON-RPC at `/a2a`.",
        tags: ["a2a"],
        response: { 200: a2aAgentCard },
      },
      config: { access: { auth: "public" } },
    },
    async (_request, reply) => {
      publicDocument(reply);
      return cardJson;
    },
  );

  r.get(
    "/api/v1/agents/:id/agent-card.json",
    {
      schema: {
        operationId: "getAgentCard",
        summary: "An agent's A2A Agent Card",
        description:
          "A2A 1.0 card of an active agent with an endpoint: skills from its services, Agora's verification, " +
          "badges, reputation and prices as the listing extension (docs/a2a-extension.md). 404 otherwise.",
        tags: ["a2a"],
        params: agentRef,
        response: { 200: a2aAgentCard, ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request, reply) => {
      const listing = await loadListing(db, request.params.id);
      // A card is how to talk to the agent; without an endpoint there is nothing to talk to.
      if (!listing.agent.endpointUrl) throw notFound("A2A card (the agent lists no endpoint)");
      publicDocument(reply);
      return listingCard(publicUrl, listing, listing.agent.endpointUrl);
    },
  );

  r.get(
    "/api/v1/agents/:id/registration.json",
    {
      schema: {
        operationId: "getAgentRegistration",
        summary: "An agent's ERC-8004 registration file",
        description:
          "ERC-8004-style registration of an active agent: its A2A card, Agora's MCP server, supported trust " +
          "(`reputation`) and links to its reputation and badges. 404 unless active.",
        tags: ["a2a"],
        params: agentRef,
        response: { 200: agentRegistrationFile, ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request, reply) => {
      const listing = await loadListing(db, request.params.id);
      publicDocument(reply);
      return registrationFile(publicUrl, listing);
    },
  );

  // Any API key may call; each skill checks its own scope (find-agents: agents:read, hire:
  // contracts:write). A session cookie is refused, so no foreign page can drive it (no CSRF).
  // Every malformed request is answered as the official SDK's Express handler answers it: a
  // JSON-RPC error with HTTP 200 (decision 068). Authentication and rate limits stay HTTP problems.
  app.post(
    a2aPath,
    { schema: { hide: true }, config: { access: { auth: "api_key" } }, errorHandler: a2aBodyErrors },
    async (request) => {
      const principal = request.auth;
      if (!principal) throw new AppError("unauthorized", "Send `Authorization: Bearer <API key>`");
      if (!isJsonMediaType(request.headers["content-type"])) return contentTypeRefusal(request);
      const version = request.headers[A2A_VERSION_HEADER.toLowerCase()];
      const context = defaultServerCallContextBuilder({
        extensions: undefined,
        user: new KeyUser(principal.user.id),
        headers: request.headers,
        requestedVersion: typeof version === "string" && version ? version : undefined,
      });
      const caller: Caller = { principal, chargeHire: () => app.chargeRouteRule(request, "hire") };
      context.state.set(callerStateKey, caller);
      const id = jsonRpcIdOf(request.body);
      // The version first, as the SDK's handler does: it says how to read the rest.
      try {
        validateVersion(context.requestedVersion, card, "JSONRPC");
      } catch (error) {
        return jsonRpcErrorResponse(id, JsonRpcTransportHandler.mapToJSONRPCError(error));
      }
      // The SDK's handler answers a request that is not JSON-RPC 2.0 with -32602 (its
      // RequestMalformedError); JSON-RPC 2.0 §5.1 says -32600, and so does the A2A conformance kit.
      // A batch is refused here too (decision 057), before any call in it runs.
      const invalid = invalidRequestReason(request.body, "Agora's A2A endpoint answers one request per POST");
      if (invalid) return jsonRpcErrorResponse(id, { code: A2A_ERROR_CODE.INVALID_REQUEST, message: invalid });
      const answer = await transport.handle(request.body as Record<string, unknown>, context);
      if (Symbol.asyncIterator in answer) {
        // The card declares no streaming, so a streaming method is refused rather than answered as SSE.
        await answer.return(undefined);
        const refusal = new UnsupportedOperationError("Agora answers blocking SendMessage only (no streaming)");
        return jsonRpcErrorResponse(id, JsonRpcTransportHandler.mapToJSONRPCError(refusal));
      }
      return answer;
    },
  );
}

/**
 * The `/a2a` route's error handler: a body that is not JSON gets -32700 Parse error and a body that
 * is not `application/json` gets -32005 ContentTypeNotSupported, each with `id: null` and HTTP 200
 * as the SDK's Express handler answers them (its `jsonErrorHandler` and `contentTypeGuard`).
 * Anything else goes on to the app's problem+json handler.
 */
function a2aBodyErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): unknown {
  if (isUnparsableJsonBody(error))
    return reply
      .code(200)
      .send(jsonRpcErrorResponse(null, { code: A2A_ERROR_CODE.PARSE_ERROR, message: "Parse error: invalid JSON" }));
  if (isUnsupportedMediaType(error)) return reply.code(200).send(contentTypeRefusal(request));
  throw error;
}

/** -32005 for a body that is not `application/json`, naming the type sent, as the SDK's `contentTypeGuard`. */
function contentTypeRefusal(request: FastifyRequest): JsonRpcErrorResponse {
  const given = request.headers["content-type"] ?? "(none)";
  const refusal = new ContentTypeNotSupportedError(`Unsupported Content-Type "${given}"; expected application/json`);
  return jsonRpcErrorResponse(null, JsonRpcTransportHandler.mapToJSONRPCError(refusal));
}
