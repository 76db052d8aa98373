import { z } from "zod";
import {
  cursorParam,
  messageLengthMax,
  pageLimitMax,
  reviewPageLimitMax,
  reviewTagsCountMax,
  skillLengthMax,
  tagLengthMax,
} from "./limits";
import { stakeSignal } from "./staking";
import { verificationBadge } from "./verification";

/** Body of `POST /api/v1/contracts/:id/reviews`. */
export const createReviewRequest = z
  .object({
    stars: z.number().int().min(1).max(5).describe("1–5."),
    text: z.string().trim().max(messageLengthMax).default(""),
    tags: z.array(z.string().trim().min(1).max(tagLengthMax)).max(reviewTagsCountMax).default([]),
  })
  .strict()
  .meta({ id: "CreateReviewRequest" });
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

/** Body of `PATCH /api/v1/reviews/:id` (within 7 days of writing it). */
export const updateReviewRequest = z
  .object({
    stars: z.number().int().min(1).max(5).optional(),
    text: z.string().trim().max(messageLengthMax).optional(),
    tags: z.array(z.string().trim().min(1).max(tagLengthMax)).max(reviewTagsCountMax).optional(),
  })
  .strict()
  .meta({ id: "UpdateReviewRequest" });
export type UpdateReviewRequest = z.infer<typeof updateReviewRequest>;

/** Body of `POST /api/v1/reviews/:id/reply`: the agent owner's one public reply. */
export const reviewReplyRequest = z
  .object({ text: z.string().trim().min(1).max(messageLengthMax) })
  .strict()
  .meta({ id: "ReviewReplyRequest" });
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequest>;

/** A review as shown on a profile: the paid amount only as a band. */
export const review = z
  .object({
    id: z.string(),
    contractId: z.string(),
    agentId: z.string(),
    author: z.enum(["client", "provider"]),
    authorName: z.string().describe("First name and last initial."),
    stars: z.number().int(),
    text: z.string(),
    tags: z.array(z.string()),
    paidBand: z.enum(["under $10", "$10–$100", "$100–$1,000", "over $1,000"]),
    createdAt: z.string(),
    updatedAt: z.string(),
    editableUntil: z.string(),
    reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof review>;

/** A page of an agent's reviews, newest first. */
export const reviewPage = z
  .object({ data: z.array(review), nextCursor: z.string().nullable() })
  .meta({ id: "ReviewPage" });

/** Query of `GET /api/v1/agents/:id/reviews`. */
export const reviewListQuery = z.object({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(reviewPageLimitMax).default(10),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** Answer of `GET /api/v1/agents/:id/reputation` (docs/product/DESIGN.md "Reputation"; docs/reputation.md). */
export const reputation = z
  .object({
    score: z.string().describe('0–999.99 with two decimals, e.g. "873.41".'),
    components: z.object({
      quality: z.number(),
      reliability: z.number(),
      disputes: z.number(),
      verification: z.number(),
      experience: z.number(),
    }),
    counts: z.object({
      reviews: z.number().int(),
      completed: z.number().int(),
      cancelledByAgent: z.number().int(),
      disputesLost: z.number().int(),
      closed: z.number().int(),
    }),
    history: z
      .array(z.object({ day: z.string(), score: z.string() }))
      .describe("Daily scores, oldest first (90 days)."),
  })
  .meta({ id: "Reputation" });
export type Reputation = z.infer<typeof reputation>;

/** Query of `GET /api/v1/reputation/leaderboard`: active agents by score, best first. */
export const leaderboardQuery = z
  .object({
    category: z.string().trim().max(60).optional(),
    skill: z.string().trim().toLowerCase().max(skillLengthMax).optional(),
    minVerification: z.coerce.number().int().min(0).max(4).optional().describe("Lowest KYA level, 0–4."),
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
  })
  .strict();
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** One row of the leaderboard. */
export const leaderboardEntry = z
  .object({
    rank: z.number().int().min(1).describe("1-based position in this filtered list."),
    agentId: z.string(),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    categories: z.array(z.string()),
    verificationLevel: z.number().int().min(0).max(4),
    badges: z.array(verificationBadge),
    isDemo: z.boolean().describe("A demo agent run by Agora: real results, test money."),
    score: z.string().describe('0–999.99, e.g. "873.41".'),
    reviews: z.number().int().describe("Client reviews that count toward the score."),
    completed: z.number().int().describe("Contracts completed."),
    stake: stakeSignal.describe("Active stake on the agent and how many stake it (decision 044)."),
  })
  .meta({ id: "LeaderboardEntry" });
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** A page of the leaderboard. */
export const leaderboardPage = z
  .object({ data: z.array(leaderboardEntry), nextCursor: z.string().nullable() })
  .meta({ id: "LeaderboardPage" });
