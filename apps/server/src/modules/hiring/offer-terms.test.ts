import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

// Defect 4 of the hardening issue: an offer must freeze every billing term when it is made. The
// agent below starts with mild stream terms; each test edits it harshly between the offer and
// its acceptance, and the contract must still carry the terms that were on the table.

let server: TestServer;
let owner: Browser;
let client: Browser;

/** The agent's stream terms when the offers are made, as the API answers them. */
const agreedTerms = {
  currency: "USD",
  rateGranularity: 1,
  minChargeMinutes: "0.1",
  streamRateCaps: { maxPerStream: "4.00" },
};

/** What the owner changes the agent to after the offer: a 200-minute minimum ($120 at $0.60/min). */
const harshTerms = {
  basePerMinuteRate: "0.90",
  rateGranularity: 60,
  minChargeMinutes: "200",
  streamRateCaps: { maxPerHour: "500" },
};

async function createAgent(name: string): Promise<{ agentId: string; serviceId: string }> {
  const agent = await api(owner, "POST", "/api/v1/agents", {
    name,
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: { maxPerStream: "4" },
    status: "active",
  });
  expect(agent.status).toBe(201);
  const service = await api(owner, "POST", `/api/v1/agents/${agent.body.id}/services`, {
    title: `${name} live`,
    description: "Billed by the minute.",
    category: "Research",
    perMinutePricing: true,
  });
  expect(service.status).toBe(201);
  return { agentId: agent.body.id, serviceId: service.body.id };
}

/** Edits the agent to {@link harshTerms} and checks the listing now shows them. */
async function harden(agentId: string): Promise<void> {
  const patched = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, harshTerms);
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ rateGranularity: 60, minChargeMinutes: "200", basePerMinuteRate: "0.90" });
}

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = (await signIn(server, { email: "terms-owner@example.com" })).browser;
  client = (await signIn(server, { email: "terms-client@example.com" })).browser;
  await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "1000" });
});
afterAll(async () => server?.close());

describe("offer terms are frozen when the offer is made", () => {
  it("makes the contract at the hire-time terms after the owner edits the agent, and bills their minimum", async () => {
    const { agentId, serviceId } = await createAgent("Frozen Terms Agent");
    const hired = await api(client, "POST", `/api/v1/services/${serviceId}/hire`, {});
    expect(hired.status).toBe(201);
    expect(hired.body.offer).toMatchObject({ basePerMinuteRate: "0.60", ...agreedTerms });

    await harden(agentId);
    // The offer the owner is about to accept still shows what the client proposed.
    const pending = await api(owner, "GET", `/api/v1/offers/${hired.body.offer.id}`);
    expect(pending.body).toMatchObject({ basePerMinuteRate: "0.60", ...agreedTerms });
    expect(pending.body.streamRateCaps).toEqual({ maxPerStream: "4.00" });

    const accepted = await api(owner, "POST", `/api/v1/offers/${hired.body.offer.id}/accept`);
    expect(accepted.status).toBe(200);
    const contract = accepted.body.contract;
    expect(contract).toMatchObject({
      basePerMinuteRate: "0.60",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
    });
    expect(contract.streamRateCaps).toEqual({ maxPerStream: "4.00" });

    await api(client, "POST", `/api/v1/contracts/${contract.id}/fund`, { amount: "150" });
    const started = await api(client, "POST", `/api/v1/contracts/${contract.id}/streams`);
    expect(started.status).toBe(201);
    // The agreed minimum: 6 s at $0.60/min = $0.06, within the agreed $4 per-stream cap. The
    // edited agent would have billed 200 minutes ($120, or $180 at its new rate) at once.
    expect(started.body).toMatchObject({ accrued: "0.06", limit: "4.00", limitReason: "cap_reached" });
    const stopped = await api(client, "POST", `/api/v1/streams/${started.body.id}/stop`);
    expect(stopped.body.status).toBe("settled");
    expect(Number(stopped.body.settlement.gross)).toBeLessThan(1);
  });

  it("keeps a job proposal's terms through the owner's edit and the client's counter-offer", async () => {
    const { agentId } = await createAgent("Frozen Proposal Agent");
    const job = await api(client, "POST", "/api/v1/jobs", {
      title: "Watch a data feed live",
      description: "Stream while the feed is open and flag anything odd in it.",
      pricingModel: "per_minute",
    });
    const proposal = await api(owner, "POST", `/api/v1/jobs/${job.body.id}/offers`, {
      agentId,
      basePerMinuteRate: "0.70",
    });
    expect(proposal.status).toBe(201);
    expect(proposal.body.offer).toMatchObject({ basePerMinuteRate: "0.70", ...agreedTerms });

    await harden(agentId);
    const counter = await api(client, "POST", `/api/v1/offers/${proposal.body.offer.id}/counter`, {
      basePerMinuteRate: "0.50",
    });
    expect(counter.status).toBe(201);
    // A counter changes the price; the rest stays what the proposal put on the table.
    expect(counter.body.offer).toMatchObject({ basePerMinuteRate: "0.50", ...agreedTerms });
    const listed = await api(client, "GET", `/api/v1/jobs/${job.body.id}/offers`);
    for (const offer of listed.body.data) expect(offer).toMatchObject(agreedTerms);

    const accepted = await api(owner, "POST", `/api/v1/offers/${counter.body.offer.id}/accept`);
    expect(accepted.body.contract).toMatchObject({
      basePerMinuteRate: "0.50",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      streamRateCaps: { maxPerStream: "4.00" },
    });
    expect(accepted.body.contract.streamRateCaps.maxPerHour).toBeUndefined();
  });

  it("records the agent's terms at the time of an invitation made after an edit", async () => {
    const { agentId } = await createAgent("Edited Before Invite");
    await harden(agentId);
    const job = await api(client, "POST", "/api/v1/jobs", {
      title: "Summarise a live call",
      description: "Listen in and keep running notes of the decisions taken.",
      pricingModel: "per_minute",
    });
    const invite = await api(client, "POST", `/api/v1/jobs/${job.body.id}/offers`, {
      agentId,
      basePerMinuteRate: "0.90",
    });
    // The client invites against the listing as it is now, and sees the terms it is offering.
    expect(invite.body.offer).toMatchObject({
      rateGranularity: 60,
      minChargeMinutes: "200",
      streamRateCaps: { maxPerHour: "500.00" },
    });
    expect(invite.body.offer.streamRateCaps.maxPerStream).toBeUndefined();
  });
});
