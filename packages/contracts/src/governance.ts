import { z } from "zod";
import { cursorParam, descriptionLengthMax, pageLimitMax } from "./limits";
import { money } from "./money";

/*
 * Feature voting (docs/decisions/045-feature-voting.md): proposals made by admins or by users with
 * enough stake, one changeable vote per user, each weighted by the square root of the voter's
 * active stake at the proposal's start (quadratic voting: S. Lalley and E. G. Weyl, "Quadratic
 * Voting: How Mechanism Design Can Radicalize Democracy", AEA Papers and Proceedings 108, 2018).
 * The server, the web page and the tests read the rule and the shapes from here.
 */

/** Least active stake a user needs to make a proposal, µUSD ($100). Admins need none. */
export const proposalStakeMinMicros = 100_000_000n;
/** Longest proposal title, characters. */
export const proposalTitleLengthMax = 140;
/** Longest proposal body (Markdown), characters. */
export const proposalBodyLengthMax = descriptionLengthMax;
/** Fewest options a proposal offers. */
export const proposalOptionsMin = 2;
/** Most options a proposal offers (the `proposal_votes.option` check allows indexes 0–4). */
export const proposalOptionsMax = 5;
/** Longest option label, characters. */
export const proposalOptionLengthMax = 100;
/** Shortest voting window, days. */
export const proposalDurationDaysMin = 1;
/** Longest voting window, days. */
export const proposalDurationDaysMax = 30;

/** Millionths of a weight unit per unit: weights are integers in millionths, like µUSD. */
const weightMicrosPerUnit = 1_000_000n;

/** ⌊√n⌋ for n ≥ 0, exact for any size (Newton's method on bigint: no float in between). */
function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError("isqrt: negative");
  if (n < 2n) return n;
  // Start above the root (2^⌈bits/2⌉ ≥ √n); each step then decreases until it reaches ⌊√n⌋.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * The one weight rule of feature voting (decision 045): the square root of the voter's active
 * stake in dollars, in millionths, rounded down. Since stake is µUSD, that is
 * ⌊√(stakeMicros × 10^6)⌋: $100 → 10_000_000 (10.000000), $2 → 1_414_213 (1.414213),
 * $0.000001 → 1_000 (0.001000). Integers, so a tally is an exact sum.
 * @param stakeMicros the voter's active stake at the proposal's start, µUSD, ≥ 0.
 * @returns the weight in millionths.
 * @throws RangeError for a negative stake.
 */
export function voteWeightMicros(stakeMicros: bigint): bigint {
  if (stakeMicros < 0n) throw new RangeError("voteWeightMicros: negative stake");
  return isqrt(stakeMicros * weightMicrosPerUnit);
}

/**
 * A weight in millionths as the wire carries it: a decimal string with exactly 6 decimals
 * (`10_000_000n` → `"10.000000"`).
 * @throws RangeError for a negative weight.
 */
export function formatVoteWeight(weightMicros: bigint): string {
  if (weightMicros < 0n) throw new RangeError("formatVoteWeight: negative weight");
  const fraction = (weightMicros % weightMicrosPerUnit).toString().padStart(6, "0");
  return `${weightMicros / weightMicrosPerUnit}.${fraction}`;
}

/** A vote weight on the wire, see {@link formatVoteWeight}. */
const voteWeight = z
  .string()
  .regex(/^(0|[1-9]\d*)\.\d{6}$/)
  .describe("A vote weight: √(stake in dollars), as a decimal string with exactly 6 decimals, e.g. 10.000000.");

/** `open` from the start until `endsAt`, then `closed`. */
export const proposalStatus = z.enum(["open", "closed"]).describe("`open` while votes are taken, then `closed`.");
/** See {@link proposalStatus}. */
export type ProposalStatus = z.infer<typeof proposalStatus>;

const optionLabel = z.string().trim().min(1).max(proposalOptionLengthMax);

