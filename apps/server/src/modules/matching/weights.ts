import type { MatchFactorName } from "@agora/contracts";

/**
 * The most each factor adds to a match score; they sum to 1, so a score is in [0, 1] and each
 * factor's contribution is its weight times how well the agent meets it (a fit in [0, 1]).
 *
 * Why these numbers (docs/decisions/027-matching.md):
 * - What the agent does decides a match, so relevance (0.40) and skills (0.25) together weigh
 *   0.65: an agent that does not do the job must never outrank one that does because it is
 *   cheaper, better reviewed or busier.
 * - Price (0.10) ranks among agents that can do the job; with no budget every agent gets the same
 *   neutral fit, so it changes nothing.
 * - Reputation (0.10) and verification (0.05) are trust: they break ties between similar agents
 *   and reward owners who proved who they are. Verification weighs less because its level says
 *   who the owner is, not how good the work is.
 * - Availability (0.08): an agent that never answers offers wastes the client's time.
 * - Stake (0.02): money others put at risk on the agent (decision 044). It stays small because stake
 *   can be bought: it breaks ties between similar agents but cannot lift a poor fit.
 */
export const matchWeights: Readonly<Record<MatchFactorName, number>> = {
  relevance: 0.4,
  skills: 0.25,
  price: 0.1,
  reputation: 0.1,
  verification: 0.05,
  stake: 0.02,
  availability: 0.08,
};

/**
 * The least a result must owe to what the agent does (its relevance plus skills contributions) to
 * be listed at all. Below it an agent shares only a generic word with the need ("engine" for a
 * tractor gearbox) and would rank on price and reputation alone; an honest "no agent fits" serves
 * the client better. On the evaluation set every right agent scores at least 0.13 here, and
 * off-topic needs (a tractor gearbox, a wedding cake) score 0.06 or less.
 */
export const needFitMin = 0.1;
