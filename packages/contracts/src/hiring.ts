import { z } from "zod";
import { disputeEvidenceFile } from "./dispute-evidence";
import { bpsMax } from "./fees";
import {
  callCapCallsMax,
  cursorParam,
  descriptionLengthMax,
  jobTitleLengthMax,
  longTextLengthMax,
  messageLengthMax,
  pageLimitMax,
  skillLengthMax,
  skillsCountMax,
} from "./limits";
import { decodedMicros, money, perMinuteRate, positiveMoneyAmount } from "./money";
import { streamReceipt } from "./receipts";

// The state and pricing-model names, as tuples: the schemas below and the server's tables
// (text columns with these values) read the same lists.

/**
 * How work is priced: a fixed amount released on approval, per minute by payment streams, or per
 * call from a prepaid escrow (decision 086).
 */
export const pricingModels = ["fixed", "per_minute", "per_call"] as const;

/** The pricing models a posted job may ask for: per-call work is hired from a service, never bid on. */
export const jobPricingModels = ["fixed", "per_minute"] as const;

/** The periods a per-call cap counts calls over: the UTC calendar day or month (decision 086). */
export const callCapPeriods = ["day", "month"] as const;

/**
 * A per-call service's cap per client (decision 086): at most `maxCalls` calls by one client in one
 * UTC day or month, over all its contracts for the service. A call past it is refused (409).
 */
export const callCap = z
  .object({
    maxCalls: z
      .number()
      .int()
      .min(1)
      .max(callCapCallsMax)
      .describe(`Most calls one client may make in a period, 1 to ${callCapCallsMax}.`),
    period: z.enum(callCapPeriods).describe("The UTC calendar day or month the calls are counted over."),
  })
  .strict()
  .meta({ id: "CallCap" });
export type CallCap = z.infer<typeof callCap>;

/** Offer states (docs/product/DESIGN.md "Hiring flow"). */
export const offerStatuses = ["pending", "accepted", "rejected", "countered", "withdrawn", "expired"] as const;

/** Contract states (docs/product/DESIGN.md "Hiring flow"). */
export const contractStatuses = [
  "awaiting_funding",
  "active",
  "delivered",
  "completed",
  "disputed",
  "resolved",
  "cancelled",
] as const;

/** Stream states (docs/product/DESIGN.md "Streaming payments"): `active ⇄ paused → stopped → settled`. */
export const streamStatuses = ["active", "paused", "stopped", "settled"] as const;

/**
 * Body of `POST /api/v1/services/:id/hire`: `{}` for a per-minute service, `{amount}` within the
 * price range for fixed price, `{prepaid}` (at least one call's price) for a per-call service.
 */
export const hireRequest = z
  .object({
    amount: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("Fixed-price services: the price offered, within the service's priceRange."),
    prepaid: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe(
        "Per-call services: dollars moved from your available balance into the contract's escrow now, at least " +
          "the price of one call. Calls draw from it; what is left returns to you when the contract closes.",
      ),
    message: z.string().trim().max(messageLengthMax).optional().describe("A note to the agent's owner."),
  })
  .strict()
  .meta({ id: "HireRequest" });
/** The body as a client sends it (decimal dollars); the server's routes get it decoded (µUSD). */
export type HireRequest = z.input<typeof hireRequest>;
/** {@link hireRequest} as the server gets it: `amount` in µUSD. */
export type DecodedHireRequest = z.output<typeof hireRequest>;

/** The agent a deal is with. */
const agentRef = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * An offer (docs/product/DESIGN.md "Hiring flow"): proposed terms, pending until the other side decides. It
 * carries every billing term from the moment it is made, and accepting it makes a contract with
 * exactly these terms, whatever the agent's listing says by then.
 */
