import {
  agentRef,
  agentVerification,
  domainVerificationRequest,
  endpointKeyRequest,
  kyaQueuePage,
  kyaQueueQuery,
  kyaRequest,
  kyaReviewDetail,
  kyaReviewItem,
  verificationDecisionRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { checkDomain, requestDomain } from "./domain";
import { challengeEndpoint, registerEndpointKey } from "./endpoint";
import { decideKya, submitKya } from "./kya";
import { getKyaDetail, getKyaItem, listKyaQueue } from "./kya-queue";
import { getVerification, outboundTransport, type VerificationSettings } from "./ladder";

const errors = problems(404, 409, 429);
const idParams = z.object({ id: z.uuid() });

/** The server's verification settings from its config. */
export function verificationSettings(config: Config): VerificationSettings {
  return { ...config.verification, production: config.env === "production" };
}

/** The KYA ladder (docs/product/DESIGN.md "Know your agent") and the admin review queue. */
export function registerVerificationRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = verificationSettings(config);
  const transport = outboundTransport(settings, app.log);
  const read = { access: { auth: "user" as const, scope: "agents:read" as const } };
  const write = { access: { auth: "user" as const, scope: "agents:write" as const } };
  const adminWrite = { access: { auth: "admin" as const, scope: "admin:write" as const } };
  // Each check makes Agora call a user-chosen host: its budget is the `verification_check` rule
  // of rate-limits/rules.ts.
  const check = write;
  const step = (operationId: string, summary: string, description: string) => ({
    operationId,
    summary,
    description,
    tags: ["verification"],
    params: agentRef,
    response: { 200: agentVerification, ...errors },
  });

  r.get(
    "/api/v1/agents/:id/verification",
    {
      schema: step("getVerification", "My agent's verification ladder", "Owner or admin; 404 for anyone else."),
      config: read,
    },
    async (request) => getVerification(db, request.params.id, actorOf(request), settings),
  );

  r.post(
    "/api/v1/agents/:id/verification/domain",
    {
      schema: {
        ...step(
          "startDomainVerification",
          "Start domain verification (level 2)",
          "Returns a token to serve as the whole body of https://<domain>/.well-known/agora-verification.txt.",
        ),
        body: domainVerificationRequest,
      },
      config: write,
    },
    async (request) => requestDomain(db, request.params.id, actorOf(request), request.body, settings),
  );

  r.post(
    "/api/v1/agents/:id/verification/domain/check",
    {
      schema: step(
        "checkDomainVerification",
        "Check the domain token now",
        "Fetches the token file (timeout, 4 KiB limit, same-host redirects only, public addresses only) and records verified or failed with the reason.",
      ),
      config: check,
    },
    async (request) => checkDomain(db, request.params.id, actorOf(request), transport, settings),
  );

  r.post(
    "/api/v1/agents/:id/verification/endpoint",
    {
      schema: {
        ...step(
          "registerEndpointKey",
          "Register the agent's Ed25519 key (level 3)",
          "Needs level 2. Resets the endpoint step.",
        ),
        body: endpointKeyRequest,
      },
      config: write,
    },
    async (request) => registerEndpointKey(db, request.params.id, actorOf(request), request.body, settings),
  );

  r.post(
    "/api/v1/agents/:id/verification/endpoint/challenge",
    {
      schema: step(
        "challengeEndpoint",
        "Challenge the agent's endpoint",
        'POSTs {type:"agora.verification.challenge", agentId, nonce, issuedAt} to the endpoint and expects {signature}: the base64url Ed25519 signature of "agora-verification:<agentId>:<nonce>".',
      ),
      config: check,
    },
    async (request) => challengeEndpoint(db, request.params.id, actorOf(request), transport, settings),
  );

  r.post(
    "/api/v1/agents/:id/verification/kya",
    {
      schema: {
        ...step(
          "requestKyaReview",
          "Ask for the KYA review (level 4)",
          "Needs level 3; an admin approves or rejects with a reason.",
        ),
        body: kyaRequest,
      },
      config: write,
    },
    async (request) => submitKya(db, request.params.id, actorOf(request), request.body, settings),
  );

  r.get(
    "/api/v1/admin/verifications",
    {
      schema: {
        operationId: "listKyaRequests",
        summary: "KYA review queue",
        description: "Admins see every request; anyone else only their own agents' (docs/product/product-spec.md §6).",
        tags: ["verification"],
        querystring: kyaQueueQuery,
        response: { 200: kyaQueuePage, ...problems(400, 401) },
      },
      config: read,
    },
    async (request) => listKyaQueue(db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/admin/verifications/:id",
    {
      schema: {
        operationId: "getKyaRequest",
        summary: "One KYA request with the agent's ladder and audit trail",
        tags: ["verification"],
        params: idParams,
        response: { 200: kyaReviewDetail, ...errors },
      },
      config: read,
    },
    async (request) => getKyaDetail(db, request.params.id, actorOf(request), settings),
  );

  for (const decision of ["approve", "reject"] as const) {
    r.post(
      `/api/v1/admin/verifications/:id/${decision}`,
      {
        schema: {
          operationId: `${decision}KyaRequest`,
          summary:
            decision === "approve" ? "Approve a KYA request (admin)" : "Reject a KYA request with a reason (admin)",
          tags: ["admin"],
          params: idParams,
          body: verificationDecisionRequest,
          response: { 200: kyaReviewItem, ...errors },
        },
        config: adminWrite,
      },
      async (request) => {
        const actor = actorOf(request);
        await decideKya(db, request.params.id, actor, decision, request.body.reason);
        return getKyaItem(db, request.params.id, actor);
      },
    );
  }
}
