import { formatMicros, type X402DemoCallRequest, type X402DemoCallResult, type X402DemoOffer } from "@agora/contracts";
import {
  decodePaymentRequiredHeader,
  decodePaymentResponseHeader,
  encodePaymentSignatureHeader,
} from "@x402/core/http";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { agentNameView } from "../agents/agents.tables";
import type { X402Context } from "./x402.service";
import { x402Settlements } from "./x402.tables";

// "Try a paid call" (decision 087): a newcomer pays the demo agent's per-call resource from their
// test funds, in the browser. The resource (apps/demo-agents/src/paid-calls.ts) listens on this
// host's loopback interface, which the browser cannot reach, so the server carries the two HTTP
// requests an x402 client makes, and nothing more: the browser reads the requirement, asks for the
// authorization itself and hands it over; the resource's own middleware verifies and settles it
// through the facilitator. The resource URL is the one this process registered, never the user's,
// so no request goes anywhere a user names (the SSRF rules of modules/verification/outbound are
// for those).

/** The demo's per-call resource as the host that started it registers it. */
export interface DemoPaidResource {
  /** Its URL on this host's loopback interface, e.g. `http://127.0.0.1:41234/text-stats`. */
  url: string;
  agentId: string;
  description: string;
  example: string;
}

/**
 * The resource this process offers, if any. Process-wide, like the demo runtime that starts it:
 * one server process runs at most one (inside `npm start` on the embedded database).
 */
let offered: DemoPaidResource | null = null;

/** Offers `resource` to "Try a paid call" until the returned function is called. */
export function offerDemoPaidCalls(resource: DemoPaidResource): () => void {
  offered = resource;
  return () => {
    if (offered === resource) offered = null;
  };
}

/** The error of a payment the facilitator refused, with x402's reason word. */
function refused(reason: string | undefined): AppError {
  if (reason === "insufficient_funds")
    return new AppError("insufficient_funds", "The available balance is short of the call's price");
  return new AppError("conflict", `The payment was refused: ${reason ?? "no reason given"}`);
}

/** How long the server waits for the demo resource, ms (it answers in milliseconds; settling included). */
const resourceTimeoutMs = 15_000;

/** POSTs `body` to the demo resource, with a payment when `payment` is given. */
function callResource(url: string, body: unknown, payment?: PaymentPayload): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(payment ? { "payment-signature": encodePaymentSignatureHeader(payment) } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(resourceTimeoutMs),
  });
}

/**
 * The demo offer: the resource's 402 answer (read now, unpaid, so the requirement is exactly what
 * the resource asks) with its agent. Null when no resource is offered or it does not answer 402.
 */
export async function getDemoOffer(ctx: X402Context): Promise<X402DemoOffer> {
  const resource = offered;
  if (!resource) return { demo: null };
  const [agent] = await ctx.db
    .select({ id: agentNameView.id, name: agentNameView.name, slug: agentNameView.slug })
    .from(agentNameView)
    .where(eq(agentNameView.id, resource.agentId));
  const unpaid = await callResource(resource.url, { text: "" }).catch(() => undefined);
  const header = unpaid?.status === 402 ? unpaid.headers.get("payment-required") : null;
  if (!agent || !header) return { demo: null };
  const required = decodePaymentRequiredHeader(header);
  const accepted = required.accepts.find((a) => a.network === ctx.network);
  if (!accepted) return { demo: null };
  return {
    demo: {
      agent,
      description: resource.description,
      example: resource.example,
      price: formatMicros(BigInt(accepted.amount)),
      resource: required.resource.url,
      accepted: { ...accepted, extra: accepted.extra ?? {} },
    },
  };
}

/**
 * Pays the demo resource one call with `body.authorization` (the caller's own, for this resource)
 * and returns its answer. The resource's middleware verifies the payment, does the work, and
 * settles through the facilitator; a text it cannot work on is refused before anything settles.
 * The authorization is the call's exactly-once key: sent again, the resource's middleware refuses it
 * as used (`agora_authorization_used`, a 409 here) and nothing more is paid.
 * @throws AppError('validation_failed') (400) naming `authorization` when it is someone else's or
 *   for another resource, or `text` when the demo cannot work on it (nothing is paid).
 * @throws AppError('insufficient_funds') (409) when the balance no longer covers the call, or
 *   AppError('conflict') (409) naming x402's reason for any other refusal (a used or expired
 *   authorization, a mandate): nothing moved.
 * @throws AppError('not_found') (404) when no demo resource runs here (`GET /api/v1/x402/demo`
 *   answers `demo: null` then, so the page offers no call).
 * @throws AppError('service_unavailable') (503) when the demo resource does not answer.
 */
export async function runDemoCall(
  ctx: X402Context,
  actor: Actor,
  body: X402DemoCallRequest,
): Promise<X402DemoCallResult> {
  const resource = offered;
  if (!resource) throw new AppError("not_found", "No demo resource runs on this instance");
  const { authorization } = body;
  if (authorization.payer !== actor.id || authorization.resource !== resource.url)
    throw new AppError("validation_failed", "The authorization does not pay this demo call", [
      { in: "body", field: "authorization", message: "must be my authorization for the demo's resource" },
    ]);
  const accepted: PaymentRequirements = {
    scheme: "exact",
    network: authorization.network as PaymentRequirements["network"],
    asset: authorization.asset,
    amount: authorization.amount,
    payTo: authorization.payTo,
    maxTimeoutSeconds: 60,
    extra: { decimals: 6 },
  };
  const payment: PaymentPayload = {
    x402Version: 2,
    resource: { url: resource.url, description: resource.description, mimeType: "application/json" },
    accepted,
    payload: authorization,
  };
  const res = await callResource(resource.url, { text: body.text }, payment).catch(() => undefined);
  if (!res) throw new AppError("service_unavailable", "The demo resource did not answer");
  const answer = (await res.json().catch(() => ({}))) as { result?: unknown; error?: unknown };
  if (res.status === 422)
    throw new AppError("validation_failed", "The demo cannot work on this text", [
      { in: "body", field: "text", message: String(answer.error ?? "cannot be worked on") },
    ]);
  if (res.status === 402) {
    const header = res.headers.get("payment-required");
    const reason = header ? decodePaymentRequiredHeader(header).error : undefined;
    throw refused(reason);
  }
  const settledHeader = res.headers.get("payment-response");
  if (res.status !== 200 || !settledHeader || typeof answer.result !== "string")
    throw new AppError("service_unavailable", `The demo resource answered ${res.status}`);
  const settled = decodePaymentResponseHeader(settledHeader);
  const [row] = await ctx.db
    .select({ dayContractId: x402Settlements.dayContractId })
    .from(x402Settlements)
    .where(eq(x402Settlements.authorizationId, authorization.id));
  if (!settled.success || !row) throw refused(settled.errorReason);
  return {
    result: answer.result,
    authorizationId: authorization.id,
    transaction: settled.transaction,
    amount: formatMicros(BigInt(authorization.amount)),
    dayContractId: row.dayContractId,
  };
}
