import { z } from "zod";
import { whenFieldsParsed } from "./checks";
import { estimatedDurationMinutesMax, longTextLengthMax, serviceTitleLengthMax, tagLengthMax } from "./limits";
import { decodedMicros, money, moneyAmount } from "./money";

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
    perMinutePricing: z.boolean().describe("True when billed by the minute through a payment stream."),
    priceRange: z.object({ min: money, max: money }).nullable().describe("Fixed-price range in dollars."),
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
  perMinutePricing: z.boolean().describe("true: billed by the minute through a payment stream."),
  // prefault, not default: a codec's default belongs to its output, and the OpenAPI document shows the input's.
  priceRange: priceRangeInput
    .nullable()
    .prefault(null)
    .describe("Fixed-price range in dollars; required when perMinutePricing is false."),
  status: serviceStatus.default("active"),
};

/**
 * Body of `POST /api/v1/agents/:id/services`. A fixed-price service needs a `priceRange`, a
 * per-minute one must not have one: checked whenever both fields parsed, even if others failed,
 * so one 400 names every bad field.
 */
export const createServiceRequest = z
  .object(serviceFields)
  .strict()
  .superRefine(
    ({ perMinutePricing, priceRange }, ctx) => {
      if (!perMinutePricing && !priceRange)
        ctx.addIssue({ code: "custom", path: ["priceRange"], message: "is required for a fixed-price service" });
      if (perMinutePricing && priceRange)
        ctx.addIssue({
          code: "custom",
          path: ["priceRange"],
          message: "must be null for a per-minute service (it is billed at the agent's rate)",
        });
    },
    { when: whenFieldsParsed("perMinutePricing", "priceRange") },
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
    perMinutePricing: z.boolean().optional(),
    priceRange: priceRangeInput.nullable().optional(),
    status: serviceStatus.optional(),
  })
  .strict()
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