export const offer = z
  .object({
    id: z.string(),
    serviceId: z.string().nullable(),
    serviceTitle: z.string().nullable(),
    jobId: z.string().nullable(),
    jobTitle: z.string().nullable(),
    counterOf: z.string().nullable().describe("The offer this one answers, for a counter-offer."),
    agent: agentRef,
    clientId: z.string(),
    providerId: z.string(),
    proposedBy: z.enum(["client", "provider"]),
    pricingModel: z.enum(pricingModels),
    amount: money.nullable().describe("Fixed price, in dollars."),
    basePerMinuteRate: money.nullable().describe("Per-minute rate, in dollars."),
    pricePerCall: money.nullable().describe("Per-call offers: the price of one call, in dollars; else null."),
    callCap: callCap.nullable().describe("Per-call offers: the service's cap per client; null for none."),
    currency: z.literal("USD").describe("Currency of every amount in the offer."),
    rateGranularity: z
      .union([z.literal(1), z.literal(6), z.literal(60)])
      .describe("Billing step of a stream, in seconds: 1, 6 or 60."),
    minChargeMinutes: z
      .string()
      .describe('Least active time a stream bills, in minutes as a decimal string ("0.1" = 6 seconds).'),
    streamRateCaps: z
      .object({
        maxPerStream: money.optional().describe("Most one stream may cost, in dollars."),
        maxPerHour: money.optional().describe("Most one hour of streaming may cost, in dollars."),
      })
      .describe("Limits on what a stream may cost; a missing cap is no limit."),
    message: z.string(),
    isDemo: z
      .boolean()
      .describe("Either side is one of Agora's demo people (a demo agent or a demo client): test money."),
    status: z.enum(offerStatuses),
    expiresAt: z.string(),
    decidedAt: z.string().nullable(),
    decisionReason: z
      .string()
      .nullable()
      .describe("Why the offer was rejected, as the side that rejected it wrote it; null when none was given."),
    createdAt: z.string(),
  })
  .meta({ id: "Offer" });
export type Offer = z.infer<typeof offer>;

/** Answer of `GET /api/v1/offers`: newest first, with the cursor of the next page (null on the last). */
export const offerPage = z
  .object({ data: z.array(offer), nextCursor: z.string().nullable() })
  .meta({ id: "OfferPage" });
/** See {@link offerPage}. */
export type OfferPage = z.infer<typeof offerPage>;

/** Contract states (docs/product/DESIGN.md "Hiring flow"). */
export const contractStatus = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatus>;

/** A contract as either party sees it; money in dollars. */
export const contract = z
  .object({
    id: z.string(),
    offerId: z.string(),
    serviceId: z.string().nullable(),
    title: z.string(),
    agent: agentRef,
    clientId: z.string(),
    providerId: z.string(),
    role: z.enum(["client", "provider", "admin"]).describe("The caller's side of the contract."),
    pricingModel: z.enum(pricingModels),
    amount: money.nullable().describe("Fixed price."),
    basePerMinuteRate: money.nullable().describe("Per-minute rate streams bill at."),
    pricePerCall: money.nullable().describe("Per-call contracts: the price of one call, in dollars; else null."),
    callCap: callCap.nullable().describe("Per-call contracts: the cap per client; null for none."),
    calls: z
      .object({
        count: z.number().int().min(0).describe("Calls made so far (the last call's seq)."),
        spent: money.describe("Dollars drawn by those calls: the last call's cumulative spend."),
        unpaid: money.describe("Of `spent`, dollars still in escrow, paid to the agent's owner at the next payout."),
        available: money.describe("Dollars the next calls may still draw: escrow less unpaid."),
      })
      .nullable()
      .describe("Per-call contracts: the calls drawn from the escrow; null for other pricing models."),
    rateGranularity: z.union([z.literal(1), z.literal(6), z.literal(60)]),
    minChargeMinutes: z.string(),
    streamRateCaps: z.object({ maxPerStream: money.optional(), maxPerHour: money.optional() }),
    status: contractStatus,
    isDemo: z
      .boolean()
      .describe(
        "Either party is one of Agora's demo people (a demo agent's owner or a demo client): test money, left out of the public platform figures.",
      ),
    escrow: money.describe("Held in this contract's escrow now."),
    paidOut: money.describe("Gross paid to the agent's owner so far (fee included)."),
    fees: money.describe("Platform fee taken so far (0.1 % of each payout)."),
    delivery: z.object({ note: z.string(), url: z.string().nullable(), deliveredAt: z.string() }).nullable(),
    autoApproveAt: z.string().nullable().describe("Fixed price: silence approves the delivery at this instant."),
    closedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Contract" });
export type Contract = z.infer<typeof contract>;

/** Answer of `GET /api/v1/contracts`: newest first, with the cursor of the next page (null on the last). */
export const contractPage = z
  .object({ data: z.array(contract), nextCursor: z.string().nullable() })
  .meta({ id: "ContractPage" });
/** See {@link contractPage}. */
export type ContractPage = z.infer<typeof contractPage>;

/** Answer of `POST /api/v1/offers/:id/accept`. */
export const acceptedOffer = z.object({ offer, contract }).meta({ id: "AcceptedOffer" });

/**
 * Optional body of `POST /api/v1/offers/:id/{accept|reject|withdraw}`: `reason` is for `reject`
 * only (shown to the other side as `decisionReason`); the other actions take no body or `{}`.
 */
export const decideOfferRequest = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(messageLengthMax)
      .optional()
      .describe("Reject only: why, in a sentence or two; the other side sees it on the offer."),
  })
  .strict()
  .meta({ id: "DecideOfferRequest" });
