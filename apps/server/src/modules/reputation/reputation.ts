/**
 * The reputation score of docs/product/DESIGN.md "Reputation (0 to 999.99)", as one pure function
 * ({@link scoreReputation}) with its constants named here. Documented with a worked example in
 * docs/reputation.md. Reviews enter as two sums ({@link QualitySums}), so the server can aggregate
 * them in SQL with these same constants instead of reading every review. Not money: the
 * components are real numbers; the result is stored as integer hundredths (0–99999).
 */

import { microsPerDollar } from "@agora/contracts";

/** Prior mean of `quality` (a new agent is assumed 0.7, i.e. between 3★ and 4★). */
export const qualityPriorMean = 0.7;
/** Weight of the quality prior, in review-weight units. */
export const qualityPriorWeight = 5;
/** Half-life of a review's weight, days. */
export const reviewHalfLifeDays = 180;
/** Prior of `reliability` (a new agent is assumed to finish 80 % of its contracts). */
export const reliabilityPrior = 0.8;
/** Weight of the reliability prior, in contracts. */
export const reliabilityPriorWeight = 3;
/** Completed contracts at which `experience` reaches 1 − 1/e. */
export const experienceScale = 20;
/** Component weights; they sum to 1. */
export const componentWeights = {
  quality: 0.45,
  reliability: 0.25,
  disputes: 0.1,
  verification: 0.1,
  experience: 0.1,
} as const;
/** The top of the scale. */
export const maxScore = 999.99;

/** Lowest and highest star rating; a review's rating is `(stars − starsMin) / (starsMax − starsMin)`. */
export const starsMin = 1;
/** See {@link starsMin}. */
export const starsMax = 5;
/**
 * The contract's µUSD per dollar as a float: review weights grow with the dollars paid, and a
 * weight is not money. The one place the bigint is turned into a number.
 */
export const microsPerDollarFloat = Number(microsPerDollar);
/** One day, ms: review ages are measured in days. */
export const msPerDay = 86_400_000;

/** One review that counts: on a paid, completed (or resolved) contract, not by the agent's owner. */
export interface ReviewInput {
  /** 1–5. */
  stars: number;
  /** What the client paid on the contract, µUSD. */
  paidMicros: bigint;
  /** When the review was written. */
  at: Date;
}

/** The contract counts and level the score depends on, besides the reviews. */
export interface ReputationCounts {
  /** Contracts completed. */
  completed: number;
  /** Contracts cancelled by the agent's side after funding. */
  cancelledByAgent: number;
  /** Disputes the agent lost (resolved with an agent share below 50 %). */
  disputesLost: number;
  /** Contracts that reached an end (completed, cancelled after funding, resolved). */
  closed: number;
  /** KYA level 0–4. */
  verificationLevel: number;
}

/** Everything the score depends on, reviews one by one. Counts are of the agent's contracts. */
export interface ReputationInputs extends ReputationCounts {
  reviews: ReviewInput[];
}

/**
 * The reviews reduced to what `quality` needs, at one instant: `Σ wᵢ` and `Σ wᵢ·ratingᵢ` with
 * `wᵢ` from {@link reviewWeight} and `ratingᵢ = (stars − 1) / 4`. Produced by {@link aggregateReviews}
 * in TypeScript, or by the same formula in SQL (`reputationInputs` in reviews/reputation.service.ts)
 * so a recompute does not read every review row.
 */
export interface QualitySums {
  /** Reviews counted. */
  count: number;
  /** `Σ wᵢ`, review-weight units (log2 dollars, decayed). */
  weight: number;
  /** `Σ wᵢ·ratingᵢ`, same units. */
  weightedRating: number;
}

/** Everything the score depends on, with the reviews pre-aggregated ({@link QualitySums}). */
export interface AggregatedReputationInputs extends ReputationCounts {
  quality: QualitySums;
}

/** Each component in [0, 1] (docs/product/DESIGN.md). */
export interface ReputationComponents {
  quality: number;
  reliability: number;
  disputes: number;
  verification: number;
  experience: number;
}

/** The score and its explanation. */
export interface Reputation {
  /** 0–99999 (hundredths of a point). */
  hundredths: number;
  components: ReputationComponents;
}

/**
 * A review's weight at `now`: `log2(1 + paid dollars) × 0.5^(age days / 180)` (docs/product/DESIGN.md
 * "Reputation"); a review dated after `now` counts as age 0. Not money: the µUSD amount is turned
 * into a float only to weigh the review.
 * @returns a weight ≥ 0, in review-weight units.
 */
export function reviewWeight(review: ReviewInput, now: Date): number {
  const dollars = Number(review.paidMicros) / microsPerDollarFloat;
  const ageDays = Math.max(0, (now.getTime() - review.at.getTime()) / msPerDay);
  return Math.log2(1 + dollars) * 0.5 ** (ageDays / reviewHalfLifeDays);
}

