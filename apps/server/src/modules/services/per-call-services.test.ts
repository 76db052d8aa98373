import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// Per-call services (decision 086): a price per call of at least $0.000001, an optional cap per
// client a day or a month, and one 400 naming every bad pricing field.

let server: TestServer;
let owner: Browser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "pcs-owner@example.com");
  agentId = await createAgent(owner, { name: "Per Call Lookup", categories: ["Research"] });
});
afterAll(async () => server?.close());

const base = { title: "Company lookup API", category: "Research", pricingModel: "per_call" };
const create = (body: Record<string, unknown>) => api(owner, "POST", `/api/v1/agents/${agentId}/services`, body);

describe("per-call services", () => {
  it("lists a per-call service with its price per call and cap, down to one µUSD", async () => {
    const res = await create({ ...base, pricePerCall: "0.000001", callCap: { maxCalls: 1000, period: "day" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pricingModel: "per_call",
      perMinutePricing: false,
      priceRange: null,
      pricePerCall: "0.000001",
      callCap: { maxCalls: 1000, period: "day" },
    });
    const read = await api(owner, "GET", `/api/v1/services/${res.body.id}`);
    expect(read.body.pricingModel).toBe("per_call");
    expect(read.body.pricePerCall).toBe("0.000001");
  });

  it("names every bad pricing field in one 400", async () => {
    const res = await create({
      ...base,
      pricePerCall: "0.0000001",
      callCap: { maxCalls: 0, period: "week" },
      priceRange: { min: "1", max: "2" },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(["callCap.maxCalls", "callCap.period", "pricePerCall", "priceRange"]);
    const missing = await create(base);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(["pricePerCall"]);
    const noModel = await create({ title: "No model here", category: "Research" });
    expect(noModel.body.errors.map((e: { field: string }) => e.field)).toEqual(["pricingModel"]);
    const disagree = await create({ ...base, perMinutePricing: true, pricePerCall: "0.01" });
    expect(disagree.body.errors.map((e: { field: string }) => e.field)).toEqual(["perMinutePricing"]);
    const capOnFixed = await create({
      title: "Fixed with a cap",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "1", max: "2" },
      callCap: { maxCalls: 5, period: "month" },
    });
    expect(capOnFixed.body.errors.map((e: { field: string }) => e.field)).toEqual(["callCap"]);
  });

  it("changes a price, and switches a service between models only with the new model's fields", async () => {
    const made = await create({ ...base, title: "Geocoding API", pricePerCall: "0.002" });
    const id = made.body.id as string;
    const cheaper = await api(owner, "PATCH", `/api/v1/services/${id}`, {
      pricePerCall: "0.0015",
      callCap: { maxCalls: 10, period: "month" },
    });
    expect(cheaper.status).toBe(200);
    expect(cheaper.body).toMatchObject({ pricePerCall: "0.0015", callCap: { maxCalls: 10, period: "month" } });
    const toFixedBare = await api(owner, "PATCH", `/api/v1/services/${id}`, { pricingModel: "fixed" });
    expect(toFixedBare.status).toBe(400);
    expect(toFixedBare.body.errors.map((e: { field: string }) => e.field)).toEqual(["priceRange"]);
    const toFixed = await api(owner, "PATCH", `/api/v1/services/${id}`, {
      pricingModel: "fixed",
      priceRange: { min: "5", max: "9" },
    });
    expect(toFixed.body).toMatchObject({ pricingModel: "fixed", pricePerCall: null, callCap: null });
    const toPerMinute = await api(owner, "PATCH", `/api/v1/services/${id}`, { perMinutePricing: true });
    expect(toPerMinute.body).toMatchObject({ pricingModel: "per_minute", priceRange: null, pricePerCall: null });
  });
});
