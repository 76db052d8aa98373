import {
  badgeLabels,
  formatMicros,
  type MatchFactorName,
  type MatchFactors,
  matchFactorNames,
  type PricingModel,
  verificationBadges,
} from "@agora/contracts";
import { type Need, stem, type TermGroup, tagKey, words } from "./need";
import { matchWeights } from "./weights";

/*
 * The built-in ranker (docs/decisions/027-matching.md): each factor's fit in [0, 1] from what is
 * known of one agent, times its weight (weights.ts), plus the sentences that explain it. Pure: the
 * service loads the facts, this scores them.
 */

/** A service of a candidate, as matching reads it. Money in µUSD. */
export interface CandidateService {
  title: string;
  description: string;
  perMinutePricing: boolean;
  /** A fixed-price service's range; null for the other models. */
  priceMinMicros: bigint | null;
  priceMaxMicros: bigint | null;
  /** A per-call service's price a call (decision 086); null for the other models. */
  pricePerCallMicros: bigint | null;
}

/** Everything the ranker knows of one agent. Money in µUSD, times in ms. */
export interface Candidate {
  id: string;
  name: string;
  tagline: string;
  description: string;
  skills: string[];
  categories: string[];
  status: string;
  verificationLevel: number;
  /** Reputation in hundredths of a point, 0–99999 (score 0–999.99). */
  reputationHundredths: number;
  basePerMinuteRateMicros: bigint;
  services: CandidateService[];
  /** Offers clients made to the agent in the look-back window, and how many its side answered. */
  offersReceived: number;
  offersAnswered: number;
  /** Median time from a client's offer to its acceptance, ms; null when none was accepted. */
  medianAcceptMs: number | null;
  /** Last heartbeat of any of its streams; null when it never streamed. */
  lastHeartbeatAt: Date | null;
  /** Active stake on it from every staker, µUSD (decision 044). */
  stakeMicros: bigint;
  /** How many people hold that stake. */
  stakers: number;
  /**
   * Cosine similarity of its listing's embedding to the need's, in [-1, 1] (semantic.ts); absent
   * when semantic relevance is off, failed for this match, or the agent is not embedded yet.
   */
  similarity?: number | undefined;
}

/** The budget: a total for the job, or (a per-minute job's) most per minute. µUSD. */
export interface Budget {
  micros: bigint;
  kind: "total" | "per_minute_rate";
}

/** What the client asked for besides the words. */
export interface MatchAsk {
  need: Need;
  category?: string | undefined;
  pricingModel?: PricingModel | undefined;
  budget?: Budget | undefined;
}

/** One scored agent. */
export interface Scored {
  score: number;
  factors: MatchFactors;
  reasons: string[];
}

/** Reputation score where its fit reaches 1 (the scale's top, docs/product/DESIGN.md "Reputation"). */
const reputationMax = 999.99;
/** Highest verification level (KYA). */
const verificationLevelMax = 4;
/** Stake where its fit reaches 1: $1,000 in µUSD; the fit grows with the log of the stake below it. */
export const stakeFullMicros = 1_000_000_000n;
/** Minutes of per-minute work a total budget should buy for a full price fit: an hour. */
export const budgetMinutesFull = 60;
/** Price fit with no budget: neutral, the same for every agent, so price changes no order. */
const priceFitNeutral = 0.5;
/** Share of the relevance fit a matching category makes when the client names one. */
const categoryShare = 0.15;
/**
 * Share of the relevance fit similarity makes when the agent and the need both have embeddings:
 * half, so an agent described in other words than the client's gains as much as a listing that
 * repeats the words, and words still count as much as meaning.
 */
export const semanticShare = 0.5;
/**
 * Cosine similarity at which the semantic fit starts above 0, and where it reaches 1. Text
 * embedding models put unrelated texts near 0.1–0.2 and paraphrases near 0.7 and above
 * (OpenAI's text-embedding-3 family; MTEB's STS tasks), so similarity below the floor says nothing.
 */
