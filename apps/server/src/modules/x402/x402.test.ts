import { verifySignedDocument, x402Authorization } from "@agora/contracts";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createApiKey, depositTestFunds, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import { setAgentSuspended } from "../agents";
import { balanceOf, checkLedger, userAccount } from "../ledger";
import { loadReceiptSigner } from "../streams/receipts";
import { verifyPayment, type X402Context, x402NetworkOf } from "./x402.service";
import { settlePayment } from "./x402-settle";

// Pay per call on Agora's ledger through the real API (decision 083): a payer's key asks for an
// authorization, a resource server's facilitator calls verify and settle, and the money lands in
// the escrow of the payer's day contract with the agent, once.

let server: TestServer;
let owner: Browser;
let payer: Browser;
let stranger: Browser;
let agentId: string;
let otherAgentId: string;
let payerId: string;
let network: string;
let ctx: X402Context;
type Bearer = { baseUrl: string; bearer: string };

const resource = "https://api.example.test/v1/forecast";

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@x402.test");
  payer = await signedIn(server, "payer@x402.test");
  stranger = await signedIn(server, "stranger@x402.test");
  agentId = await createAgent(owner, { name: "Forecaster" });
  otherAgentId = await createAgent(owner, { name: "Other forecaster" });
  await depositTestFunds(payer, "10");
  payerId = (await ok(await api(payer, "GET", "/api/auth/user"), "user")).id as string;
  const supported = await api(server, "GET", "/x402/supported");
  network = supported.body.kinds[0].network;
  const db = server.database.db;
  ctx = { db, signer: await loadReceiptSigner(db), network: network as `${string}:${string}` };
}, 60_000);
afterAll(async () => server?.close());

/** A key of `who` holding `x402:pay` only. */
async function payKey(who: Browser): Promise<Bearer> {
  return { baseUrl: server.baseUrl, bearer: (await createApiKey(who, ["x402:pay"])).secret };
}

/** The requirement a resource server would send for `amount` µUSD to `payTo`. */
function requirement(amount: string, payTo = agentId): PaymentRequirements {
  return {
    scheme: "exact",
    network: network as `${string}:${string}`,
    asset: "USD",
    amount,
    payTo,
    maxTimeoutSeconds: 60,
    extra: { decimals: 6 },
  };
}

/** `key` asks for an authorization of `accepted`; the raw answer. */
function authorize(key: Bearer | Browser, accepted: PaymentRequirements, url = resource) {
  return api(key, "POST", "/api/v1/x402/authorizations", { accepted, resource: url });
}

/** The facilitator request of `authorization` paying `accepted`, checked against `required`. */
function facilitatorBody(authorization: unknown, accepted: PaymentRequirements, required = accepted, url = resource) {
  const paymentPayload: PaymentPayload = {
    x402Version: 2,
    resource: { url },
    accepted,
    payload: authorization as Record<string, unknown>,
  };
  return { x402Version: 2, paymentPayload, paymentRequirements: required };
}

async function available(userId: string): Promise<bigint> {
  return balanceOf(server.database.db, userAccount(userId));
}

/** Ledger transfers posted under the settlement key of `authorizationId`. */
async function transfersOf(authorizationId: string): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(
    server.database.db,
    sql`select count(*) as n from ledger_transfers where transfer_key = ${`x402:${authorizationId}`}`,
  );
  return Number(row?.n);
}

