import { callListQuery, contractCall, contractCallPage } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { loadContract } from "../hiring";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { type CallSigner, listCalls, makeCall } from "./calls.service";

const idParams = z.object({ id: z.uuid() });

/**
 * A call spends escrow, so its Idempotency-Key is required, not optional as on other money routes:
 * a client that retries a lost answer must get the same call, never a second one. The handler
 * refuses a call without one (after the access check, so a stranger still gets 404); the schema
 * keeps the shared optional header so that check is the handler's.
 */
const callIdempotencyHeader = idempotencyHeader.extend({
  "idempotency-key": idempotencyHeader.shape["idempotency-key"].describe(
    "Required: the same key (1 to 255 visible ASCII characters) answers the same call again while it is kept.",
  ),
});

/**
 * Calls of per-call contracts (decision 086): the client makes a call (its price drawn from the
 * escrow, answered with a signed receipt), and either party lists them with their receipts.
 */
export function registerCallRoutes(app: FastifyInstance, db: Db, signer: CallSigner): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/v1/contracts/:id/calls",
    {
      schema: {
        operationId: "makeCall",
        summary: "Make a call on a per-call contract (client)",
        description:
          "Draws one call's price from the contract's escrow and answers the call with a receipt signed like a " +
          "stream's (verify with /.well-known/agora-receipts.json). Refused with 409 when the escrow left is below " +
          "the price (`insufficient_funds`: fund the contract) or the service's cap per client is reached " +
          "(`limit_reached`). A retry with the same Idempotency-Key answers the same call.",
        tags: ["calls"],
        params: idParams,
        headers: callIdempotencyHeader,
        response: { 201: contractCall, ...problems(403, 404, 409) },
      },
      config: { access: { auth: "user", scope: "contracts:write" } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const guard = requestGuard(request);
      if (guard.key === undefined) {
        // A stranger is told nothing more than that the contract is not there.
        await loadContract(db, request.params.id, actor);
        throw new AppError("validation_failed", "Idempotency-Key is required: a call spends money", [
          { in: "headers", field: "Idempotency-Key", message: "is required: a call spends money" },
        ]);
      }
      const result = await idempotent(db, guard, async (tx) => {
        const { call } = await makeCall(tx, request.params.id, actor, signer);
        return { status: 201, body: call };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/contracts/:id/calls",
    {
      schema: {
        operationId: "listContractCalls",
        summary: "A per-call contract's calls",
        description: "Newest call first, each with its signed receipt; `limit` per page, `cursor` for the next.",
        tags: ["calls"],
        params: idParams,
        querystring: callListQuery,
        response: { 200: contractCallPage, ...problems(400, 404) },
      },
      config: { access: { auth: "user", scope: "contracts:read" } },
    },
    async (request) => listCalls(db, request.params.id, actorOf(request), request.query, signer),
  );
}