export const similarityFloor = 0.2;
export const similarityFull = 0.7;
/** Semantic fit from which the reason "close in meaning" is shown. */
const semanticReasonMin = 0.5;
/** Offers received before their answer rate is trusted; below, the rate is pulled toward 1/2. */
const offersTrusted = 5;
/** A heartbeat this recent (ms) shows the agent works now: 7 days. */
export const heartbeatRecentMs = 7 * 24 * 3_600_000;
/** Median time to accept that earns the full speed fit (1 h), and where it falls to 0 (72 h), ms. */
const acceptFastMs = 3_600_000;
const acceptSlowMs = 72 * 3_600_000;
/** The parts of the availability fit: listed active, answering offers, recent heartbeats, speed. */
const availabilityParts = { active: 0.4, answering: 0.3, heartbeat: 0.15, speed: 0.15 } as const;
/** Field weights of the relevance fit: a word in the name or skills says more than one in prose. */
const fieldWeights = {
  title: 1,
  serviceTitle: 0.9,
  category: 0.7,
  description: 0.6,
  serviceDescription: 0.5,
} as const;
/** Reasons shown per match, most telling first. */
export const reasonsMax = 5;

/** Stem → the highest field weight it appears with, over the agent's listing and services. */
function documentOf(c: Candidate): Map<string, number> {
  const doc = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of words(text)) {
      const s = stem(w);
      if ((doc.get(s) ?? 0) < weight) doc.set(s, weight);
    }
  };
  add(c.description, fieldWeights.description);
  for (const s of c.services) add(s.description, fieldWeights.serviceDescription);
  add(c.categories.join(" "), fieldWeights.category);
  for (const s of c.services) add(s.title, fieldWeights.serviceTitle);
  add(`${c.name} ${c.tagline} ${c.skills.join(" ")}`, fieldWeights.title);
  return doc;
}

/** How well one group is found in `doc`: the best of its stems' weight × their field weight. */
function groupFit(group: TermGroup, doc: Map<string, number>): number {
  let best = 0;
  for (const [s, w] of group.stems) best = Math.max(best, w * (doc.get(s) ?? 0));
  return best;
}

/** A list in words: "a", "a and b", "a, b and c". */
function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Dollars for a person: "$40", "$0.60", "$0.0005". */
export function dollars(micros: bigint): string {
  return `$${formatMicros(micros).replace(/\.00$/, "")}`;
}

interface Fit {
  fit: number;
  reason?: string | undefined;
}

function relevanceFit(c: Candidate, ask: MatchAsk, doc: Map<string, number>): Fit {
  const { groups } = ask.need;
  const fits = groups.map((g) => groupFit(g, doc));
  let text = groups.length ? fits.reduce((a, b) => a + b, 0) / groups.length : 0;
  const found = groups.filter((_, i) => (fits[i] ?? 0) > 0).map((g) => g.label);
  const reasons: string[] = [];
  if (found.length) reasons.push(`Its listing covers ${listWords(found.slice(0, 3).map((w) => `“${w}”`))}`);
  if (c.similarity !== undefined) {
    const semantic = Math.max(0, Math.min(1, (c.similarity - similarityFloor) / (similarityFull - similarityFloor)));
    text = (1 - semanticShare) * text + semanticShare * semantic;
    if (semantic >= semanticReasonMin) reasons.push("Its listing is close in meaning to your description");
  }
  if (ask.category) {
    const inCategory = c.categories.some((k) => k.toLowerCase() === ask.category?.toLowerCase());
    text = (1 - categoryShare) * text + (inCategory ? categoryShare : 0);
    if (inCategory) reasons.push(`Listed in ${ask.category}`);
  }
  return { fit: text, reason: reasons.join("; ") || undefined };
}

function skillsFit(c: Candidate, ask: MatchAsk): Fit {
  const { askedSkills, inferredKeys, contentStems } = ask.need;
  if (askedSkills.length) {
    const known = askedSkills.filter((a) => c.skills.some((s) => a.keys.has(tagKey(s))));
    const n = askedSkills.length;
    const reason =
      n === 1
        ? known.length
          ? "Knows the skill you asked for"
          : undefined
        : `Knows ${known.length} of the ${n} skills you asked for`;
    return { fit: known.length / n, reason: known.length ? reason : undefined };
  }
  // No skills named: the agent's skills that the words name, directly or through the vocabulary.
  const named = c.skills.filter(
    (s) =>
      inferredKeys.has(tagKey(s)) ||
      tagKey(s)
        .split(" ")
        .every((part) => contentStems.has(part)),
  );
  const fit = Math.min(1, named.length / 2);
  return { fit, reason: named.length ? `Has the skills ${listWords(named.slice(0, 3))}` : undefined };
}

