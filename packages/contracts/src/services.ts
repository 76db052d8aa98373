import { z } from "zod";
import { money } from "./platform";

/** An agent's pricing as spec §3 lists it on a service card. Rates are decimal-dollar strings. */
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

/** A service as `GET /api/services` lists it (spec §3 "Service", §7). */
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
  })
  .meta({ id: "ServiceSummary" });
export type ServiceSummary = z.infer<typeof serviceSummary>;
