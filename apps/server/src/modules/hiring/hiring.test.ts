import { verifyReceipt } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  createPerMinuteService,
  depositTestFunds,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { runAutoApprovals } from "./hiring.service";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let admin: Browser;
let agentId: string;
let fixedServiceId: string;
let streamedServiceId: string;

const key = () => ({ "idempotency-key": crypto.randomUUID() });
/** A decimal-dollar string in µUSD (test amounts stay far below 2^53 µUSD, so a number is exact). */
const micros = (dollars: string) => Math.round(Number(dollars) * 1e6);

beforeAll(async () => {
  // The sweep is driven by the tests (STREAM_SWEEP_MS=0) so timing cannot race the assertions.
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, { email: "hire-owner@example.com", firstName: "Olga", lastName: "Owner" });
  client = await signedIn(server, { email: "hire-client@example.com", firstName: "Carl", lastName: "Client" });
  stranger = await signedIn(server, "hire-stranger@example.com");
  admin = await signedIn(server, "admin@agora.local");
  agentId = await createAgent(owner, { name: "Hiring Test Agent" });
  fixedServiceId = await createFixedService(
    owner,
    agentId,
    "Market scan report",
    { min: "50", max: "200" },
    { description: "A fixed-price market scan." },
  );
  streamedServiceId = await createPerMinuteService(owner, agentId, "Live research assistant", {
    description: "Billed by the minute.",
  });
  await depositTestFunds(client, "1000");
});
afterAll(async () => server?.close());

async function wallet(b: Browser): Promise<{ available: string; escrow: string }> {
  return (await api(b, "GET", "/api/v1/wallet")).body;
}

/** Hire → accept → contract, as client and owner. */
async function contractFor(serviceId: string, body: Record<string, unknown>) {
  const hired = await api(client, "POST", `/api/v1/services/${serviceId}/hire`, body);
  expect(hired.status).toBe(201);
  const accepted = await api(owner, "POST", `/api/v1/offers/${hired.body.offer.id}/accept`);
  expect(accepted.status).toBe(200);
  return accepted.body.contract;
}

