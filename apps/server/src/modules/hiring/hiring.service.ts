import type {
  CallCap,
  Contract,
  ContractPage,
  DealListQuery,
  DecodedHireRequest,
  DeliverRequest,
  Micros,
  Offer,
  OfferListQuery,
  OfferPage,
} from "@agora/contracts";
import {
  formatMicros,
  type OfferSide,
  type OfferStatus,
  offerMachine,
  offerStateAt,
  transition,
} from "@agora/contracts";
import { and, desc, eq, gt, inArray, lte, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { enforce } from "../../lib/state-machine";
import { findAgentRow, msToMinutes, servicePerMinuteRateMicros } from "../agents";
import { type AgentRow, agentNameView } from "../agents/agents.tables";
import { contractCallTotalsView } from "../calls/calls.tables";
import {
  accountId,
  contractMoney,
  escrowAccount,
  escrowBalance,
  payFromEscrow,
  transferMany,
  userAccount,
} from "../ledger";
import { checkMandate } from "../mandates";
import { findServiceRow, servicePricingModel } from "../services";
import { serviceTitleView } from "../services/services.tables";
import {
  type ContractView,
  contractStep,
  contractViewColumns,
  dealIsDemo,
  isDemoDeal,
  isParty,
  loadContract,
} from "./contract-access";
import { publishContractChange } from "./contract-events";
import { runContractClosed, runContractClosing } from "./contract-hooks";
import { type ContractRow, contracts, jobs, type OfferRow, offers } from "./hiring.tables";

/** How long an offer stays open, ms (7 days). */
export const offerTtlMs = 7 * 24 * 60 * 60 * 1000;
/** Silence after a fixed-price delivery approves it after this long, ms (72 h, docs/product/DESIGN.md "Hiring flow"). */
export const autoApproveAfterMs = 72 * 60 * 60 * 1000;

function fieldError(field: string, message: string): AppError {
  return new AppError("validation_failed", `${field} ${message}`, [{ in: "body", field, message }]);
}

/** The offer's state now: a pending offer past `expiresAt` is expired (the sweep may not have written it yet). */
export function offerState(o: Pick<OfferRow, "status" | "expiresAt">): OfferStatus {
  return offerStateAt(o, Date.now());
}

/** The side `actor` (a party) takes on offer `o`: the one who proposed it, or the one it was made to. */
export function offerSide(o: Pick<OfferRow, "proposedBy" | "clientId" | "providerId">, actor: Actor): OfferSide {
  return actor.id === (o.proposedBy === "client" ? o.clientId : o.providerId) ? "proposer" : "recipient";
}

// ——— Offers ———

/** An offer with the names it is shown with. */
export type OfferView = {
  offer: OfferRow;
  agentName: string;
  agentSlug: string;
  serviceTitle: string | null;
  jobTitle: string | null;
  /** Either side is a demo person ({@link dealIsDemo}). */
  isDemo: boolean;
};

/**
 * The columns of an {@link OfferView}: join the agents module's name view, and left-join the
 * services module's title view and jobs.
 */
const offerViewColumns = {
  offer: offers,
  agentName: agentNameView.name,
  agentSlug: agentNameView.slug,
  serviceTitle: serviceTitleView.title,
  jobTitle: jobs.title,
  isDemo: dealIsDemo(offers),
};

/** Offers with their agent, service and job names (and the keyset instant), ready for `.where`. */
export function offerViews(db: Db | Tx) {
  return db
    .select({ ...offerViewColumns, cursorAt: exactInstant(offers.createdAt) })
    .from(offers)
    .innerJoin(agentNameView, eq(agentNameView.id, offers.agentId))
    .leftJoin(serviceTitleView, eq(serviceTitleView.id, offers.serviceId))
    .leftJoin(jobs, eq(jobs.id, offers.jobId));
}

/** An offer with its names, locked for update when `lock`. */
export async function loadOffer(db: Db | Tx, id: string, lock = false): Promise<OfferView | undefined> {
  const query = offerViews(db).where(eq(offers.id, id));
  const [row] = lock ? await query.for("update", { of: offers }) : await query;
  return row;
}

/**
 * The billing terms an offer carries besides its price: currency and the stream terms (step in
 * seconds, minimum charge in ms, caps in µUSD, null for no cap). Every offer is written with
 * all of them, and a contract copies them from its offer.
 */
export type OfferTerms = Pick<
  OfferRow,
  "currency" | "granularityS" | "minChargeMs" | "maxPerStreamMicros" | "maxPerHourMicros"
>;

/**
 * The agent's billing terms as they stand now, for an offer made now (hire, proposal,
 * invitation). Read once, at creation: later edits to the agent never reach the offer.
 */
export function agentOfferTerms(
  agent: Pick<AgentRow, "rateGranularityS" | "minChargeMs" | "maxPerStreamMicros" | "maxPerHourMicros">,
): OfferTerms {
  return {
    currency: "USD",
    granularityS: agent.rateGranularityS,
    minChargeMs: agent.minChargeMs,
    maxPerStreamMicros: agent.maxPerStreamMicros,
    maxPerHourMicros: agent.maxPerHourMicros,
  };
}

/** The billing terms of an existing offer, for a counter-offer or the contract made from it. */
export function offerTerms(o: OfferRow): OfferTerms {
  return {
    currency: o.currency,
    granularityS: o.granularityS,
    minChargeMs: o.minChargeMs,
    maxPerStreamMicros: o.maxPerStreamMicros,
    maxPerHourMicros: o.maxPerHourMicros,
  };
}

/** A per-call cap as the wire states it, from a row's two columns; null for none. */
export function callCapOf(row: Pick<OfferRow, "callCapCalls" | "callCapPeriod">): CallCap | null {
  return row.callCapCalls === null || row.callCapPeriod === null
    ? null
    : { maxCalls: row.callCapCalls, period: row.callCapPeriod };
}

/** The wire shape of an offer: money as decimal dollars, the minimum charge in minutes. */
export function toOffer({ offer: o, agentName, agentSlug, serviceTitle, jobTitle, isDemo }: OfferView): Offer {
  return {
    id: o.id,
    serviceId: o.serviceId,
    serviceTitle,
    jobId: o.jobId,
    jobTitle,
    counterOf: o.counterOf,
    agent: { id: o.agentId, name: agentName, slug: agentSlug },
    clientId: o.clientId,
    providerId: o.providerId,
    proposedBy: o.proposedBy,
    pricingModel: o.pricingModel,
    amount: o.amountMicros === null ? null : formatMicros(o.amountMicros),
    basePerMinuteRate: o.rateMicrosPerMinute === null ? null : formatMicros(o.rateMicrosPerMinute),
    pricePerCall: o.pricePerCallMicros === null ? null : formatMicros(o.pricePerCallMicros),
    callCap: callCapOf(o),
    currency: o.currency,
    rateGranularity: o.granularityS as 1 | 6 | 60,
    minChargeMinutes: msToMinutes(o.minChargeMs),
    streamRateCaps: {
      ...(o.maxPerStreamMicros === null ? {} : { maxPerStream: formatMicros(o.maxPerStreamMicros) }),
      ...(o.maxPerHourMicros === null ? {} : { maxPerHour: formatMicros(o.maxPerHourMicros) }),
    },
    message: o.message,
    isDemo,
    // A pending offer past its expiry is expired whether or not anything has stored that yet.
    status: offerState(o),
    expiresAt: o.expiresAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
    decisionReason: o.decisionReason,
    createdAt: o.createdAt.toISOString(),
  };
}

/**
 * Direct hire from a service card (docs/product/DESIGN.md "Hiring flow" 1): an offer from the client at the
 * service's terms, pending until the agent's owner accepts. Per minute: the agent's rate, or its
 * override for this service. Fixed price: `amount` within the service's price range. The offer
 * records the agent's stream terms as they are now ({@link agentOfferTerms}). A client acting with
 * a mandated API key must stay within its mandate (checkMandate, decision 028).
 * Per call (decision 086): the service's listing is a standing offer, so the hire is accepted at
 * once and makes an active contract whose escrow the client funds with `prepaid` in the same
 * transaction ({@link fundContract}); the offer and the contract carry the price per call and cap.
 * @returns the offer, and for a per-call service the funded contract.
 * @throws AppError('not_found') for a service that is not public (a draft, or its agent's draft or
 *   suspension); AppError('invalid_state') for a paused service or agent, saying so, and for a
 *   per-call service the client already has an open contract for (top that one up).
 * @throws AppError('mandate_exceeded') when the key's mandate refuses the agent or the amount.
 * @throws AppError('forbidden') when the client owns the agent.
 * @throws AppError('validation_failed') naming `amount` or `prepaid`.
 * @throws AppError('insufficient_funds') when the client's available balance is below `prepaid`.
 */
export async function hireService(
  tx: Tx,
  serviceId: string,
  client: Actor,
  request: DecodedHireRequest,
): Promise<{ offer: Offer; contract?: Contract }> {
  const service = await findServiceRow(tx, serviceId);
  const agent = service && (await findAgentRow(tx, service.agentId));
  // A draft, or the listing of a draft or suspended agent, is nobody else's to see: not found. A
  // paused one is on show, so the refusal says why it cannot be hired.
  if (!service || !agent || service.status === "draft" || (agent.status !== "active" && agent.status !== "paused"))
    throw notFound("Service");
  if (service.status !== "active" || agent.status !== "active")
    throw new AppError(
      "invalid_state",
      `${service.status !== "active" ? "This service" : "This agent"} is paused by its owner and cannot be hired now`,
    );
  if (agent.ownerId === client.id) throw new AppError("forbidden", "You cannot hire your own agent");
  const pricingModel = servicePricingModel(service);
  const bad: { in: "body"; field: string; message: string }[] = [];
  const refuse = (field: string, message: string) => bad.push({ in: "body", field, message });
  let amountMicros: bigint | null = null;
  let rate: bigint | null = null;
  if (pricingModel !== "per_call" && request.prepaid !== undefined)
    refuse("prepaid", "must be left out: only a per-call service is prepaid at hire");
  if (pricingModel === "per_minute") {
    if (request.amount !== undefined) refuse("amount", "must be left out: this service is billed per minute");
    rate = servicePerMinuteRateMicros(agent, service.id);
  } else if (pricingModel === "per_call") {
    if (request.amount !== undefined) refuse("amount", "must be left out: this service is paid per call");
    const price = service.pricePerCallMicros ?? 0n;
    if (request.prepaid === undefined)
      refuse("prepaid", `is required for a per-call service: at least one call's price, ${formatMicros(price)}`);
    else if (request.prepaid < price) refuse("prepaid", `must be at least one call's price, ${formatMicros(price)}`);
  } else if (request.amount === undefined) refuse("amount", "is required for a fixed-price service");
  else {
    amountMicros = request.amount;
    const min = service.priceMinMicros ?? 0n;
    const max = service.priceMaxMicros ?? 0n;
    if (amountMicros < min || amountMicros > max)
      refuse("amount", `must be within the service's price range, ${formatMicros(min)} to ${formatMicros(max)}`);
  }
  if (bad.length) throw new AppError("validation_failed", bad.map((b) => `${b.field} ${b.message}`).join("; "), bad);
  if (pricingModel === "per_call") await refuseSecondOpenPerCall(tx, service.id, client.id);
  await checkMandate(tx, client, { agent, pricingModel, amountMicros: amountMicros ?? 0n });
  const perCall = pricingModel === "per_call";
  const [row] = await tx
    .insert(offers)
    .values({
      serviceId: service.id,
      agentId: agent.id,
      clientId: client.id,
      providerId: agent.ownerId,
      proposedBy: "client",
      pricingModel,
      amountMicros,
      rateMicrosPerMinute: rate,
      pricePerCallMicros: perCall ? service.pricePerCallMicros : null,
      callCapCalls: perCall ? service.callCapCalls : null,
      callCapPeriod: perCall ? service.callCapPeriod : null,
      ...agentOfferTerms(agent),
      message: request.message ?? "",
      expiresAt: new Date(Date.now() + offerTtlMs),
      // A per-call listing is a standing offer: hiring it is its acceptance.
      ...(perCall ? { status: "accepted" as const, decidedAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error("offer insert returned no row");
  const view: OfferView = {
    offer: row,
    agentName: agent.name,
    agentSlug: agent.slug,
    serviceTitle: service.title,
    jobTitle: null,
    isDemo: await isDemoDeal(tx, agent, client.id),
  };
  const offer = toOffer(view);
  if (!perCall) return { offer };
  const made = await insertContractOf(tx, view);
  return { offer, contract: await fundContract(tx, made.id, client, request.prepaid as Micros) };
}

/**
 * Refuses a per-call hire while the client has an open per-call contract for the service: one at a
 * time (decision 086), so its calls and the service's cap are counted under one lock. The unique
 * index `contracts_open_per_call_uq` says the same to a concurrent hire.
 * @throws AppError('invalid_state') naming the open contract.
 */
async function refuseSecondOpenPerCall(tx: Tx, serviceId: string, clientId: string): Promise<void> {
  const [open] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.serviceId, serviceId),
        eq(contracts.clientId, clientId),
        eq(contracts.pricingModel, "per_call"),
        inArray(contracts.status, ["awaiting_funding", "active"]),
      ),
    );
  if (open)
    throw new AppError(
      "invalid_state",
      `You already have an open per-call contract for this service (${open.id}); fund it to add to its escrow`,
      undefined,
      { contractId: open.id },
    );
}

/**
 * Inserts the contract an accepted offer makes (`awaiting_funding`), from the offer's own terms
 * only: the agent is not read, so an owner who edits the agent after the offer was made cannot
 * change what the other side agreed to.
 */
async function insertContractOf(tx: Tx, view: OfferView): Promise<ContractRow> {
  const o = view.offer;
  const terms = offerTerms(o);
  const [row] = await tx
    .insert(contracts)
    .values({
      offerId: o.id,
      serviceId: o.serviceId,
      agentId: o.agentId,
      clientId: o.clientId,
      providerId: o.providerId,
      title: view.jobTitle ?? view.serviceTitle ?? `Work with ${view.agentName}`,
      pricingModel: o.pricingModel,
      amountMicros: o.amountMicros,
      rateMicrosPerMinute: o.rateMicrosPerMinute,
      pricePerCallMicros: o.pricePerCallMicros,
      callCapCalls: o.callCapCalls,
      callCapPeriod: o.callCapPeriod,
      granularityS: terms.granularityS,
      minChargeMs: terms.minChargeMs,
      maxPerStreamMicros: terms.maxPerStreamMicros,
      maxPerHourMicros: terms.maxPerHourMicros,
    })
    .returning();
  if (!row) throw new Error("contract insert returned no row");
  return row;
}

/** An offer as a party (or an admin) sees it. @throws AppError('not_found') for anyone else. */
export async function getOffer(db: Db, id: string, actor: Actor): Promise<Offer> {
  const view = await loadOffer(db, id);
  if (!view || !isParty(view.offer, actor)) throw notFound("Offer");
  return toOffer(view);
}

/**
 * My offers, newest first: as client, as provider, or both; in one state now when `query.status`
 * is given (a pending offer past its expiry counts as expired, as {@link offerState} says).
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listOffers(db: Db, actor: Actor, query: OfferListQuery): Promise<OfferPage> {
  const rows = await offerViews(db)
    .where(
      and(
        sideOf(offers, actor, query.role),
        query.jobId === undefined ? undefined : eq(offers.jobId, query.jobId),
        query.status === undefined ? undefined : offerStateIs(query.status, new Date()),
        keysetAfter(offers.createdAt, offers.id, keysetPosition(query.cursor), "newest"),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.offer.id);
  return { data: page.map(toOffer), nextCursor };
}

/**
 * The condition "the offer's state at `now` is `status`", the SQL twin of {@link offerStateAt}: the
 * expiry sweep may not have written `expired` yet, so a stored `pending` past `expires_at` is expired.
 */
function offerStateIs(status: OfferStatus, now: Date): SQL | undefined {
  if (status === "pending") return and(eq(offers.status, "pending"), gt(offers.expiresAt, now));
  if (status === "expired")
    return or(eq(offers.status, "expired"), and(eq(offers.status, "pending"), lte(offers.expiresAt, now)));
  return eq(offers.status, status);
}

function sideOf(table: typeof offers | typeof contracts, actor: Actor, role: DealListQuery["role"]): SQL {
  if (role === "client") return eq(table.clientId, actor.id);
  if (role === "provider") return eq(table.providerId, actor.id);
  return or(eq(table.clientId, actor.id), eq(table.providerId, actor.id)) as SQL;
}

/**
 * Accepts, rejects or withdraws a pending offer. The side that did not propose accepts or rejects;
 * the proposer withdraws. Accepting creates the contract (`awaiting_funding`) from the offer's own
 * terms only: the agent is not read, so an owner who edits the agent after the offer was made
 * (a higher minimum charge, a coarser step) cannot change what the other side agreed to.
 * @param reason a rejection's reason (≤ messageLengthMax chars), stored and shown to the other side.
 * @throws AppError('not_found') for a non-party; AppError('validation_failed') naming `reason` when
 *   it comes with another action than a rejection; AppError('forbidden') for the wrong side;
 *   AppError('invalid_state') when the offer is no longer pending (naming its state) or has expired;
 *   AppError('mandate_exceeded') when the client accepts with a key whose mandate refuses it.
 */
export async function decideOffer(
  tx: Tx,
  id: string,
  actor: Actor,
  action: "accept" | "reject" | "withdraw",
  reason?: string,
): Promise<{ offer: Offer; contract?: Contract }> {
  const view = await loadOffer(tx, id, true);
  if (!view || (view.offer.clientId !== actor.id && view.offer.providerId !== actor.id)) throw notFound("Offer");
  if (reason !== undefined && action !== "reject")
    throw new AppError("validation_failed", "Only a rejection takes a reason", [
      { in: "body", field: "reason", message: `must be absent when you ${action} an offer` },
    ]);
  const o = view.offer;
  const state = offerState(o);
  if (state === "expired" && o.status === "pending")
    await tx.update(offers).set({ status: "expired", decidedAt: o.expiresAt }).where(eq(offers.id, id));
  const status = enforce(transition(offerMachine, state, action, offerSide(o, actor)));
  // The client accepting commits their money: their key's mandate must allow the agent and price.
  if (action === "accept" && actor.id === o.clientId)
    await checkMandate(tx, actor, {
      agent: o.agentId,
      pricingModel: o.pricingModel,
      amountMicros: o.amountMicros ?? 0n,
    });
  const decisionReason = action === "reject" ? (reason ?? null) : null;
  const [updated] = await tx
    .update(offers)
    .set({ status, decidedAt: new Date(), decisionReason })
    .where(eq(offers.id, id))
    .returning();
  if (!updated) throw new Error("offer update returned no row");
  const offer = toOffer({ ...view, offer: updated });
  if (action !== "accept") return { offer };
  const row = await insertContractOf(tx, view);
  return {
    offer,
    contract: (
      await toContracts(
        tx,
        [{ contract: row, agentName: view.agentName, agentSlug: view.agentSlug, isDemo: view.isDemo }],
        actor,
      )
    )[0] as Contract,
  };
}

// ——— Contracts ———

/**
 * The call figures of the per-call contracts among `ids` (decision 086), from the calls module's
 * view; a per-call contract with no call yet has no row.
 */
async function callTotalsOf(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, { calls: number; spentMicros: bigint; paidMicros: bigint }>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(contractCallTotalsView).where(inArray(contractCallTotalsView.contractId, ids));
  return new Map(rows.map((r) => [r.contractId, r]));
}

async function toContracts(db: Db | Tx, views: ContractView[], actor: Actor): Promise<Contract[]> {
  const money = await contractMoney(
    db,
    views.map((v) => v.contract.id),
  );
  const callTotals = await callTotalsOf(
    db,
    views.filter((v) => v.contract.pricingModel === "per_call").map((v) => v.contract.id),
  );
  return views.map(({ contract: c, agentName, agentSlug, isDemo }) => {
    const m = money.get(c.id) ?? { escrow: 0n, paid: 0n, fees: 0n };
    const t = callTotals.get(c.id) ?? { calls: 0, spentMicros: 0n, paidMicros: 0n };
    const unpaid = t.spentMicros - t.paidMicros;
    return {
      id: c.id,
      offerId: c.offerId,
      serviceId: c.serviceId,
      title: c.title,
      agent: { id: c.agentId, name: agentName, slug: agentSlug },
      clientId: c.clientId,
      providerId: c.providerId,
      role: c.clientId === actor.id ? "client" : c.providerId === actor.id ? "provider" : "admin",
      pricingModel: c.pricingModel,
      amount: c.amountMicros === null ? null : formatMicros(c.amountMicros),
      basePerMinuteRate: c.rateMicrosPerMinute === null ? null : formatMicros(c.rateMicrosPerMinute),
      pricePerCall: c.pricePerCallMicros === null ? null : formatMicros(c.pricePerCallMicros),
      callCap: callCapOf(c),
      calls:
        c.pricingModel === "per_call"
          ? {
              count: t.calls,
              spent: formatMicros(t.spentMicros),
              unpaid: formatMicros(unpaid),
              // Closed contracts hold nothing: the refund emptied the escrow.
              available: formatMicros(m.escrow > unpaid ? m.escrow - unpaid : 0n),
            }
          : null,
      rateGranularity: c.granularityS as 1 | 6 | 60,
      minChargeMinutes: msToMinutes(c.minChargeMs),
      streamRateCaps: {
        ...(c.maxPerStreamMicros === null ? {} : { maxPerStream: formatMicros(c.maxPerStreamMicros) }),
        ...(c.maxPerHourMicros === null ? {} : { maxPerHour: formatMicros(c.maxPerHourMicros) }),
      },
      status: c.status,
      isDemo,
      escrow: formatMicros(m.escrow),
      paidOut: formatMicros(m.paid),
      fees: formatMicros(m.fees),
      delivery:
        c.deliveredAt && c.deliveryNote !== null
          ? { note: c.deliveryNote, url: c.deliveryUrl, deliveredAt: c.deliveredAt.toISOString() }
          : null,
      autoApproveAt: c.autoApproveAt?.toISOString() ?? null,
      closedAt: c.closedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    };
  });
}

/** A contract with its money figures. @throws AppError('not_found') for a non-party. */
export async function getContract(db: Db | Tx, id: string, actor: Actor): Promise<Contract> {
  return (await toContracts(db, [await loadContract(db, id, actor)], actor))[0] as Contract;
}

/** My contracts, newest first: as client, as provider, or both. */
export async function listContracts(db: Db, actor: Actor, query: DealListQuery): Promise<ContractPage> {
  const rows = await db
    .select({ ...contractViewColumns, cursorAt: exactInstant(contracts.createdAt) })
    .from(contracts)
    .innerJoin(agentNameView, eq(agentNameView.id, contracts.agentId))
    .where(
      and(
        sideOf(contracts, actor, query.role),
        query.jobId === undefined
          ? undefined
          : inArray(contracts.offerId, db.select({ id: offers.id }).from(offers).where(eq(offers.jobId, query.jobId))),
        keysetAfter(contracts.createdAt, contracts.id, keysetPosition(query.cursor), "newest"),
      ),
    )
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.contract.id);
  return { data: await toContracts(db, page, actor), nextCursor };
}

async function setStatus(tx: Tx, id: string, patch: Partial<typeof contracts.$inferInsert>): Promise<void> {
  await tx
    .update(contracts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contracts.id, id));
}

