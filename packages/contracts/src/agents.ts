import { z } from "zod";
import {
  cursorParam,
  descriptionLengthMax,
  minChargeMinutesMax,
  nameLengthMax,
  pageLimitMax,
  searchQueryLengthMax,
  skillsCountMax,
  taglineLengthMax,
} from "./limits";
import { decodedMicros, money, moneyAmount, perMinuteRate, positiveMoneyAmount } from "./money";
import { stakeSignal } from "./staking";
import { verificationBadge } from "./verification";
import { ownerWallet } from "./wallet-links";

/** Lifecycle of an agent listing: only `active` agents appear in search. */
export const agentStatus = z.enum(["draft", "active", "paused", "suspended"]).describe("Listing status.");
export type AgentStatus = z.infer<typeof agentStatus>;

/** Billing steps a stream may use, in seconds (docs/product/DESIGN.md "Streaming payments"). */
export const rateGranularities = [1, 6, 60] as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and single hyphens")
  .min(3)
  .max(60);
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9+#.-]{0,39}$/, "must be 1–40 lowercase letters, digits or + # . -");

/** Decimal minutes: a whole part without leading zeros, then at most 3 decimals ("0.1", "1440"). */
const decimalMinutesPattern = /^(0|[1-9]\d*)(\.\d{1,3})?$/;

/**
 * Decimal minutes ("0.1") as whole milliseconds (6000n): a thousandth of a minute is exactly
 * 60 ms, so no precision is lost. Surrounding spaces are ignored.
 * @returns null when `minutes` is not a decimal with at most 3 decimals (the {@link decimalMinutes} rule).
 */
export function parseMinutesMs(minutes: string): bigint | null {
  const match = decimalMinutesPattern.exec(minutes.trim());
  if (!match) return null;
  const [, whole = "0", point = "."] = match;
  return BigInt(whole) * 60_000n + BigInt(point.slice(1).padEnd(3, "0")) * 60n;
}

/** Minutes as a decimal string with at most 3 decimals, e.g. "0.1" (6 s). */
export const decimalMinutes = z
  .string()
  .regex(decimalMinutesPattern, "must be minutes as a decimal with at most 3 decimals, e.g. 0.1")
  .describe("Minutes as a decimal string; 0.1 = 6 seconds.");

/** `minChargeMinutes` as a client sends it: decimal minutes, at most {@link minChargeMinutesMax}. */
const minChargeMinutes = decimalMinutes
  .check((ctx) => {
    // The whole part decides: "1440.5" is over, "1440" is not. A malformed value is the regex's to report.
    const [whole, fraction = ""] = ctx.value.split(".");
    const over =
      Number(whole) > minChargeMinutesMax || (Number(whole) === minChargeMinutesMax && /[1-9]/.test(fraction));
    if (over)
      ctx.issues.push({ code: "custom", message: `must be at most ${minChargeMinutesMax} minutes`, input: ctx.value });
  })
  .describe(
    `Least active time a stream bills, in minutes as a decimal string (0.1 = 6 seconds), at most ${minChargeMinutesMax}.`,
  );

/** One entry of `rateOverrides`: a rate that replaces the base rate for a service or a skill. */
export const rateOverride = z
  .object({
    match: z
      .object({
        serviceId: z.uuid().optional().describe("Applies to this service of the agent."),
        skill: tag.optional().describe("Applies to work tagged with this skill."),
      })
      .strict()
      .refine((m) => (m.serviceId ? 1 : 0) + (m.skill ? 1 : 0) === 1, "give exactly one of serviceId or skill"),
    basePerMinuteRate: perMinuteRate.describe("Dollars per minute for matching work, at least 0.0001."),
  })
  .strict();
export type RateOverride = z.infer<typeof rateOverride>;

/** Limits on what a stream may cost (`streamRateCaps`). */
export const streamRateCaps = z
  .object({
    maxPerStream: positiveMoneyAmount.optional().describe("Most one stream may cost, in dollars; more than 0."),
    maxPerHour: positiveMoneyAmount
      .optional()
      .describe("Most one hour of streaming may cost, in dollars; more than 0."),
  })
  .strict();

/** {@link streamRateCaps} as a request sends them: the same fields, decoded to µUSD for the server. */
const streamRateCapsRequest = z
  .object({
    maxPerStream: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("Most one stream may cost, in dollars; more than 0."),
    maxPerHour: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("Most one hour of streaming may cost, in dollars; more than 0."),
  })
  .strict();

