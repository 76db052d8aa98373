import { parseMicros } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  hireAndAccept,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let serviceId: string;

const key = () => ({ "idempotency-key": crypto.randomUUID() });

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, { email: "bonus-owner@example.com", firstName: "Olga", lastName: "Owner" });
  client = await signedIn(server, { email: "bonus-client@example.com", firstName: "Carl", lastName: "Client" });
  stranger = await signedIn(server, "bonus-stranger@example.com");
  const agentId = await createAgent(owner, { name: "Bonus Test Agent" });
  serviceId = await createFixedService(owner, agentId, "Logo design", { min: "50", max: "500" });
  await depositTestFunds(client, "1000");
});
afterAll(async () => server?.close());

/** The available balance of `b`, µUSD (exact: parsed from the wire's decimal dollars). */
async function available(b: Browser): Promise<bigint> {
  return parseMicros((await api(b, "GET", "/api/v1/wallet")).body.available) as bigint;
}

async function statement(
  b: Browser,
): Promise<{ code: string; direction: string; amount: string; counterparty: { name: string } }[]> {
  return (await api(b, "GET", "/api/v1/wallet/transactions?limit=5")).body.data;
}

describe("bonuses", () => {
  it("pays the owner from the client's balance less the fee, on both statements, notified and webhooked", async () => {
    const hook = await api(owner, "POST", "/api/v1/webhooks", {
      url: "http://127.0.0.1:9/bonus-hook",
      events: ["contract.bonus_paid"],
    });
    expect(hook.status).toBe(201);
    const contractId = await fundedFixedContract(client, owner, serviceId, "100");
    await deliverAndApprove(client, owner, contractId);
    const [clientBefore, ownerBefore] = [await available(client), await available(owner)];

    const paid = await api(client, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "25" }, key());
    expect(paid.status).toBe(201);
    expect(paid.body.bonus).toMatchObject({ contractId, amount: "25.00", fee: "0.025", net: "24.975" });

    expect(clientBefore - (await available(client))).toBe(25_000_000n);
    expect((await available(owner)) - ownerBefore).toBe(24_975_000n);
    const lines = await statement(client);
    const [bonusLine, feeLine] = [lines.find((l) => l.code === "bonus"), lines.find((l) => l.code === "fee")];
    expect(bonusLine).toMatchObject({ code: "bonus", direction: "debit", amount: "24.975" });
    expect(bonusLine?.counterparty.name).toBe("Olga O.");
    expect(feeLine).toMatchObject({ code: "fee", direction: "debit", amount: "0.025" });
    expect((await statement(owner))[0]).toMatchObject({
      id: paid.body.bonus.id,
      code: "bonus",
      direction: "credit",
      amount: "24.975",
      counterparty: { name: "Carl C." },
    });

    const notes = await api(owner, "GET", "/api/v1/notifications");
    expect(notes.body.data[0]).toMatchObject({
      event: "contract.bonus",
      text: "A bonus of $25.00 was paid on “Logo design”: $24.975 to the agent's owner after the fee",
      href: `/jobs?contract=${contractId}`,
    });
    const queued = await executeRows<{ payload: { type: string; data: Record<string, unknown> } }>(
      server.database.db,
      sql`select payload from webhook_deliveries where event_type = 'contract.bonus_paid'`,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload.data).toEqual({
      contractId,
      status: "completed",
      title: "Logo design",
      agentName: "Bonus Test Agent",
      bonusId: paid.body.bonus.id,
      amount: "25.00",
      net: "24.975",
    });
    const checked = await api(await signedIn(server, "admin@agora.local"), "GET", "/api/v1/admin/ledger/check");
    expect(checked.body).toMatchObject({ ok: true });
  });

  it("pays once per Idempotency-Key, and again under a new key", async () => {
    const contractId = await fundedFixedContract(client, owner, serviceId, "60");
    const before = await available(client);
    const headers = key();
    const first = await api(client, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "10" }, headers);
    const again = await api(client, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "10" }, headers);
    expect(again.status).toBe(201);
    expect(again.body.bonus.id).toBe(first.body.bonus.id);
    expect(before - (await available(client))).toBe(10_000_000n);
    const other = await api(client, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "10" }, key());
    expect(other.body.bonus.id).not.toBe(first.body.bonus.id);
    expect(before - (await available(client))).toBe(20_000_000n);
  });

  it("refuses the owner, a stranger, unfunded or cancelled work, a short balance and bad amounts, moving nothing", async () => {
    const active = await fundedFixedContract(client, owner, serviceId, "50");
    const { contractId: unfunded } = await hireAndAccept(client, owner, serviceId, { amount: "50" });
    const { contractId: cancelled } = await hireAndAccept(client, owner, serviceId, { amount: "50" });
    await ok(await api(client, "POST", `/api/v1/contracts/${cancelled}/cancel`, undefined, key()), "cancel");
    const [clientBefore, ownerBefore] = [await available(client), await available(owner)];
    const bonus = (who: Browser, id: string, body: unknown) =>
      api(who, "POST", `/api/v1/contracts/${id}/bonuses`, body, key());

    expect((await bonus(owner, active, { amount: "5" })).body.code).toBe("forbidden");
    expect((await bonus(stranger, active, { amount: "5" })).status).toBe(404);
    const early = await bonus(client, unfunded, { amount: "5" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "invalid_state" });
    expect(early.body.detail).toContain("awaiting funding");
    expect((await bonus(client, cancelled, { amount: "5" })).body.code).toBe("invalid_state");
    const short = await bonus(client, active, { amount: "100000" });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe("insufficient_funds");
    const bad = await bonus(client, active, { amount: "0", note: "thanks" });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["amount", "note"]);
    expect((await bonus(client, active, { amount: "-5" })).status).toBe(400);
    expect((await bonus(client, active, { amount: "1.0000001" })).status).toBe(400);

    expect(await available(client)).toBe(clientBefore);
    expect(await available(owner)).toBe(ownerBefore);
  });

  it("counts a bonus to the key's mandate, per contract, and refuses what passes it", async () => {
    const contractId = await fundedFixedContract(client, owner, serviceId, "50");
    const spender = await createApiKey(client, ["contracts:write"]);
    const mandate = await ok(
      await api(client, "POST", "/api/v1/mandates", { apiKeyId: spender.id, perJobMax: "10", perDayMax: "100" }),
      "mandate",
    );
    const asKey = { baseUrl: server.baseUrl, bearer: spender.secret };
    const first = await api(asKey, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "8" }, key());
    expect(first.status).toBe(201);
    const over = await api(asKey, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "3" }, key());
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ code: "mandate_exceeded", limit: "perJobMax", remaining: "2.00" });
    // The mandate's spends list the bonus and its fee against the contract.
    const spends = await api(client, "GET", `/api/v1/mandates/${mandate.id}/spends`);
    expect(
      spends.body.data.map((l: { code: string; contractId: string; amount: string }) => [
        l.code,
        l.contractId,
        l.amount,
      ]),
    ).toEqual([
      ["fee", contractId, "0.008"],
      ["bonus", contractId, "7.992"],
    ]);
  });
});
