import { setImmediate as nextTurn } from "node:timers/promises";
import {
  adminCreditRequest,
  createAgentRequest,
  createReviewRequest,
  createServiceRequest,
  deliverRequest,
  formatMicros,
  fundRequest,
  hireRequest,
  openDisputeRequest,
  resolveDisputeRequest,
} from "@agora/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../lib/principal";
import { wireFeatureHooks } from "../../wiring";
import { createAgent, updateAgent } from "../agents";
import { agentListingView, agentNameView } from "../agents/agents.tables";
import { openDispute, resolveDispute } from "../disputes";
import { approveContract, decideOffer, deliverContract, fundContract, hireService } from "../hiring";
import { contractPartyView } from "../hiring/hiring.tables";
import { createReview, replyToReview, snapshotDailyReputations } from "../reviews";
import { createService, updateService } from "../services";
import { serviceTitleView } from "../services/services.tables";
import { upsertUserFromIdentity } from "../users";
import { userAccountView } from "../users/users.tables";
import { seedDemoVerification } from "../verification";
import { adminCredit, hasCredited } from "../wallet";
import { checkDemoData, demoAgents, demoOwners, isDemoServiceImplemented } from "./demo-data";
import {
  checkDemoEngagements,
  demoClients,
  demoEngagements,
  demoMediator,
  remainingEngagements,
} from "./demo-engagements";

/**
 * Issuer recorded for demo owners: they never sign in, and the issuer marks everything they own
 * as demo data (docs/product/DESIGN.md "Data behind the shell").
 */
export const demoIssuer = "agora:demo";

/** What a seeding run did. */
export interface SeedResult {
  seeded: boolean;
  owners: number;
  agents: number;
  services: number;
  /** Demo clients who hired agents. */
  clients: number;
  /** Contracts played to their end (approved or resolved by dispute). */
  contracts: number;
  reviews: number;
}

/** Notes the demo owners deliver with; the seeder rotates through them. */
const deliveryNotes = [
  "Delivered as agreed; the files and a short summary are attached.",
  "Done. The report is attached, with the open questions listed at the end.",
  "All items are complete; see the notes for two assumptions we made.",
];

/** Whether the demo marketplace was seeded before (its owners exist). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: userAccountView.id })
    .from(userAccountView)
    .where(eq(userAccountView.oidcIssuer, demoIssuer))
    .limit(1);
  return row !== undefined;
}

/**
 * Seeds the demo marketplace through the real service layer, once: the catalogue
 * ({@link seedDemoCatalogue}), then its history ({@link seedDemoHistory}). A database whose demo
 * owners exist gets no new catalogue; a history interrupted by a stop is finished.
 * @throws Error when the demo data breaks its own invariants (`checkDemoData`, `checkDemoEngagements`).
 */
export async function seedDemoMarketplace(db: Db): Promise<SeedResult> {
  const catalogue = await seedDemoCatalogue(db);
  const history = await seedDemoHistory(db);
  return { ...catalogue, ...history };
}

/**
 * Seeds the demo owners, agents and services through the real service layer (validation, slugs,
 * search vectors, price rules), once: a database whose demo owners exist is left alone.
 * @throws Error when the demo data breaks its own invariants (`checkDemoData`, `checkDemoEngagements`).
 */
