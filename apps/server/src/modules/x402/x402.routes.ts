import {
  createX402AuthorizationRequest,
  x402Authorization,
  x402AuthorizationParams,
  x402AuthorizationState,
  x402CallListQuery,
  x402CallPage,
  x402DayContractDetail,
  x402DayContractListQuery,
  x402DayContractPage,
  x402DayContractParams,
  x402DemoCallRequest,
  x402DemoCallResult,
  x402DemoOffer,
  x402FacilitatorRequest,
  x402SettleResponse,
  x402SupportedResponse,
  x402VerifyResponse,
} from "@agora/contracts";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { getDayContract, listDayContractCalls, listDayContracts } from "./day-contract-views";
import { getDemoOffer, runDemoCall } from "./demo-calls";
import {
  createAuthorization,
  getAuthorizationState,
  supportedKinds,
  verifyPayment,
  type X402Context,
} from "./x402.service";
import { settlePayment } from "./x402-settle";

const tags = ["x402"];

/**
 * Pay per call through x402 v2 (decision 083, docs/x402-scheme-exact-agora.md).
 * `/api/v1/x402/authorizations`: a payer's client asks Agora to sign a single-use authorization
 * (the session, or a key holding `x402:pay`). `/x402/supported`, `/x402/verify`, `/x402/settle`:
 * Agora as the x402 facilitator of its own network, in x402's request and response shapes.
 * The facilitator routes are public: an authorization is a bearer instrument that can only pay
 * the agent, amount and resource it names, once (x402's own model), so whoever holds it may ask.
 */
