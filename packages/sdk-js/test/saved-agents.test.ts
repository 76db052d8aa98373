import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let saver: SdkUser;
let owner: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  saver = await sdkUser(server, "sdk-saver@example.com");
  owner = await sdkUser(server, "sdk-saved-owner@example.com");
});
afterAll(async () => server?.close());

/** Every saved agent's id, following the cursors page after page. */
async function savedIds(user: SdkUser, limit?: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const saved of user.agora.savedAgents.list(limit === undefined ? {} : { limit })) ids.push(saved.agent.id);
  return ids;
}

describe("saved agents through the SDK", () => {
  it("saves agents by id or slug, lists them newest first across pages, and forgets one once unsaved", async () => {
    const agent = (name: string) =>
      owner.agora.agents.create({ name, categories: ["Research"], basePerMinuteRate: "0.60", status: "active" });
    const first = await agent("Saved first");
    const second = await agent("Saved second");

    expect(await saver.agora.savedAgents.save(first.slug)).toEqual({ agentId: first.id, saved: true });
    await saver.agora.savedAgents.save(second.id);
    // Saving again changes nothing: the first save keeps its place.
    await saver.agora.savedAgents.save(first.id);

    expect(await savedIds(saver, 1)).toEqual([second.id, first.id]);
    expect(await saver.agora.savedAgents.ids()).toEqual([second.id, first.id]);
    const newest = (await saver.agora.savedAgents.list().next()).value;
    expect(newest).toMatchObject({ agent: { id: second.id, name: "Saved second" }, savedAt: expect.any(String) });

    expect(await saver.agora.savedAgents.unsave(first.id)).toEqual({ agentId: first.id, saved: false });
    expect(await savedIds(saver)).toEqual([second.id]);
    // Unsaving one that is not saved changes nothing either.
    expect(await saver.agora.savedAgents.unsave(first.slug)).toEqual({ agentId: first.id, saved: false });
    expect(await saver.agora.savedAgents.ids()).toEqual([second.id]);
    // The list is the saver's own.
    expect(await savedIds(owner)).toEqual([]);
  });

  it("refuses to save someone else's draft agent as not found", async () => {
    const draft = await owner.agora.agents.create({
      name: "Unpublished agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "draft",
    });
    const refused = await saver.agora.savedAgents.save(draft.id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgoraError);
    expect(refused).toMatchObject({ status: 404, code: "not_found" });
    expect(await saver.agora.savedAgents.ids()).not.toContain(draft.id);
  });
});
