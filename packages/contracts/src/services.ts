import { z } from "zod";
import { whenFieldsParsed } from "./checks";
import { callCap, pricingModels } from "./hiring";
import { estimatedDurationMinutesMax, longTextLengthMax, serviceTitleLengthMax, tagLengthMax } from "./limits";
import { decodedMicros, money, moneyAmount, perCallPrice } from "./money";

/** An agent's pricing as docs/product/product-spec.md §3 lists it on a service card. Rates are decimal-dollar strings. */
export const agentPricing = z
  .object({
    id: z.string().describe("The agent's id."),
    name: z.string().describe("The agent's display name."),
    hourlyRate: money.nullable().describe("Dollars per hour for hourly work, if offered."),
    basePerMinuteRate: money.describe('Dollars per minute for streamed work, at least "0.0001".'),
    rateGranularity: z.union([z.literal(1), z.literal(6), z.literal(60)]).describe("Billing step, in seconds."),
    minChargeMinutes: z.string().describe('Minimum billed time per stream, in minutes ("0.1" = 6 s).'),
    rateOverrides: z
      .array(
        z.object({
          match: z.object({ serviceId: z.string().optional(), skill: z.string().optional() }),
          basePerMinuteRate: money,
        }),
      )
      .describe("Per-service or per-skill rates that replace the base rate."),
    streamRateCaps: z
      .object({ maxPerStream: money.optional(), maxPerHour: money.optional() })
      .describe("Most one stream, or one hour of streaming, may cost."),
  })
  .meta({ id: "AgentPricing" });
export type AgentPricing = z.infer<typeof agentPricing>;

/** A service as `GET /api/services` lists it (docs/product/product-spec.md §3 "Service", §7). */
export const serviceSummary = z
  .object({
    id: z.string().describe("The service's id."),
    title: z.string().describe("The service's title."),
    description: z.string().describe("What the service does (plain text excerpt)."),
    category: z.string().describe("The service's category."),
    estimatedDuration: z.number().int().min(1).nullable().describe("Typical duration, in minutes."),
    pricingTags: z.array(z.string()).describe("Short pricing labels, e.g. per-minute, fixed."),
    pricingModel: z
      .enum(pricingModels)
      .describe("fixed: a price in priceRange; per_minute: the agent's rate by stream; per_call: pricePerCall a call."),
    perMinutePricing: z.boolean().describe("True when billed by the minute through a payment stream."),
    priceRange: z.object({ min: money, max: money }).nullable().describe("Fixed-price range in dollars."),
    pricePerCall: money.nullable().describe("Per-call services: dollars per call, at least 0.000001; else null."),
    callCap: callCap
      .nullable()
      .describe("Per-call services: the most calls one client may make a day or month; null for none."),
    agent: agentPricing,
    isDemo: z
      .boolean()
      .describe("Offered by a demo agent run by Agora: real results, test money. Left out of the public figures."),
  })
  .meta({ id: "ServiceSummary" });
export type ServiceSummary = z.infer<typeof serviceSummary>;

/** Lifecycle of a service: only `active` services of active agents are listed. */
export const serviceStatus = z.enum(["draft", "active", "paused"]).describe("Listing status.");

/**
 * A fixed-price range a client sends: both ends within the money cap, and `max` not below `min`.
 * The order check belongs to the range, so it is reported even when other fields of the body fail.
 */
const priceRangeInput = z
  .object({ min: decodedMicros(moneyAmount), max: decodedMicros(moneyAmount) })
  .strict()
  // Runs once both ends decoded (µUSD), so a malformed end is reported alone.
  .refine((r) => r.max >= r.min, { path: ["max"], message: "must be at least priceRange.min" });

/** An estimated duration a client sends: whole minutes, 1 to {@link estimatedDurationMinutesMax}. */
const estimatedDuration = z.number().int().min(1).max(estimatedDurationMinutesMax);

const serviceFields = {
  title: z.string().trim().min(5).max(serviceTitleLengthMax).describe("5–80 characters."),
  description: z.string().max(longTextLengthMax).default("").describe("Markdown, at most 5,000 characters."),
  category: z.string().trim().min(2).max(60).describe("One of the agent's categories."),
  pricingTags: z.array(z.string().trim().min(1).max(tagLengthMax)).max(8).default([]).describe("Short pricing labels."),
  estimatedDuration: estimatedDuration.nullable().default(null).describe("Minutes."),
  pricingModel: z
    .enum(pricingModels)
    .optional()
    .describe("How the service is priced; may be left out when perMinutePricing says it (fixed or per_minute)."),
  perMinutePricing: z
    .boolean()
    .optional()
    .describe("true: billed by the minute through a payment stream. The older spelling of pricingModel."),
  // prefault, not default: a codec's default belongs to its output, and the OpenAPI document shows the input's.
  priceRange: priceRangeInput
    .nullable()
    .prefault(null)
    .describe("Fixed-price range in dollars; required for a fixed-price service, null otherwise."),
  pricePerCall: decodedMicros(perCallPrice)
    .nullable()
    .prefault(null)
    .describe("Dollars per call, at least 0.000001; required for a per-call service, null otherwise."),
  callCap: callCap
    .nullable()
    .default(null)
    .describe("Per-call services: the most calls one client may make a UTC day or month; null for no cap."),
  status: serviceStatus.default("active"),
};