describe("offers", () => {
  it("hires at the service's terms and names a bad amount", async () => {
    const outside = await api(client, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "49.99" });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0].field).toBe("amount");
    const missing = await api(client, "POST", `/api/v1/services/${fixedServiceId}/hire`, {});
    expect(missing.body.errors[0].field).toBe("amount");
    const perMinuteWithAmount = await api(client, "POST", `/api/v1/services/${streamedServiceId}/hire`, {
      amount: "5",
    });
    expect(perMinuteWithAmount.body.errors[0].field).toBe("amount");
    const ok = await api(client, "POST", `/api/v1/services/${streamedServiceId}/hire`, {});
    expect(ok.body.offer).toMatchObject({ pricingModel: "per_minute", basePerMinuteRate: "0.60", status: "pending" });
    expect((await api(owner, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "60" })).status).toBe(403);
  });

  it("says a paused listing cannot be hired now (409), and keeps a draft not found (404)", async () => {
    const paused = await createFixedService(owner, agentId, "Paused market scan", { min: "50", max: "200" });
    await ok(await api(owner, "PATCH", `/api/v1/services/${paused}`, { status: "paused" }), "pause");
    const refused = await api(client, "POST", `/api/v1/services/${paused}/hire`, { amount: "60" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "invalid_state",
      detail: "This service is paused by its owner and cannot be hired now",
    });
    await ok(await api(owner, "PATCH", `/api/v1/services/${paused}`, { status: "draft" }), "draft");
    expect((await api(client, "POST", `/api/v1/services/${paused}/hire`, { amount: "60" })).status).toBe(404);
  });

  it("lets only the other side accept or reject, the proposer withdraw, and nobody act twice", async () => {
    const hired = await api(client, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "60" });
    const id = hired.body.offer.id;
    expect((await api(stranger, "GET", `/api/v1/offers/${id}`)).status).toBe(404);
    expect((await api(stranger, "POST", `/api/v1/offers/${id}/accept`)).status).toBe(404);
    expect((await api(client, "POST", `/api/v1/offers/${id}/accept`)).status).toBe(403);
    expect((await api(owner, "POST", `/api/v1/offers/${id}/withdraw`)).status).toBe(403);
    expect((await api(owner, "POST", `/api/v1/offers/${id}/reject`)).body.offer.status).toBe("rejected");
    const again = await api(owner, "POST", `/api/v1/offers/${id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "invalid_state", detail: "The offer is rejected" });
  });

  it("carries a rejection's reason to the client, and takes a reason on nothing but a rejection", async () => {
    const hired = await api(client, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "70" });
    const id = hired.body.offer.id;
    expect(hired.body.offer.decisionReason).toBeNull();
    const onAccept = await api(owner, "POST", `/api/v1/offers/${id}/accept`, { reason: "Happy to" });
    expect(onAccept.status).toBe(400);
    expect(onAccept.body.errors).toEqual([expect.objectContaining({ in: "body", field: "reason" })]);
    const tooLong = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "x".repeat(2_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].field).toBe("reason");
    // Neither refusal decided anything: the offer is still pending for the owner to answer.
    expect((await api(client, "GET", `/api/v1/offers/${id}`)).body.status).toBe("pending");

    const rejected = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "  Fully booked this week.  " });
    expect(rejected.body.offer).toMatchObject({ status: "rejected", decisionReason: "Fully booked this week." });
    expect((await api(client, "GET", `/api/v1/offers/${id}`)).body.decisionReason).toBe("Fully booked this week.");

    const withoutReason = await api(client, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "70" });
    const plain = await api(owner, "POST", `/api/v1/offers/${withoutReason.body.offer.id}/reject`);
    expect(plain.body.offer).toMatchObject({ status: "rejected", decisionReason: null });
  });
});

describe("fixed-price contracts", () => {
  it("funds, delivers and approves: the agent's owner gets the price minus 0.1 %", async () => {
    const before = await wallet(client);
    const c = await contractFor(fixedServiceId, { amount: "120" });
    expect(c).toMatchObject({ status: "awaiting_funding", amount: "120.00", escrow: "0.00", role: "provider" });
    const wrong = await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "119" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe("amount");
    const headers = key();
    const funded = await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "120" }, headers);
    expect(funded.body).toMatchObject({ status: "active", escrow: "120.00", role: "client" });
    const retry = await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "120" }, headers);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await wallet(client)).toMatchObject({
      available: (Number(before.available) - 120).toFixed(2),
      escrow: (Number(before.escrow) + 120).toFixed(2),
    });
    expect((await api(client, "POST", `/api/v1/contracts/${c.id}/deliver`, { note: "done" })).status).toBe(403);
    expect((await api(client, "POST", `/api/v1/contracts/${c.id}/approve`)).body.code).toBe("invalid_state");
    const delivered = await api(owner, "POST", `/api/v1/contracts/${c.id}/deliver`, {
      note: "Report attached",
      url: "https://example.com/report.pdf",
    });
    expect(delivered.body.status).toBe("delivered");
    expect(Date.parse(delivered.body.autoApproveAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    const ownerBefore = await wallet(owner);
    const approved = await api(client, "POST", `/api/v1/contracts/${c.id}/approve`);
    expect(approved.body).toMatchObject({ status: "completed", escrow: "0.00", paidOut: "120.00", fees: "0.12" });
    expect((await wallet(owner)).available).toBe((Number(ownerBefore.available) + 119.88).toFixed(2));
    expect((await api(stranger, "GET", `/api/v1/contracts/${c.id}`)).status).toBe(404);
    expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body.ok).toBe(true);
  });

  it("approves by itself 72 hours after delivery, once", async () => {
    const c = await contractFor(fixedServiceId, { amount: "50" });
    await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "50" });
    await api(owner, "POST", `/api/v1/contracts/${c.id}/deliver`, { note: "Delivered" });
    expect(await runAutoApprovals(server.database.db, new Date(Date.now() + 71 * 3600_000))).not.toContain(c.id);
    const later = new Date(Date.now() + 73 * 3600_000);
    expect(await runAutoApprovals(server.database.db, later)).toContain(c.id);
    expect(await runAutoApprovals(server.database.db, later)).not.toContain(c.id);
    expect((await api(client, "GET", `/api/v1/contracts/${c.id}`)).body).toMatchObject({
      status: "completed",
      paidOut: "50.00",
      fees: "0.05",
    });
  });

  it("lets the agent's owner cancel funded work with a full refund, but not the client", async () => {
    const before = await wallet(client);
    const c = await contractFor(fixedServiceId, { amount: "75" });
    await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "75" });
    expect((await api(client, "POST", `/api/v1/contracts/${c.id}/cancel`)).status).toBe(403);
    const cancelled = await api(owner, "POST", `/api/v1/contracts/${c.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: "cancelled", escrow: "0.00", paidOut: "0.00" });
    expect((await wallet(client)).available).toBe(before.available);
  });

  it("refuses to fund beyond the available balance and moves nothing", async () => {
    const poor = (await signIn(server, { email: "hire-poor@example.com" })).browser;
    const hired = await api(poor, "POST", `/api/v1/services/${fixedServiceId}/hire`, { amount: "80" });
    const accepted = await api(owner, "POST", `/api/v1/offers/${hired.body.offer.id}/accept`);
    const res = await api(poor, "POST", `/api/v1/contracts/${accepted.body.contract.id}/fund`, { amount: "80" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("insufficient_funds");
    expect((await api(poor, "GET", `/api/v1/contracts/${accepted.body.contract.id}`)).body.status).toBe(
      "awaiting_funding",
    );
  });
});