/** Minutes a total budget buys at `rateMicros` per minute, in words: "about an hour". */
function durationWords(minutes: number): string {
  if (minutes >= 600) return "over 10 hours";
  if (minutes >= 90) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes >= 45) return "about an hour";
  if (minutes >= 1.5) return `about ${Math.round(minutes)} minutes`;
  return "less than two minutes";
}

function perMinuteFit(rate: bigint, budget: Budget): Fit {
  if (budget.kind === "per_minute_rate") {
    if (rate <= budget.micros)
      return { fit: 1, reason: `${dollars(rate)}/min is within your ${dollars(budget.micros)}/min` };
    return { fit: Number(budget.micros) / Number(rate) };
  }
  const minutes = Number(budget.micros) / Number(rate);
  const fit = Math.min(1, minutes / budgetMinutesFull);
  const reason =
    fit >= 0.5
      ? `${dollars(rate)}/min fits your ${dollars(budget.micros)} budget for ${durationWords(minutes)}`
      : `${dollars(rate)}/min: your ${dollars(budget.micros)} buys ${durationWords(minutes)}`;
  return { fit, reason };
}

function fixedFit(services: CandidateService[], budget: Budget): Fit {
  const fixed = services.filter((s) => !s.perMinutePricing && s.priceMinMicros !== null);
  if (!fixed.length || budget.kind !== "total") return { fit: 0 };
  const cheapest = fixed.reduce((a, b) => ((a.priceMinMicros ?? 0n) <= (b.priceMinMicros ?? 0n) ? a : b));
  const from = cheapest.priceMinMicros ?? 0n;
  if (from <= budget.micros)
    return { fit: 1, reason: `“${cheapest.title}” from ${dollars(from)} fits your ${dollars(budget.micros)} budget` };
  return { fit: Number(budget.micros) / Number(from) };
}

/** Calls a total budget must buy for a per-call service to fit it fully. */
const budgetCallsFull = 100;

/** Whole calls, in words: "1 call", "12,000 calls". */
const callsWords = (calls: bigint) => `${calls.toLocaleString("en-US")} ${calls === 1n ? "call" : "calls"}`;

/** How well a total budget buys calls of the cheapest per-call service: fully at {@link budgetCallsFull} calls. */
function perCallFit(services: CandidateService[], budget: Budget): Fit {
  const perCall = services.filter((s) => s.pricePerCallMicros !== null && s.pricePerCallMicros > 0n);
  if (!perCall.length || budget.kind !== "total") return { fit: 0 };
  const cheapest = perCall.reduce((a, b) => ((a.pricePerCallMicros ?? 0n) <= (b.pricePerCallMicros ?? 0n) ? a : b));
  const price = cheapest.pricePerCallMicros as bigint;
  const calls = budget.micros / price;
  const fit = Math.min(1, Number(calls) / budgetCallsFull);
  return {
    fit,
    reason: `“${cheapest.title}” at ${dollars(price)} a call: your ${dollars(budget.micros)} buys ${callsWords(calls)}`,
  };
}

/** Whether the candidate sells work the way the ask wants it paid (any way when it names none). */
function offersModel(c: Candidate, model: PricingModel | undefined): boolean {
  if (model === "fixed") return c.services.some((s) => !s.perMinutePricing && s.pricePerCallMicros === null);
  if (model === "per_call") return c.services.some((s) => s.pricePerCallMicros !== null);
  // Every agent has a per-minute rate.
  return true;
}

function priceFit(c: Candidate, ask: MatchAsk): Fit {
  if (!ask.budget) return { fit: offersModel(c, ask.pricingModel) ? priceFitNeutral : 0 };
  const model = ask.pricingModel;
  const fits = [
    model === undefined || model === "per_minute" ? perMinuteFit(c.basePerMinuteRateMicros, ask.budget) : { fit: 0 },
    model === undefined || model === "fixed" ? fixedFit(c.services, ask.budget) : { fit: 0 },
    model === undefined || model === "per_call" ? perCallFit(c.services, ask.budget) : { fit: 0 },
  ];
  return fits.reduce((best, f) => (f.fit > best.fit ? f : best));
}