describe("x402 on Agora's ledger", () => {
  it("serves its one kind on /x402/supported", async () => {
    const res = await api(server, "GET", "/x402/supported");
    expect(res.status).toBe(200);
    expect(res.body.kinds).toEqual([
      { x402Version: 2, scheme: "exact", network: ctx.network, extra: { asset: "USD", decimals: 6 } },
    ]);
    expect(network).toBe(x402NetworkOf(ctx.signer.keyId));
    expect(network).toMatch(/^agora:[-_a-zA-Z0-9]{1,32}$/);
    expect(res.body.signers).toEqual({ "agora:*": [ctx.signer.keyId] });
  });

  it("authorizes, verifies and settles a call into the day contract's escrow, and the payer sees it", async () => {
    const key = await payKey(payer);
    const before = await available(payerId);
    const auth = await authorize(key, requirement("2500"));
    expect(auth.status).toBe(201);
    expect(auth.body).toMatchObject({
      payer: payerId,
      payTo: agentId,
      amount: "2500",
      asset: "USD",
      network,
      resource,
    });
    expect(Number(auth.body.validBefore) - Number(auth.body.validAfter)).toBe(60);
    const keySet = (await api(server, "GET", "/.well-known/agora-receipts.json")).body;
    expect(await verifySignedDocument(x402Authorization, auth.body, keySet)).toBe(true);

    const body = facilitatorBody(auth.body, requirement("2500"));
    const verified = await api(server, "POST", "/x402/verify", body);
    expect(verified.body).toEqual({ isValid: true, payer: payerId });
    expect(await available(payerId)).toBe(before);

    const settle = await api(server, "POST", "/x402/settle", body);
    expect(settle.body).toMatchObject({ success: true, payer: payerId, network, amount: "2500" });
    expect(settle.body.transaction).toMatch(/^\d+$/);
    expect(await available(payerId)).toBe(before - 2500n);

    const state = await api(key, "GET", `/api/v1/x402/authorizations/${auth.body.id}`);
    expect(state.status).toBe(200);
    expect(state.body.settlement.transaction).toBe(settle.body.transaction);
    const [day] = await executeRows<{ id: string; is_self_call: boolean }>(
      server.database.db,
      sql`select id, is_self_call from x402_day_contracts where id = ${state.body.settlement.dayContractId}`,
    );
    expect(day?.is_self_call).toBe(false);
    expect(
      await balanceOf(server.database.db, { ownerType: "contract", ownerId: day?.id as string, kind: "escrow" }),
    ).toBe(2500n);
  });

  it("settles a replay once: the same transaction again, and verify calls it used", async () => {
    const key = await payKey(payer);
    const auth = await authorize(key, requirement("1000"));
    const body = facilitatorBody(auth.body, requirement("1000"));
    const first = await api(server, "POST", "/x402/settle", body);
    const before = await available(payerId);
    const again = await api(server, "POST", "/x402/settle", body);
    expect(again.body).toEqual(first.body);
    expect(await available(payerId)).toBe(before);
    expect(await transfersOf(auth.body.id)).toBe(1);
    const verified = await api(server, "POST", "/x402/verify", body);
    expect(verified.body).toMatchObject({ isValid: false, invalidReason: "agora_authorization_used" });
  });

  it("settles one authorization exactly once when two settles race", async () => {
    const key = await payKey(payer);
    const auth = await authorize(key, requirement("700"));
    const body = facilitatorBody(auth.body, requirement("700"));
    const before = await available(payerId);
    const answers = await Promise.all([1, 2, 3].map(() => api(server, "POST", "/x402/settle", body)));
    for (const a of answers) expect(a.body).toMatchObject({ success: true, transaction: answers[0]?.body.transaction });
    expect(await transfersOf(auth.body.id)).toBe(1);
    expect(await available(payerId)).toBe(before - 700n);
  });

  it("refuses an expired authorization, and one not yet valid", async () => {
    const key = await payKey(payer);
    const auth = await authorize(key, requirement("300"));
    const payload = facilitatorBody(auth.body, requirement("300")).paymentPayload;
    const later = new Date((Number(auth.body.validBefore) + 1) * 1000);
    expect(await verifyPayment(ctx, payload, requirement("300"), later)).toMatchObject({
      isValid: false,
      invalidReason: "invalid_exact_agora_payload_authorization_valid_before",
    });
    expect(await settlePayment(ctx, payload, requirement("300"), later)).toMatchObject({
      success: false,
      errorReason: "invalid_exact_agora_payload_authorization_valid_before",
      transaction: "",
    });
    const earlier = new Date((Number(auth.body.validAfter) - 5) * 1000);
    expect(await verifyPayment(ctx, payload, requirement("300"), earlier)).toMatchObject({
      invalidReason: "invalid_exact_agora_payload_authorization_valid_after",
    });
    expect(await transfersOf(auth.body.id)).toBe(0);
  });

  it("refuses a wrong amount, a wrong payee, another resource and a forged signature", async () => {
    const key = await payKey(payer);
    const auth = await authorize(key, requirement("400"));
    const settle = (body: unknown) => api(server, "POST", "/x402/settle", body);
    expect((await settle(facilitatorBody(auth.body, requirement("400"), requirement("500")))).body).toMatchObject({
      success: false,
      errorReason: "invalid_exact_agora_payload_authorization_value",
    });
    expect(
      (await settle(facilitatorBody(auth.body, requirement("400"), requirement("400", otherAgentId)))).body,
    ).toMatchObject({ success: false, errorReason: "invalid_exact_agora_payload_recipient_mismatch" });
    expect(
      (await settle(facilitatorBody(auth.body, requirement("400"), requirement("400"), "https://elsewhere.test/x")))
        .body,
    ).toMatchObject({ success: false, errorReason: "agora_resource_mismatch" });
    const forged = { ...auth.body, amount: "4" };
    expect((await settle(facilitatorBody(forged, requirement("4")))).body).toMatchObject({
      success: false,
      errorReason: "invalid_exact_agora_payload_signature",
    });
    expect(
      (await settle(facilitatorBody(auth.body, requirement("400"), { ...requirement("400"), network: "agora:other" })))
        .body,
    ).toMatchObject({ success: false, errorReason: "invalid_network" });
    expect(await transfersOf(auth.body.id)).toBe(0);
  });

  it("refuses to pay a suspended payee", async () => {
    const key = await payKey(payer);
    const suspendedId = await createAgent(owner, { name: "Soon suspended" });
    const auth = await authorize(key, requirement("100", suspendedId));
    expect(auth.status).toBe(201);
    await inTransaction(server.database.db, (tx) => setAgentSuspended(tx, suspendedId, true));
    const body = facilitatorBody(auth.body, requirement("100", suspendedId));
    expect((await api(server, "POST", "/x402/verify", body)).body).toMatchObject({
      isValid: false,
      invalidReason: "agora_payee_suspended",
    });
    expect((await api(server, "POST", "/x402/settle", body)).body).toMatchObject({
      success: false,
      errorReason: "agora_payee_suspended",
    });
    const refused = await authorize(key, requirement("100", suspendedId));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(["accepted.payTo"]);
  });

  it("refuses what the payer cannot afford, when authorizing and when settling", async () => {
    const poor = await signedIn(server, "poor@x402.test");
    await depositTestFunds(poor, "0.01");
    const key = await payKey(poor);
    const tooMuch = await authorize(key, requirement("20000"));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe("insufficient_funds");
    const a = await authorize(key, requirement("6000"));
    const b = await authorize(key, requirement("6000"));
    expect((await api(server, "POST", "/x402/settle", facilitatorBody(a.body, requirement("6000")))).body.success).toBe(
      true,
    );
    expect(
      (await api(server, "POST", "/x402/settle", facilitatorBody(b.body, requirement("6000")))).body,
    ).toMatchObject({
      success: false,
      errorReason: "insufficient_funds",
    });
  });

  it("holds the key's mandate, when authorizing and when settling", async () => {
    const keyRow = await createApiKey(payer, ["x402:pay"]);
    const key = { baseUrl: server.baseUrl, bearer: keyRow.secret };
    await ok(
      await api(payer, "POST", "/api/v1/mandates", { apiKeyId: keyRow.id, perJobMax: "0.01", perDayMax: "0.01" }),
      "mandate",
    );
    const over = await authorize(key, requirement("20000"));
    expect(over.status).toBe(403);
    expect(over.body.code).toBe("mandate_exceeded");
    const a = await authorize(key, requirement("6000"));
    const b = await authorize(key, requirement("6000"));
    expect((await api(server, "POST", "/x402/settle", facilitatorBody(a.body, requirement("6000")))).body.success).toBe(
      true,
    );
    expect(
      (await api(server, "POST", "/x402/verify", facilitatorBody(b.body, requirement("6000")))).body,
    ).toMatchObject({
      isValid: false,
      invalidReason: "agora_mandate_exceeded",
    });
    expect(
      (await api(server, "POST", "/x402/settle", facilitatorBody(b.body, requirement("6000")))).body,
    ).toMatchObject({
      success: false,
      errorReason: "agora_mandate_exceeded",
    });
  });

  it("settles calls that arrive together one by one: each payer pays what it can afford, each mandate holds", async () => {
    // Settles arriving together share a transaction (group commit): the balance and mandate checks
    // must still count the batch's earlier settles of the same payer.
    const thrifty = await signedIn(server, "thrifty@x402.test");
    await depositTestFunds(thrifty, "0.01");
    const thriftyKey = await payKey(thrifty);
    const thriftyId = (await ok(await api(thrifty, "GET", "/api/auth/user"), "user")).id as string;
    const mandatedRow = await createApiKey(payer, ["x402:pay"]);
    await ok(
      await api(payer, "POST", "/api/v1/mandates", {
        apiKeyId: mandatedRow.id,
        perJobMax: "0.003",
        perDayMax: "0.003",
      }),
      "mandate",
    );
    const mandated = { baseUrl: server.baseUrl, bearer: mandatedRow.secret };
    // Each authorization alone is affordable; 14 of $0.001 are not, with $0.01.
    const cheap = await Promise.all(Array.from({ length: 14 }, () => authorize(thriftyKey, requirement("1000"))));
    const capped = await Promise.all(Array.from({ length: 5 }, () => authorize(mandated, requirement("1000"))));
    const bodies = [...cheap, ...capped].map((a) => facilitatorBody(a.body, requirement("1000")));
    const answers = await Promise.all(
      [...bodies, bodies[0]].map((b) => api(server, "POST", "/x402/settle", b).then((r) => r.body)),
    );
    const thriftyAnswers = answers.slice(0, 14);
    expect(thriftyAnswers.filter((a) => a.success)).toHaveLength(10);
    expect(thriftyAnswers.filter((a) => !a.success).map((a) => a.errorReason)).toEqual(
      Array(4).fill("insufficient_funds"),
    );
    expect(await available(thriftyId)).toBe(0n);
    const cappedAnswers = answers.slice(14, 19);
    expect(cappedAnswers.filter((a) => a.success)).toHaveLength(3);
    expect(cappedAnswers.filter((a) => !a.success).map((a) => a.errorReason)).toEqual(
      Array(2).fill("agora_mandate_exceeded"),
    );
    // The same authorization twice: one transfer, the same answer.
    expect(answers[19]).toEqual(answers[0]);
    for (const a of [...cheap, ...capped]) expect(await transfersOf(a.body.id)).toBeLessThanOrEqual(1);
    expect(new Set(answers.filter((a) => a.success).map((a) => a.transaction)).size).toBe(13);
  });

  it("shows an authorization to its payer only", async () => {
    const auth = await authorize(await payKey(payer), requirement("50"));
    expect((await api(stranger, "GET", `/api/v1/x402/authorizations/${auth.body.id}`)).status).toBe(404);
    expect((await api(payer, "GET", `/api/v1/x402/authorizations/${auth.body.id}`)).status).toBe(200);
  });

  it("names every field a requirement cannot be paid with, and wants the x402:pay scope", async () => {
    const bad = await authorize(
      payer,
      {
        ...requirement("0"),
        network: "eip155:8453",
        asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        extra: { decimals: 18 },
      },
      "ftp://x",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ["accepted.amount", "accepted.asset", "accepted.extra.decimals", "accepted.network", "resource"].sort(),
    );
    const walletKey = { baseUrl: server.baseUrl, bearer: (await createApiKey(payer, ["wallet:read"])).secret };
    expect((await authorize(walletKey, requirement("50"))).status).toBe(403);
  });

  it("settles a call to the payer's own agent, marked as a self-call", async () => {
    await depositTestFunds(owner, "1");
    const auth = await authorize(await payKey(owner), requirement("80"));
    const settle = await api(server, "POST", "/x402/settle", facilitatorBody(auth.body, requirement("80")));
    expect(settle.body.success).toBe(true);
    const [row] = await executeRows<{ is_self_call: boolean; day_self: boolean }>(
      server.database.db,
      sql`select s.is_self_call, d.is_self_call as day_self from x402_settlements s
          join x402_day_contracts d on d.id = s.day_contract_id where s.authorization_id = ${auth.body.id}`,
    );
    expect(row).toEqual({ is_self_call: true, day_self: true });
  });

  it("leaves the ledger clean", async () => {
    expect((await checkLedger(server.database.db)).ok).toBe(true);
  });
});
