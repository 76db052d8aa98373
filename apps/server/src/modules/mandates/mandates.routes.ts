import {
  createMandateRequest,
  mandate,
  mandateIdParams,
  mandateList,
  mandateListQuery,
  mandateSpendPage,
  mandateSpendQuery,
  signedMandate,
  updateMandateRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import {
  type ContractAgents,
  createMandate,
  type DocumentSigner,
  getMandate,
  listMandateSpends,
  listMandates,
  mandateDocument,
  revokeMandate,
  updateMandate,
} from "./mandates.service";

const tags = ["mandates"];

/**
 * `/api/v1/mandates` (decision 028): grant one of one's API keys a spending mandate, read it with
 * its spend, change it, revoke it, page its spends, and export it signed. Only the owner, through
 * the session or a key holding `mandates:write` (which a mandated key never holds). Creating or
 * changing a mandate moves no money, so these routes take no idempotency key, like the webhook
 * and API-key routes; a retried creation answers 409.
 * @param with_.signer the platform's signing key, for the signed document.
 * @param with_.issuer the platform's public URL, named in the document.
 * @param with_.contractAgents the agent of each contract a spend went to (the hiring module's).
 */
export function registerMandateRoutes(
  app: FastifyInstance,
  db: Db,
  with_: { signer: DocumentSigner; issuer: string; contractAgents: ContractAgents },
): void {
  const { signer, issuer, contractAgents } = with_;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "mandates:read" as const } };
  const write = { access: { auth: "user" as const, scope: "mandates:write" as const } };

  r.post(
    "/api/v1/mandates",
    {
      schema: {
        operationId: "createMandate",
        summary: "Grant an API key a spending mandate",
        description:
          "Every money call the key makes (hire, accept, invite, fund, top up, start or resume a stream) is then checked " +
          "against these limits in the transaction that moves the money; a refusal is `403 mandate_exceeded` naming the " +
          "limit and what is left. One mandate per key, for good. The key must be yours, live, and hold neither " +
          "`mandates:write` nor `api_keys:write`. A mandated key cannot withdraw.",
        tags,
        body: createMandateRequest,
        response: { 201: mandate, ...problems(404, 409) },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await createMandate(db, actorOf(request).id, request.body)),
  );

  r.get(
    "/api/v1/mandates",
    {
      schema: {
        operationId: "listMandates",
        summary: "My mandates",
        description: "Newest first, each with its spend in the last 24 hours and in total, and what is left.",
        tags,
        querystring: mandateListQuery,
        response: { 200: mandateList, ...problems() },
      },
      config: read,
    },
    async (request) => ({ data: await listMandates(db, actorOf(request).id, request.query.limit) }),
  );

  r.get(
    "/api/v1/mandates/:id",
    {
      schema: {
        operationId: "getMandate",
        summary: "A mandate",
        tags,
        params: mandateIdParams,
        response: { 200: mandate, ...problems(404) },
      },
      config: read,
    },
    async (request) => getMandate(db, actorOf(request).id, request.params.id),
  );

  r.patch(
    "/api/v1/mandates/:id",
    {
      schema: {
        operationId: "updateMandate",
        summary: "Change a mandate's limits",
        description: "Any limit; null clears an optional one. What the key already spent stays counted.",
        tags,
        params: mandateIdParams,
        body: updateMandateRequest,
        response: { 200: mandate, ...problems(404, 409) },
      },
      config: write,
    },
    async (request) =>
      inTransaction(db, (tx) => updateMandate(tx, actorOf(request).id, request.params.id, request.body)),
  );

  r.delete(
    "/api/v1/mandates/:id",
    {
      schema: {
        operationId: "revokeMandate",
        summary: "Revoke a mandate",
        description:
          "At once: the key's next money call is refused (`mandate_exceeded`, limit `revokedAt`). The key keeps its " +
          "other rights; revoke the key itself to stop it altogether.",
        tags,
        params: mandateIdParams,
        response: { 204: z.null().describe("Revoked."), ...problems(404) },
      },
      config: write,
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => revokeMandate(tx, actorOf(request).id, request.params.id));
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/v1/mandates/:id/spends",
    {
      schema: {
        operationId: "listMandateSpends",
        summary: "What a mandated key spent",
        description:
          "The ledger transfers made under the mandate, newest first and cursor-paged, each with its contract and " +
          "agent, and the spend per UTC day over the last 30 days for a chart.",
        tags,
        params: mandateIdParams,
        querystring: mandateSpendQuery,
        response: { 200: mandateSpendPage, ...problems(404) },
      },
      config: read,
    },
    async (request) => listMandateSpends(db, actorOf(request).id, request.params.id, request.query, contractAgents),
  );

  r.get(
    "/api/v1/mandates/:id/document",
    {
      schema: {
        operationId: "getMandateDocument",
        summary: "The mandate as a signed document",
        description:
          "Its terms and status, signed with the platform's Ed25519 receipt key (the key set at " +
          "`/.well-known/agora-receipts.json`) over the RFC 8785 canonical JSON of every other field, so anyone can " +
          "check it offline with `verifyMandate` from the SDKs.",
        tags,
        params: mandateIdParams,
        response: { 200: signedMandate, ...problems(404) },
      },
      config: read,
    },
    async (request) => mandateDocument(db, actorOf(request).id, request.params.id, signer, issuer),
  );
}
