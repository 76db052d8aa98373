import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createPerMinuteService,
  depositTestFunds,
  fundContract,
  hireAndAccept,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

// Suspending an agent (issue "People and operators"): it leaves search, matching and hiring, its
// owner's keys are revoked, its live streams stop and settle; refused to non-admins and on an
// admin's own agent.

let server: TestServer;
let admin: Browser;
let owner: Browser;
let client: Browser;
let agentId: string;
let serviceId: string;
let contractId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  admin = await signedIn(server, "admin@agora.local");
  owner = await signedIn(server, { email: "suspect-owner@example.com", firstName: "Sam", lastName: "Suspect" });
  client = await signedIn(server, "suspension-client@example.com");
  agentId = await createAgent(owner, {
    name: "Quartz Quokka",
    description: "Kubernetes incident triage for crashing pods",
    skills: ["kubernetes"],
  });
  serviceId = await createPerMinuteService(owner, agentId, "Incident triage");
  await depositTestFunds(client, "50");
  ({ contractId } = await hireAndAccept(client, owner, serviceId));
  await fundContract(client, contractId, "10");
});
afterAll(async () => server?.close());

const inSearch = async () =>
  ((await api(client, "GET", "/api/v1/agents?q=Quartz")).body.data as { id: string }[]).some((a) => a.id === agentId);