export function registerX402Routes(app: FastifyInstance, ctx: X402Context): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pay = { access: { auth: "user" as const, scope: "x402:pay" as const } };
  const open = { access: { auth: "public" as const } };

  r.post(
    "/api/v1/x402/authorizations",
    {
      schema: {
        operationId: "createPaymentAuthorization",
        summary: "Authorize an x402 payment",
        description:
          "Signs a single-use authorization to pay the accepted requirement of a resource's 402 answer: the `payload` " +
          "of an x402 `PaymentPayload` for the `exact` scheme on this deployment's `agora:` network. It moves no " +
          "money (the facilitator's settle does, once), so it takes no idempotency key. 400 names every field the " +
          "requirement cannot be paid with (another network, an asset other than `USD`, an amount below 1 µUSD, a " +
          "payee that is not an active agent); 409 `insufficient_funds`; 403 `mandate_exceeded` when the key's " +
          "mandate refuses it. Valid from now for min(`maxTimeoutSeconds`, 300) seconds.",
        tags,
        body: createX402AuthorizationRequest,
        response: { 201: x402Authorization, ...problems(400, 403, 409) },
      },
      config: pay,
    },
    async (request, reply) => {
      reply.code(201);
      return createAuthorization(ctx, actorOf(request), request.body);
    },
  );

  r.get(
    "/api/v1/x402/authorizations/:id",
    {
      schema: {
        operationId: "getPaymentAuthorization",
        summary: "An x402 authorization and its settlement",
        description:
          "My authorization, signed again, and its settlement once a facilitator settled it. 404 for anyone else's.",
        tags,
        params: x402AuthorizationParams,
        response: { 200: x402AuthorizationState, ...problems(404) },
      },
      config: pay,
    },
    async (request) => getAuthorizationState(ctx, actorOf(request), request.params.id),
  );

  r.get(
    "/x402/supported",
    {
      schema: {
        operationId: "getFacilitatorSupported",
        summary: "x402: what this facilitator settles",
        description: "x402 v2 `SupportedResponse`: `exact` on this deployment's network, `USD` with 6 decimals.",
        tags,
        response: { 200: x402SupportedResponse },
      },
      config: open,
    },
    async () => supportedKinds(ctx),
  );

  r.post(
    "/x402/verify",
    {
      schema: {
        operationId: "verifyPayment",
        summary: "x402: verify a payment",
        description:
          "x402 v2 `VerifyRequest` → `VerifyResponse`. A payment that cannot be settled now answers 200 with " +
          "`isValid: false` and x402's `invalidReason` word, or an `agora_` one (docs/x402-scheme-exact-agora.md).",
        tags,
        body: x402FacilitatorRequest,
        response: { 200: x402VerifyResponse, ...problems(400) },
      },
      config: open,
    },
    async (request) =>
      verifyPayment(
        ctx,
        request.body.paymentPayload as PaymentPayload,
        request.body.paymentRequirements as PaymentRequirements,
      ),
  );

  r.post(
    "/x402/settle",
    {
      schema: {
        operationId: "settlePayment",
        summary: "x402: settle a payment",
        description:
          "x402 v2 `SettleRequest` → `SettleResponse`: moves the amount from the payer's balance into the escrow of " +
          "the payer's contract of the day with the agent, exactly once; `transaction` is the ledger transfer's id. " +
          "Settling an authorization again answers the first result. A refusal answers 200 with `success: false` " +
          "and x402's `errorReason` word, or an `agora_` one. The authorization is the idempotency key.",
        tags,
        body: x402FacilitatorRequest,
        response: { 200: x402SettleResponse, ...problems(400) },
      },
      config: open,
    },
    async (request) =>
      settlePayment(
        ctx,
        request.body.paymentPayload as PaymentPayload,
        request.body.paymentRequirements as PaymentRequirements,
      ),
  );

  // Reading paid calls (decision 087): the day contracts a user pays or is paid through, as
  // contracts are read (`contracts:read`): a day contract is the contract of one day's calls.
  const read = { access: { auth: "user" as const, scope: "contracts:read" as const } };

  r.get(
    "/api/v1/x402/day-contracts",
    {
      schema: {
        operationId: "listDayContracts",
        summary: "My paid calls, by agent and day",
        description:
          "My x402 day contracts, newest UTC day first: one per payer, agent and day, as payer (`role=payer`), as the " +
          "agent's owner (`role=provider`) or both. Each has its calls, what they cost, what was paid out to the owner " +
          "(fees apart) and what waits in escrow for the next payout.",
        tags,
        querystring: x402DayContractListQuery,
        response: { 200: x402DayContractPage, ...problems(400) },
      },
      config: read,
    },
    async (request) => listDayContracts(ctx.db, actorOf(request), request.query),
  );

  r.get(
    "/api/v1/x402/day-contracts/:id",
    {
      schema: {
        operationId: "getDayContract",
        summary: "A day contract and its payouts",
        description: "One of my x402 day contracts with its payouts, newest first. 404 for anyone else's.",
        tags,
        params: x402DayContractParams,
        response: { 200: x402DayContractDetail, ...problems(404) },
      },
      config: read,
    },
    async (request) => getDayContract(ctx.db, actorOf(request), request.params.id),
  );

  r.get(
    "/api/v1/x402/day-contracts/:id/calls",
    {
      schema: {
        operationId: "listDayContractCalls",
        summary: "The paid calls of a day contract",
        description:
          "The calls of one of my x402 day contracts, newest first: the authorization that paid each (its receipt; " +
          "the payer reads it signed at `GET /api/v1/x402/authorizations/{id}`), the resource, the price, its fee, the " +
          "ledger transfer and the payout that paid it on. 404 for anyone else's.",
        tags,
        params: x402DayContractParams,
        querystring: x402CallListQuery,
        response: { 200: x402CallPage, ...problems(400, 404) },
      },
      config: read,
    },
    async (request) => listDayContractCalls(ctx.db, actorOf(request), request.params.id, request.query),
  );

  // "Try a paid call" (decision 087): the demo agent's per-call resource, paid from my own funds.
  r.get(
    "/api/v1/x402/demo",
    {
      schema: {
        operationId: "getDemoPaidCall",
        summary: "The demo's paid call",
        description:
          "The demo agent's per-call resource on this instance (behind the official x402 middleware), with the " +
          "requirement its 402 answer asks: authorize it (`POST /api/v1/x402/authorizations`) and send the " +
          "authorization to `POST /api/v1/x402/demo/calls`. `demo` is null when no demo resource runs here.",
        tags,
        response: { 200: x402DemoOffer },
      },
      config: pay,
    },
    async () => getDemoOffer(ctx),
  );

  r.post(
    "/api/v1/x402/demo/calls",
    {
      schema: {
        operationId: "createDemoPaidCall",
        summary: "Make the demo's paid call",
        description:
          "Calls the demo resource with my authorization as its x402 payment: its middleware verifies it, does the " +
          "work and settles it through the facilitator into my day contract with the agent. The authorization is " +
          "the idempotency key: sent again, it is refused as used (409) and pays nothing more. 400 names `text` when the demo cannot work on " +
          "it (nothing is paid) or `authorization` when it is not mine for this resource; 409 when the payment is " +
          "refused; 404 when no demo resource runs here; 503 when it does not answer.",
        tags,
        body: x402DemoCallRequest,
        response: { 200: x402DemoCallResult, ...problems(400, 404, 409) },
      },
      config: pay,
    },
    async (request) => runDemoCall(ctx, actorOf(request), request.body),
  );
}
