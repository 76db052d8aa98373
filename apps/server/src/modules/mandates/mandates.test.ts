import { verifyMandate } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  createPerMinuteService,
  depositTestFunds,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";

// Spending mandates through the real API: a client grants a key limits, the key hires, accepts,
// invites, funds and streams, and every route that commits or moves the client's money is held
// to them. Each test takes a fresh key and mandate, so their spends never mix.

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let researchAgent: string;
let researchFixed: string;
let researchPerMinute: string;
let translationFixed: string;

type Bearer = { baseUrl: string; bearer: string };
const contractScopes = [
  "contracts:read",
  "contracts:write",
  "streams:write",
  "jobs:read",
  "jobs:write",
  "wallet:write",
];

beforeAll(async () => {
  // A generous rate limit: these tests make many money calls with one key in a few seconds.
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  owner = await signedIn(server, "owner@mandates.test");
  client = await signedIn(server, "client@mandates.test");
  stranger = await signedIn(server, "stranger@mandates.test");
  researchAgent = await createAgent(owner, { name: "Deep Research Bot" });
  researchFixed = await createFixedService(owner, researchAgent, "Literature review", { min: "1", max: "500" });
  researchPerMinute = await createPerMinuteService(owner, researchAgent, "Live research session");
  const translator = await createAgent(owner, { name: "Nihongo Translator", categories: ["Translation"] });
  translationFixed = await createFixedService(
    owner,
    translator,
    "Manual translation",
    { min: "1", max: "500" },
    {
      category: "Translation",
    },
  );
  await depositTestFunds(client, "5000");
});
afterAll(async () => server?.close());

/** A new key of `who` with `scopes`, and a mandate on it with `limits` (created by the session). */
async function mandatedKey(
  limits: Record<string, unknown>,
  who: Browser = client,
  scopes: string[] = contractScopes,
): Promise<{ key: Bearer; keyId: string; mandateId: string }> {
  const created = await ok(await api(who, "POST", "/api/v1/api-keys", { name: "agent", scopes }), "key");
  const mandate = await ok(
    await api(who, "POST", "/api/v1/mandates", { apiKeyId: created.id, perJobMax: "30", perDayMax: "50", ...limits }),
    "mandate",
  );
  return {
    key: { baseUrl: server.baseUrl, bearer: created.secret as string },
    keyId: created.id as string,
    mandateId: mandate.id as string,
  };
}

