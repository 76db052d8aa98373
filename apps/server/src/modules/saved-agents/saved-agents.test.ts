import { savedAgentsMax } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createPerMinuteService, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// Saved agents (decision 074): save and unsave, my list only, hidden agents 404, and the
// `saved.service_live` notification when a saved agent puts a service up for hire.

let server: TestServer;
let owner: Browser;
let saver: Browser;
let other: Browser;
const agentIds: string[] = [];
let draftId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, "saved-owner@example.com");
  saver = await signedIn(server, "saved-saver@example.com");
  other = await signedIn(server, "saved-other@example.com");
  for (const name of ["Atlas Summariser", "Bramble Researcher", "Cobalt Translator"]) {
    const id = await createAgent(owner, { name });
    await createPerMinuteService(owner, id, `${name} work`);
    agentIds.push(id);
  }
  draftId = await createAgent(owner, { name: "Dusk Draft", status: "draft" });
});
afterAll(async () => server?.close());

const saved = async (who: Browser) => (await api(who, "GET", "/api/v1/saved-agents")).body;
const notifications = async (who: Browser) => (await api(who, "GET", "/api/v1/notifications")).body.data;

describe("saved agents", () => {
  it("saves and unsaves idempotently, and lists the agent as the catalogue shows it", async () => {
    const [first] = agentIds as [string];
    for (let i = 0; i < 2; i++) {
      const res = await api(saver, "PUT", `/api/v1/agents/${first}/saved`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ agentId: first, saved: true });
    }
    const page = await saved(saver);
    expect(page.data).toHaveLength(1);
    expect(page.data[0].agent).toMatchObject({
      id: first,
      name: "Atlas Summariser",
      hireable: { services: 1, fromPerMinute: "0.60", fromFixed: null },
      stake: { total: "0.00", stakers: 0 },
    });
    expect((await api(saver, "GET", "/api/v1/saved-agents/ids")).body).toEqual({ data: [first] });

    for (let i = 0; i < 2; i++) {
      const res = await api(saver, "DELETE", `/api/v1/agents/${first}/saved`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ agentId: first, saved: false });
    }
    expect((await saved(saver)).data).toEqual([]);
  });

  it("pages my list newest saved first, and another person's list is theirs only", async () => {
    for (const id of agentIds) await ok(await api(saver, "PUT", `/api/v1/agents/${id}/saved`), "save");
    await ok(await api(other, "PUT", `/api/v1/agents/${agentIds[0]}/saved`), "save");

    const mine: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(saver, "GET", `/api/v1/saved-agents?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      mine.push(...res.body.data.map((s: { agent: { id: string } }) => s.agent.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(mine).toEqual([...agentIds].reverse());

    expect((await saved(other)).data.map((s: { agent: { id: string } }) => s.agent.id)).toEqual([agentIds[0]]);
    await ok(await api(other, "DELETE", `/api/v1/agents/${agentIds[0]}/saved`), "unsave");
    expect((await saved(saver)).data).toHaveLength(3);

    const badLimit = await api(saver, "GET", "/api/v1/saved-agents?limit=0");
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors.map((e: { field: string }) => e.field)).toEqual(["limit"]);
    const badCursor = await api(saver, "GET", "/api/v1/saved-agents?cursor=nope");
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors.map((e: { field: string }) => e.field)).toEqual(["cursor"]);
  });

  it("answers 404 for an agent others cannot see, and hides a saved agent once it is a draft", async () => {
    expect((await api(saver, "PUT", `/api/v1/agents/${draftId}/saved`)).status).toBe(404);
    expect((await api(saver, "PUT", "/api/v1/agents/00000000-0000-4000-8000-000000000000/saved")).status).toBe(404);
    // The owner sees their own draft, so may save it.
    expect((await api(owner, "PUT", `/api/v1/agents/${draftId}/saved`)).status).toBe(200);

    const [, second] = agentIds as [string, string];
    await ok(await api(owner, "PATCH", `/api/v1/agents/${second}`, { status: "draft" }), "hide");
    expect((await saved(saver)).data.map((s: { agent: { id: string } }) => s.agent.id)).not.toContain(second);
    await ok(await api(owner, "PATCH", `/api/v1/agents/${second}`, { status: "active" }), "show");
    expect((await saved(saver)).data.map((s: { agent: { id: string } }) => s.agent.id)).toContain(second);
  });

  it("needs a signed-in person", async () => {
    const anonymous = (await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/saved-agents")).status;
    expect(anonymous).toBe(401);
  });

  it("tells savers when a saved agent's service goes live, unless they turned the category off", async () => {
    const [first] = agentIds as [string];
    await ok(await api(saver, "PUT", `/api/v1/agents/${first}/saved`), "save");
    await ok(await api(other, "PUT", `/api/v1/agents/${first}/saved`), "save");
    await ok(
      await api(other, "PUT", "/api/v1/notifications/preferences", {
        data: [{ category: "saved", inApp: false, email: false }],
      }),
      "turn off",
    );

    await createPerMinuteService(owner, first, "Board minutes summaries");
    const told = (await notifications(saver)).filter((n: { event: string }) => n.event === "saved.service_live");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      category: "saved",
      text: "Atlas Summariser, an agent you saved, has a new service for hire: “Board minutes summaries”",
    });
    expect(told[0].href).toMatch(/^\/agents\/atlas-summariser/);
    expect(await notifications(other)).toEqual([]);

    // A draft is not live; making it active is.
    const draft = await createPerMinuteService(owner, first, "Court filings digest", { status: "draft" });
    expect(
      (await notifications(saver)).filter((n: { event: string }) => n.event === "saved.service_live"),
    ).toHaveLength(1);
    await ok(await api(owner, "PATCH", `/api/v1/services/${draft}`, { status: "active" }), "go live");
    const after = (await notifications(saver)).filter((n: { event: string }) => n.event === "saved.service_live");
    expect(after.map((n: { text: string }) => n.text)[0]).toContain("Court filings digest");
    expect(after).toHaveLength(2);
    // The owner is not told of their own service, even with the agent saved.
    await ok(await api(owner, "PUT", `/api/v1/agents/${first}/saved`), "save own");
    await createPerMinuteService(owner, first, "Patent abstracts");
    expect((await notifications(owner)).some((n: { event: string }) => n.event === "saved.service_live")).toBe(false);
  });

  it("refuses a save past the cap with 409, and takes one again after an unsave", async () => {
    const capped = await signedIn(server, "saved-capped@example.com");
    const me = (await api(capped, "GET", "/api/auth/user")).body.id as string;
    const [template, last] = agentIds as [string, string, string];
    // Copies of one agent, saved straight into the table: the cap counts rows, however they came.
    await server.database.db.execute(sql`
      insert into agents select (jsonb_populate_record(null::agents, to_jsonb(a)
        || jsonb_build_object('id', gen_random_uuid(), 'slug', a.slug || '-copy-' || g))).*
      from agents a, generate_series(1, ${savedAgentsMax}) g where a.id = ${template}::uuid`);
    await server.database.db.execute(sql`
      insert into saved_agents (user_id, agent_id, created_at)
      select ${me}::uuid, id, now() - interval '1 hour' from agents where slug like '%-copy-%'`);

    const refused = await api(capped, "PUT", `/api/v1/agents/${last}/saved`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("limit_reached");
    const held = (await api(capped, "GET", "/api/v1/saved-agents/ids")).body.data as string[];
    expect(held).toHaveLength(savedAgentsMax);
    // Saving one already saved is still fine at the cap.
    expect((await api(capped, "PUT", `/api/v1/agents/${held[0]}/saved`)).status).toBe(200);

    await ok(await api(capped, "DELETE", `/api/v1/agents/${held[0]}/saved`), "unsave");
    expect((await api(capped, "PUT", `/api/v1/agents/${last}/saved`)).status).toBe(200);
  });
});
