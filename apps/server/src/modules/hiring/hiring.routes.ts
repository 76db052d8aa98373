import {
  bonus,
  bonusRequest,
  contract,
  contractPage,
  counterOfferRequest,
  createJobRequest,
  dealListQuery,
  decideOfferRequest,
  deliverRequest,
  fundRequest,
  hireRequest,
  job,
  jobListQuery,
  jobOfferRequest,
  jobPage,
  offer,
  offerListQuery,
  offerPage,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { type Actor, actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { publishEvent } from "../realtime";
import { enqueueWebhookEvent } from "../webhooks";
import { payBonus } from "./bonuses";
import { changeContract, hireServiceAndNotify } from "./deal-actions";
import {
  approveContract,
  cancelContract,
  decideOffer,
  deliverContract,
  fundContract,
  getContract,
  getOffer,
  listContracts,
  listOffers,
} from "./hiring.service";
import { closeJob, counterOffer, createJob, getJob, listJobOffers, listJobs, offerOnJob } from "./jobs.service";

const errors = problems(404, 409);
const idParams = z.object({ id: z.uuid() });

/** The event announcing each decision on an offer, to both parties. */
const offerDecisionEvents = {
  accept: "offer.accepted",
  reject: "offer.rejected",
  withdraw: "offer.withdrawn",
} as const;

/** Offers and contracts (docs/product/DESIGN.md "Hiring flow"): direct hire, decide, fund, deliver, approve, cancel. */
export function registerHiringRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "contracts:read" as const } };
  const write = { access: { auth: "user" as const, scope: "contracts:write" as const } };

  r.post(
    "/api/v1/services/:id/hire",
    {
      schema: {
        operationId: "hireService",
        summary: "Hire from a service card",
        description:
          "An offer at the service's terms: `{}` for per-minute work, `{amount}` within priceRange for fixed price. " +
          "A per-call service (`{prepaid}`, at least one call's price) is hired at once: the answer holds the " +
          "accepted offer and the active contract whose escrow `prepaid` funded.",
        tags: ["hiring"],
        params: idParams,
        headers: idempotencyHeader,
        body: hireRequest,
        response: {
          201: z.object({
            offer,
            contract: contract.optional().describe("Per-call services: the contract made and funded by the hire."),
          }),
          ...errors,
        },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const created = await hireServiceAndNotify(tx, request.params.id, actor, request.body);
        return { status: 201, body: created };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/offers",
    {
      schema: {
        operationId: "listOffers",
        summary: "My offers",
        description:
          "Newest first, optionally only those in one state now (`status=pending`); with a cursor for the next page.",
        tags: ["hiring"],
        querystring: offerListQuery,
        response: { 200: offerPage, ...problems(400) },
      },
      config: read,
    },
    async (request) => listOffers(db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/offers/:id",
    {
      schema: {
        operationId: "getOffer",
        summary: "An offer",
        tags: ["hiring"],
        params: idParams,
        response: { 200: offer, ...problems(404) },
      },
      config: read,
    },
    async (request) => getOffer(db, request.params.id, actorOf(request)),
  );

  r.post(
    "/api/v1/offers/:id/:action",
    {
      schema: {
        operationId: "decideOffer",
        summary: "Accept, reject or withdraw an offer",
        description:
          "Accepting returns the new contract too. Rejecting may give a `reason` the other side sees on the offer.",
        tags: ["hiring"],
        params: z.object({ id: z.uuid(), action: z.enum(["accept", "reject", "withdraw"]) }),
        headers: idempotencyHeader,
        body: decideOfferRequest.optional(),
        response: { 200: z.object({ offer, contract: contract.optional() }), ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const reason = request.body?.reason;
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const decided = await decideOffer(tx, id, actor, action, reason);
        const data = {
          offerId: id,
          status: decided.offer.status,
          contractId: decided.contract?.id ?? null,
          ...(decided.offer.decisionReason === null ? {} : { reason: decided.offer.decisionReason }),
        };
        for (const party of [decided.offer.clientId, decided.offer.providerId])
          await publishEvent(tx, `user:${party}`, offerDecisionEvents[action], data);
        if (action !== "withdraw")
          await enqueueWebhookEvent(
            tx,
            [decided.offer.clientId, decided.offer.providerId],
            offerDecisionEvents[action],
            data,
          );
        return { status: 200, body: decided };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/contracts",
    {
      schema: {
        operationId: "listContracts",
        summary: "My contracts",
        tags: ["hiring"],
        querystring: dealListQuery,
        response: { 200: contractPage, ...problems(400) },
      },
      config: read,
    },
    async (request) => listContracts(db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/contracts/:id",
    {
      schema: {
        operationId: "getContract",
        summary: "A contract",
        tags: ["hiring"],
        params: idParams,
        response: { 200: contract, ...problems(404) },
      },
      config: read,
    },
    async (request) => getContract(db, request.params.id, actorOf(request)),
  );

  const moneyRoute = <B extends z.ZodType>(
    action: "fund" | "approve" | "cancel" | "deliver",
    summary: string,
    body: B | undefined,
    run: (tx: Tx, id: string, actor: Actor, body: z.infer<B>) => Promise<unknown>,
  ) =>
    r.post(
      `/api/v1/contracts/:id/${action}`,
      {
        schema: {
          operationId: `${action}Contract`,
          summary,
          tags: ["hiring"],
          params: idParams,
          headers: idempotencyHeader,
          ...(body ? { body } : {}),
          response: { 200: contract, ...errors },
        },
        config: write,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { id } = request.params as { id: string };
        const result = await idempotent(db, requestGuard(request), async (tx) => {
          const body = await changeContract(tx, id, actor, action, () =>
            run(tx, id, actor, request.body as z.infer<B>),
          );
          return { status: 200, body };
        });
        return sendIdempotent(reply, result);
      },
    );

  const jobsRead = { access: { auth: "user" as const, scope: "jobs:read" as const } };
  const jobsWrite = { access: { auth: "user" as const, scope: "jobs:write" as const } };

  r.post(
    "/api/v1/jobs",
    {
      schema: {
        operationId: "createJob",
        summary: "Post a job",
        tags: ["jobs"],
        body: createJobRequest,
        response: { 201: job, ...errors },
      },
      config: jobsWrite,
    },
    async (request, reply) => reply.code(201).send(await createJob(db, actorOf(request), request.body)),
  );

  r.get(
    "/api/v1/jobs",
    {
      schema: {
        operationId: "listJobs",
        summary: "My jobs, or open jobs",
        tags: ["jobs"],
        querystring: jobListQuery,
        response: { 200: jobPage, ...problems(400) },
      },
      config: jobsRead,
    },
    async (request) => listJobs(db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/jobs/:id",
    {
      schema: {
        operationId: "getJob",
        summary: "A job",
        tags: ["jobs"],
        params: idParams,
        response: { 200: job, ...problems(404) },
      },
      config: jobsRead,
    },
    async (request) => getJob(db, request.params.id, actorOf(request)),
  );

  r.post(
    "/api/v1/jobs/:id/close",
    {
      schema: {
        operationId: "closeJob",
        summary: "Close a job (client)",
        tags: ["jobs"],
        params: idParams,
        response: { 200: job, ...errors },
      },
      config: jobsWrite,
    },
    async (request) => closeJob(db, request.params.id, actorOf(request)),
  );

  r.get(
    "/api/v1/jobs/:id/offers",
    {
      schema: {
        operationId: "listJobOffers",
        summary: "Offers on a job",
        description: "All of them for the job's client; only my own for an agent's owner.",
        tags: ["jobs"],
        params: idParams,
        response: { 200: z.object({ data: z.array(offer) }), ...problems(404) },
      },
      config: jobsRead,
    },
    async (request) => ({ data: await listJobOffers(db, request.params.id, actorOf(request)) }),
  );

  r.post(
    "/api/v1/jobs/:id/offers",
    {
      schema: {
        operationId: "createJobOffer",
        summary: "Offer on a job",
        description: "An agent's owner proposes one of their agents, or the job's client invites an agent.",
        tags: ["jobs"],
        params: idParams,
        headers: idempotencyHeader,
        body: jobOfferRequest,
        response: { 201: z.object({ offer }), ...errors },
      },
      config: jobsWrite,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const created = await offerOnJob(tx, request.params.id, actor, request.body);
        const other = created.proposedBy === "client" ? created.providerId : created.clientId;
        await publishEvent(tx, `user:${other}`, "offer.received", { offerId: created.id, jobId: created.jobId });
        await enqueueWebhookEvent(tx, [other], "offer.received", { offerId: created.id, jobId: created.jobId });
        return { status: 201, body: { offer: created } };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.post(
    "/api/v1/offers/:id/counter",
    {
      schema: {
        operationId: "counterOffer",
        summary: "Counter an offer",
        description: "New terms from the side that did not propose; the answered offer becomes `countered`.",
        tags: ["hiring"],
        params: idParams,
        headers: idempotencyHeader,
        body: counterOfferRequest,
        response: { 201: z.object({ offer }), ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const created = await counterOffer(tx, request.params.id, actor, request.body);
        const other = created.proposedBy === "client" ? created.providerId : created.clientId;
        await publishEvent(tx, `user:${other}`, "offer.countered", {
          offerId: created.id,
          counterOf: created.counterOf,
        });
        return { status: 201, body: { offer: created } };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.post(
    "/api/v1/contracts/:id/bonuses",
    {
      schema: {
        operationId: "payBonus",
        summary: "Pay a bonus (client)",
        description:
          "Pays the agent's owner `amount` dollars from your available balance, less the 0.1 % platform fee, on an " +
          "active, delivered or completed contract. Both sides get a statement line; the owner is notified.",
        tags: ["hiring"],
        params: idParams,
        headers: idempotencyHeader,
        body: bonusRequest,
        response: { 201: z.object({ bonus }), ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => ({
        status: 201,
        body: { bonus: await payBonus(tx, request.params.id, actor, request.body.amount) },
      }));
      return sendIdempotent(reply, result);
    },
  );

  moneyRoute("fund", "Fund the escrow (client)", fundRequest, (tx, id, actor, body) =>
    fundContract(tx, id, actor, body.amount),
  );
  moneyRoute("deliver", "Record delivery (agent's owner)", deliverRequest, (tx, id, actor, body) =>
    deliverContract(tx, id, actor, body),
  );
  moneyRoute("approve", "Approve and pay (client)", undefined, (tx, id, actor) => approveContract(tx, id, actor));
  moneyRoute("cancel", "Cancel (refunds the escrow)", undefined, (tx, id, actor) => cancelContract(tx, id, actor));
}
