import {
  type OfferAction,
  type OfferSide,
  type OfferStatus,
  offerMachine,
  offerStatuses,
  transition,
} from "@agora/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createFixedService, depositTestFunds, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { contracts, offers } from "./hiring.tables";

// Every offer action in every state, by each side, generated from the offer's transition table
// (offerMachine, docs/product/DESIGN.md "Hiring flow" 1–2): the allowed ones reach the table's next
// state; the refused ones answer the table's code and detail and change no offer or contract. The
// client proposes (it hires a service), so the agent's owner is the recipient.

let server: TestServer;
let owner: Browser;
let client: Browser;
let serviceId: string;

beforeAll(async () => {
  // Dozens of offers from one client in one window: lift the per-client rate limits.
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "10" });
  owner = await signedIn(server, "osm-owner@example.com");
  client = await signedIn(server, "osm-client@example.com");
  const agentId = await createAgent(owner, { name: "Offer Machine Agent" });
  serviceId = await createFixedService(owner, agentId, "Fixed work", { min: "10", max: "20" });
  await depositTestFunds(client, "100");
});
afterAll(async () => server?.close());

const by: Record<OfferSide, () => Browser> = { proposer: () => client, recipient: () => owner };

/** A $10 offer from the client to the agent's owner, brought to `state` through the API. */
async function offerIn(state: OfferStatus): Promise<string> {
  const hired = await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "10" });
  expect(hired.status).toBe(201);
  const id = hired.body.offer.id as string;
  const steps: Record<OfferStatus, [Browser, string, unknown] | undefined> = {
    pending: undefined,
    accepted: [owner, "accept", undefined],
    rejected: [owner, "reject", undefined],
    countered: [owner, "counter", { amount: "12" }],
    withdrawn: [client, "withdraw", undefined],
    expired: undefined,
  };
  const step = steps[state];
  if (step) expect((await api(step[0], "POST", `/api/v1/offers/${id}/${step[1]}`, step[2])).status).toBeLessThan(300);
  // Offers live a week; nothing in the API moves a clock, so an expired one is dated back. It stays
  // `pending` in storage: an offer past its expiry is expired whether or not that was written yet.
  if (state === "expired")
    await server.database.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(offers.id, id));
  return id;
}

/** One offer per state for the refusals, which must leave it as it was. */
const shared = new Map<OfferStatus, Promise<string>>();
const sharedOfferIn = (state: OfferStatus) => {
  if (!shared.has(state)) shared.set(state, offerIn(state));
  return shared.get(state) as Promise<string>;
};

function attempt(id: string, action: OfferAction, side: OfferSide) {
  const body = action === "counter" ? { amount: "11" } : undefined;
  return api(by[side](), "POST", `/api/v1/offers/${id}/${action}`, body);
}

/** What a refusal must leave unchanged: the offer's stored row and how many offers and contracts exist. */
async function snapshot(id: string) {
  const { db } = server.database;
  return {
    offer: await db.select().from(offers).where(eq(offers.id, id)),
    offers: await db.select({ n: count() }).from(offers),
    contracts: await db.select({ n: count() }).from(contracts),
  };
}

const actions = Object.keys(offerMachine.rules) as OfferAction[];
const sides: OfferSide[] = ["proposer", "recipient"];
const cases = offerStatuses.flatMap((state) =>
  actions.flatMap((action) =>
    sides.map((side) => ({ state, action, side, expected: transition(offerMachine, state, action, side) })),
  ),
);

describe("offer state machine", () => {
  it("covers every state, action and side of the table", () => {
    expect(cases).toHaveLength(offerStatuses.length * actions.length * sides.length);
    expect(cases.filter((c) => c.expected.ok)).toHaveLength(4);
  });

  for (const { state, action, side, expected } of cases) {
    if (!expected.ok) continue;
    it(`${state}: the ${side} may ${action}`, async () => {
      const id = await offerIn(state);
      const res = await attempt(id, action, side);
      expect(res.status).toBe(action === "counter" ? 201 : 200);
      expect((await api(by[side](), "GET", `/api/v1/offers/${id}`)).body.status).toBe(expected.next);
      if (action === "accept") expect(res.body.contract).toMatchObject({ status: "awaiting_funding" });
      if (action === "counter") expect(res.body.offer).toMatchObject({ status: "pending", counterOf: id });
    });
  }

  for (const { state, action, side, expected } of cases) {
    if (expected.ok) continue;
    it(`${state}: the ${side} may not ${action}`, async () => {
      const id = await sharedOfferIn(state);
      const before = await snapshot(id);
      const res = await attempt(id, action, side);
      expect(res.status).toBe(expected.code === "forbidden" ? 403 : 409);
      expect(res.body).toMatchObject({ code: expected.code, detail: expected.detail });
      expect(await snapshot(id)).toEqual(before);
    });
  }
});