describe("payment streams", () => {
  /** $0.60/min = 10,000 µUSD per second, 6 s minimum, 1 s steps. */
  const accruedFor = (activeMs: number) => {
    const billable = Math.max(6000, Math.ceil(activeMs / 1000) * 1000);
    return Math.floor((600_000 * billable) / 60_000);
  };

  it("streams, signs receipts anyone can verify offline, and settles exactly once on stop", async () => {
    const c = await contractFor(streamedServiceId, {});
    expect((await api(client, "POST", `/api/v1/contracts/${c.id}/streams`)).body.code).toBe("invalid_state");
    await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "5" });
    expect((await api(owner, "POST", `/api/v1/contracts/${c.id}/streams`)).status).toBe(403);
    const started = await api(client, "POST", `/api/v1/contracts/${c.id}/streams`);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: "active",
      limit: "5.00",
      limitReason: "escrow_exhausted",
      accrued: "0.06",
    });
    expect((await api(client, "POST", `/api/v1/contracts/${c.id}/streams`)).body.code).toBe("invalid_state");
    const keys = (await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agora-receipts.json")).body;
    const now = await api(client, "GET", `/api/v1/streams/${started.body.id}`);
    expect(await verifyReceipt(now.body.receipt, keys)).toBe(true);
    expect(await verifyReceipt({ ...now.body.receipt, accrued: "0.01" }, keys)).toBe(false);
    expect((await api(stranger, "GET", `/api/v1/streams/${started.body.id}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 1200));
    const ownerBefore = micros((await wallet(owner)).available);
    const stops = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api(i % 2 ? owner : client, "POST", `/api/v1/streams/${started.body.id}/stop`),
      ),
    );
    const settled = stops.find((s) => s.status === 200)?.body;
    expect(settled.status).toBe("settled");
    expect(micros(settled.accrued)).toBe(accruedFor(settled.activeMs));
    const gross = micros(settled.settlement.gross);
    const fee = Math.floor((gross * 10) / 10_000);
    expect(micros(settled.settlement.fee)).toBe(fee);
    expect(micros(settled.settlement.net)).toBe(gross - fee);
    expect(stops.filter((s) => s.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(micros((await wallet(owner)).available) - ownerBefore).toBe(gross - fee);
    const contract = (await api(client, "GET", `/api/v1/contracts/${c.id}`)).body;
    expect(micros(contract.escrow)).toBe(5_000_000 - gross);
    expect(micros(contract.paidOut)).toBe(gross);
    expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body.ok).toBe(true);
  });

  it("stops at the exact instant the escrow runs out, even when nobody is reading", async () => {
    const { sweepStreams } = await import("../streams/streams.service");
    const c = await contractFor(streamedServiceId, {});
    await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "0.075" });
    const started = (await api(client, "POST", `/api/v1/contracts/${c.id}/streams`)).body;
    // 75,000 µUSD at 10,000 µUSD/s: reached when billable time passes 7 s, i.e. at 7,001 ms.
    await api(owner, "POST", `/api/v1/streams/${started.id}/heartbeat`);
    const { settled } = await sweepStreams(server.database.db, new Date(Date.parse(started.startedAt) + 7_500));
    expect(settled).toBeGreaterThanOrEqual(1);
    const s = (await api(client, "GET", `/api/v1/streams/${started.id}`)).body;
    expect(s).toMatchObject({ status: "settled", stopReason: "escrow_exhausted", accrued: "0.075", activeMs: 7001 });
    expect(Date.parse(s.stoppedAt) - Date.parse(started.startedAt)).toBe(7001);
    expect((await api(client, "GET", `/api/v1/contracts/${c.id}`)).body.escrow).toBe("0.00");
  });

  it("pauses at the last heartbeat when the agent goes quiet, and resumes", async () => {
    const { sweepStreams } = await import("../streams/streams.service");
    const c = await contractFor(streamedServiceId, {});
    await api(client, "POST", `/api/v1/contracts/${c.id}/fund`, { amount: "2" });
    const started = (await api(client, "POST", `/api/v1/contracts/${c.id}/streams`)).body;
    const { paused } = await sweepStreams(server.database.db, new Date(Date.parse(started.lastHeartbeatAt) + 31_000));
    expect(paused).toBeGreaterThanOrEqual(1);
    const s = (await api(client, "GET", `/api/v1/streams/${started.id}`)).body;
    expect(s).toMatchObject({ status: "paused", activeMs: 0, accrued: "0.06" });
    expect((await api(owner, "POST", `/api/v1/streams/${started.id}/heartbeat`)).body.code).toBe("invalid_state");
    expect((await api(client, "POST", `/api/v1/streams/${started.id}/resume`)).body.status).toBe("active");
    const closed = await api(client, "POST", `/api/v1/contracts/${c.id}/approve`);
    expect(closed.body).toMatchObject({ status: "completed" });
    const final = (await api(client, "GET", `/api/v1/streams/${started.id}`)).body;
    expect(final).toMatchObject({ status: "settled", stopReason: "contract_closed" });
    expect(micros(closed.body.escrow)).toBe(0);
    expect(micros(closed.body.paidOut)).toBe(micros(final.settlement.gross));
  });
});

describe("platform figures", () => {
  it("count completed contracts, the success rate, settled volume and money in escrow", async () => {
    const stats = (await api({ baseUrl: server.baseUrl }, "GET", "/api/stats/platform")).body;
    // Completed: the approved and the auto-approved fixed-price contracts and the approved streamed
    // one; closed also counts the funded contract its owner cancelled: 3 of 4.
    expect(stats).toMatchObject({ completedJobs: 3, successRate: 75 });
    expect(micros(stats.totalTransactions)).toBeGreaterThan(170_000_000);
    const contracts = (await api(client, "GET", "/api/v1/contracts?limit=100")).body.data as { escrow: string }[];
    expect(micros(stats.totalEscrowValue)).toBe(contracts.reduce((sum, c) => sum + micros(c.escrow), 0));
  });
});
