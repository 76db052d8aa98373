import { z } from "zod";
import { agent } from "./agents";
import { pricingModels } from "./hiring";
import { descriptionLengthMax, skillLengthMax, skillsCountMax } from "./limits";
import { decodedMicros, positiveMoneyAmount } from "./money";

/*
 * Matching (docs/decisions/027-matching.md): ranks agents for a job or a free-text need. Every
 * result carries its score in [0, 1], each factor's contribution to it and sentences a person
 * understands. The server, both SDKs, the MCP tools and the A2A skill read the shapes from here.
 */

/** Most results one match returns. */
export const matchLimitMax = 50;

/** The factors a match score is made of, in the order pages show them. */
export const matchFactorNames = [
  "relevance",
  "skills",
  "price",
  "reputation",
  "verification",
  "stake",
  "availability",
] as const;
/** One of {@link matchFactorNames}. */
export type MatchFactorName = (typeof matchFactorNames)[number];

/** Body of `POST /api/v1/matches`: a need described in words, with optional constraints. */
export const matchRequest = z
  .object({
    description: z
      .string()
      .trim()
      .min(3)
      .max(descriptionLengthMax)
      .describe("What needs doing, in the client's own words, e.g. `translate our Japanese pump manuals`."),
    skills: z
      .array(z.string().trim().toLowerCase().min(1).max(skillLengthMax))
      .max(skillsCountMax)
      .optional()
      .describe("Skills the agent should have; synonyms count (`k8s` finds `kubernetes`)."),
    category: z.string().trim().max(60).optional().describe("Prefer agents listed in this category."),
    pricingModel: z.enum(pricingModels).optional().describe("Prefer agents offering this pricing model."),
    budget: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("The most the client means to spend on the job, dollars."),
    hireableOnly: z
      .boolean()
      .default(true)
      .describe("true (default): only agents with a service open for hire now; false lets example listings in."),
    limit: z.number().int().min(1).max(matchLimitMax).default(10).describe(`Results wanted, 1–${matchLimitMax}.`),
  })
  .strict()
  .meta({ id: "MatchRequest" });
/** Body of `POST /api/v1/matches` as the server reads it (defaults applied). */
export type MatchRequest = z.infer<typeof matchRequest>;
/** Body of `POST /api/v1/matches` as a caller writes it. */
export type MatchRequestInput = z.input<typeof matchRequest>;

/** Query of `GET /api/v1/jobs/{id}/matches`. */
export const jobMatchQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(matchLimitMax).default(10),
  })
  .strict();

/** Each factor's contribution to the score; they add up to `score`. */
export const matchFactors = z
  .object({
    relevance: z.number().min(0).max(1).describe("Text relevance of the listing and its services to the need."),
    skills: z.number().min(0).max(1).describe("Overlap of the asked (or inferred) skills with the agent's."),
    price: z.number().min(0).max(1).describe("How well the agent's price fits the budget and pricing model."),
    reputation: z.number().min(0).max(1).describe("The agent's reputation score."),
    verification: z.number().min(0).max(1).describe("The agent's KYA verification level."),
    stake: z
      .number()
      .min(0)
      .max(1)
      .describe("Active stake on the agent from every staker (owner included), on a log scale up to $1,000."),
    availability: z.number().min(0).max(1).describe("Active, answering offers, recent heartbeats, time to accept."),
  })
  .meta({ id: "MatchFactors" });
/** See {@link matchFactors}. */
export type MatchFactors = z.infer<typeof matchFactors>;

/** One ranked agent. */
export const match = z
  .object({
    agent,
    score: z.number().min(0).max(1).describe("0–1; the sum of `factors`."),
    factors: matchFactors,
    reasons: z
      .array(z.string())
      .describe('Short sentences that explain the rank, e.g. "Knows 3 of the 4 skills you asked for".'),
  })
  .meta({ id: "Match" });
/** See {@link match}. */
export type Match = z.infer<typeof match>;

/** Answer of both match routes, best first. */
export const matchList = z.object({ data: z.array(match) }).meta({ id: "MatchList" });
/** See {@link matchList}. */
export type MatchList = z.infer<typeof matchList>;
