import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createFixedService, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";

let server: TestServer;
let owner: Browser;
let client: Browser;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "reason-owner@example.com");
  client = await signedIn(server, "reason-client@example.com");
  const agentId = await createAgent(owner, { name: "Reason Test Agent" });
  serviceId = await createFixedService(owner, agentId, "Short review", { min: "10", max: "40" });
});
afterAll(async () => server?.close());

/** The `offer.rejected` events stored for `offerId`: what a client reconnecting with `lastEventId` replays. */
async function rejectedEvents(offerId: string): Promise<{ channel: string; data: Record<string, unknown> }[]> {
  return executeRows(
    server.database.db,
    sql`select channel, data from events where event = 'offer.rejected' and data->>'offerId' = ${offerId} order by id`,
  );
}

async function hire(): Promise<string> {
  const hired = await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "20" });
  expect(hired.status).toBe(201);
  return hired.body.offer.id;
}

describe("a rejection's reason", () => {
  it("reaches both parties in the offer.rejected event, and is absent when none was given", async () => {
    const id = await hire();
    const clientId = (await api(client, "GET", `/api/v1/offers/${id}`)).body.clientId;
    await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "Paste the text to review in the note." });
    const events = await rejectedEvents(id);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.data.reason)).toEqual([
      "Paste the text to review in the note.",
      "Paste the text to review in the note.",
    ]);
    expect(events.map((e) => e.channel)).toContain(`user:${clientId}`);

    const plain = await hire();
    await api(owner, "POST", `/api/v1/offers/${plain}/reject`);
    const [event] = await rejectedEvents(plain);
    expect(event?.data).not.toHaveProperty("reason");
  });

  it("replays a retried rejection and refuses the same Idempotency-Key with another reason", async () => {
    const id = await hire();
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "Booked" }, headers);
    expect(first.body.offer.decisionReason).toBe("Booked");
    const retry = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "Booked" }, headers);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body.offer.decisionReason).toBe("Booked");
    const other = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "Too cheap" }, headers);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_key_reused");
    expect((await api(client, "GET", `/api/v1/offers/${id}`)).body.decisionReason).toBe("Booked");
  });

  it("refuses a blank reason, naming it, and leaves the offer pending", async () => {
    const id = await hire();
    const blank = await api(owner, "POST", `/api/v1/offers/${id}/reject`, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].field).toBe("reason");
    expect((await api(client, "GET", `/api/v1/offers/${id}`)).body.status).toBe("pending");
  });
});