const agentFields = {
  name: z.string().trim().min(3).max(nameLengthMax).describe("Display name, 3–60 characters."),
  slug: slug.optional().describe("URL name; derived from the name when omitted. Unique."),
  tagline: z.string().trim().max(taglineLengthMax).default("").describe("One line, at most 120 characters."),
  description: z.string().max(descriptionLengthMax).default("").describe("Markdown, at most 10,000 characters."),
  skills: z.array(tag).max(skillsCountMax).default([]).describe("Skill tags, at most 20."),
  categories: z.array(z.string().trim().min(2).max(nameLengthMax)).min(1).max(3).describe("1–3 categories."),
  endpointUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .default(null)
    .describe("The agent's endpoint."),
  avatarUrl: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .nullable()
    .default(null)
    .describe("Avatar image (https)."),
  status: z.enum(["draft", "active", "paused"]).default("draft").describe("Owners set draft, active or paused."),
  // prefault, not default: a codec's default belongs to its output, and the OpenAPI document shows the input's.
  hourlyRate: decodedMicros(moneyAmount)
    .nullable()
    .prefault(null)
    .describe("Dollars per hour for hourly work, if offered."),
  basePerMinuteRate: decodedMicros(perMinuteRate).describe('Dollars per minute for streamed work; at least "0.0001".'),
  rateGranularity: z
    .union([z.literal(1), z.literal(6), z.literal(60)])
    .default(1)
    .describe("Billing step in seconds: 1, 6 or 60."),
  minChargeMinutes: minChargeMinutes.default("0.1"),
  rateOverrides: z.array(rateOverride).max(20).default([]).describe("Rates for particular services or skills."),
  streamRateCaps: streamRateCapsRequest.prefault({}),
};

/** Body of `POST /api/v1/agents`. */
export const createAgentRequest = z.object(agentFields).strict().meta({ id: "CreateAgentRequest" });
/** The body as a client sends it (decimal dollars). */
export type CreateAgentRequest = z.input<typeof createAgentRequest>;
/** {@link createAgentRequest} as the server gets it: rates in µUSD, defaults filled in. */
export type DecodedCreateAgentRequest = z.output<typeof createAgentRequest>;

/** Body of `PATCH /api/v1/agents/:id`: any subset of the fields. */
export const updateAgentRequest = z
  .object({
    name: agentFields.name.optional(),
    slug: slug.optional(),
    tagline: z.string().trim().max(taglineLengthMax).optional(),
    description: z.string().max(descriptionLengthMax).optional(),
    skills: z.array(tag).max(skillsCountMax).optional(),
    categories: agentFields.categories.optional(),
    endpointUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
    avatarUrl: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .nullable()
      .optional(),
    status: z.enum(["draft", "active", "paused"]).optional(),
    hourlyRate: decodedMicros(moneyAmount).nullable().optional(),
    basePerMinuteRate: agentFields.basePerMinuteRate.optional(),
    rateGranularity: z.union([z.literal(1), z.literal(6), z.literal(60)]).optional(),
    minChargeMinutes: minChargeMinutes.optional(),
    rateOverrides: z.array(rateOverride).max(20).optional(),
    streamRateCaps: streamRateCapsRequest.optional(),
  })
  .strict()
  .meta({ id: "UpdateAgentRequest" });
/** The body as a client sends it (decimal dollars). */
export type UpdateAgentRequest = z.input<typeof updateAgentRequest>;
/** {@link updateAgentRequest} as the server gets it: rates in µUSD. */
export type DecodedUpdateAgentRequest = z.output<typeof updateAgentRequest>;

/**
 * What can be hired from an agent now (decision 073): its services open for hire (active) and the
 * lowest price among them, so a card shows the price of what can be hired, never the base rate of
 * an agent whose services are all paused.
 */
export const agentHireable = z
  .object({
    services: z.number().int().min(0).describe("Services open for hire now; 0 for an example or paused listing."),
    fromPerMinute: money
      .nullable()
      .describe(
        "Lowest per-minute rate among them, dollars, after the agent's per-service rates; null when none bills by the minute.",
      ),
    fromFixed: money.nullable().describe("Lowest fixed price among them, dollars; null when none has a fixed price."),
  })
  .meta({ id: "AgentHireable" });
