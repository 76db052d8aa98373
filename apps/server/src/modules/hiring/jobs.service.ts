import {
  type DecodedCounterOfferRequest,
  type DecodedCreateJobRequest,
  type DecodedJobOfferRequest,
  formatMicros,
  type Job,
  type JobListQuery,
  type JobPage,
  type Micros,
  type Offer,
  offerMachine,
  transition,
} from "@agora/contracts";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { enforce } from "../../lib/state-machine";
import { findAgentRow } from "../agents";
import { checkMandate } from "../mandates";
import { isDemoDeal } from "./contract-access";
import {
  agentOfferTerms,
  loadOffer,
  offerSide,
  offerState,
  offerTerms,
  offerTtlMs,
  offerViews,
  toOffer,
} from "./hiring.service";
import { type JobRow, jobs, type OfferRow, offers } from "./hiring.tables";

function fieldError(field: string, message: string): AppError {
  return new AppError("validation_failed", `${field} ${message}`, [{ in: "body", field, message }]);
}

function toJob(row: JobRow, offerCount: number): Job {
  return {
    id: row.id,
    clientId: row.clientId,
    title: row.title,
    description: row.description,
    skills: row.skills,
    pricingModel: row.pricingModel,
    budget: row.budgetMicros === null ? null : formatMicros(row.budgetMicros),
    deadline: row.deadline?.toISOString() ?? null,
    status: row.status,
    offerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

// Written out: inside the subquery Drizzle would print both columns unqualified, and "id" would
// then name the offer's own id.
const offerCount = sql<number>`(select count(*)::int from offers o where o.job_id = "jobs"."id")`;

/**
 * A client posts a job.
 * @throws AppError('validation_failed') naming `budget` (not a positive amount) or `deadline` (past).
 */
export async function createJob(db: Db, client: Actor, request: DecodedCreateJobRequest): Promise<Job> {
  const budget = request.budget ?? null;
  const deadline = request.deadline ? new Date(request.deadline) : null;
  if (deadline && deadline.getTime() <= Date.now()) throw fieldError("deadline", "must be in the future");
  const [row] = await db
    .insert(jobs)
    .values({
      clientId: client.id,
      title: request.title,
      description: request.description,
      skills: [...new Set(request.skills)],
      pricingModel: request.pricingModel,
      budgetMicros: budget,
      deadline,
    })
    .returning();
  if (!row) throw new Error("job insert returned no row");
  return toJob(row, 0);
}

/** My jobs (any state), or open jobs of other clients, newest first, optionally with a skill. */
export async function listJobs(db: Db, actor: Actor, query: JobListQuery): Promise<JobPage> {
  const where =
    query.scope === "mine"
      ? eq(jobs.clientId, actor.id)
      : and(
          eq(jobs.status, "open"),
          ne(jobs.clientId, actor.id),
          query.skill ? sql`${query.skill} = any(${jobs.skills})` : undefined,
        );
  const rows = await db
    .select({ job: jobs, offers: offerCount, cursorAt: exactInstant(jobs.createdAt) })
    .from(jobs)
    .where(and(where, keysetAfter(jobs.createdAt, jobs.id, keysetPosition(query.cursor), "newest")))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.job.id);
  return { data: page.map((r) => toJob(r.job, r.offers)), nextCursor };
}

async function jobFor(db: Db | Tx, id: string, actor: Actor): Promise<{ row: JobRow; offers: number }> {
  const [found] = await db.select({ job: jobs, offers: offerCount }).from(jobs).where(eq(jobs.id, id));
  // Open jobs are visible to every signed-in user; a closed one only to its client.
  if (!found || (found.job.status !== "open" && found.job.clientId !== actor.id && actor.role !== "admin"))
    throw notFound("Job");
  return { row: found.job, offers: found.offers };
}

/** A job. @throws AppError('not_found') for a closed job of someone else. */
export async function getJob(db: Db, id: string, actor: Actor): Promise<Job> {
  const { row, offers: n } = await jobFor(db, id, actor);
  return toJob(row, n);
}

/**
 * A job's row as `actor` may see it (the same rule as {@link getJob}), for modules that read its
 * terms: `budgetMicros` in µUSD, not the wire's dollars. @throws AppError('not_found').
 */
export async function getJobRow(db: Db, id: string, actor: Actor): Promise<JobRow> {
  return (await jobFor(db, id, actor)).row;
}

/** The client closes a job: no new offers; contracts already made go on. @throws not_found, forbidden. */
export async function closeJob(db: Db, id: string, actor: Actor): Promise<Job> {
  const { row, offers: n } = await jobFor(db, id, actor);
  if (row.clientId !== actor.id) throw new AppError("forbidden", "Only the client can close this job");
  const [closed] = await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, id)).returning();
  return toJob(closed as JobRow, n);
}

/**
 * The terms for `model`: fixed needs `amount`, per minute `basePerMinuteRate`. The request schemas
 * have bounded and decoded both (µUSD); this checks which one the model needs.
 */
function termsFor(model: "fixed" | "per_minute", request: { amount?: Micros; basePerMinuteRate?: Micros }) {
  if (model === "fixed") {
    if (request.basePerMinuteRate !== undefined)
      throw fieldError("basePerMinuteRate", "must be left out for fixed-price work");
    if (request.amount === undefined) throw fieldError("amount", "is required for fixed-price work");
    return { amountMicros: request.amount, rateMicrosPerMinute: null };
  }
  if (request.amount !== undefined) throw fieldError("amount", "must be left out for per-minute work");
  if (request.basePerMinuteRate === undefined) throw fieldError("basePerMinuteRate", "is required for per-minute work");
  return { amountMicros: null, rateMicrosPerMinute: request.basePerMinuteRate };
}