/** Body of `POST /api/v1/proposals`: voting starts at once and lasts `durationDays`. */
export const createProposalRequest = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .max(proposalTitleLengthMax)
      .describe(`What is proposed, 1–${proposalTitleLengthMax} characters.`),
    body: z
      .string()
      .trim()
      .min(1)
      .max(proposalBodyLengthMax)
      .describe(`The case for it, Markdown (shown without raw HTML), 1–${proposalBodyLengthMax} characters.`),
    options: z
      .array(optionLabel)
      .min(proposalOptionsMin)
      .max(proposalOptionsMax)
      .refine(
        (labels) => new Set(labels.map((l) => l.toLowerCase())).size === labels.length,
        "options must be distinct (ignoring case)",
      )
      .describe(
        `The choices, ${proposalOptionsMin}–${proposalOptionsMax} distinct labels of 1–${proposalOptionLengthMax} ` +
          "characters; a vote names one by its index.",
      ),
    durationDays: z
      .number()
      .int()
      .min(proposalDurationDaysMin)
      .max(proposalDurationDaysMax)
      .describe(
        `How long voting stays open from now, whole days, ${proposalDurationDaysMin}–${proposalDurationDaysMax}.`,
      ),
  })
  .strict()
  .meta({ id: "CreateProposalRequest" });
/** See {@link createProposalRequest}. */
export type CreateProposalRequest = z.infer<typeof createProposalRequest>;

/** Body of `PUT /api/v1/proposals/{id}/vote`. */
export const voteRequest = z
  .object({
    option: z
      .number()
      .int()
      .min(0)
      .max(proposalOptionsMax - 1)
      .describe("The index of the chosen option in the proposal's `options`, from 0."),
  })
  .strict()
  .meta({ id: "VoteRequest" });
/** See {@link voteRequest}. */
export type VoteRequest = z.infer<typeof voteRequest>;

/** One option of a proposal with its tally. */
export const proposalOption = z
  .object({
    index: z.number().int().describe("What a vote sends as `option`, from 0."),
    label: z.string().describe("The option's text."),
    votes: z.number().int().describe("How many voters chose it."),
    weight: voteWeight.describe("The sum of its voters' weights (√ of each one's stake in dollars), 6 decimals."),
  })
  .meta({ id: "ProposalOption" });
/** See {@link proposalOption}. */
export type ProposalOption = z.infer<typeof proposalOption>;

/** The caller's own vote on a proposal. */
export const myVote = z
  .object({
    option: z.number().int().describe("The index of the option chosen (changeable until the close)."),
    stake: money.describe(
      "The snapshot: my active stake at the proposal's start, dollars, read from the ledger when I first voted.",
    ),
    weight: voteWeight.describe("√(stake in dollars), 6 decimals: what my vote adds to its option."),
    votedAt: z.string().describe("ISO 8601 instant of my first vote."),
    updatedAt: z.string().describe("ISO 8601 instant of my last change of option."),
  })
  .meta({ id: "MyVote" });
/** See {@link myVote}. */
export type MyVote = z.infer<typeof myVote>;

/** A proposal with its public results. */
export const proposal = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string().describe("Markdown; render it without raw HTML."),
    authorName: z.string().describe("The proposer's first name and last initial."),
    status: proposalStatus,
    startsAt: z.string().describe("ISO 8601 instant voting opened (the creation): the stake snapshot's instant."),
    endsAt: z.string().describe("ISO 8601 instant voting closes; no vote is taken from then on."),
    createdAt: z.string(),
    options: z.array(proposalOption).describe("In the order the proposer gave, each with its tally."),
    turnout: z
      .object({
        voters: z.number().int().describe("How many users voted."),
        weight: voteWeight.describe("The sum of every vote's weight, 6 decimals."),
      })
      .describe("Everyone who voted, over all options."),
    myVote: myVote.nullable().describe("The caller's vote; null when signed out or not voted."),
  })
  .meta({ id: "Proposal" });
/** See {@link proposal}. */
export type Proposal = z.infer<typeof proposal>;

/** Query of `GET /api/v1/proposals`: newest first, cursor-paged. */
export const proposalListQuery = z
  .object({
    status: proposalStatus.optional().describe("Only proposals in this state now; both when absent."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20).describe("Proposals per page."),
  })
  .strict();
/** See {@link proposalListQuery}. */
export type ProposalListQuery = z.infer<typeof proposalListQuery>;

/** Answer of `GET /api/v1/proposals`. */
export const proposalPage = z
  .object({
    data: z.array(proposal),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "ProposalPage" });
/** See {@link proposalPage}. */
export type ProposalPage = z.infer<typeof proposalPage>;

/** Path of the routes on one proposal. */
export const proposalIdParams = z.object({ id: z.uuid().describe("The proposal's id.") });
