import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerMinuteService, hireAndAccept, signedIn } from "./fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "./harness";

// Inputs that used to reach the database unchecked (and answered 500), or were checked only after
// the schema passed (and so hid behind another field's error). Each must be one 400 naming the
// fields, driven over real HTTP against a real database.

let server: TestServer;
let owner: Browser;
let client: Browser;
let admin: Browser;
let agentId: string;
let contractId: string;
let jobId: string;

/** An amount far beyond any int8 µUSD column: 10^17 dollars = 10^23 µUSD. */
const huge = "99999999999999999";

/** base64url of a JSON value: what a client forging a cursor sends. */
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The fields a 400 problem names, sorted. */
function fieldsOf(res: { status: number; body: { errors?: { field: string }[] } }): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return (res.body.errors ?? []).map((e) => e.field).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, { email: "limits-owner@example.com", firstName: "Olga" });
  client = await signedIn(server, { email: "limits-client@example.com", firstName: "Carl" });
  admin = await signedIn(server, "admin@agora.local");
  const agent = await api(owner, "POST", "/api/v1/agents", {
    name: "Limits Test Agent",
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    status: "active",
  });
  expect(agent.status).toBe(201);
  agentId = agent.body.id;
  const serviceId = await createPerMinuteService(owner, agentId, "Live research assistant");
  ({ contractId } = await hireAndAccept(client, owner, serviceId));
  const job = await api(client, "POST", "/api/v1/jobs", {
    title: "Summarise filings",
    description: "Summarise the quarterly filings of ten companies.",
    pricingModel: "fixed",
  });
  jobId = job.body.id;
});
afterAll(async () => server?.close());

describe("money amounts too large for the database", () => {
  it("names every oversized money field of an agent", async () => {
    const res = await api(owner, "POST", "/api/v1/agents", {
      name: "Expensive Agent",
      categories: ["Research"],
      basePerMinuteRate: huge,
      hourlyRate: huge,
      rateOverrides: [{ match: { skill: "nlp" }, basePerMinuteRate: huge }],
      streamRateCaps: { maxPerStream: huge, maxPerHour: huge },
    });
    expect(fieldsOf(res)).toEqual([
      "basePerMinuteRate",
      "hourlyRate",
      "rateOverrides.0.basePerMinuteRate",
      "streamRateCaps.maxPerHour",
      "streamRateCaps.maxPerStream",
    ]);
    expect(res.body.errors[0].message).toMatch(/at most 1000000000/);
    const patch = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { basePerMinuteRate: huge });
    expect(fieldsOf(patch)).toEqual(["basePerMinuteRate"]);
  });

  it("names the amount of a fund, a withdrawal, an admin credit and a job's terms", async () => {
    expect(fieldsOf(await api(client, "POST", `/api/v1/contracts/${contractId}/fund`, { amount: huge }))).toEqual([
      "amount",
    ]);
    const withdrawal = await api(client, "POST", "/api/v1/wallet/withdrawals", { amount: huge, destination: "IBAN 1" });
    expect(fieldsOf(withdrawal)).toEqual(["amount"]);
    const me = await api(client, "GET", "/api/v1/me");
    const credit = await api(admin, "POST", "/api/v1/admin/credits", {
      userId: me.body.id ?? randomUUID(),
      amount: huge,
      reason: "too much",
    });
    expect(fieldsOf(credit)).toEqual(["amount"]);
    const job = await api(client, "POST", "/api/v1/jobs", {
      title: "Rich job",
      description: "A job with a budget no column can hold.",
      pricingModel: "fixed",
      budget: huge,
    });
    expect(fieldsOf(job)).toEqual(["budget"]);
    const offer = await api(owner, "POST", `/api/v1/jobs/${jobId}/offers`, { agentId, amount: huge });
    expect(fieldsOf(offer)).toEqual(["amount"]);
    const service = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      title: "Priceless report",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "1", max: huge },
    });
    expect(fieldsOf(service)).toEqual(["priceRange.max"]);
  });

  it("names maxRate in the query string of both searches", async () => {
    for (const path of ["/api/v1/agents", "/api/v1/services"]) {
      const res = await api(client, "GET", `${path}?maxRate=${huge}`);
      expect(fieldsOf(res), path).toEqual(["maxRate"]);
      expect(res.body.errors[0].in).toBe("querystring");
    }
  });
});

describe("integers too large for an int4 column", () => {
  it("names minChargeMinutes on create and on change", async () => {
    const created = await api(owner, "POST", "/api/v1/agents", {
      name: "Slow Charger",
      categories: ["Research"],
      basePerMinuteRate: "0.50",
      minChargeMinutes: "99999999",
    });
    expect(fieldsOf(created)).toEqual(["minChargeMinutes"]);
    const patched = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { minChargeMinutes: "99999999" });
    expect(fieldsOf(patched)).toEqual(["minChargeMinutes"]);
  });
});

describe("path parameters that are neither an id nor a slug", () => {
  // Found by the contract fuzzer: a NUL byte reached PostgreSQL as a slug and answered 500.
  it("names id on every agent route instead of querying with it", async () => {
    for (const path of ["", "/services", "/reviews", "/reputation", "/verification"]) {
      for (const bad of ["%00", "Not%20A%20Slug", "x".repeat(81)]) {
        const res = await api(owner, "GET", `/api/v1/agents/${bad}${path}`);
        expect(fieldsOf(res), `${bad}${path}`).toEqual(["id"]);
      }
    }
    expect((await api(owner, "GET", `/api/v1/agents/${agentId}`)).status).toBe(200);
    expect((await api(owner, "GET", "/api/v1/agents/no-such-agent")).status).toBe(404);
  });
});

