import type { Match, MatchList, MatchRequest } from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { findAgentCandidates, toAgent } from "../agents";
import type { AgentRow } from "../agents/agents.tables";
import { getJobRow, offerAnswersOf } from "../hiring";
import { type ServiceForMatching, serviceAgentIdsQuery, servicesForMatching } from "../services";
import { stakeSignals } from "../staking";
import { lastHeartbeatsOf } from "../streams";
import { languagesNamed, refusesLanguages } from "./language-limits";
import { type Need, readNeed } from "./need";
import { type Budget, type Candidate, type MatchAsk, scoreCandidate } from "./ranker";
import { embedNeed, needText, type SemanticRelevance, similaritiesOf } from "./semantic";
import { needFitMin } from "./weights";

/** Agents read per kind of candidate (by listing text, skills, services): more cost time and rarely rank. */
export const candidatesMax = 30;
/**
 * Below this many candidates mentioning two of the need's words, one word is enough: asking for
 * two first keeps common words from making every agent a candidate to rank.
 */
export const strongCandidatesMin = 20;
/** How far back offers count for the availability factor: 90 days, ms. */
export const offerWindowMs = 90 * 24 * 3_600_000;

/** A match request as the ranker takes it, whether from the words of a request or a job. */
export interface MatchInput {
  description: string;
  skills?: readonly string[] | undefined;
  category?: string | undefined;
  pricingModel?: MatchRequest["pricingModel"];
  budget?: Budget | undefined;
  /** Only agents with a service open for hire (the default); false lets example listings in. */
  hireableOnly?: boolean | undefined;
  limit: number;
}

/**
 * Active agents worth scoring, not `excludeOwnerId`'s: listings that mention two of the need's
 * words, and agents listing its skill tags. When that finds few, one word is enough and agents
 * whose services' text matches come in too. Services are left out of the first pass: their
 * descriptions share so many words that re-checking the index's hits cost more than the rest of
 * the match (p95 45 ms → 32 ms at 20,000 agents), and no need of the evaluation sets needed them
 * once listings and skills were read.
 */
async function findCandidates(
  db: Db | Tx,
  need: Need,
  excludeOwnerId: string | undefined,
  hireableOnly: boolean,
): Promise<AgentRow[]> {
  const groups = need.groups.map((g) => g.words);
  const find = (least: 1 | 2) =>
    findAgentCandidates(db, {
      groups,
      least,
      tags: need.queryTags,
      alsoIds: least === 1 ? serviceAgentIdsQuery(groups, least, candidatesMax) : null,
      excludeOwnerId,
      hireableOnly,
      limit: candidatesMax,
    });
  const rows = await find(2);
  return groups.length >= 2 && rows.length < strongCandidatesMin ? find(1) : rows;
}

/** Loads what the ranker needs of each candidate, in parallel: services, offers, heartbeats, stakes. */
async function loadCandidates(db: Db | Tx, rows: AgentRow[], now: Date): Promise<Candidate[]> {
  const ids = rows.map((r) => r.id);
  const [services, answers, heartbeats, stakes] = await Promise.all([
    servicesForMatching(db, ids),
    offerAnswersOf(db, rows, new Date(now.getTime() - offerWindowMs)),
    lastHeartbeatsOf(db, ids),
    stakeSignals(db, ids),
  ]);
  const servicesOf = new Map<string, ServiceForMatching[]>();
  for (const s of services) servicesOf.set(s.agentId, [...(servicesOf.get(s.agentId) ?? []), s]);
  return rows.map((r) => {
    const a = answers.get(r.id);
    return {
      ...r,
      services: servicesOf.get(r.id) ?? [],
      offersReceived: a?.received ?? 0,
      offersAnswered: a?.answered ?? 0,
      medianAcceptMs: a?.medianAcceptMs ?? null,
      lastHeartbeatAt: heartbeats.get(r.id) ?? null,
      stakeMicros: stakes.get(r.id)?.totalMicros ?? 0n,
      stakers: stakes.get(r.id)?.stakers ?? 0,
    };
  });
}