/**
 * The client moves money from their available balance into the contract's escrow. Fixed price:
 * exactly the agreed amount, once. Per minute: any amount, while awaiting funding or active (a
 * top-up). With a mandated API key the funding is checked against its mandate under the mandate's
 * lock and the transfer carries the mandate's id, so the ledger records what the key spent.
 * @throws AppError('insufficient_funds'); AppError('invalid_state'); AppError('validation_failed') naming
 *   `amount`; AppError('mandate_exceeded') naming the mandate limit it would pass.
 */
export async function fundContract(tx: Tx, id: string, actor: Actor, micros: Micros): Promise<Contract> {
  const { contract: c } = await loadContract(tx, id, actor, true);
  const next = contractStep(c, actor, "fund");
  if (c.pricingModel === "fixed" && micros !== c.amountMicros)
    throw fieldError("amount", `must be the agreed price, ${formatMicros(c.amountMicros ?? 0n)}`);
  const mandateId = await checkMandate(tx, actor, {
    agent: c.agentId,
    pricingModel: c.pricingModel,
    amountMicros: micros,
    contractId: c.id,
  });
  await transferMany(tx, [
    {
      debit: await accountId(tx, userAccount(c.clientId)),
      credit: await accountId(tx, escrowAccount(c.id)),
      amount: micros,
      code: "escrow_fund",
      reference: `contract:${c.id}`,
      ...(mandateId ? { mandateId } : {}),
    },
  ]);
  if (next !== c.status) await setStatus(tx, c.id, { status: next });
  return getContract(tx, id, actor);
}