describe("forged cursors", () => {
  const uuid = randomUUID();
  const cursors: [string, string][] = [
    ["not base64url", "%%%not-base64%%%"],
    ["not JSON", Buffer.from("{oops").toString("base64url")],
    ["a string value", forged({ v: "x" })],
    ["a negative offset", forged({ s: "relevance", o: -1 })],
    ["a fractional offset", forged({ s: "relevance", o: 1.5 })],
    ["a bad instant", forged({ at: "x", id: uuid })],
    ["a bad id", forged({ at: "2026-01-01T00:00:00.000Z", id: "x" })],
    ["a keyset value that is not a number", forged({ s: "price_asc", v: "x", id: uuid })],
    ["a keyset value beyond int8", forged({ s: "price_asc", v: "9".repeat(30), id: uuid })],
    ["a bad timestamp", forged({ s: "newest", v: "x", id: uuid })],
    ["a score that is not a number", forged({ s: "reputation", v: "x", id: uuid })],
    ["a wallet id beyond int8", "9".repeat(30)],
    ["JSON null", forged(null)],
    ["too long", "a".repeat(5000)],
  ];
  const listings = (): [string, Browser][] => [
    ["/api/v1/agents?q=research&sort=relevance", client],
    ["/api/v1/agents?sort=price_asc", client],
    ["/api/v1/agents?sort=newest", client],
    ["/api/v1/agents?sort=reputation", client],
    ["/api/v1/services?q=research", client],
    [`/api/v1/agents/${agentId}/reviews`, client],
    ["/api/v1/reputation/leaderboard", client],
    ["/api/v1/admin/verifications?status=all", owner],
    ["/api/v1/wallet/transactions", client],
  ];

  it("answers every cursor-paginated listing 400 naming cursor", async () => {
    const wrong: string[] = [];
    for (const [path, browser] of listings()) {
      for (const [what, cursor] of cursors) {
        const sep = path.includes("?") ? "&" : "?";
        const res = await api(browser, "GET", `${path}${sep}cursor=${encodeURIComponent(cursor)}`);
        const named = res.body?.errors?.some(
          (e: { in: string; field: string }) => e.in === "querystring" && e.field === "cursor",
        );
        if (res.status !== 400 || !named) wrong.push(`${path} with ${what}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still pages with the cursors the server hands out", async () => {
    await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "5" });
    await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "6" });
    const first = await api(client, "GET", "/api/v1/wallet/transactions?limit=1");
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const next = await api(client, "GET", `/api/v1/wallet/transactions?limit=1&cursor=${first.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.data[0].id).not.toBe(first.body.data[0].id);
  });
});

describe("rules checked after parsing are reported with the schema's", () => {
  it("names a rate below the minimum alongside missing categories", async () => {
    const res = await api(owner, "POST", "/api/v1/agents", { name: "Cheap Agent", basePerMinuteRate: "0.00001" });
    expect(fieldsOf(res)).toEqual(["basePerMinuteRate", "categories"]);
  });

  it("names zero caps and a zero override rate alongside a bad name", async () => {
    const res = await api(owner, "POST", "/api/v1/agents", {
      name: "x",
      categories: ["Research"],
      basePerMinuteRate: "0.5",
      rateOverrides: [{ match: { skill: "nlp" }, basePerMinuteRate: "0" }],
      streamRateCaps: { maxPerStream: "0" },
    });
    expect(fieldsOf(res)).toEqual(["name", "rateOverrides.0.basePerMinuteRate", "streamRateCaps.maxPerStream"]);
  });

  it("names an inverted price range and a missing one alongside a bad title", async () => {
    const inverted = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      title: "x",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "20", max: "10" },
    });
    expect(fieldsOf(inverted)).toEqual(["priceRange.max", "title"]);
    const missing = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      title: "x",
      category: "Research",
      perMinutePricing: false,
    });
    expect(fieldsOf(missing)).toEqual(["priceRange", "title"]);
  });

  it("names a zero budget and a past deadline alongside a short title", async () => {
    const res = await api(client, "POST", "/api/v1/jobs", {
      title: "x",
      description: "A job whose terms are all wrong at once.",
      pricingModel: "fixed",
      budget: "0",
      deadline: "2000-01-01T00:00:00Z",
    });
    expect(fieldsOf(res)).toEqual(["budget", "deadline", "title"]);
  });

  it("names a zero amount and a too-low rate of a job offer alongside a bad agent id", async () => {
    const res = await api(owner, "POST", `/api/v1/jobs/${jobId}/offers`, {
      agentId: "nope",
      amount: "0",
      basePerMinuteRate: "0.00001",
    });
    expect(fieldsOf(res)).toEqual(["agentId", "amount", "basePerMinuteRate"]);
  });

  it("names a zero amount of a fund, a withdrawal and a test deposit", async () => {
    expect(fieldsOf(await api(client, "POST", `/api/v1/contracts/${contractId}/fund`, { amount: "0" }))).toEqual([
      "amount",
    ]);
    const withdrawal = await api(client, "POST", "/api/v1/wallet/withdrawals", { amount: "0", destination: "x" });
    expect(fieldsOf(withdrawal)).toEqual(["amount", "destination"]);
    const deposit = await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "10000.01" });
    expect(fieldsOf(deposit)).toEqual(["amount"]);
  });
});