function reputationFit(c: Candidate): Fit {
  const points = c.reputationHundredths / 100;
  const fit = Math.min(1, points / reputationMax);
  return { fit, reason: points >= 700 ? `Reputation ${points.toFixed(2)} of ${reputationMax}` : undefined };
}

function verificationFit(c: Candidate): Fit {
  const level = Math.max(0, Math.min(verificationLevelMax, c.verificationLevel));
  const badge = level > 0 ? verificationBadges[level - 1] : undefined;
  // "KYA Verified" reads as a sentence on its own; the other badges need the word.
  const label = badge === "kya" ? "KYA verified" : badge ? `${badgeLabels[badge]} verified` : undefined;
  return { fit: level / verificationLevelMax, reason: label };
}

function stakeFit(c: Candidate): Fit {
  if (c.stakeMicros <= 0n) return { fit: 0 };
  const fit = Math.min(1, Math.log10(1 + Number(c.stakeMicros) / 1e6) / Math.log10(1 + Number(stakeFullMicros) / 1e6));
  return { fit, reason: `${dollars(c.stakeMicros)} staked by ${c.stakers} ${c.stakers === 1 ? "person" : "people"}` };
}

function availabilityFit(c: Candidate, now: Date): Fit {
  if (c.status !== "active") return { fit: 0 };
  const reasons: string[] = [];
  // Few offers say little: the rate is shrunk toward one half until offersTrusted have come in.
  const answering = (c.offersAnswered + 0.5 * offersTrusted) / (c.offersReceived + offersTrusted);
  if (c.offersReceived > 0) reasons.push(`Answered ${c.offersAnswered} of ${c.offersReceived} offers`);
  const isRecent = c.lastHeartbeatAt !== null && now.getTime() - c.lastHeartbeatAt.getTime() <= heartbeatRecentMs;
  if (isRecent) reasons.push("Streamed work in the last 7 days");
  let speed = 0.5;
  if (c.medianAcceptMs !== null) {
    speed = Math.max(0, Math.min(1, 1 - (c.medianAcceptMs - acceptFastMs) / (acceptSlowMs - acceptFastMs)));
    if (c.medianAcceptMs <= acceptFastMs) reasons.push("Usually accepts within an hour");
    else if (c.medianAcceptMs <= 24 * acceptFastMs)
      reasons.push(`Usually accepts within ${Math.ceil(c.medianAcceptMs / acceptFastMs)} hours`);
  }
  const fit =
    availabilityParts.active +
    availabilityParts.answering * answering +
    availabilityParts.heartbeat * (isRecent ? 1 : 0) +
    availabilityParts.speed * speed;
  return { fit, reason: reasons.join("; ") || undefined };
}

/** Rounds to 4 decimals, so that contributions printed in JSON add up to the printed score. */
function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/**
 * Scores one agent against a need: each factor's contribution is its weight (weights.ts) times
 * its fit in [0, 1], and the score is their sum, so it lies in [0, 1]. Reasons are the sentences of
 * the factors that said something, the largest contribution first, at most {@link reasonsMax}.
 * @param now the instant heartbeats are judged against.
 */
export function scoreCandidate(c: Candidate, ask: MatchAsk, now: Date): Scored {
  const doc = documentOf(c);
  const fits: Record<MatchFactorName, Fit> = {
    relevance: relevanceFit(c, ask, doc),
    skills: skillsFit(c, ask),
    price: priceFit(c, ask),
    reputation: reputationFit(c),
    verification: verificationFit(c),
    stake: stakeFit(c),
    availability: availabilityFit(c, now),
  };
  const factors = Object.fromEntries(
    matchFactorNames.map((name) => [name, round4(matchWeights[name] * Math.max(0, Math.min(1, fits[name].fit)))]),
  ) as MatchFactors;
  const score = round4(matchFactorNames.reduce((sum, name) => sum + factors[name], 0));
  const reasons = [...matchFactorNames]
    .sort((a, b) => factors[b] - factors[a])
    .flatMap((name) => (fits[name].reason ? fits[name].reason.split("; ") : []))
    .slice(0, reasonsMax);
  return { score: Math.min(1, score), factors, reasons };
}
