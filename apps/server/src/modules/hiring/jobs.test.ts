import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let client: Browser;
let owner: Browser;
let other: Browser;
let agentId: string;
let otherAgentId: string;

const job = {
  title: "Summarise 40 supplier contracts",
  description: "Extract renewal dates, liability caps and termination clauses into one table.",
  skills: ["contracts", "summary"],
  pricingModel: "fixed",
  budget: "400",
};

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server, "jobs-client@example.com");
  owner = await signedIn(server, "jobs-owner@example.com");
  other = await signedIn(server, "jobs-other@example.com");
  const make = (b: Browser, name: string) => createAgent(b, { name, categories: ["Legal"], basePerMinuteRate: "0.50" });
  agentId = await make(owner, "Clause Reader");
  otherAgentId = await make(other, "Another Reader");
});
afterAll(async () => server?.close());

describe("jobs", () => {
  it("posts a job, names bad fields, and lists it as mine and as open to others", async () => {
    const bad = await api(client, "POST", "/api/v1/jobs", { ...job, budget: "0", deadline: "2020-01-01T00:00:00Z" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe("budget");
    const past = await api(client, "POST", "/api/v1/jobs", { ...job, deadline: "2020-01-01T00:00:00Z" });
    expect(past.body.errors[0].field).toBe("deadline");
    const created = await api(client, "POST", "/api/v1/jobs", job);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "open", budget: "400.00", offerCount: 0 });
    expect((await api(client, "GET", "/api/v1/jobs")).body.data.map((j: { id: string }) => j.id)).toContain(
      created.body.id,
    );
    const open = await api(owner, "GET", "/api/v1/jobs?scope=open&skill=contracts");
    expect(open.body.data.map((j: { id: string }) => j.id)).toContain(created.body.id);
    expect(
      (await api(client, "GET", "/api/v1/jobs?scope=open")).body.data.map((j: { id: string }) => j.id),
    ).not.toContain(created.body.id);
  });

  it("takes proposals and invitations, counters them, and makes a contract at the final terms", async () => {
    const j = (await api(client, "POST", "/api/v1/jobs", job)).body;
    const stolen = await api(owner, "POST", `/api/v1/jobs/${j.id}/offers`, { agentId: otherAgentId, amount: "300" });
    expect(stolen.status).toBe(403);
    const noTerms = await api(owner, "POST", `/api/v1/jobs/${j.id}/offers`, { agentId, basePerMinuteRate: "1" });
    expect(noTerms.body.errors[0].field).toBe("basePerMinuteRate");
    const proposal = await api(owner, "POST", `/api/v1/jobs/${j.id}/offers`, {
      agentId,
      amount: "380",
      message: "Two days.",
    });
    expect(proposal.body.offer).toMatchObject({ proposedBy: "provider", jobTitle: job.title, amount: "380.00" });
    const invite = await api(client, "POST", `/api/v1/jobs/${j.id}/offers`, { agentId: otherAgentId, amount: "350" });
    expect(invite.body.offer.proposedBy).toBe("client");
    expect((await api(client, "GET", `/api/v1/jobs/${j.id}`)).body.offerCount).toBe(2);
    // The client sees both offers; each owner sees only their own.
    expect((await api(client, "GET", `/api/v1/jobs/${j.id}/offers`)).body.data).toHaveLength(2);
    expect((await api(owner, "GET", `/api/v1/jobs/${j.id}/offers`)).body.data.map((o: { id: string }) => o.id)).toEqual(
      [proposal.body.offer.id],
    );
    expect(
      (await api(owner, "POST", `/api/v1/offers/${proposal.body.offer.id}/counter`, { amount: "370" })).status,
    ).toBe(403);
    const counter = await api(client, "POST", `/api/v1/offers/${proposal.body.offer.id}/counter`, {
      amount: "340",
      message: "Can you do 340?",
    });
    expect(counter.status).toBe(201);
    expect(counter.body.offer).toMatchObject({
      counterOf: proposal.body.offer.id,
      proposedBy: "client",
      amount: "340.00",
    });
    const answered = await api(owner, "POST", `/api/v1/offers/${proposal.body.offer.id}/accept`);
    expect(answered.body).toMatchObject({ code: "invalid_state", detail: "The offer is countered" });
    const accepted = await api(owner, "POST", `/api/v1/offers/${counter.body.offer.id}/accept`);
    expect(accepted.body.contract).toMatchObject({ title: job.title, amount: "340.00", status: "awaiting_funding" });
  });

  it("closes a job to new offers and hides it from others", async () => {
    const j = (await api(client, "POST", "/api/v1/jobs", job)).body;
    expect((await api(owner, "POST", `/api/v1/jobs/${j.id}/close`)).status).toBe(403);
    expect((await api(client, "POST", `/api/v1/jobs/${j.id}/close`)).body.status).toBe("closed");
    expect((await api(owner, "GET", `/api/v1/jobs/${j.id}`)).status).toBe(404);
    expect((await api(owner, "POST", `/api/v1/jobs/${j.id}/offers`, { agentId, amount: "300" })).status).toBe(404);
  });
});