export async function seedDemoCatalogue(
  db: Db,
): Promise<Pick<SeedResult, "seeded" | "owners" | "agents" | "services">> {
  wireFeatureHooks();
  const problems = [...checkDemoData(), ...checkDemoEngagements()];
  if (problems.length) throw new Error(`demo data is invalid:\n${problems.join("\n")}`);
  if (await isDemoSeeded(db)) return { seeded: false, owners: 0, agents: 0, services: 0 };
  const ownerIds = new Map<string, string>();
  for (const o of demoOwners) ownerIds.set(o.key, (await demoUser(db, o)).id);
  // The mediator marks a catalogue that has a history to play (see seedDemoHistory).
  await demoUser(db, demoMediator, true);
  let serviceCount = 0;
  for (const a of demoAgents) {
    const ownerId = ownerIds.get(a.owner) as string;
    const owner = { id: ownerId, role: "user" as const };
    // Through the contract's schema, as a request would be: the rates arrive decoded (µUSD).
    const agent = await createAgent(
      db,
      ownerId,
      createAgentRequest.parse({
        name: a.name,
        slug: a.slug,
        tagline: a.tagline,
        description: a.description,
        skills: a.skills,
        categories: a.categories,
        endpointUrl: a.endpointUrl,
        avatarUrl: null,
        status: a.status,
        hourlyRate: a.hourlyRate,
        basePerMinuteRate: a.basePerMinuteRate,
        rateGranularity: a.rateGranularity,
        minChargeMinutes: a.minChargeMinutes,
        rateOverrides: [],
        streamRateCaps: a.streamRateCaps,
      }),
    );
    const serviceIds = new Map<string, string>();
    for (const s of a.services) {
      // A service no demo processor implements is not hireable: nobody would do the work
      // (docs/decisions/024-living-demo.md).
      // An `llm` service is opened by the demo runtime when it has a language model.
      const { processor: _, ...fields } = s;
      const status = isDemoServiceImplemented(a.slug, s.title) ? "active" : "paused";
      const created = await createService(db, agent.id, owner, createServiceRequest.parse({ ...fields, status }));
      serviceIds.set(s.title, created.id);
      serviceCount++;
    }
    if (a.rateOverrides.length) {
      // Overrides name services by title in the data; the API matches them by id.
      await updateAgent(db, agent.id, owner, {
        rateOverrides: a.rateOverrides.map((o) => ({
          match: o.match.serviceTitle
            ? { serviceId: serviceIds.get(o.match.serviceTitle) as string }
            : { skill: o.match.skill as string },
          basePerMinuteRate: o.basePerMinuteRate,
        })),
      });
    }
  }
  return { seeded: true, owners: demoOwners.length, agents: demoAgents.length, services: serviceCount };
}

/**
 * Plays the demo history ({@link demoEngagements}) through the real services, then gives every
 * agent its score and today's snapshot (computed from that history, or the prior for agents
 * without contracts). First the mediator (a demo admin) credits each client what their contracts
 * cost; then each contract runs hire → accept → fund → deliver → approve (or dispute → resolve) →
 * review → reply in one transaction, as the API would, so ledger, escrow, fees and reputation are
 * real computations. Realtime events are not published: nobody is watching a seeding run.
 *
 * Resumable, so it may run after the server starts listening (≈ 7 s for ~90 contracts on PGlite):
 * an agent's engagements are played in order, one transaction each, so the demo contracts an agent
 * already has say how many of its engagements are done. Only a catalogue seeded with the mediator
 * gets a history: a database seeded before the history existed is left alone.
 * @returns what this call played (zeros when there was nothing to do).
 * @throws whatever a service throws: the plan is checked by `checkDemoEngagements`, so that is a bug.
 */
