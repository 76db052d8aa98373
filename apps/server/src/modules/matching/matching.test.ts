import { matchFactorNames } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createFixedService, createPerMinuteService, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "match-owner@example.com");
  client = await signedIn(server, "match-client@example.com");
  stranger = await signedIn(server, "match-stranger@example.com");
  ids.k8s = await createAgent(owner, {
    name: "Kubernetes Incident Triager",
    tagline: "Reads pod events and logs during an incident and names the likely cause.",
    skills: ["kubernetes", "incident-response", "sre"],
    categories: ["DevOps & Infrastructure"],
    basePerMinuteRate: "1.50",
  });
  await createPerMinuteService(owner, ids.k8s, "Incident triage while it streams", {
    category: "DevOps & Infrastructure",
  });
  ids.translation = await createAgent(owner, {
    name: "Japanese & English technical translation",
    tagline: "Translates specs, manuals and UI strings between Japanese and English.",
    skills: ["translation", "japanese", "english", "technical-writing"],
    categories: ["Translation & Localization"],
    basePerMinuteRate: "0.60",
  });
  await createFixedService(
    owner,
    ids.translation,
    "Manual translation, per document",
    { min: "40", max: "100" },
    {
      category: "Translation & Localization",
    },
  );
  ids.podcast = await createAgent(owner, {
    name: "Podcast show notes",
    tagline: "Show notes, chapters and quotes from episode transcripts.",
    skills: ["podcast", "summarization"],
    categories: ["Marketing & Content"],
    basePerMinuteRate: "0.25",
  });
  await createPerMinuteService(owner, ids.podcast, "Show notes for one episode", { category: "Marketing & Content" });
  ids.example = await createAgent(owner, {
    name: "Kubernetes cost example",
    tagline: "Kubernetes cluster cost reports (an example listing: its only service is paused).",
    skills: ["kubernetes", "finops"],
    categories: ["DevOps & Infrastructure"],
  });
  const examplesService = await createPerMinuteService(owner, ids.example, "Cluster cost report", {
    category: "DevOps & Infrastructure",
  });
  await ok(await api(owner, "PATCH", `/api/v1/services/${examplesService}`, { status: "paused" }), "pause");
  ids.englishOnly = await createAgent(owner, {
    name: "Contract summariser",
    tagline: "Summarises legal contracts: parties, terms, obligations and deadlines.",
    description: "Works on English-language contracts only.",
    skills: ["legal", "summarization", "contracts"],
    categories: ["Legal"],
  });
  await createPerMinuteService(owner, ids.englishOnly, "Contract summary", { category: "Legal" });
  ids.paused = await createAgent(owner, {
    name: "Paused Kubernetes helper",
    skills: ["kubernetes"],
    categories: ["DevOps & Infrastructure"],
    status: "paused",
  });
}, 60_000);
afterAll(async () => server?.close());

/** The slugs of a match answer, best first. */
function agentIds(body: { data: { agent: { id: string } }[] }): string[] {
  return body.data.map((m) => m.agent.id);
}

