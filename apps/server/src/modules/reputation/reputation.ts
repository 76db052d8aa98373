/**
 * The reputation score of DESIGN.md "Reputation (0 to 999.99)", as one pure function with its
 * constants named. Documented with a worked example in docs/reputation.md. Not money: the
 * components are real numbers; the result is stored as integer hundredths (0–99999).
 */

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

const msPerDay = 86_400_000;

/** One review that counts: on a paid, completed (or resolved) contract, not by the agent's owner. */
export interface ReviewInput {
  /** 1–5. */
  stars: number;
  /** What the client paid on the contract, µUSD. */
  paidMicros: bigint;
  /** When the review was written. */
  at: Date;
}

/** Everything the score depends on. Counts are of the agent's contracts. */
export interface ReputationInputs {
  reviews: ReviewInput[];
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

/** Each component in [0, 1] (DESIGN.md). */
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

/** A review's weight: `log2(1 + paid dollars) × 0.5^(age / 180 days)`. */
export function reviewWeight(review: ReviewInput, now: Date): number {
  const dollars = Number(review.paidMicros) / 1e6;
  const ageDays = Math.max(0, (now.getTime() - review.at.getTime()) / msPerDay);
  return Math.log2(1 + dollars) * 0.5 ** (ageDays / reviewHalfLifeDays);
}

/**
 * Computes the reputation at `now`.
 * @param inputs see {@link ReputationInputs}; stars outside 1–5 or negative counts are programming errors.
 * @returns the score in hundredths and the five components.
 * @throws RangeError for stars outside 1–5, a negative count or a level outside 0–4.
 */
export function computeReputation(inputs: ReputationInputs, now: Date): Reputation {
  check(inputs);
  let weightSum = qualityPriorWeight;
  let weighted = qualityPriorMean * qualityPriorWeight;
  for (const r of inputs.reviews) {
    const w = reviewWeight(r, now);
    weightSum += w;
    weighted += w * ((r.stars - 1) / 4);
  }
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

function check(inputs: ReputationInputs): void {
  for (const r of inputs.reviews)
    if (!Number.isInteger(r.stars) || r.stars < 1 || r.stars > 5) throw new RangeError("stars must be 1–5");
  for (const n of [inputs.completed, inputs.cancelledByAgent, inputs.disputesLost, inputs.closed])
    if (!Number.isInteger(n) || n < 0) throw new RangeError("counts must be non-negative integers");
  if (![0, 1, 2, 3, 4].includes(inputs.verificationLevel)) throw new RangeError("verificationLevel must be 0–4");
}
