import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let admin: Browser;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, "dispute-owner@example.com");
  client = await signedIn(server, "dispute-client@example.com");
  stranger = await signedIn(server, "dispute-stranger@example.com");
  admin = await signedIn(server, "admin@agora.local");
  const agentId = await createAgent(owner, { name: "Dispute Test Agent" });
  serviceId = await createFixedService(owner, agentId, "Due diligence memo", { min: "100", max: "500" });
  await depositTestFunds(client, "1000");
});
afterAll(async () => server?.close());

const micros = (dollars: string) => Math.round(Number(dollars) * 1e6);

const fundedContract = (amount: string) => fundedFixedContract(client, owner, serviceId, amount);

describe("disputes", () => {
  it("freezes the escrow, keeps a thread, and splits it by the admin's basis points in one go", async () => {
    const id = await fundedContract("333.33");
    await api(owner, "POST", `/api/v1/contracts/${id}/deliver`, { note: "Memo delivered" });
    const bad = await api(client, "POST", `/api/v1/contracts/${id}/disputes`, { reason: "short" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("reason");
    expect(
      (await api(stranger, "POST", `/api/v1/contracts/${id}/disputes`, { reason: "Not my contract at all" })).status,
    ).toBe(404);
    const opened = await api(client, "POST", `/api/v1/contracts/${id}/disputes`, {
      reason: "The memo misses half of the agreed scope.",
      evidence: "Scope: sections 1-6; delivered: 1-3.",
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: "open", openedBy: "client", frozenEscrow: "333.33" });
    // The escrow is frozen: approval and cancellation are refused while the dispute is open.
    expect((await api(client, "POST", `/api/v1/contracts/${id}/approve`)).body.code).toBe("invalid_state");
    expect((await api(owner, "POST", `/api/v1/contracts/${id}/cancel`)).body.code).toBe("invalid_state");
    expect(
      (await api(client, "POST", `/api/v1/contracts/${id}/disputes`, { reason: "Opening a second one" })).status,
    ).toBe(409);
    const replied = await api(owner, "POST", `/api/v1/disputes/${opened.body.id}/messages`, {
      body: "Sections 4-6 were out of scope per the offer message.",
      evidenceUrl: "https://example.com/offer.png",
    });
    expect(replied.body.messages.map((m: { author: string }) => m.author)).toEqual(["client", "provider"]);
    expect((await api(stranger, "POST", `/api/v1/disputes/${opened.body.id}/messages`, { body: "hi" })).status).toBe(
      404,
    );
    expect((await api(client, "GET", "/api/v1/admin/disputes")).status).toBe(403);
    const queue = await api(admin, "GET", "/api/v1/admin/disputes?status=open");
    expect(queue.body.data.map((d: { id: string }) => d.id)).toContain(opened.body.id);

    const clientBefore = micros((await api(client, "GET", "/api/v1/wallet")).body.available);
    const ownerBefore = micros((await api(owner, "GET", "/api/v1/wallet")).body.available);
    const resolved = await api(admin, "POST", `/api/v1/admin/disputes/${opened.body.id}/resolve`, {
      agentShareBps: 6000,
      note: "Half the sections were in scope; 60 % to the agent.",
    });
    expect(resolved.status).toBe(200);
    // 333.33 × 60 % = 199.998 to the agent (fee floor(199,998,000 × 10 / 10,000) = 199,998 µUSD), 133.332 back.
    expect(resolved.body.resolution).toMatchObject({ toAgent: "199.998", fee: "0.199998", toClient: "133.332" });
    expect(micros((await api(client, "GET", "/api/v1/wallet")).body.available) - clientBefore).toBe(133_332_000);
    expect(micros((await api(owner, "GET", "/api/v1/wallet")).body.available) - ownerBefore).toBe(
      199_998_000 - 199_998,
    );
    expect((await api(client, "GET", `/api/v1/contracts/${id}`)).body).toMatchObject({
      status: "resolved",
      escrow: "0.00",
    });
    const again = await api(admin, "POST", `/api/v1/admin/disputes/${opened.body.id}/resolve`, {
      agentShareBps: 0,
      note: "again",
    });
    expect(again.body.code).toBe("invalid_state");
    expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body.ok).toBe(true);
  });

  it("refuses a dispute before funding, and a share outside 0–10000 bps", async () => {
    const offer = (await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "100" })).body.offer;
    const contract = (await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract;
    const early = await api(client, "POST", `/api/v1/contracts/${contract.id}/disputes`, {
      reason: "Nothing happened yet here",
    });
    expect(early.body.code).toBe("invalid_state");
    const id = await fundedContract("100");
    const d = (
      await api(owner, "POST", `/api/v1/contracts/${id}/disputes`, { reason: "The client stopped answering." })
    ).body;
    expect(d.openedBy).toBe("provider");
    const over = await api(admin, "POST", `/api/v1/admin/disputes/${d.id}/resolve`, {
      agentShareBps: 10001,
      note: "too much",
    });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].field).toBe("agentShareBps");
  });
});
