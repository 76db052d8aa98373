import { z } from "zod";
import {
  contractBonusData,
  contractChangeData,
  disputeChangeData,
  offerDecidedData,
  offerReceivedData,
  streamChangeData,
  streamSettledData,
} from "./events";
import { cursorParam, pageLimitMax } from "./limits";

/*
 * Webhooks (docs/decisions/021-webhooks.md): the event types an endpoint subscribes to, the body
 * Agora POSTs for each, and the HTTP shapes of `/api/v1/webhooks`. The server, both SDKs and the
 * API reference read them from here.
 */

/** Every event type a webhook endpoint can subscribe to. */
export const webhookEventTypes = [
  "offer.received",
  "offer.accepted",
  "offer.rejected",
  "contract.funded",
  "contract.delivered",
  "contract.completed",
  "contract.cancelled",
  "contract.bonus_paid",
  "stream.started",
  "stream.paused",
  "stream.stopped",
  "stream.settled",
  "dispute.opened",
  "dispute.resolved",
  "review.created",
  "verification.changed",
] as const;

/** One of {@link webhookEventTypes}. */
export const webhookEventType = z.enum(webhookEventTypes).describe("A webhook event type, e.g. `contract.funded`.");
/** One of {@link webhookEventTypes}, e.g. `contract.funded`. */
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** `review.created`, to the reviewed party (the agent's owner when the client reviews). */
export const reviewCreatedData = z.object({
  reviewId: z.string(),
  contractId: z.string(),
  agentId: z.string(),
  stars: z.number().int().min(1).max(5).describe("1–5."),
  authorSide: z.enum(["client", "provider"]).describe("Who wrote it."),
});

/** `verification.changed`, to the agent's owner: the agent's trust level moved. */
export const verificationChangedData = z.object({
  agentId: z.string(),
  from: z.number().int().min(0).max(4).describe("The previous trust level, 0–4."),
  to: z.number().int().min(0).max(4).describe("The new trust level, 0–4."),
});

/**
 * The `data` of each webhook event type. Offers, contracts, disputes and streams carry the same
 * payload as their realtime event (packages/contracts events.ts).
 */
export const webhookEventData = {
  "offer.received": offerReceivedData,
  "offer.accepted": offerDecidedData,
  "offer.rejected": offerDecidedData,
  "contract.funded": contractChangeData,
  "contract.delivered": contractChangeData,
  "contract.completed": contractChangeData,
  "contract.cancelled": contractChangeData,
  "contract.bonus_paid": contractBonusData,
  "stream.started": streamChangeData,
  "stream.paused": streamChangeData,
  "stream.stopped": streamChangeData,
  "stream.settled": streamSettledData,
  "dispute.opened": disputeChangeData,
  "dispute.resolved": disputeChangeData,
  "review.created": reviewCreatedData,
  "verification.changed": verificationChangedData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** The `data` of webhook event `T` as the server builds it. */
export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookEventData)[T]>;

function webhookBodyOf<T extends WebhookEventType>(type: T) {
  return z.object({
    id: z.string().describe("The event's id (UUID): the same on every delivery and resend of this event."),
    type: z.literal(type),
    createdAt: z.string().describe("ISO 8601 instant the change was committed."),
    data: webhookEventData[type],
  });
}

/**
 * The JSON body Agora POSTs to an endpoint: `{id, type, createdAt, data}`, discriminated by
 * `type`. It is signed with `Agora-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`
 * (Stripe's scheme); verify the raw bytes before parsing.
 */
export const webhookEvent = z.discriminatedUnion("type", [
  webhookBodyOf("offer.received"),
  webhookBodyOf("offer.accepted"),
  webhookBodyOf("offer.rejected"),
  webhookBodyOf("contract.funded"),
  webhookBodyOf("contract.delivered"),
  webhookBodyOf("contract.completed"),
  webhookBodyOf("contract.cancelled"),
  webhookBodyOf("contract.bonus_paid"),
  webhookBodyOf("stream.started"),
  webhookBodyOf("stream.paused"),
  webhookBodyOf("stream.stopped"),
  webhookBodyOf("stream.settled"),
  webhookBodyOf("dispute.opened"),
  webhookBodyOf("dispute.resolved"),
  webhookBodyOf("review.created"),
  webhookBodyOf("verification.changed"),
]);
/** A parsed {@link webhookEvent}: narrow on `type` to get its typed `data`. */
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** Name of the signature header. */
export const webhookSignatureHeader = "Agora-Signature";
/** Name of the header carrying the delivery's id (the same on retries of one delivery). */
export const webhookDeliveryIdHeader = "Agora-Delivery-Id";
/** Default largest age of a signature's timestamp a receiver accepts, seconds (Stripe's default). */
export const webhookToleranceS = 300;

/** Most webhook endpoints one user may hold. */
export const webhookEndpointsPerUserMax = 20;
/** Longest endpoint URL, characters. */
export const webhookUrlLengthMax = 2048;
/** Longest endpoint description, characters. */
export const webhookDescriptionLengthMax = 200;

/** Body of `POST /api/v1/webhooks`. */
export const createWebhookRequest = z
  .object({
    url: z
      .string()
      .trim()
      .max(webhookUrlLengthMax)
      .pipe(z.url({ protocol: /^https?$/ }))
      .describe("Where events are POSTed: https (http outside production), a public address."),
    events: z
      .array(webhookEventType)
      .min(1)
      .max(webhookEventTypes.length)
      .refine((e) => new Set(e).size === e.length, "events must not repeat")
      .describe("The event types to receive; at least one, none repeated."),
    description: z
      .string()
      .trim()
      .max(webhookDescriptionLengthMax)
      .optional()
      .describe("A label, up to 200 characters."),
  })
  .strict()
  .meta({ id: "CreateWebhookRequest" });
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

/** A webhook endpoint as its owner sees it (never its secret, except once on creation). */
export const webhookEndpoint = z
  .object({
    id: z.string().describe("The endpoint's id (UUID)."),
    url: z.string(),
    events: z.array(webhookEventType),
    description: z.string().nullable(),
    status: z.enum(["active", "disabled"]).describe("`disabled` endpoints receive nothing; see disabledReason."),
    disabledReason: z.string().nullable().describe("Why Agora disabled it (repeated failures), else null."),
    consecutiveFailures: z.number().int().min(0).describe("Deliveries that failed in a row (reset by a success)."),
    createdAt: z.string().describe("ISO 8601 instant."),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Answer of `POST /api/v1/webhooks`: the endpoint and its signing secret, shown this once. */
export const createdWebhook = z
  .object({
    endpoint: webhookEndpoint,
    secret: z.string().describe("The signing secret (`whsec_…`). Shown only in this answer: store it now."),
  })
  .meta({ id: "CreatedWebhook" });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

/** Answer of `GET /api/v1/webhooks`. */
export const webhookEndpointList = z.object({ data: z.array(webhookEndpoint) }).meta({ id: "WebhookEndpointList" });

/** Query of `GET /api/v1/webhooks`. */
export const webhookListQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(webhookEndpointsPerUserMax).default(webhookEndpointsPerUserMax) })
  .strict();

/** Path parameters of the endpoint and delivery routes. */
export const webhookIdParams = z.object({ id: z.uuid() });

/** Query of `GET /api/v1/webhooks/{id}/deliveries`: newest first. */
export const webhookDeliveryQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuery>;

/** One delivery (one event to one endpoint) and where its attempts stand. */
export const webhookDelivery = z
  .object({
    id: z.string().describe("The delivery's id (UUID), sent as `Agora-Delivery-Id`."),
    endpointId: z.string(),
    eventId: z.string().describe("The event's id, the body's `id`."),
    eventType: webhookEventType,
    status: z
      .enum(["pending", "delivered", "failed"])
      .describe("`failed`: retries gave up (24 h) or the endpoint was disabled."),
    attempt: z.number().int().min(0).describe("Attempts made so far."),
    nextAttemptAt: z.string().nullable().describe("ISO 8601 instant of the next attempt while pending, else null."),
    lastStatusCode: z.number().int().nullable().describe("HTTP status of the last answer; null when none came."),
    lastError: z.string().nullable().describe("Why the last attempt failed, in words."),
    latencyMs: z.number().int().nullable().describe("Duration of the last attempt, ms."),
    deliveredAt: z.string().nullable(),
    createdAt: z.string().describe("ISO 8601 instant the event was queued."),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** A page of deliveries. */
export const webhookDeliveryPage = z
  .object({
    data: z.array(webhookDelivery),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last."),
  })
  .meta({ id: "WebhookDeliveryPage" });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;
