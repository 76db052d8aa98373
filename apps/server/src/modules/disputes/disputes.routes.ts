import {
  type Dispute,
  dispute,
  disputeListQuery,
  disputeMessageRequest,
  disputePage,
  openDisputeRequest,
  resolveDisputeRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { type ContractChangeEvent, loadContract, publishContractChange } from "../hiring";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { addDisputeMessage, getContractDispute, listDisputes, openDispute, resolveDispute } from "./disputes.service";

const errors = problems(404, 409);
const idParams = z.object({ id: z.uuid() });

/** Announces a dispute change to the contract's channel and both parties. */
async function announce(
  tx: Tx,
  d: Pick<Dispute, "contractId" | "id" | "status">,
  event: Extract<ContractChangeEvent, `dispute.${string}`>,
): Promise<void> {
  const { contract } = await loadContract(tx, d.contractId, "system");
  await publishContractChange(tx, contract, event, { disputeId: d.id, disputeStatus: d.status });
}

/** Disputes (docs/product/DESIGN.md "Hiring flow" 6): open, reply with evidence, and the admin queue and resolution. */
export function registerDisputeRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: { auth: "user" as const, scope: "contracts:write" as const } };
  const read = { access: { auth: "user" as const, scope: "contracts:read" as const } };
  const adminRead = { access: { auth: "admin" as const, scope: "admin:read" as const } };
  const adminWrite = { access: { auth: "admin" as const, scope: "admin:write" as const } };

  r.post(
    "/api/v1/contracts/:id/disputes",
    {
      schema: {
        operationId: "openDispute",
        summary: "Open a dispute (freezes the escrow)",
        tags: ["disputes"],
        params: idParams,
        headers: idempotencyHeader,
        body: openDisputeRequest,
        response: { 201: dispute, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const body = await openDispute(tx, request.params.id, actor, request.body);
        await announce(tx, body, "dispute.opened");
        return { status: 201, body };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/contracts/:id/disputes",
    {
      schema: {
        operationId: "getContractDispute",
        summary: "A contract's dispute",
        tags: ["disputes"],
        params: idParams,
        response: { 200: dispute, ...problems(404) },
      },
      config: read,
    },
    async (request) => getContractDispute(db, request.params.id, actorOf(request)),
  );

  r.post(
    "/api/v1/disputes/:id/messages",
    {
      schema: {
        operationId: "addDisputeMessage",
        summary: "Reply or add evidence",
        tags: ["disputes"],
        params: idParams,
        body: disputeMessageRequest,
        response: { 201: dispute, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = await db.transaction(async (tx) => {
        const d = await addDisputeMessage(tx, request.params.id, actor, request.body);
        await announce(tx, d, "dispute.message");
        return d;
      });
      return reply.code(201).send(body);
    },
  );

  r.get(
    "/api/v1/admin/disputes",
    {
      schema: {
        operationId: "listDisputes",
        summary: "Dispute queue (admin)",
        description:
          "Open disputes oldest first (the queue), resolved ones newest first; each with its thread, and a cursor for the next page.",
        tags: ["admin"],
        querystring: disputeListQuery,
        response: { 200: disputePage, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => listDisputes(db, request.query),
  );

  r.post(
    "/api/v1/admin/disputes/:id/resolve",
    {
      schema: {
        operationId: "resolveDispute",
        summary: "Resolve a dispute (admin): split the escrow",
        tags: ["admin"],
        params: idParams,
        headers: idempotencyHeader,
        body: resolveDisputeRequest,
        response: { 200: dispute, ...errors },
      },
      config: adminWrite,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const body = await resolveDispute(tx, request.params.id, actor, request.body);
        await announce(tx, body, "dispute.resolved");
        return { status: 200, body };
      });
      return sendIdempotent(reply, result);
    },
  );
}
