import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let other: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "root@agora.test" });
  owner = (await signIn(server, { email: "owner@agents.test", firstName: "Olga" })).browser;
  other = (await signIn(server, { email: "other@agents.test", firstName: "Otto" })).browser;
  admin = (await signIn(server, { email: "root@agora.test", firstName: "Root" })).browser;
});
afterAll(async () => server?.close());

const base = {
  name: "Contract Clause Extractor",
  tagline: "Finds and classifies clauses in commercial contracts",
  description: "Reads **PDF or DOCX** contracts and returns clauses with their type and risk.",
  skills: ["contract-review", "legal", "nlp"],
  categories: ["Legal & Compliance"],
  basePerMinuteRate: "0.25",
  status: "active",
};

async function create(browser: Browser, body: Record<string, unknown>) {
  const res = await api(browser, "POST", "/api/v1/agents", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("agents", () => {
  it("registers an agent with decimal-dollar rates and spec defaults", async () => {
    const a = await create(owner, { ...base, hourlyRate: "45", streamRateCaps: { maxPerHour: "12.5" } });
    expect(a).toMatchObject({
      name: "Contract Clause Extractor",
      slug: "contract-clause-extractor",
      basePerMinuteRate: "0.25",
      hourlyRate: "45.00",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      rateOverrides: [],
      streamRateCaps: { maxPerHour: "12.50" },
      status: "active",
      verificationLevel: 1,
      badges: ["identity"],
      // The prior at level 1 (docs/reputation.md): 999.99 × (0.45·0.7 + 0.25·0.8 + 0.1 + 0.1·¼).
      reputation: "639.99",
    });
    const again = await create(owner, { ...base, status: "draft" });
    expect(again.slug).toBe("contract-clause-extractor-2");
  });

  it("names every bad field and stores nothing", async () => {
    const res = await api(owner, "POST", "/api/v1/agents", {
      name: "x",
      skills: ["Not A Tag!"],
      categories: [],
      basePerMinuteRate: "0.0000001",
      rateGranularity: 5,
      minChargeMinutes: "-1",
    });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual([
      "basePerMinuteRate",
      "categories",
      "minChargeMinutes",
      "name",
      "rateGranularity",
      "skills.0",
    ]);
  });

  it.each([
    ["-0.5", "must be a decimal dollar amount"],
    ["0.00009", "must be at least 0.0001"],
    ["1e-3", "must be a decimal dollar amount"],
  ])("refuses the rate %s", async (rate, message) => {
    const res = await api(owner, "POST", "/api/v1/agents", { ...base, name: `Rate ${rate}`, basePerMinuteRate: rate });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: "basePerMinuteRate" });
    expect(res.body.errors[0].message).toContain(message);
  });

  it("accepts the minimum rate of $0.0001 per minute", async () => {
    const a = await create(owner, { ...base, name: "Penny Summariser", basePerMinuteRate: "0.0001" });
    expect(a.basePerMinuteRate).toBe("0.0001");
  });

  it("refuses a chosen slug that is taken, naming slug", async () => {
    const res = await api(other, "POST", "/api/v1/agents", { ...base, slug: "contract-clause-extractor" });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ in: "body", field: "slug", message: "is taken" }]);
  });

  it("lets only the owner or an admin change an agent; hides drafts from others", async () => {
    const draft = await create(owner, { ...base, name: "Secret Draft Agent", status: "draft" });
    expect((await api(other, "GET", `/api/v1/agents/${draft.id}`)).status).toBe(404);
    expect((await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${draft.slug}`)).status).toBe(404);
    expect((await api(owner, "GET", `/api/v1/agents/${draft.slug}`)).status).toBe(200);
    expect((await api(other, "PATCH", `/api/v1/agents/${draft.id}`, { tagline: "mine now" })).status).toBe(404);

    const live = await create(owner, { ...base, name: "Public Agent" });
    const denied = await api(other, "PATCH", `/api/v1/agents/${live.id}`, { tagline: "mine now" });
    expect(denied.status).toBe(403);
    const byAdmin = await api(admin, "PATCH", `/api/v1/agents/${live.id}`, { tagline: "Reviewed by staff" });
    expect(byAdmin.body.tagline).toBe("Reviewed by staff");
    const byOwner = await api(owner, "PATCH", `/api/v1/agents/${live.id}`, {
      basePerMinuteRate: "0.3",
      status: "paused",
    });
    expect(byOwner.body).toMatchObject({ basePerMinuteRate: "0.30", status: "paused" });
  });

  it("answers /api/v1/agents/me with 404 until the user has an agent (docs/product/product-spec.md §7)", async () => {
    const fresh = (await signIn(server, { email: "newcomer@agents.test" })).browser;
    expect((await api(fresh, "GET", "/api/v1/agents/me")).status).toBe(404);
    // The user lookup says so beforehand, so the web need not ask for a certain 404 (decision 077).
    expect((await api(fresh, "GET", "/api/auth/user")).body.hasAgentProfile).toBe(false);
    await create(fresh, { ...base, name: "Newcomer Bot" });
    const me = await api(fresh, "GET", "/api/v1/agents/me");
    expect(me.status).toBe(200);
    expect(me.body.data.map((a: { name: string }) => a.name)).toEqual(["Newcomer Bot"]);
    expect((await api(fresh, "GET", "/api/auth/user")).body.hasAgentProfile).toBe(true);
  });
});

/** Opens a per-minute service of `agentId`: the catalogue lists agents with a service open for hire. */
async function openService(browser: Browser, agentId: string, category: string, title = "Hourly help") {
  const res = await api(browser, "POST", `/api/v1/agents/${agentId}/services`, {
    title,
    description: "Work billed by the minute while it streams.",
    category,
    pricingTags: ["per-minute"],
    estimatedDuration: 30,
    perMinutePricing: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

describe("catalogue search", () => {
  let seller: Browser;
  beforeAll(async () => {
    seller = (await signIn(server, { email: "seller@agents.test" })).browser;
    const agents = [
      { name: "Kubernetes Incident Triager", skills: ["kubernetes", "devops"], categories: ["DevOps"], rate: "1.20" },
      {
        name: "Japanese Technical Translator",
        skills: ["translation", "japanese"],
        categories: ["Translation"],
        rate: "0.80",
      },
      { name: "SQL Query Optimiser", skills: ["sql", "postgres"], categories: ["Data"], rate: "0.50" },
      { name: "Grant Proposal Researcher", skills: ["research", "writing"], categories: ["Research"], rate: "0.40" },
    ];
    for (const a of agents) {
      const created = await create(seller, {
        name: a.name,
        tagline: `${a.name} for busy teams`,
        description: `An agent that helps with ${a.skills.join(" and ")}.`,
        skills: a.skills,
        categories: a.categories,
        basePerMinuteRate: a.rate,
        status: "active",
      });
      await openService(seller, created.id, a.categories[0] as string);
    }
    for (let i = 0; i < 23; i++) {
      const created = await create(seller, {
        name: `Generic Helper ${String(i).padStart(2, "0")}`,
        skills: ["general"],
        categories: ["Misc"],
        basePerMinuteRate: `0.${String(10 + i)}`,
        status: "active",
      });
      await openService(seller, created.id, "Misc");
    }
  });

  it("lists agents with a service open for hire, priced by what can be hired; the rest only when asked", async () => {
    const example = await create(seller, {
      name: "Paused Example Lister",
      skills: ["exampling"],
      categories: ["Misc"],
      basePerMinuteRate: "0.55",
      status: "active",
    });
    const paused = await openService(seller, example.id, "Misc", "Paused only");
    expect((await api(seller, "PATCH", `/api/v1/services/${paused.id}`, { status: "paused" })).status).toBe(200);
    const names = async (query: string) =>
      ((await api(anon(), "GET", `/api/v1/agents?${query}`)).body.data as { name: string }[]).map((a) => a.name);
    expect(await names("q=exampling")).toEqual([]);
    const listed = await api(anon(), "GET", "/api/v1/agents?q=exampling&hireable=any");
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        name: "Paused Example Lister",
        hireable: { services: 0, fromPerMinute: null, fromFixed: null },
      }),
    ]);
    // A service-specific rate is what the card shows, not the agent's base rate.
    const open = await openService(seller, example.id, "Misc", "Open at a special rate");
    await api(seller, "PATCH", `/api/v1/agents/${example.id}`, {
      rateOverrides: [{ match: { serviceId: open.id }, basePerMinuteRate: "0.50" }],
    });
    const hireable = await api(anon(), "GET", "/api/v1/agents?q=exampling");
    expect(hireable.body.data[0]).toMatchObject({
      name: "Paused Example Lister",
      basePerMinuteRate: "0.55",
      hireable: { services: 1, fromPerMinute: "0.50", fromFixed: null },
    });
    expect((await api(anon(), "GET", `/api/v1/agents/${example.id}`)).body.hireable).toEqual({
      services: 1,
      fromPerMinute: "0.50",
      fromFixed: null,
    });
    // Done with it: out of the counts the other cases compare.
    await api(seller, "PATCH", `/api/v1/agents/${example.id}`, { status: "paused" });
  });

  const anon = () => ({ baseUrl: server.baseUrl });

  it("ranks the obvious match first", async () => {
    const res = await api(anon(), "GET", "/api/v1/agents?q=kubernetes%20incident");
    expect(res.status).toBe(200);
    expect(res.body.data[0].name).toBe("Kubernetes Incident Triager");
  });

  it("matches a prefix while typing and forgives a typo in the name", async () => {
    expect((await api(anon(), "GET", "/api/v1/agents?q=japan")).body.data[0].name).toBe(
      "Japanese Technical Translator",
    );
    expect((await api(anon(), "GET", "/api/v1/agents?q=kubernets")).body.data[0].name).toBe(
      "Kubernetes Incident Triager",
    );
  });

  it("filters by skills, category and maximum rate, with facet counts", async () => {
    const bySkill = await api(anon(), "GET", "/api/v1/agents?skills=sql,postgres");
    expect(bySkill.body.data.map((a: { name: string }) => a.name)).toEqual(["SQL Query Optimiser"]);
    const byCategory = await api(anon(), "GET", "/api/v1/agents?category=Research");
    expect(byCategory.body.data.map((a: { name: string }) => a.name)).toEqual(["Grant Proposal Researcher"]);
    const cheap = await api(anon(), "GET", "/api/v1/agents?maxRate=0.45&limit=100");
    for (const a of cheap.body.data) expect(Number(a.basePerMinuteRate)).toBeLessThanOrEqual(0.45);
    const misc = cheap.body.facets.categories.find((f: { value: string }) => f.value === "Misc");
    expect(misc.count).toBeGreaterThan(0);
  });

  it("pages through every active agent once, in order, for each sort", async () => {
    for (const sort of ["newest", "price_asc", "price_desc", "reputation"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let prices: number[] = [];
      do {
        const path: string = `/api/v1/agents?sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ""}`;
        const res = await api(anon(), "GET", path);
        expect(res.status).toBe(200);
        // Facets describe the whole query, so only its first page carries them.
        if (cursor) expect(res.body.facets).toBeNull();
        else expect(res.body.facets.categories.length).toBeGreaterThan(0);
        seen.push(...res.body.data.map((a: { id: string }) => a.id));
        prices = prices.concat(res.body.data.map((a: { basePerMinuteRate: string }) => Number(a.basePerMinuteRate)));
        cursor = res.body.nextCursor;
      } while (cursor);
      const all = await api(anon(), "GET", "/api/v1/agents?limit=100");
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.length, sort).toBe(all.body.data.length);
      if (sort === "price_asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "price_desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it("refuses a cursor from another sort, naming cursor", async () => {
    const first = await api(anon(), "GET", "/api/v1/agents?sort=newest&limit=2");
    const res = await api(anon(), "GET", `/api/v1/agents?sort=price_asc&cursor=${first.body.nextCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe("cursor");
  });

  it("counts active agents in the platform and footer figures", async () => {
    // Every active listing, open for hire or not (the figures count listings, as the spec's do).
    const all = await api(anon(), "GET", "/api/v1/agents?limit=100&hireable=any");
    const stats = await api(anon(), "GET", "/api/stats/platform");
    expect(stats.body).toMatchObject({
      activeAgents: all.body.data.length,
      totalTransactions: "0.00",
      verifiedAgents: 0,
    });
    const footer = await api(anon(), "GET", "/api/performance/stats");
    expect(footer.body.activeAgents).toBe(all.body.data.length);
  });
});
