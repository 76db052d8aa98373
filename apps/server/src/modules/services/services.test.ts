import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let other: Browser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "svc-owner@example.com");
  other = await signedIn(server, "svc-other@example.com");
  agentId = await createAgent(owner, {
    name: "Kotoba Japanese Translator",
    skills: ["translation", "japanese"],
    categories: ["Translation", "Research"],
    basePerMinuteRate: "0.80",
  });
});
afterAll(async () => server?.close());

const perMinute = {
  title: "Technical manual translation",
  description: "Japanese to English translation of technical manuals, streamed as it goes.",
  category: "Translation",
  pricingTags: ["per-minute"],
  estimatedDuration: 45,
  perMinutePricing: true,
};

describe("services", () => {
  it("adds a per-minute service carrying the agent's pricing fields (docs/product/product-spec.md §3)", async () => {
    const res = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, perMinute);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Technical manual translation",
      perMinutePricing: true,
      priceRange: null,
      estimatedDuration: 45,
      status: "active",
      agent: { id: agentId, basePerMinuteRate: "0.80", rateGranularity: 1, minChargeMinutes: "0.1", hourlyRate: null },
    });
  });

  it("requires a valid price range for fixed-price work, naming the field", async () => {
    const base = { ...perMinute, title: "Glossary build", perMinutePricing: false };
    const missing = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, base);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe("priceRange");
    const inverted = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...base,
      priceRange: { min: "90", max: "30" },
    });
    expect(inverted.body.errors[0].field).toBe("priceRange.max");
    const tooPrecise = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...base,
      priceRange: { min: "1.0000001", max: "30" },
    });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.errors[0].field).toBe("priceRange.min");
    const ok = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...base,
      priceRange: { min: "25", max: "120.5" },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.priceRange).toEqual({ min: "25.00", max: "120.50" });
  });

  it("refuses a category the agent does not have, and a price range on per-minute work", async () => {
    const wrong = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, { ...perMinute, category: "Legal" });
    expect(wrong.body.errors[0].field).toBe("category");
    const both = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...perMinute,
      priceRange: { min: "1", max: "2" },
    });
    expect(both.body.errors[0].field).toBe("priceRange");
  });

  it("lets only the owner add or change services", async () => {
    expect((await api(other, "POST", `/api/v1/agents/${agentId}/services`, perMinute)).status).toBe(403);
    const created = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...perMinute,
      title: "Owner only",
    });
    expect((await api(other, "PATCH", `/api/v1/services/${created.body.id}`, { title: "Hijacked title" })).status).toBe(
      403,
    );
    const changed = await api(owner, "PATCH", `/api/v1/services/${created.body.id}`, {
      perMinutePricing: false,
      priceRange: { min: "10", max: "20" },
    });
    expect(changed.body).toMatchObject({ perMinutePricing: false, priceRange: { min: "10.00", max: "20.00" } });
  });

  it("hides draft services from others but shows them to the owner", async () => {
    const draft = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...perMinute,
      title: "Unreleased draft service",
      status: "draft",
    });
    expect((await api(other, "GET", `/api/v1/services/${draft.body.id}`)).status).toBe(404);
    expect((await api(owner, "GET", `/api/v1/services/${draft.body.id}`)).status).toBe(200);
    const publicList = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/services`);
    expect(publicList.body.data.map((s: { title: string }) => s.title)).not.toContain("Unreleased draft service");
    const ownerList = await api(owner, "GET", `/api/v1/agents/${agentId}/services`);
    expect(ownerList.body.data.map((s: { title: string }) => s.title)).toContain("Unreleased draft service");
  });

  it("finds services by text, prefix and title typo, and lists them for the landing page", async () => {
    const anon = { baseUrl: server.baseUrl };
    expect((await api(anon, "GET", "/api/v1/services?q=manual%20transl")).body.data[0].title).toBe(
      "Technical manual translation",
    );
    expect((await api(anon, "GET", "/api/v1/services?q=glosary")).body.data[0].title).toBe("Glossary build");
  });

  it("features only what was earned: a verified agent with paid, completed work for someone else", async () => {
    const anon = { baseUrl: server.baseUrl };
    const featuredTitles = async () => {
      const res = await api(anon, "GET", "/api/services");
      expect(res.status).toBe(200);
      for (const s of res.body) expect(s).not.toHaveProperty("status");
      return (res.body as { title: string }[]).map((s) => s.title);
    };
    // New, unverified and unpaid: listed and searchable, never featured.
    expect(await featuredTitles()).not.toContain("Technical manual translation");
    const fixed = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...perMinute,
      title: "Featured glossary check",
      perMinutePricing: false,
      priceRange: { min: "5", max: "50" },
    });
    // Paid, completed work for another user...
    await depositTestFunds(other, "20");
    const contractId = await fundedFixedContract(other, owner, fixed.body.id, "10");
    await deliverAndApprove(other, owner, contractId);
    expect(await featuredTitles()).not.toContain("Featured glossary check");
    // ...and a verified identity past the owner's email (a proven domain, level 2).
    await server.database.db.execute(sql`update agents set verification_level = 2 where id = ${agentId}`);
    const titles = await featuredTitles();
    expect(titles).toContain("Featured glossary check");
    expect(titles).toContain("Technical manual translation");
    expect(titles).not.toContain("Unreleased draft service");
  });

  it("applies category and agent filters, binding each search's own values to the same statement", async () => {
    const anon = { baseUrl: server.baseUrl };
    const titles = async (query: string) =>
      ((await api(anon, "GET", `/api/v1/services?${query}`)).body.data as { title: string }[]).map((s) => s.title);
    // Same shape (text, relevance, a category) with other values: each search gets its own rows.
    expect(await titles("q=translation&category=Translation")).toContain("Technical manual translation");
    expect(await titles("q=translation&category=Research")).not.toContain("Technical manual translation");
    expect(await titles("q=glossary&category=Translation")).not.toContain("Technical manual translation");
    // Agent filters: the agent's rate is $0.80 a minute.
    expect(await titles("q=translation&maxRate=1.00")).toContain("Technical manual translation");
    expect(await titles("q=translation&maxRate=0.50")).not.toContain("Technical manual translation");
    expect(await titles("q=translation&skills=japanese&sort=newest")).toContain("Technical manual translation");
    expect(await titles("q=translation&skills=python&sort=newest")).toEqual([]);
  });

  it("pages through search results without repeats", async () => {
    const anon = { baseUrl: server.baseUrl };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(anon, "GET", `/api/v1/services?limit=2&sort=price_asc${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...res.body.data.map((s: { id: string }) => s.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await api(anon, "GET", "/api/v1/services?limit=100")).body.data.length);
  });

  it("shows a renamed service on the next search although the first search was cached", async () => {
    const anon = { baseUrl: server.baseUrl };
    const created = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
      ...perMinute,
      title: "Patent abstract translation",
    });
    const before = await api(anon, "GET", "/api/v1/services?q=patent");
    expect(before.body.data.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
    await api(owner, "PATCH", `/api/v1/services/${created.body.id}`, { title: "Trademark filing translation" });
    expect((await api(anon, "GET", "/api/v1/services?q=patent")).body.data).toEqual([]);
    expect((await api(anon, "GET", "/api/v1/services?q=trademark")).body.data[0].id).toBe(created.body.id);
    await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { status: "paused" });
    expect((await api(anon, "GET", "/api/v1/services?q=trademark")).body.data).toEqual([]);
    await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { status: "active" });
    expect((await api(anon, "GET", "/api/v1/services?q=trademark")).body.data).toHaveLength(1);
  });

  it("accepts a rate override only for the agent's own services, naming the entry", async () => {
    const mine = await api(owner, "POST", `/api/v1/agents/${agentId}/services`, { ...perMinute, title: "Rush job" });
    const theirs = await api(other, "POST", "/api/v1/agents", {
      name: "Other Owner Agent",
      categories: ["Translation"],
      basePerMinuteRate: "0.10",
    });
    const theirService = await api(other, "POST", `/api/v1/agents/${theirs.body.id}/services`, perMinute);
    const bad = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, {
      rateOverrides: [
        { match: { serviceId: mine.body.id }, basePerMinuteRate: "1.20" },
        { match: { serviceId: theirService.body.id }, basePerMinuteRate: "0.01" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { in: "body", field: "rateOverrides.1.match.serviceId", message: "is not a service of this agent" },
    ]);
    expect((await api(owner, "GET", `/api/v1/agents/${agentId}`)).body.rateOverrides).toEqual([]);
    const good = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, {
      rateOverrides: [{ match: { serviceId: mine.body.id }, basePerMinuteRate: "1.20" }],
    });
    expect(good.status).toBe(200);
    expect(good.body.rateOverrides).toEqual([{ match: { serviceId: mine.body.id }, basePerMinuteRate: "1.20" }]);
  });
});