/** A service's pricing model as a request states it: `pricingModel`, else `perMinutePricing`; undefined when neither. */
export function requestedPricingModel(body: {
  pricingModel?: (typeof pricingModels)[number] | undefined;
  perMinutePricing?: boolean | undefined;
}): (typeof pricingModels)[number] | undefined {
  if (body.pricingModel !== undefined) return body.pricingModel;
  if (body.perMinutePricing === undefined) return undefined;
  return body.perMinutePricing ? "per_minute" : "fixed";
}

/**
 * The pricing fields' rules, whichever of them a body sends (decision 086): `perMinutePricing`, when
 * sent with `pricingModel`, must agree with it; a fixed-price service needs `priceRange`, a per-call
 * one `pricePerCall`, and each field is null under the other models; `callCap` only on per-call.
 * Reports each bad field at its path.
 */
function checkPricing(
  body: {
    pricingModel?: (typeof pricingModels)[number] | undefined;
    perMinutePricing?: boolean | undefined;
    priceRange?: unknown;
    pricePerCall?: unknown;
    callCap?: unknown;
  },
  model: (typeof pricingModels)[number],
  ctx: z.RefinementCtx,
): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (body.pricingModel !== undefined && body.perMinutePricing !== undefined)
    if (body.perMinutePricing !== (body.pricingModel === "per_minute"))
      issue("perMinutePricing", `must be ${body.pricingModel === "per_minute"} for pricingModel ${body.pricingModel}`);
  // A field that failed its own check still holds what was sent, never null, so it is not "missing".
  if (model === "fixed" && body.priceRange === null) issue("priceRange", "is required for a fixed-price service");
  if (model === "per_minute" && body.priceRange)
    issue("priceRange", "must be null for a per-minute service (it is billed at the agent's rate)");
  if (model === "per_call" && body.priceRange) issue("priceRange", "must be null for a per-call service");
  if (model === "per_call" && body.pricePerCall === null) issue("pricePerCall", "is required for a per-call service");
  if (model !== "per_call" && body.pricePerCall) issue("pricePerCall", "must be null unless the service is per call");
  if (model !== "per_call" && body.callCap) issue("callCap", "must be null unless the service is per call");
}

/**
 * The fields the cross-field check needs parsed: the model. The others are only compared with null,
 * so a malformed price is named by its own check and the cross-field check still names the rest.
 */
const pricingFieldNames = ["pricingModel", "perMinutePricing"];

/**
 * Body of `POST /api/v1/agents/:id/services`. The pricing model is `pricingModel`, or the older
 * `perMinutePricing`; one of them is required. A fixed-price service needs a `priceRange`, a per-call
 * one a `pricePerCall` (and may have a `callCap`), and the fields of other models must be null:
 * checked whenever those fields parsed, even if others failed, so one 400 names every bad field.
 */
export const createServiceRequest = z
  .object(serviceFields)
  .strict()
  .superRefine(
    (body, ctx) => {
      const model = requestedPricingModel(body);
      if (model === undefined) {
        ctx.addIssue({ code: "custom", path: ["pricingModel"], message: "is required: fixed, per_minute or per_call" });
        return;
      }
      checkPricing(body, model, ctx);
    },
    { when: whenFieldsParsed(...pricingFieldNames) },
  )
  .meta({ id: "CreateServiceRequest" });
/** The body as a client sends it (decimal dollars). */
export type CreateServiceRequest = z.input<typeof createServiceRequest>;
/** {@link createServiceRequest} as the server gets it: the price range in µUSD, defaults filled in. */
export type DecodedCreateServiceRequest = z.output<typeof createServiceRequest>;

/** Body of `PATCH /api/v1/services/:id`. */
export const updateServiceRequest = z
  .object({
    title: serviceFields.title.optional(),
    description: z.string().max(longTextLengthMax).optional(),
    category: serviceFields.category.optional(),
    pricingTags: z.array(z.string().trim().min(1).max(tagLengthMax)).max(8).optional(),
    estimatedDuration: estimatedDuration.nullable().optional(),
    pricingModel: z.enum(pricingModels).optional(),
    perMinutePricing: z.boolean().optional(),
    priceRange: priceRangeInput.nullable().optional(),
    pricePerCall: decodedMicros(perCallPrice).nullable().optional(),
    callCap: callCap.nullable().optional(),
    status: serviceStatus.optional(),
  })
  .strict()
  // Only the pair's agreement is checked here; the rest depends on the stored service (the server's).
  .superRefine(
    (body, ctx) => {
      if (body.pricingModel !== undefined && body.perMinutePricing !== undefined)
        if (body.perMinutePricing !== (body.pricingModel === "per_minute"))
          ctx.addIssue({
            code: "custom",
            path: ["perMinutePricing"],
            message: `must be ${body.pricingModel === "per_minute"} for pricingModel ${body.pricingModel}`,
          });
    },
    { when: whenFieldsParsed("pricingModel", "perMinutePricing") },
  )
  .meta({ id: "UpdateServiceRequest" });
/** The body as a client sends it (decimal dollars). */
export type UpdateServiceRequest = z.input<typeof updateServiceRequest>;
/** {@link updateServiceRequest} as the server gets it: the price range in µUSD. */
export type DecodedUpdateServiceRequest = z.output<typeof updateServiceRequest>;

/** A service with its status and agent, as `GET /api/v1/services/:id` returns it. */
export const service = serviceSummary
  .extend({
    status: serviceStatus,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Service" });
export type Service = z.infer<typeof service>;

/** A page of services. */
export const servicePage = z
  .object({ data: z.array(service), nextCursor: z.string().nullable() })
  .meta({ id: "ServicePage" });