/** The key hires `serviceId` (fixed `amount`, or per minute when absent) and the owner accepts. */
async function hired(key: Bearer, serviceId: string, amount?: string): Promise<string> {
  const hire = await api(key, "POST", `/api/v1/services/${serviceId}/hire`, amount ? { amount } : {});
  const offer = (await ok(hire, "hire")).offer as { id: string };
  const accepted = await ok(await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`), "accept");
  return (accepted.contract as { id: string }).id;
}

const fund = (who: Bearer | Browser, contractId: string, amount: string) =>
  api(who, "POST", `/api/v1/contracts/${contractId}/fund`, { amount });

/** Moves every spend of the mandate 25 hours back, out of the rolling day (the ledger stamps rows with now()). */
async function ageSpends(mandateId: string): Promise<void> {
  await executeRows(
    server.database.db,
    sql`update ledger_transfers set created_at = created_at - interval '25 hours' where mandate_id = ${mandateId}`,
  );
}

function expectRefusal(
  res: { status: number; body: Record<string, unknown> },
  limit: string,
  remaining: string | null,
) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ type: "/problems/mandate_exceeded", code: "mandate_exceeded", limit, remaining });
}

describe("granting a mandate", () => {
  it("answers the mandate with its limits and spend, one per key", async () => {
    const key = await ok(await api(client, "POST", "/api/v1/api-keys", { name: "buyer", scopes: contractScopes }), "k");
    const res = await api(client, "POST", "/api/v1/mandates", {
      apiKeyId: key.id,
      perJobMax: "30",
      perDayMax: "50.5",
      totalMax: "200",
      categories: ["Research"],
      pricingModels: ["fixed"],
      minReputation: 4.5,
      minVerificationLevel: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      apiKeyId: key.id,
      apiKeyName: "buyer",
      status: "active",
      perJobMax: "30.00",
      perDayMax: "50.50",
      totalMax: "200.00",
      categories: ["Research"],
      pricingModels: ["fixed"],
      minReputation: 4.5,
      minVerificationLevel: 1,
      expiresAt: null,
      spent: { lastDay: "0.00", total: "0.00" },
      remaining: { lastDay: "50.50", total: "200.00" },
    });
    const again = await api(client, "POST", "/api/v1/mandates", { apiKeyId: key.id, perJobMax: "1", perDayMax: "1" });
    expect(again.status).toBe(409);
    const listed = await api(client, "GET", "/api/v1/mandates?limit=100");
    expect(listed.body.data.map((m: { id: string }) => m.id)).toContain(res.body.id);
    expect((await api(stranger, "GET", `/api/v1/mandates/${res.body.id}`)).status).toBe(404);
  });

  it("refuses another user's key, and keys that could escape their mandate", async () => {
    const theirs = await ok(
      await api(stranger, "POST", "/api/v1/api-keys", { name: "x", scopes: ["contracts:write"] }),
      "k",
    );
    expect(
      (await api(client, "POST", "/api/v1/mandates", { apiKeyId: theirs.id, perJobMax: "1", perDayMax: "1" })).status,
    ).toBe(404);
    for (const scope of ["api_keys:write", "mandates:write"]) {
      const key = await ok(
        await api(client, "POST", "/api/v1/api-keys", { name: scope, scopes: ["contracts:write", scope] }),
        "k",
      );
      const res = await api(client, "POST", "/api/v1/mandates", { apiKeyId: key.id, perJobMax: "1", perDayMax: "1" });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: "apiKeyId" })]);
    }
  });

  it("lets a key holding mandates:write manage mandates, while a mandated key cannot touch its own", async () => {
    const manager = await ok(
      await api(client, "POST", "/api/v1/api-keys", { name: "manager", scopes: ["mandates:read", "mandates:write"] }),
      "k",
    );
    const target = await ok(await api(client, "POST", "/api/v1/api-keys", { name: "t", scopes: contractScopes }), "k");
    const asManager = { baseUrl: server.baseUrl, bearer: manager.secret as string };
    const created = await api(asManager, "POST", "/api/v1/mandates", {
      apiKeyId: target.id,
      perJobMax: "5",
      perDayMax: "5",
    });
    expect(created.status).toBe(201);
    const asTarget = { baseUrl: server.baseUrl, bearer: target.secret as string };
    expect((await api(asTarget, "PATCH", `/api/v1/mandates/${created.body.id}`, { perDayMax: "999" })).status).toBe(
      403,
    );
    expect((await api(asTarget, "DELETE", `/api/v1/mandates/${created.body.id}`)).status).toBe(403);
  });
});

describe("the spend check", () => {
  it("refuses a fixed-price hire over the per-job limit with a problem naming the limit and what is left", async () => {
    const { key } = await mandatedKey({ perJobMax: "12.50" });
    const res = await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "20" });
    expectRefusal(res, "perJobMax", "12.50");
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(res.body.detail).toBe("The key's mandate allows $12.50 more for this contract (per-job limit $12.50)");
    expect((await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "12.50" })).status).toBe(201);
  });

  it("counts every funding of one contract against the per-job limit (per-minute top-ups)", async () => {
    const { key } = await mandatedKey({ perJobMax: "30", perDayMax: "100" });
    const contractId = await hired(key, researchPerMinute);
    expect((await fund(key, contractId, "20")).status).toBe(200);
    expectRefusal(await fund(key, contractId, "15"), "perJobMax", "10.00");
    expect((await fund(key, contractId, "10")).status).toBe(200);
  });

  it("holds fundings to the per-day limit over a rolling 24 hours, derived from the ledger", async () => {
    const { key, mandateId } = await mandatedKey({ perJobMax: "30", perDayMax: "50" });
    const first = await hired(key, researchFixed, "30");
    const second = await hired(key, researchFixed, "30");
    expect((await fund(key, first, "30")).status).toBe(200);
    const refused = await fund(key, second, "30");
    expectRefusal(refused, "perDayMax", "20.00");
    expect(refused.body.detail).toBe("The key's mandate allows $20.00 more today (per-day limit $50.00)");
    // A hire whose price no longer fits today is refused at once.
    expectRefusal(
      await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "25" }),
      "perDayMax",
      "20.00",
    );
    await ageSpends(mandateId);
    expect((await fund(key, second, "30")).status).toBe(200);
    const mandate = await api(client, "GET", `/api/v1/mandates/${mandateId}`);
    expect(mandate.body).toMatchObject({
      spent: { lastDay: "30.00", total: "60.00" },
      remaining: { lastDay: "20.00" },
    });
  });

  it("holds the key to its total", async () => {
    const { key, mandateId } = await mandatedKey({ perJobMax: "30", perDayMax: "50", totalMax: "40" });
    const first = await hired(key, researchFixed, "30");
    expect((await fund(key, first, "30")).status).toBe(200);
    await ageSpends(mandateId);
    const second = await hired(key, researchFixed, "10");
    expectRefusal(
      await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "11" }),
      "totalMax",
      "10.00",
    );
    expect((await fund(key, second, "10")).status).toBe(200);
    const third = await api(key, "POST", `/api/v1/services/${researchPerMinute}/hire`, {});
    expectRefusal(third, "totalMax", "0.00");
  });

  it("refuses agents outside the categories, pricing models, reputation and verification it allows", async () => {
    const cases: [Record<string, unknown>, string, string, string | undefined][] = [
      [{ categories: ["Research"] }, "categories", translationFixed, "5"],
      [{ pricingModels: ["fixed"] }, "pricingModels", researchPerMinute, undefined],
      // An agent without reviews is far from the top of the 0–999.99 scale.
      [{ minReputation: 999.99 }, "minReputation", researchFixed, "5"],
      // Level 4 takes an admin's KYA review, which these agents never had.
      [{ minVerificationLevel: 4 }, "minVerificationLevel", researchFixed, "5"],
    ];
    for (const [limits, limit, serviceId, amount] of cases) {
      const { key } = await mandatedKey(limits);
      const res = await api(key, "POST", `/api/v1/services/${serviceId}/hire`, amount ? { amount } : {});
      expectRefusal(res, limit, null);
    }
    const { key } = await mandatedKey({ categories: ["research"], pricingModels: ["fixed"] });
    expect((await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "5" })).status).toBe(201);
  });

  it("refuses everything once the mandate has expired", async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { key, mandateId } = await mandatedKey({ expiresAt: soon });
    const contractId = await hired(key, researchFixed, "5");
    await executeRows(
      server.database.db,
      sql`update mandates set expires_at = now() - interval '1 second' where id = ${mandateId}`,
    );
    expectRefusal(await fund(key, contractId, "5"), "expiresAt", null);
    expect((await api(client, "GET", `/api/v1/mandates/${mandateId}`)).body.status).toBe("expired");
  });

  it("refuses the key's next money call on every route once revoked", async () => {
    const { key, mandateId } = await mandatedKey({ perJobMax: "30", perDayMax: "100" });
    const fixed = await hired(key, researchFixed, "5");
    const streamed = await hired(key, researchPerMinute);
    expect((await fund(key, streamed, "10")).status).toBe(200);
    const paused = await hired(key, researchPerMinute);
    expect((await fund(key, paused, "10")).status).toBe(200);
    const stream = await ok(await api(key, "POST", `/api/v1/contracts/${paused}/streams`), "stream");
    await ok(await api(key, "POST", `/api/v1/streams/${stream.id}/pause`), "pause");
    const job = await ok(
      await api(client, "POST", "/api/v1/jobs", {
        title: "Summarise five papers",
        description: "Read five papers on retrieval and summarise them in a page each.",
        pricingModel: "fixed",
      }),
      "job",
    );
    const proposal = (
      await ok(
        await api(owner, "POST", `/api/v1/jobs/${job.id}/offers`, { agentId: researchAgent, amount: "8" }),
        "proposal",
      )
    ).offer as { id: string };

    expect((await api(client, "DELETE", `/api/v1/mandates/${mandateId}`)).status).toBe(204);

    expectRefusal(await api(key, "POST", `/api/v1/services/${researchFixed}/hire`, { amount: "5" }), "revokedAt", null);
    expectRefusal(await fund(key, fixed, "5"), "revokedAt", null);
    expectRefusal(await api(key, "POST", `/api/v1/contracts/${streamed}/streams`), "revokedAt", null);
    expectRefusal(await api(key, "POST", `/api/v1/streams/${stream.id}/resume`), "revokedAt", null);
    expectRefusal(await api(key, "POST", `/api/v1/offers/${proposal.id}/accept`), "revokedAt", null);
    expectRefusal(
      await api(key, "POST", `/api/v1/jobs/${job.id}/offers`, { agentId: researchAgent, amount: "8" }),
      "revokedAt",
      null,
    );
    // Nothing moved, and the owner's own session is not held to the key's mandate.
    expect((await api(client, "GET", `/api/v1/contracts/${fixed}`)).body.escrow).toBe("0.00");
    expect((await fund(client, fixed, "5")).status).toBe(200);
    expect((await api(client, "POST", `/api/v1/offers/${proposal.id}/accept`)).status).toBe(200);
  });

  it("holds acceptances and invitations on jobs to the per-job limit", async () => {
    const { key } = await mandatedKey({ perJobMax: "10" });
    const job = await ok(
      await api(client, "POST", "/api/v1/jobs", {
        title: "Translate a manual",
        description: "A forty page manual for an industrial printer, Japanese to English.",
        pricingModel: "fixed",
      }),
      "job",
    );
    const proposal = (
      await ok(
        await api(owner, "POST", `/api/v1/jobs/${job.id}/offers`, { agentId: researchAgent, amount: "40" }),
        "proposal",
      )
    ).offer as { id: string };
    expectRefusal(await api(key, "POST", `/api/v1/offers/${proposal.id}/accept`), "perJobMax", "10.00");
    expectRefusal(
      await api(key, "POST", `/api/v1/jobs/${job.id}/offers`, { agentId: researchAgent, amount: "11" }),
      "perJobMax",
      "10.00",
    );
    expect(
      (await api(key, "POST", `/api/v1/jobs/${job.id}/offers`, { agentId: researchAgent, amount: "10" })).status,
    ).toBe(201);
  });

  it("does not limit the session or a key without a mandate, and tags only mandated transfers", async () => {
    const plain = await ok(
      await api(client, "POST", "/api/v1/api-keys", { name: "plain", scopes: contractScopes }),
      "k",
    );
    const plainKey = { baseUrl: server.baseUrl, bearer: plain.secret as string };
    const big = await hired(plainKey, researchFixed, "400");
    expect((await fund(plainKey, big, "400")).status).toBe(200);
    const rows = await executeRows<{ mandate_id: string | null }>(
      server.database.db,
      sql`select mandate_id from ledger_transfers where reference = ${`contract:${big}`}`,
    );
    expect(rows.map((r) => r.mandate_id)).toEqual([null]);
  });

  it("refuses withdrawals to a mandated key", async () => {
    const { key } = await mandatedKey({});
    const res = await api(key, "POST", "/api/v1/wallet/withdrawals", { amount: "1", destination: "IBAN DE00 0000" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });
});

describe("spends and the signed document", () => {
  it("lists each spend with its contract and agent, and a 30-day daily series", async () => {
    const { key, mandateId } = await mandatedKey({ perJobMax: "30", perDayMax: "100" });
    const a = await hired(key, researchFixed, "7");
    const b = await hired(key, researchFixed, "3");
    await ok(await fund(key, a, "7"), "fund a");
    await ok(await fund(key, b, "3"), "fund b");
    const page = await api(client, "GET", `/api/v1/mandates/${mandateId}/spends?limit=1`);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([
      expect.objectContaining({
        amount: "3.00",
        code: "escrow_fund",
        contractId: b,
        agentId: researchAgent,
        agentName: "Deep Research Bot",
      }),
    ]);
    const next = await api(
      client,
      "GET",
      `/api/v1/mandates/${mandateId}/spends?limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(next.body.data.map((s: { contractId: string }) => s.contractId)).toEqual([a]);
    expect(next.body.nextCursor).toBeNull();
    expect(page.body.daily).toHaveLength(30);
    expect(page.body.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), amount: "10.00" });
    expect((await api(stranger, "GET", `/api/v1/mandates/${mandateId}/spends`)).status).toBe(404);
  });

  it("exports a document signed with the receipt key that verifies, and fails once altered", async () => {
    const { mandateId, keyId } = await mandatedKey({ categories: ["Research"] });
    const doc = await api(client, "GET", `/api/v1/mandates/${mandateId}/document`);
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({
      type: "agora.mandate/v1",
      mandateId,
      apiKeyId: keyId,
      perDayMax: "50.00",
      status: "active",
    });
    const keys = (await api(client, "GET", "/.well-known/agora-receipts.json")).body;
    expect(await verifyMandate(doc.body, keys)).toBe(true);
    expect(await verifyMandate({ ...doc.body, perDayMax: "5000.00" }, keys)).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, concurrent spends", () => {
  it("never lets 32 concurrent fundings together pass the per-day limit", async () => {
    const { key, mandateId } = await mandatedKey({ perJobMax: "10", perDayMax: "75" });
    const contracts: string[] = [];
    for (let i = 0; i < 32; i++) contracts.push(await hired(key, researchFixed, "10"));
    const answers = await Promise.all(contracts.map((id) => fund(key, id, "10")));
    const funded = answers.filter((a) => a.status === 200).length;
    expect(funded).toBe(7);
    expect(answers.filter((a) => a.status === 403).every((a) => a.body.limit === "perDayMax")).toBe(true);
    const [spent] = await executeRows<{ total: string }>(
      server.database.db,
      sql`select coalesce(sum(amount_micros), 0)::text as total from ledger_transfers where mandate_id = ${mandateId}`,
    );
    expect(BigInt(spent?.total ?? "0")).toBe(70_000_000n);
  });
});