/**
 * The agent's owner records delivery; for fixed price the 72-hour approval window starts.
 * @throws AppError('forbidden') for the client; AppError('invalid_state') unless active.
 */
export async function deliverContract(tx: Tx, id: string, actor: Actor, request: DeliverRequest): Promise<Contract> {
  const { contract: c } = await loadContract(tx, id, actor, true);
  const next = contractStep(c, actor, "deliver");
  const now = new Date();
  await setStatus(tx, c.id, {
    status: next,
    deliveryNote: request.note,
    deliveryUrl: request.url ?? null,
    deliveredAt: now,
    autoApproveAt: c.pricingModel === "fixed" ? new Date(now.getTime() + autoApproveAfterMs) : null,
  });
  return getContract(tx, id, actor);
}

/**
 * The client approves. Fixed price: after delivery, the escrow goes to the agent's owner minus the
 * 0.1 % fee. Per minute: live streams are stopped and settled, the rest of the escrow returns to the
 * client. `actor` "system" is the 72-hour auto-approval.
 * @throws AppError('forbidden') for the provider; AppError('invalid_state') naming the state.
 */
export async function approveContract(tx: Tx, id: string, actor: Actor | "system"): Promise<ContractView> {
  const { contract: c } = await loadContract(tx, id, actor, true);
  const next = contractStep(c, actor, "approve");
  if (c.pricingModel === "fixed")
    await payFromEscrow(tx, c, { gross: await escrowBalance(tx, c.id) }, `contract:${c.id}`);
  else {
    await runContractClosing(tx, c.id, new Date());
    await payFromEscrow(tx, c, { gross: 0n, refund: await escrowBalance(tx, c.id) }, `contract:${c.id}`);
  }
  await setStatus(tx, c.id, { status: next, closedAt: new Date(), autoApproveAt: null });
  await runContractClosed(tx, c.agentId);
  return loadContract(tx, id, "system");
}