/**
 * An offer on an open job: the client invites an agent (any active agent but their own), or an
 * agent's owner proposes one of their active agents. The other side accepts, rejects or counters.
 * The price comes from the request; the other terms are the agent's as they are now, recorded on
 * the offer so later edits to the agent do not reach it.
 * @throws AppError('not_found') for a hidden job or agent; AppError('forbidden') for someone
 *   else's agent or the client's own; AppError('invalid_state') for a closed job;
 *   AppError('validation_failed') naming the terms field; AppError('mandate_exceeded') for a client's
 *   invitation its key's mandate refuses.
 */
export async function offerOnJob(tx: Tx, jobId: string, actor: Actor, request: DecodedJobOfferRequest): Promise<Offer> {
  const { row: job } = await jobFor(tx, jobId, actor);
  if (job.status !== "open") throw new AppError("invalid_state", "The job is closed");
  const agent = await findAgentRow(tx, request.agentId);
  if (agent?.status !== "active") throw notFound("Agent");
  const invite = actor.id === job.clientId;
  if (invite && agent.ownerId === actor.id) throw new AppError("forbidden", "You cannot hire your own agent");
  if (!invite && agent.ownerId !== actor.id)
    throw new AppError("forbidden", "Propose one of your own agents, or let the client invite this one");
  const terms = termsFor(job.pricingModel, request);
  // An invitation is the client's offer: with a mandated key it must fit the mandate.
  if (invite)
    await checkMandate(tx, actor, { agent, pricingModel: job.pricingModel, amountMicros: terms.amountMicros ?? 0n });
  const [row] = await tx
    .insert(offers)
    .values({
      jobId: job.id,
      agentId: agent.id,
      clientId: job.clientId,
      providerId: agent.ownerId,
      proposedBy: invite ? "client" : "provider",
      pricingModel: job.pricingModel,
      ...terms,
      ...agentOfferTerms(agent),
      message: request.message ?? "",
      expiresAt: new Date(Date.now() + offerTtlMs),
    })
    .returning();
  if (!row) throw new Error("offer insert returned no row");
  return toOffer({
    offer: row,
    agentName: agent.name,
    agentSlug: agent.slug,
    serviceTitle: null,
    jobTitle: job.title,
    isDemo: await isDemoDeal(tx, agent, job.clientId),
  });
}

/**
 * Counters a pending offer (docs/product/DESIGN.md "Hiring flow" 2): the side that did not propose sends new
 * terms; the answered offer becomes `countered` and the new one links to it with `counterOf`.
 * A counter changes the price only: the stream terms and currency carry over from the answered
 * offer, so what is on the table changes only where a party changed it.
 * @throws AppError('not_found'); AppError('forbidden') for the proposer; AppError('invalid_state')
 *   when not pending or expired; AppError('validation_failed') naming the terms field;
 *   AppError('mandate_exceeded') for a client's counter its key's mandate refuses.
 */
export async function counterOffer(
  tx: Tx,
  id: string,
  actor: Actor,
  request: DecodedCounterOfferRequest,
): Promise<Offer> {
  const view = await loadOffer(tx, id, true);
  if (!view || (view.offer.clientId !== actor.id && view.offer.providerId !== actor.id)) throw notFound("Offer");
  const o: OfferRow = view.offer;
  const status = enforce(transition(offerMachine, offerState(o), "counter", offerSide(o, actor)));
  // A per-call offer is accepted when made (decision 086), so the state machine refused it above.
  if (o.pricingModel === "per_call") throw new AppError("invalid_state", "A per-call hire is not negotiated");
  const terms = termsFor(o.pricingModel, request);
  if (actor.id === o.clientId)
    await checkMandate(tx, actor, {
      agent: o.agentId,
      pricingModel: o.pricingModel,
      amountMicros: terms.amountMicros ?? 0n,
    });
  await tx.update(offers).set({ status, decidedAt: new Date() }).where(eq(offers.id, id));
  const [row] = await tx
    .insert(offers)
    .values({
      serviceId: o.serviceId,
      jobId: o.jobId,
      counterOf: o.id,
      rootOfferId: o.rootOfferId ?? o.id,
      agentId: o.agentId,
      clientId: o.clientId,
      providerId: o.providerId,
      proposedBy: actor.id === o.clientId ? "client" : "provider",
      pricingModel: o.pricingModel,
      ...terms,
      ...offerTerms(o),
      message: request.message ?? "",
      expiresAt: new Date(Date.now() + offerTtlMs),
    })
    .returning();
  if (!row) throw new Error("offer insert returned no row");
  return toOffer({ ...view, offer: row });
}

/** Offers on a job, newest first: all of them for its client, one's own for an agent's owner. */
export async function listJobOffers(db: Db, jobId: string, actor: Actor): Promise<Offer[]> {
  const { row: job } = await jobFor(db, jobId, actor);
  const mine = job.clientId === actor.id || actor.role === "admin" ? undefined : eq(offers.providerId, actor.id);
  const rows = await offerViews(db)
    .where(and(eq(offers.jobId, job.id), mine))
    .orderBy(desc(offers.createdAt))
    .limit(100);
  return rows.map(toOffer);
}