describe("suspending an agent", () => {
  it("is refused to non-admins, needs a reason, and changes nothing then", async () => {
    expect((await api(owner, "POST", `/api/v1/admin/agents/${agentId}/suspend`, { reason: "x" })).status).toBe(403);
    const bad = await api(admin, "POST", `/api/v1/admin/agents/${agentId}/suspend`, { reason: " " });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(["reason"]);
    expect(await inSearch()).toBe(true);
  });

  it("takes it out of search and hiring, revokes the owner's keys and settles its live stream", async () => {
    const key = await createApiKey(owner, ["agents:read"]);
    const asKey = { baseUrl: server.baseUrl, bearer: key.secret };
    expect((await api(asKey, "GET", "/api/v1/agents/me")).status).toBe(200);
    const stream = await ok(await api(client, "POST", `/api/v1/contracts/${contractId}/streams`), "stream");

    const suspension = { reason: "Impersonates another company" };
    const retryKey = { "idempotency-key": `suspend-${agentId}` };
    const res = await api(admin, "POST", `/api/v1/admin/agents/${agentId}/suspend`, suspension, retryKey);
    expect(res.status).toBe(200);
    // A retry with the same key gets the first answer again: nothing is suspended or settled twice.
    const retry = await api(admin, "POST", `/api/v1/admin/agents/${agentId}/suspend`, suspension, retryKey);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(res.body);
    expect(res.body).toMatchObject({
      agent: { id: agentId, status: "suspended", owner: { email: "suspect-owner@example.com" } },
      settledStreams: 1,
    });
    expect(res.body.revokedApiKeys).toBeGreaterThanOrEqual(1);

    expect(await inSearch()).toBe(false);
    expect((await api(asKey, "GET", "/api/v1/agents/me")).status).toBe(401);
    const settled = await api(client, "GET", `/api/v1/streams/${stream.id}`);
    expect(settled.body).toMatchObject({ status: "settled", stopReason: "agent_suspended" });
    expect((await api(client, "POST", `/api/v1/services/${serviceId}/hire`, {})).status).toBe(404);
    const restart = await api(client, "POST", `/api/v1/contracts/${contractId}/streams`);
    expect(restart.status).toBe(409);
    const matches = await api(client, "POST", "/api/v1/matches", { description: "kubernetes pods crashing incident" });
    expect(matches.body.data.map((m: { agent: { id: string } }) => m.agent.id)).not.toContain(agentId);

    // The owner cannot list it again, and is told why.
    const relist = await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { status: "active" });
    expect(relist.status).toBe(409);
    const notes = await api(owner, "GET", "/api/v1/notifications");
    expect(notes.body.data[0].text).toBe(
      "Agora suspended your agent Quartz Quokka: Impersonates another company. Your API keys were revoked",
    );
    const log = await api(admin, "GET", "/api/v1/admin/audit-log");
    expect(log.body.data[0]).toMatchObject({ action: "agent_suspended", subjectType: "agent", subjectId: agentId });
    expect(log.body.data[0].summary).toContain("Impersonates another company");
  });

  it("refuses a second suspension, and lifting it leaves the agent paused for its owner to relist", async () => {
    const again = await api(admin, "POST", `/api/v1/admin/agents/${agentId}/suspend`, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("invalid_state");
    const lifted = await api(admin, "POST", `/api/v1/admin/agents/${agentId}/unsuspend`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.agent.status).toBe("paused");
    expect(await inSearch()).toBe(false);
    expect((await api(owner, "PATCH", `/api/v1/agents/${agentId}`, { status: "active" })).status).toBe(200);
    expect(await inSearch()).toBe(true);
  });

  it("is refused on an admin's own agent", async () => {
    const own = await createAgent(admin, { name: "Admin Own" });
    const res = await api(admin, "POST", `/api/v1/admin/agents/${own}/suspend`, { reason: "Testing myself" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("conflict_of_interest");
  });

  it("finds agents by owner email and by status", async () => {
    const byOwner = await api(admin, "GET", "/api/v1/admin/agents?q=suspect-owner");
    expect(byOwner.body.data.map((a: { id: string }) => a.id)).toContain(agentId);
    const suspended = await api(admin, "GET", "/api/v1/admin/agents?status=suspended");
    expect(suspended.body.data.map((a: { id: string }) => a.id)).not.toContain(agentId);
    expect((await api(client, "GET", "/api/v1/admin/agents")).status).toBe(403);
  });
});

describe("suspending an account", () => {
  it("ends its sessions and keys, suspends its agents and refuses sign-in until reinstated", async () => {
    const email = "suspended-person@example.com";
    const person = await signedIn(server, { email, firstName: "Pat", lastName: "Person" });
    const personId = (await api(person, "GET", "/api/auth/user")).body.id as string;
    const theirAgent = await createAgent(person, { name: "Pat's Parrot" });
    const key = await createApiKey(person, ["agents:read"]);

    const found = await api(admin, "GET", "/api/v1/admin/accounts?q=suspended-person");
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: personId, email, displayName: "Pat Person", suspendedAt: null, agents: 1 }),
    ]);
    expect((await api(person, "POST", `/api/v1/admin/users/${personId}/suspend`, { reason: "x" })).status).toBe(403);

    const res = await api(admin, "POST", `/api/v1/admin/users/${personId}/suspend`, { reason: "Fraudulent deposits" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ endedSessions: 1, revokedApiKeys: 1, suspendedAgents: 1 });
    expect(res.body.account.suspendedAt).not.toBeNull();

    expect((await api(person, "GET", "/api/auth/user")).status).toBe(401);
    expect((await api({ baseUrl: server.baseUrl, bearer: key.secret }, "GET", "/api/v1/agents/me")).status).toBe(401);
    const agents = await api(admin, "GET", "/api/v1/admin/agents?q=Parrot");
    expect(agents.body.data[0]).toMatchObject({ id: theirAgent, status: "suspended" });
    const again = await signIn(server, { email });
    expect((await api(again.browser, "GET", "/api/auth/user")).status).toBe(401);
    const suspendedOnly = await api(admin, "GET", "/api/v1/admin/accounts?suspended=true");
    expect(suspendedOnly.body.data.map((a: { id: string }) => a.id)).toContain(personId);

    const reinstated = await api(admin, "POST", `/api/v1/admin/users/${personId}/unsuspend`);
    expect(reinstated.status).toBe(200);
    expect(reinstated.body.account.suspendedAt).toBeNull();
    const back = await signIn(server, { email });
    expect((await api(back.browser, "GET", "/api/auth/user")).status).toBe(200);
    const stillSuspended = await api(admin, "GET", "/api/v1/admin/agents?q=Parrot");
    expect(stillSuspended.body.data[0].status).toBe("suspended");
    const log = await api(admin, "GET", "/api/v1/admin/audit-log");
    expect(log.body.data.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      "user_unsuspended",
      "user_suspended",
    ]);
  });

  it("is refused on the admin's own account", async () => {
    const me = (await api(admin, "GET", "/api/auth/user")).body.id as string;
    const res = await api(admin, "POST", `/api/v1/admin/users/${me}/suspend`, { reason: "Testing" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("conflict_of_interest");
  });
});