export type DecideOfferRequest = z.infer<typeof decideOfferRequest>;
export type AcceptedOffer = z.infer<typeof acceptedOffer>;

/** Body of `POST /api/v1/contracts/:id/fund`. */
export const fundRequest = z
  .object({ amount: decodedMicros(positiveMoneyAmount).describe("Dollars to move into the escrow, more than 0.") })
  .strict()
  .meta({ id: "FundRequest" });
/** The body as a client sends it (decimal dollars); the route gets `amount` in µUSD. */
export type FundRequest = z.input<typeof fundRequest>;

/** Body of `POST /api/v1/contracts/:id/bonuses` (decision 064). */
export const bonusRequest = z
  .object({
    amount: decodedMicros(positiveMoneyAmount).describe(
      "Dollars to pay the agent's owner from your available balance, more than 0; the platform fee comes out of it.",
    ),
  })
  .strict()
  .meta({ id: "BonusRequest" });
/** The body as a client sends it (decimal dollars); the route gets `amount` in µUSD. */
export type BonusRequest = z.input<typeof bonusRequest>;

/**
 * A bonus the client paid on a contract: `amount` left the client's available balance, `fee`
 * went to the platform and `net` to the agent's owner (`amount = fee + net`, fee at the payout rate).
 */
export const bonus = z
  .object({
    id: z.string().describe("The ledger transfer that paid the owner (a decimal integer string)."),
    contractId: z.string(),
    amount: money.describe("What the client paid."),
    fee: money.describe("The platform fee (0.1 %), out of `amount`."),
    net: money.describe("What the agent's owner received."),
    createdAt: z.string().describe("ISO 8601 instant it was paid."),
  })
  .meta({ id: "Bonus" });
export type Bonus = z.infer<typeof bonus>;

/** Body of `POST /api/v1/contracts/:id/deliver`. */
export const deliverRequest = z
  .object({
    note: z.string().trim().min(1).max(longTextLengthMax).describe("What was delivered."),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional()
      .describe("Where the work can be fetched."),
  })
  .strict()
  .meta({ id: "DeliverRequest" });
export type DeliverRequest = z.infer<typeof deliverRequest>;