/** A review's rating in [0, 1]: 1★ = 0 … 5★ = 1. */
export function ratingOfStars(stars: number): number {
  return (stars - starsMin) / (starsMax - starsMin);
}

/**
 * Reduces reviews to their {@link QualitySums} at `now`, in TypeScript. The SQL aggregate in
 * `reputationInputs` computes the same sums; a test holds the two together.
 * @throws RangeError for stars outside 1–5.
 */
export function aggregateReviews(reviews: readonly ReviewInput[], now: Date): QualitySums {
  let weight = 0;
  let weightedRating = 0;
  for (const r of reviews) {
    checkStars(r.stars);
    const w = reviewWeight(r, now);
    weight += w;
    weightedRating += w * ratingOfStars(r.stars);
  }
  return { count: reviews.length, weight, weightedRating };
}

/**
 * Computes the reputation at `now` from individual reviews: {@link aggregateReviews}, then
 * {@link scoreReputation}. The hand-computed examples of docs/reputation.md use this form.
 * @param inputs see {@link ReputationInputs}; stars outside 1–5 or negative counts are programming errors.
 * @returns the score in hundredths and the five components.
 * @throws RangeError for stars outside 1–5, a negative count or a level outside 0–4.
 */
export function computeReputation(inputs: ReputationInputs, now: Date): Reputation {
  const { reviews, ...counts } = inputs;
  return scoreReputation({ ...counts, quality: aggregateReviews(reviews, now) });
}

/**
 * The formula of docs/product/DESIGN.md "Reputation", the one place it is written: the five components from
 * pre-aggregated reviews and the contract counts, blended by {@link componentWeights} and scaled
 * to 0–999.99.
 * @param inputs see {@link AggregatedReputationInputs}; negative sums or counts are programming errors.
 * @returns the score in hundredths (0–99999) and the five components, each in [0, 1].
 * @throws RangeError for a negative or non-finite sum, a negative count or a level outside 0–4.
 */
export function scoreReputation(inputs: AggregatedReputationInputs): Reputation {
  check(inputs);
  const weightSum = qualityPriorWeight + inputs.quality.weight;
  const weighted = qualityPriorMean * qualityPriorWeight + inputs.quality.weightedRating;
  const ended = inputs.completed + inputs.cancelledByAgent + inputs.disputesLost;
  const components: ReputationComponents = {
    quality: weighted / weightSum,
    reliability: (reliabilityPrior * reliabilityPriorWeight + inputs.completed) / (reliabilityPriorWeight + ended),
    disputes: inputs.closed === 0 ? 1 : 1 - Math.min(1, inputs.disputesLost / inputs.closed),
    verification: inputs.verificationLevel / 4,
    experience: 1 - Math.exp(-inputs.completed / experienceScale),
  };
  const blend =
    componentWeights.quality * components.quality +
    componentWeights.reliability * components.reliability +
    componentWeights.disputes * components.disputes +
    componentWeights.verification * components.verification +
    componentWeights.experience * components.experience;
  const hundredths = Math.min(99_999, Math.max(0, Math.round(maxScore * blend * 100)));
  return { hundredths, components };
}

/**
 * The score of an agent with no contracts and no reviews at KYA `verificationLevel`: the priors
 * alone (614.99 at level 0, +25 points per level; docs/reputation.md). What a new agent shows.
 * @returns hundredths, 0–99999.
 * @throws RangeError for a level outside 0–4.
 */
export function priorReputationHundredths(verificationLevel: number): number {
  return scoreReputation({
    quality: { count: 0, weight: 0, weightedRating: 0 },
    completed: 0,
    cancelledByAgent: 0,
    disputesLost: 0,
    closed: 0,
    verificationLevel,
  }).hundredths;
}

function checkStars(stars: number): void {
  if (!Number.isInteger(stars) || stars < starsMin || stars > starsMax) throw new RangeError("stars must be 1–5");
}

function check(inputs: AggregatedReputationInputs): void {
  const q = inputs.quality;
  for (const n of [q.weight, q.weightedRating])
    if (!Number.isFinite(n) || n < 0) throw new RangeError("review sums must be finite and non-negative");
  if (!Number.isInteger(q.count) || q.count < 0) throw new RangeError("counts must be non-negative integers");
  for (const n of [inputs.completed, inputs.cancelledByAgent, inputs.disputesLost, inputs.closed])
    if (!Number.isInteger(n) || n < 0) throw new RangeError("counts must be non-negative integers");
  if (![0, 1, 2, 3, 4].includes(inputs.verificationLevel)) throw new RangeError("verificationLevel must be 0–4");
}

/**
 * A score stored as integer hundredths (0–99999) as the API's two-decimal string:
 * 87341 → "873.41", without a float in between.
 */
export function formatHundredths(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, "0")}`;
}
