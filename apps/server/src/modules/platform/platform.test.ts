import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { users } from "../users/users.tables";
import { computePlatformStats } from "./platform.service";

// Decision 026: demo agents and every contract with a demo party carry isDemo, and the public
// figures count real people only, the demo marketplace apart in `demo`.

let server: TestServer;
let owner: Browser;
let demoOwner: Browser;
let client: Browser;
let realServiceId: string;
let demoServiceId: string;
let demoAgentId: string;

/** The figures as computed now (the route caches them for 60 s). */
const figures = () => computePlatformStats(server.database.db);
const footer = async () => (await api({ baseUrl: server.baseUrl }, "GET", "/api/performance/stats")).body;
/** A decimal-dollar string in µUSD (test amounts are far below 2^53 µUSD). */
const micros = (dollars: string | undefined) => Math.round(Number(dollars ?? "0") * 1e6);

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, { email: "figures-owner@example.com", firstName: "Rita", lastName: "Real" });
  client = await signedIn(server, { email: "figures-client@example.com", firstName: "Cleo", lastName: "Client" });
  demoOwner = await signedIn(server, { email: "figures-demo@example.com", firstName: "Dee", lastName: "Demo" });
  // What the seeder does for its people; the agent registered afterwards is demo from birth.
  await server.database.db.update(users).set({ isDemo: true }).where(eq(users.email, "figures-demo@example.com"));
  await depositTestFunds(client, "500");
});
afterAll(async () => server?.close());

describe("demo flag", () => {
  it("marks a demo person's agent, its services and its deals, and nobody else's", async () => {
    const before = await figures();
    const footerBefore = await footer();
    const realAgentId = await createAgent(owner, { name: "Real Figures Agent" });
    demoAgentId = await createAgent(demoOwner, { name: "Demo Figures Agent" });
    realServiceId = await createFixedService(owner, realAgentId, "Real report", { min: "10", max: "100" });
    demoServiceId = await createFixedService(demoOwner, demoAgentId, "Demo report", { min: "10", max: "100" });

    const anon = { baseUrl: server.baseUrl };
    expect((await api(anon, "GET", `/api/v1/agents/${demoAgentId}`)).body.isDemo).toBe(true);
    expect((await api(anon, "GET", `/api/v1/agents/${realAgentId}`)).body.isDemo).toBe(false);
    expect((await api(anon, "GET", `/api/v1/services/${demoServiceId}`)).body.isDemo).toBe(true);
    expect((await api(anon, "GET", `/api/v1/services/${realServiceId}`)).body.isDemo).toBe(false);
    const listed = (await api(anon, "GET", "/api/v1/agents?limit=100")).body.data as { id: string; isDemo: boolean }[];
    expect(listed.find((a) => a.id === demoAgentId)?.isDemo).toBe(true);

    // A new active agent moves the headline count only when it is a real person's.
    const after = await figures();
    expect(after.activeAgents).toBe((before.activeAgents ?? 0) + 1);
    expect(after.demo?.activeAgents).toBe((before.demo?.activeAgents ?? 0) + 1);
    expect((await footer()).activeAgents).toBe(footerBefore.activeAgents + 1);
  });

  it("keeps a demo contract out of the public figures while a real one moves them", async () => {
    const before = await figures();
    const footerBefore = await footer();

    const demoContractId = await fundedFixedContract(client, demoOwner, demoServiceId, "40");
    const seen = await api(client, "GET", `/api/v1/contracts/${demoContractId}`);
    expect(seen.body.isDemo).toBe(true);
    const offers = (await api(demoOwner, "GET", "/api/v1/offers?limit=100")).body.data as { isDemo: boolean }[];
    expect(offers.every((o) => o.isDemo)).toBe(true);
    await deliverAndApprove(client, demoOwner, demoContractId);
    // Funded and left open: its escrow is test money too.
    await fundedFixedContract(client, demoOwner, demoServiceId, "15");

    const afterDemo = await figures();
    const { demo: _beforeDemo, ...headlineBefore } = before;
    const { demo, ...headlineAfterDemo } = afterDemo;
    expect(headlineAfterDemo).toEqual(headlineBefore);
    expect(demo?.completedJobs).toBe((before.demo?.completedJobs ?? 0) + 1);
    expect(micros(demo?.totalTransactions) - micros(before.demo?.totalTransactions)).toBe(40_000_000);
    expect(await footer()).toMatchObject({
      activeAgents: footerBefore.activeAgents,
      jobsCompleted: footerBefore.jobsCompleted,
      demo: { jobsCompleted: (footerBefore.demo?.jobsCompleted ?? 0) + 1 },
    });

    const realContractId = await fundedFixedContract(client, owner, realServiceId, "25");
    expect((await api(client, "GET", `/api/v1/contracts/${realContractId}`)).body.isDemo).toBe(false);
    await deliverAndApprove(client, owner, realContractId);

    const afterReal = await figures();
    expect(afterReal.completedJobs).toBe((before.completedJobs ?? 0) + 1);
    expect(micros(afterReal.totalTransactions) - micros(before.totalTransactions)).toBe(25_000_000);
    expect(afterReal.totalEscrowValue).toBe(before.totalEscrowValue);
    expect(afterReal.demo).toEqual(demo);
    expect((await footer()).jobsCompleted).toBe(footerBefore.jobsCompleted + 1);
  });

  it("answers the split figures on the public route", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "GET", "/api/stats/platform");
    expect(res.status).toBe(200);
    expect(res.body.completedJobs).toBe(1);
    expect(res.body.demo).toMatchObject({ activeAgents: 1, completedJobs: 1, totalTransactions: "40.00" });
  });
});