export async function seedDemoHistory(db: Db): Promise<Pick<SeedResult, "clients" | "contracts" | "reviews">> {
  wireFeatureHooks();
  const none = { clients: 0, contracts: 0, reviews: 0 };
  const [existing] = await db
    .select({ id: userAccountView.id })
    .from(userAccountView)
    .where(and(eq(userAccountView.oidcIssuer, demoIssuer), eq(userAccountView.oidcSubject, demoMediator.email)));
  if (!existing) return none;
  const mediator: Actor = { id: existing.id, role: "admin" };
  const demoAgentRows = await executeRows<{ id: string; owner_id: string; slug: string; level: number }>(
    db,
    sql`select a.id, a.owner_id, a.slug, a.verification_level as level from ${agentListingView} a
        join ${userAccountView} u on u.id = a.owner_id and u.oidc_issuer = ${demoIssuer} order by a.created_at, a.id`,
  );
  await seedDemoVerification(
    db,
    demoAgentRows.map((a) => ({ id: a.id, ownerId: a.owner_id, slug: a.slug, level: a.level })),
    mediator,
  );
  const clients = new Map<string, Actor>();
  for (const c of demoClients) clients.set(c.key, { id: (await demoUser(db, c)).id, role: "user" });
  const clientIds = [...clients.values()].map((c) => sql`${c.id}::uuid`);
  const refs = await executeRows<{
    slug: string;
    agent_id: string;
    owner_id: string;
    title: string;
    service_id: string;
    played: number;
  }>(
    db,
    sql`select a.slug, a.id as agent_id, a.owner_id, s.title, s.id as service_id,
          (select count(*)::int from ${contractPartyView} c where c.agent_id = a.id and c.client_id in (${sql.join(clientIds, sql`, `)})) as played
        from ${agentNameView} a join ${serviceTitleView} s on s.agent_id = a.id
        join ${userAccountView} u on u.id = a.owner_id and u.oidc_issuer = ${demoIssuer}`,
  );
  const services = new Map(refs.map((r) => [`${r.slug}/${r.title}`, r]));
  const plan = demoEngagements();
  const todo = remainingEngagements(plan, new Map(refs.map((r) => [r.slug, r.played])));
  if (!todo.length) return none;
  if (!(await hasCredited(db, mediator.id))) {
    // Funds for the whole plan, once, when the history begins (a resumed run is already funded).
    const owed = new Map<string, bigint>();
    for (const e of plan)
      owed.set(e.client, (owed.get(e.client) ?? 0n) + fundRequest.parse({ amount: e.amount }).amount);
    await inTransaction(db, async (tx) => {
      for (const [key, micros] of owed)
        await adminCredit(
          tx,
          mediator.id,
          adminCreditRequest.parse({
            userId: (clients.get(key) as Actor).id,
            amount: formatMicros(micros),
            reason: "Demo marketplace: funds for the demo client's contracts",
          }),
        );
    });
  }
  let reviews = 0;
  for (const [i, e] of todo.entries()) {
    // PGlite answers through microtasks only, so without a turn of the event loop between
    // contracts the whole history (seconds) would hold every request and timer, and load
    // shedding would refuse the first visitors with 503.
    await nextTurn();
    const ref = services.get(`${e.agentSlug}/${e.serviceTitle}`);
    if (!ref) throw new Error(`demo service ${e.agentSlug}/${e.serviceTitle} is missing`);
    const owner: Actor = { id: ref.owner_id, role: "user" };
    const client = clients.get(e.client) as Actor;
    // Turns inside the transaction too: one contract is about 20 statements, a block long enough on
    // a busy machine for load shedding to see the loop as stalled.
    const reviewed = await inTransaction(db, async (tx) => {
      // The history predates the pause of services without a processor: reopened for this hire
      // only, inside its transaction, so nobody else ever sees them hireable.
      const paused = !isDemoServiceImplemented(e.agentSlug, e.serviceTitle);
      if (paused) await updateService(tx, ref.service_id, owner, { status: "active" });
      const { offer } = await hireService(tx, ref.service_id, client, hireRequest.parse({ amount: e.amount }));
      if (paused) await updateService(tx, ref.service_id, owner, { status: "paused" });
      await nextTurn();
      const { contract } = await decideOffer(tx, offer.id, owner, "accept");
      const contractId = (contract as { id: string }).id;
      await nextTurn();
      await fundContract(tx, contractId, client, fundRequest.parse({ amount: e.amount }).amount);
      const note = deliveryNotes[i % deliveryNotes.length] as string;
      await nextTurn();
      await deliverContract(tx, contractId, owner, deliverRequest.parse({ note }));
      await nextTurn();
      if (e.outcome.kind === "dispute") {
        const reason = openDisputeRequest.parse({ reason: e.outcome.reason });
        const dispute = await openDispute(tx, contractId, client, reason);
        const { agentShareBps, note: resolution } = e.outcome;
        await resolveDispute(
          tx,
          dispute.id,
          mediator,
          resolveDisputeRequest.parse({ agentShareBps, note: resolution }),
        );
      } else {
        await approveContract(tx, contractId, client);
      }
      await nextTurn();
      if (!e.review) return false;
      const review = await createReview(tx, contractId, client, createReviewRequest.parse(e.review));
      if (e.reply) await replyToReview(tx, review.id, owner, e.reply);
      return true;
    });
    // Counted after commit: inTransaction may run the work again after a serialization failure.
    if (reviewed) reviews++;
  }
  await nextTurn();
  await snapshotDailyReputations(db);
  return { clients: demoClients.length, contracts: todo.length, reviews };
}

/**
 * Creates or refreshes a demo-issuer user, marked `is_demo` (its agents and contracts are demo:
 * docs/decisions/026-demo-flag.md); `admin` gives it role admin (the demo mediator).
 */
function demoUser(db: Db, p: { email: string; firstName: string; lastName: string }, admin = false) {
  return upsertUserFromIdentity(
    db,
    {
      issuer: demoIssuer,
      subject: p.email,
      email: p.email,
      // Demo people are Agora's own fixtures: their addresses are as known as the seed that wrote them.
      emailVerified: true,
      firstName: p.firstName,
      lastName: p.lastName,
      profileImageUrl: null,
    },
    new Set(admin ? [p.email] : []),
    { isDemo: true },
  );
}