/**
 * Cancels a contract. Before funding, either side may. Funded fixed price: only the agent's owner
 * (the client disputes instead); the escrow returns to the client. Per minute: either side; live
 * streams are settled first, then the rest of the escrow returns to the client.
 * @throws AppError('forbidden'); AppError('invalid_state') naming the state.
 */
export async function cancelContract(tx: Tx, id: string, actor: Actor): Promise<Contract> {
  const { contract: c } = await loadContract(tx, id, actor, true);
  const next = contractStep(c, actor, "cancel");
  if (c.status === "active") {
    await runContractClosing(tx, c.id, new Date());
    await payFromEscrow(tx, c, { gross: 0n, refund: await escrowBalance(tx, c.id) }, `contract:${c.id}`);
  }
  await setStatus(tx, c.id, {
    status: next,
    closedAt: new Date(),
    cancelledBy: actor.id === c.providerId ? "provider" : "client",
  });
  if (c.status === "active") await runContractClosed(tx, c.agentId);
  return getContract(tx, id, actor);
}

/**
 * The durable 72-hour auto-approval (decision 012): approves delivered fixed-price contracts whose
 * `auto_approve_at` has passed, a batch at a time. `FOR UPDATE SKIP LOCKED` lets several instances
 * run it at once without approving one twice; state lives in the contracts table, so a restart
 * loses nothing. @returns the ids approved.
 */
export async function runAutoApprovals(db: Db, now = new Date(), batch = 50): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.status, "delivered"), lte(contracts.autoApproveAt, now)))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const { id } of due) {
      const { contract } = await approveContract(tx, id, "system");
      await publishContractChange(tx, contract, "contract.approve", { automatic: true });
    }
    return due.map((d) => d.id);
  });
}

/** Contracts by id, for the streams module (no access check: callers check). */
export async function contractsByIds(db: Db | Tx, ids: string[]): Promise<ContractRow[]> {
  return ids.length ? db.select().from(contracts).where(inArray(contracts.id, ids)) : [];
}
