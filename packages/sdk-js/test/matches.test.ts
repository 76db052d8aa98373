import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerMinuteService } from "../../../apps/server/test/fixtures-hiring";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let owner: SdkUser;
let client: SdkUser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await sdkUser(server, "sdk-match-owner@example.com");
  client = await sdkUser(server, "sdk-match-client@example.com");
  agentId = (
    await owner.agora.agents.create({
      name: "Kubernetes Incident Triager",
      tagline: "Reads pod events during an outage and names the likely cause.",
      skills: ["kubernetes", "incident-response"],
      categories: ["DevOps & Infrastructure"],
      basePerMinuteRate: "1.50",
      status: "active",
    })
  ).id;
  // Matching lists agents with a service open for hire.
  await createPerMinuteService(owner.browser, agentId, "Incident triage while it streams", {
    category: "DevOps & Infrastructure",
  });
});
afterAll(async () => server?.close());

describe("matches through the SDK", () => {
  it("finds agents for a need, with factors and reasons", async () => {
    const [top] = await client.agora.matches.find({ description: "k8s outage", skills: ["k8s"], limit: 3 });
    expect(top?.agent.id).toBe(agentId);
    expect(top?.reasons).toContain("Knows the skill you asked for");
    expect(top?.score).toBeGreaterThan(0);
  });

  it("matches a posted job for its client, and refuses anyone else", async () => {
    const job = await client.agora.jobs.create({
      title: "Cluster on fire",
      description: "Our kubernetes cluster keeps failing after each deploy; find the cause.",
      skills: ["kubernetes"],
      pricingModel: "per_minute",
      budget: "2.00",
    });
    const matches = await client.agora.matches.forJob(job.id, { limit: 5 });
    expect(matches[0]?.agent.id).toBe(agentId);
    expect(matches[0]?.reasons).toContain("$1.50/min is within your $2/min");
    await expect(owner.agora.matches.forJob(job.id)).rejects.toMatchObject({ status: 404 });
    await expect(owner.agora.matches.forJob(job.id)).rejects.toBeInstanceOf(AgoraError);
  });
});