export type AgentHireable = z.infer<typeof agentHireable>;

/** An agent as the API returns it. Money and rates are decimal-dollar strings. */
export const agent = z
  .object({
    id: z.string(),
    ownerId: z.string().describe("The owning user's id."),
    name: z.string(),
    slug: z.string(),
    tagline: z.string(),
    description: z.string().describe("Markdown; render it safely."),
    skills: z.array(z.string()),
    categories: z.array(z.string()),
    endpointUrl: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    status: agentStatus,
    verificationLevel: z.number().int().min(0).max(4).describe("KYA level 0–4."),
    isDemo: z
      .boolean()
      .describe(
        "A demo agent run by Agora (its owner is one of Agora's demo people): real results, test money. Left out of the public platform figures.",
      ),
    badges: z.array(verificationBadge).describe("Trust badges held, in ladder order (one per level)."),
    reputation: z.string().describe('Score 0–999.99 as a decimal string, e.g. "873.41".'),
    hourlyRate: money.nullable(),
    basePerMinuteRate: money,
    rateGranularity: z.union([z.literal(1), z.literal(6), z.literal(60)]),
    minChargeMinutes: z.string(),
    rateOverrides: z.array(rateOverride),
    streamRateCaps,
    createdAt: z.string(),
    updatedAt: z.string(),
    hireable: agentHireable
      .optional()
      .describe("What can be hired from the agent now: in search results and on the agent's page."),
    stake: stakeSignal
      .optional()
      .describe(
        "Active stake on the agent and how many stake it (decision 044): in search results and on the agent's page.",
      ),
  })
  .meta({ id: "Agent" });
export type Agent = z.infer<typeof agent>;

/** Answer of `GET /api/v1/agents/{id}`: the agent with its owner's public signals. */
export const agentDetail = agent
  .extend({
    ownerWallets: z
      .array(ownerWallet)
      .describe(
        "EVM addresses the owner linked to their account by Sign-In with Ethereum (decision 046), oldest first: " +
          "an owner signal. Empty when none.",
      ),
  })
  .meta({ id: "AgentDetail" });
export type AgentDetail = z.infer<typeof agentDetail>;

/** Sort orders of the catalogue. */
export const catalogueSort = z
  .enum(["relevance", "reputation", "price_asc", "price_desc", "newest"])
  .describe("relevance needs q; without q it falls back to newest.");

const csv = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

/** Query of `GET /api/v1/agents` and `GET /api/v1/services`. */
export const catalogueQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(searchQueryLengthMax)
      .optional()
      .describe("Full-text query; prefix-matches the last word."),
    skills: csv.optional().describe("Comma-separated skills; all must match."),
    category: z.string().trim().max(60).optional(),
    minReputation: z.coerce.number().min(0).max(999.99).optional(),
    maxRate: moneyAmount.optional().describe("Highest base per-minute rate, dollars."),
    verified: z.enum(["true", "false"]).optional().describe("true: verification level ≥ 2."),
    hireable: z
      .enum(["true", "any"])
      .default("true")
      .describe(
        "true (default): only agents with a service open for hire now; any: example listings and agents with only paused services too (each says so in `hireable`).",
      ),
    minVerification: z.coerce.number().int().min(0).max(4).optional().describe("Lowest KYA level, 0–4."),
    sort: catalogueSort.default("relevance"),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20),
  })
  .strict();
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

/** A page of agents. */
export const agentPage = z
  .object({
    data: z.array(agent),
    nextCursor: z.string().nullable(),
    facets: z
      .object({
        categories: z.array(z.object({ value: z.string(), count: z.number().int() })),
        skills: z.array(z.object({ value: z.string(), count: z.number().int() })),
      })
      .nullable()
      .describe("Counts over the whole filtered set (top 20 each); on the first page only, null after."),
  })
  .meta({ id: "AgentPage" });

/** Answer of `GET /api/v1/agents/me` (docs/product/product-spec.md §7). */
export const myAgents = z.object({ data: z.array(agent) }).meta({ id: "MyAgents" });

/**
 * `:id` of agent routes: a UUID or a slug. Anything else is refused here, before it reaches a
 * query (a NUL byte in a text parameter is a database error, not a missing agent).
 */
export const agentRef = z.object({
  id: z.union([z.uuid(), slug]).describe("The agent's id (UUID) or its slug."),
});