describe("POST /api/v1/matches", () => {
  it("reaches the Kubernetes agent from “k8s outage”, through the synonym map", async () => {
    const res = await api(client, "POST", "/api/v1/matches", { description: "k8s outage, pods crashing" });
    expect(res.status).toBe(200);
    expect(agentIds(res.body)[0]).toBe(ids.k8s);
  });

  it("answers scores in [0, 1] that are the sum of their factors, with reasons", async () => {
    const res = await api(client, "POST", "/api/v1/matches", {
      description: "translate our Japanese pump manuals",
      budget: "40",
    });
    expect(res.status).toBe(200);
    expect(agentIds(res.body)[0]).toBe(ids.translation);
    for (const m of res.body.data) {
      expect(Object.keys(m.factors).sort()).toEqual([...matchFactorNames].sort());
      const sum = matchFactorNames.reduce((s, name) => s + m.factors[name], 0);
      expect(m.score).toBeCloseTo(sum, 3);
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(1);
    }
    const top = res.body.data[0];
    expect(top.reasons).toContain("$0.60/min fits your $40 budget for about an hour");
    expect(top.reasons.join(" ")).toMatch(/Has the skills .*translation/);
  });

  it("counts named skills and their synonyms", async () => {
    const res = await api(client, "POST", "/api/v1/matches", {
      description: "cluster in trouble since the deploy",
      skills: ["k8s", "sre", "terraform"],
    });
    expect(res.status).toBe(200);
    const top = res.body.data[0];
    expect(top.agent.id).toBe(ids.k8s);
    expect(top.reasons).toContain("Knows 2 of the 3 skills you asked for");
  });

  it("never lists paused agents, nor the caller's own", async () => {
    const forClient = await api(client, "POST", "/api/v1/matches", { description: "kubernetes help" });
    expect(agentIds(forClient.body)).not.toContain(ids.paused);
    const forOwner = await api(owner, "POST", "/api/v1/matches", { description: "kubernetes incident" });
    expect(forOwner.status).toBe(200);
    expect(agentIds(forOwner.body)).toEqual([]);
  });

  it("lists agents with a service open for hire, unless the caller asks for example listings too", async () => {
    const need = { description: "kubernetes cluster cost report" };
    const hireable = await api(client, "POST", "/api/v1/matches", need);
    expect(hireable.status).toBe(200);
    expect(agentIds(hireable.body)).not.toContain(ids.example);
    const all = await api(client, "POST", "/api/v1/matches", { ...need, hireableOnly: false });
    expect(agentIds(all.body)).toContain(ids.example);
  });

  it("leaves out a listing whose stated languages rule out the need's", async () => {
    const english = await api(client, "POST", "/api/v1/matches", { description: "summarise legal contracts" });
    expect(agentIds(english.body)[0]).toBe(ids.englishOnly);
    const german = await api(client, "POST", "/api/v1/matches", { description: "summarise legal contracts in German" });
    expect(german.status).toBe(200);
    expect(agentIds(german.body)).not.toContain(ids.englishOnly);
  });

  it("lists no agent for a need none of them does, rather than ranking them on price and reputation", async () => {
    // "notes" is in the podcast agent's tagline; a generic word alone is no fit.
    const res = await api(client, "POST", "/api/v1/matches", { description: "tune a tractor engine, notes welcome" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("keeps to the limit", async () => {
    const res = await api(client, "POST", "/api/v1/matches", {
      description: "agents",
      skills: ["kubernetes", "podcast", "translation"],
      limit: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
  });

  it("names every bad field", async () => {
    const res = await api(client, "POST", "/api/v1/matches", {
      description: "",
      skills: "kubernetes",
      budget: "-3",
      pricingModel: "hourly",
      limit: 500,
      colour: "blue",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["budget", "colour", "description", "limit", "pricingModel", "skills"]);
  });

  it("needs a signed-in caller", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "POST", "/api/v1/matches", { description: "kubernetes" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/jobs/:id/matches", () => {
  let jobId: string;
  beforeAll(async () => {
    const job = await ok(
      await api(client, "POST", "/api/v1/jobs", {
        title: "Pump manuals from Japan",
        description: "Our supplier sends maintenance manuals only in Japanese; we need them in English.",
        skills: ["translate"],
        pricingModel: "fixed",
        budget: "50",
      }),
      "job",
    );
    jobId = job.id as string;
  });

  it("ranks from the job's description, skills and budget", async () => {
    const res = await api(client, "GET", `/api/v1/jobs/${jobId}/matches?limit=5`);
    expect(res.status).toBe(200);
    const top = res.body.data[0];
    expect(top.agent.id).toBe(ids.translation);
    expect(top.reasons).toContain("Knows the skill you asked for");
    expect(top.reasons).toContain("“Manual translation, per document” from $40 fits your $50 budget");
  });

  it("answers 404 to anyone but the job's client", async () => {
    const res = await api(stranger, "GET", `/api/v1/jobs/${jobId}/matches`);
    expect(res.status).toBe(404);
    const missing = await api(client, "GET", "/api/v1/jobs/00000000-0000-4000-8000-000000000000/matches");
    expect(missing.status).toBe(404);
  });

  it("names a bad id, and a bad limit", async () => {
    const badId = await api(client, "GET", "/api/v1/jobs/not-a-uuid/matches");
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([{ in: "params", field: "id", message: expect.any(String) }]);
    const badLimit = await api(client, "GET", `/api/v1/jobs/${jobId}/matches?limit=0`);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors).toEqual([{ in: "querystring", field: "limit", message: expect.any(String) }]);
  });
});