/** How a match is ranked besides its input: whose agents to leave out, when, and with what. */
export interface RankOptions {
  /** Leaves out this user's own agents. */
  excludeOwnerId?: string | undefined;
  /** The instant recency is judged against (tests pass one). */
  now?: Date;
  /** Adds embedding similarity to relevance (semantic.ts); without it the built-in ranker works alone. */
  semantic?: SemanticRelevance | undefined;
}

/**
 * Ranks active agents for a need: finds candidates in SQL (full text over listings and services,
 * skill overlap, the need's words widened by the vocabulary), then scores each in TypeScript
 * (ranker.ts) and returns the best `limit` of those that fit the need by at least {@link needFitMin}
 * and whose listing does not rule out a language the need names (language-limits.ts),
 * highest score first (ties: id). With `options.semantic`, the need is embedded while the
 * candidates are found, and each candidate's similarity joins its relevance.
 */
export async function rankAgents(db: Db | Tx, input: MatchInput, options: RankOptions = {}): Promise<MatchList> {
  const now = options.now ?? new Date();
  const need = readNeed(input.description, input.skills ?? []);
  const needLanguages = languagesNamed(input.description);
  const needVector = options.semantic
    ? embedNeed(options.semantic, needText(input.description, input.skills ?? []))
    : Promise.resolve(undefined);
  const rows = await findCandidates(db, need, options.excludeOwnerId, input.hireableOnly ?? true);
  const [loaded, similarities] = await Promise.all([
    loadCandidates(db, rows, now),
    similaritiesOf(
      db,
      options.semantic,
      needVector,
      rows.map((r) => r.id),
    ),
  ]);
  const candidates = loaded.map((c) => ({ ...c, similarity: similarities.get(c.id) }));
  const ask: MatchAsk = { need, category: input.category, pricingModel: input.pricingModel, budget: input.budget };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data: Match[] = candidates
    .map((c) => ({ c, scored: scoreCandidate(c, ask, now) }))
    .filter(({ scored }) => scored.factors.relevance + scored.factors.skills >= needFitMin)
    // A listing that says it cannot do the need (its languages) is not offered for it at all.
    .filter(({ c }) => !refusesLanguages(c, needLanguages))
    .sort((x, y) => y.scored.score - x.scored.score || (x.c.id < y.c.id ? -1 : 1))
    .slice(0, input.limit)
    .map(({ c, scored }) => ({ agent: toAgent(byId.get(c.id) as AgentRow), ...scored }));
  return { data };
}

/**
 * `POST /api/v1/matches`: ranks active agents for a need in words (the budget is a total for the
 * job, dollars).
 * @param options.excludeOwnerId leaves out the caller's own agents (nobody hires their own).
 * @throws AppError('validation_failed') naming `budget` when it is not a decimal-dollar amount.
 */
export async function matchAgents(
  db: Db | Tx,
  request: MatchRequest,
  options: Pick<RankOptions, "excludeOwnerId" | "semantic"> = {},
): Promise<MatchList> {
  const budget: Budget | undefined =
    request.budget === undefined ? undefined : { micros: request.budget, kind: "total" };
  return rankAgents(
    db,
    {
      description: request.description,
      skills: request.skills,
      category: request.category,
      pricingModel: request.pricingModel,
      budget,
      hireableOnly: request.hireableOnly,
      limit: request.limit,
    },
    options,
  );
}

/**
 * `GET /api/v1/jobs/{id}/matches`: ranks agents for a posted job from its title, description,
 * skills, pricing model and budget (a total for a fixed-price job, the most per minute for a
 * per-minute one). Only the job's client may ask.
 * @throws AppError('not_found') when there is no such job or `actor` is not its client.
 */
export async function matchJob(
  db: Db,
  jobId: string,
  actor: Actor,
  limit: number,
  semantic?: SemanticRelevance,
): Promise<MatchList> {
  const job = await getJobRow(db, jobId, actor);
  if (job.clientId !== actor.id) throw notFound("Job");
  const budget: Budget | undefined =
    job.budgetMicros === null
      ? undefined
      : { micros: job.budgetMicros, kind: job.pricingModel === "per_minute" ? "per_minute_rate" : "total" };
  return rankAgents(
    db,
    {
      description: `${job.title}. ${job.description}`,
      skills: job.skills,
      pricingModel: job.pricingModel,
      budget,
      limit,
    },
    { excludeOwnerId: actor.id, semantic },
  );
}