/** Query of `GET /api/v1/contracts` and `GET /api/v1/offers`: newest first, cursor-paged. */
export const dealListQuery = z.object({
  role: z.enum(["client", "provider"]).optional().describe("Only deals where I am this side; both when absent."),
  jobId: z.uuid().optional().describe("Only deals made on this job."),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type DealListQuery = z.infer<typeof dealListQuery>;

/**
 * Query of `GET /api/v1/offers`: {@link dealListQuery} and, optionally, one state. The state is the
 * offer's state now, as `status` on an offer shows it: a pending offer past `expiresAt` is `expired`.
 */
export const offerListQuery = dealListQuery.extend({
  status: z.enum(offerStatuses).optional().describe("Only offers in this state now; all states when absent."),
});
/** See {@link offerListQuery}. */
export type OfferListQuery = z.infer<typeof offerListQuery>;

/** Stream states (docs/product/DESIGN.md "Streaming payments"). */
export const streamStatus = z.enum(streamStatuses);

/**
 * Who paused a stream (decision 018): the client, the agent's owner (`provider`), or the platform
 * (`system`: the provider's heartbeat was lost). The client may resume any pause; the provider
 * only its own or the system's.
 */
export const streamPauser = z.enum(["client", "provider", "system"]);
export type StreamPauser = z.infer<typeof streamPauser>;

/** A payment stream at the instant of the request, with a signed confirmation of its accrual. */
export const stream = z
  .object({
    id: z.string(),
    contractId: z.string(),
    status: streamStatus,
    accrued: money.describe("Owed at `at`: computed from active time, never accumulated."),
    limit: money.describe("Most this stream can draw: the escrow at start, or the per-stream cap if lower."),
    limitReason: z.enum(["cap_reached", "escrow_exhausted"]),
    activeMs: z.number().int().describe("Active time so far, ms."),
    at: z.string().describe("The instant the figures are computed for."),
    startedAt: z.string(),
    lastHeartbeatAt: z.string(),
    stopReason: z
      .enum([
        "client",
        "agent",
        "cap_reached",
        "escrow_exhausted",
        "heartbeat_lost",
        "contract_closed",
        "agent_suspended",
      ])
      .nullable(),
    stoppedAt: z.string().nullable(),
    settlement: z
      .object({ gross: money, fee: money, net: money, settledAt: z.string() })
      .nullable()
      .describe("What was paid at settlement: gross to the agent's owner, less the fee."),
    pausedBy: streamPauser
      .nullable()
      .describe("While paused: who paused it, which decides who may resume it (decision 018); else null."),
    receipt: streamReceipt.describe(
      "Signed receipt (verify with /.well-known/agora-receipts.json): a step receipt (`final: false`) of " +
        "`accrued` until settled, then the final receipt (`final: true`) of the settled gross, fee and net.",
    ),
  })
  .meta({ id: "Stream" });
export type Stream = z.infer<typeof stream>;

/** Body of `POST /api/v1/contracts/:id/disputes` (docs/product/DESIGN.md "Hiring flow" 6). */
export const openDisputeRequest = z
  .object({
    reason: z.string().trim().min(10).max(messageLengthMax).describe("What went wrong, in a few sentences."),
    evidence: z
      .string()
      .trim()
      .max(longTextLengthMax)
      .default("")
      .describe("Links, logs or a description of the evidence."),
  })
  .strict()
  .meta({ id: "OpenDisputeRequest" });
export type OpenDisputeRequest = z.infer<typeof openDisputeRequest>;

/** Body of `POST /api/v1/disputes/:id/messages`: a reply or more evidence. */
export const disputeMessageRequest = z
  .object({
    body: z.string().trim().min(1).max(longTextLengthMax),
    evidenceUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
  })
  .strict()
  .meta({ id: "DisputeMessageRequest" });
export type DisputeMessageRequest = z.infer<typeof disputeMessageRequest>;

/** Body of `POST /api/v1/admin/disputes/:id/resolve`: the agent's share of the escrow. */
export const resolveDisputeRequest = z
  .object({
    agentShareBps: z
      .number()
      .int()
      .min(0)
      .max(bpsMax)
      .describe(
        "Share of the escrow paid to the agent's owner, in basis points (10000 = all); the rest returns to the client.",
      ),
    note: z.string().trim().min(3).max(messageLengthMax).describe("The reasoning, shown to both parties."),
  })
  .strict()
  .meta({ id: "ResolveDisputeRequest" });
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequest>;

/** A dispute with its thread. Money in dollars. */
export const dispute = z
  .object({
    id: z.string(),
    contractId: z.string(),
    contractTitle: z.string(),
    openedBy: z.enum(["client", "provider"]),
    reason: z.string(),
    status: z.enum(["open", "resolved"]),
    frozenEscrow: money.describe("Escrow held when the dispute opened."),
    resolution: z
      .object({
        agentShareBps: z.number().int(),
        note: z.string(),
        toAgent: money.describe("Gross paid to the agent's owner (the 0.1 % fee comes out of it)."),
        fee: money,
        toClient: money.describe("Refunded to the client."),
        resolvedAt: z.string(),
      })
      .nullable(),
    messages: z.array(
      z.object({
        id: z.string(),
        author: z.enum(["client", "provider", "admin"]),
        body: z.string(),
        evidenceUrl: z.string().nullable(),
        evidenceFile: disputeEvidenceFile
          .nullable()
          .describe("The file uploaded with this message (`POST /api/v1/disputes/{id}/evidence`), or null."),
        createdAt: z.string(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({ id: "Dispute" });
export type Dispute = z.infer<typeof dispute>;

/** Query of `GET /api/v1/admin/disputes`. */
export const disputeListQuery = z
  .object({
    status: z.enum(["open", "resolved"]).default("open").describe("Which disputes to list."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25).describe("Disputes per page."),
  })
  .strict();
/** See {@link disputeListQuery}. */
export type DisputeListQuery = z.infer<typeof disputeListQuery>;

/**
 * Answer of `GET /api/v1/admin/disputes`: open disputes oldest first (the queue's order, so the
 * longest wait is at the top), resolved ones newest first; with the cursor of the next page.
 */
export const disputePage = z
  .object({
    data: z.array(dispute),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "DisputePage" });
/** See {@link disputePage}. */
export type DisputePage = z.infer<typeof disputePage>;

/** Body of `POST /api/v1/jobs`. */
export const createJobRequest = z
  .object({
    title: z.string().trim().min(5).max(jobTitleLengthMax),
    description: z.string().trim().min(20).max(descriptionLengthMax).describe("Markdown."),
    skills: z.array(z.string().trim().min(1).max(skillLengthMax)).max(skillsCountMax).default([]),
    pricingModel: z.enum(jobPricingModels).describe("Per-call work is hired from a service, not posted as a job."),
    budget: decodedMicros(positiveMoneyAmount)
      .optional()
      .describe("Fixed: the most you mean to pay; per minute: the highest rate. More than 0."),
    deadline: z.iso
      .datetime({ offset: true })
      // Checked at parse time, so a past deadline is named with the other fields of the body.
      .refine((v) => {
        // A malformed instant is the format check's to report.
        const at = Date.parse(v);
        return Number.isNaN(at) || at > Date.now();
      }, "must be in the future")
      .optional()
      .describe("ISO 8601; must be in the future."),
  })
  .strict()
  .meta({ id: "CreateJobRequest" });
/** The body as a client sends it (decimal dollars). */
export type CreateJobRequest = z.input<typeof createJobRequest>;
/** {@link createJobRequest} as the server gets it: `budget` in µUSD, defaults filled in. */
export type DecodedCreateJobRequest = z.output<typeof createJobRequest>;

/** A posted job. */
export const job = z
  .object({
    id: z.string(),
    clientId: z.string(),
    title: z.string(),
    description: z.string(),
    skills: z.array(z.string()),
    pricingModel: z.enum(jobPricingModels),
    budget: money.nullable(),
    deadline: z.string().nullable(),
    status: z.enum(["open", "closed"]),
    offerCount: z.number().int().describe("Offers made on it (all states)."),
    createdAt: z.string(),
  })
  .meta({ id: "Job" });
export type Job = z.infer<typeof job>;

/** Answer of `GET /api/v1/jobs`: newest first, with the cursor of the next page (null on the last). */
export const jobPage = z.object({ data: z.array(job), nextCursor: z.string().nullable() }).meta({ id: "JobPage" });
/** See {@link jobPage}. */
export type JobPage = z.infer<typeof jobPage>;

/** Query of `GET /api/v1/jobs`: my jobs, or open jobs of others (filtered by skill); newest first, cursor-paged. */
export const jobListQuery = z.object({
  scope: z.enum(["mine", "open"]).default("mine"),
  skill: z.string().max(skillLengthMax).optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/** Body of `POST /api/v1/jobs/:id/offers`: an owner proposes one of their agents, or the client invites an agent. */
export const jobOfferRequest = z
  .object({
    agentId: z.uuid(),
    amount: decodedMicros(positiveMoneyAmount).optional().describe("Fixed-price jobs: the price, more than 0."),
    basePerMinuteRate: decodedMicros(perMinuteRate).optional().describe("Per-minute jobs: the rate, at least 0.0001."),
    message: z.string().trim().max(messageLengthMax).optional(),
  })
  .strict()
  .meta({ id: "JobOfferRequest" });
/** The body as a client sends it (decimal dollars); the route gets the amounts in µUSD. */
export type JobOfferRequest = z.input<typeof jobOfferRequest>;
/** {@link jobOfferRequest} as the server gets it: amounts in µUSD. */
export type DecodedJobOfferRequest = z.output<typeof jobOfferRequest>;

/** Body of `POST /api/v1/offers/:id/counter`: new terms from the side that did not propose. */
export const counterOfferRequest = z
  .object({
    amount: decodedMicros(positiveMoneyAmount).optional().describe("Fixed-price offers: the new price, more than 0."),
    basePerMinuteRate: decodedMicros(perMinuteRate)
      .optional()
      .describe("Per-minute offers: the new rate, at least 0.0001."),
    message: z.string().trim().max(messageLengthMax).optional(),
  })
  .strict()
  .meta({ id: "CounterOfferRequest" });
/** The body as a client sends it (decimal dollars); the route gets the amounts in µUSD. */
export type CounterOfferRequest = z.input<typeof counterOfferRequest>;
/** {@link counterOfferRequest} as the server gets it: amounts in µUSD. */
export type DecodedCounterOfferRequest = z.output<typeof counterOfferRequest>;
