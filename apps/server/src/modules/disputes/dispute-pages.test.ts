import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";

// The admin dispute queue pages with cursors: open disputes oldest first, resolved ones newest
// first, each listed exactly once whatever is opened or resolved while an admin pages.

let server: TestServer;
let owner: Browser;
let client: Browser;
let admin: Browser;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, "dispute-pages-owner@example.com");
  client = await signedIn(server, "dispute-pages-client@example.com");
  admin = await signedIn(server, "admin@agora.local");
  const agentId = await createAgent(owner, { name: "Dispute Paging Agent" });
  serviceId = await createFixedService(owner, agentId, "A disputed memo", { min: "10", max: "50" });
  await depositTestFunds(client, "1000");
});
afterAll(async () => server?.close());

/** Opens a dispute on a new funded contract. @returns the dispute's id. */
async function openDispute(): Promise<string> {
  const contractId = await fundedFixedContract(client, owner, serviceId, "10");
  const opened = await ok(
    await api(client, "POST", `/api/v1/contracts/${contractId}/disputes`, {
      reason: "The memo is not what we agreed.",
    }),
    "open dispute",
  );
  return (opened as { id: string }).id;
}

async function resolve(id: string): Promise<void> {
  await ok(
    await api(admin, "POST", `/api/v1/admin/disputes/${id}/resolve`, { agentShareBps: 5000, note: "Half each." }),
    "resolve",
  );
}

/** Every dispute id in `status`, page by page of `limit`; `between` runs after the first page. */
async function pageThrough(status: string, limit: number, between?: () => Promise<void>): Promise<string[]> {
  return idsPageByPage(admin, `/api/v1/admin/disputes?status=${status}`, limit, between);
}

describe("the dispute queue, paged", () => {
  it("lists open disputes oldest first, each once, while new ones open between pages", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await openDispute());
    let late: string | undefined;
    const seen = await pageThrough("open", 2, async () => {
      late = await openDispute();
    });
    // Oldest first: the one opened while paging is the newest, so it ends the walk.
    expect(seen).toEqual([...made, late]);
    const first = await api(admin, "GET", "/api/v1/admin/disputes?limit=1");
    expect(first.body.data[0]).toMatchObject({ id: made[0], status: "open", messages: [{ author: "client" }] });
  });

  it("lists resolved disputes newest first, each once, while others are resolved between pages", async () => {
    const open = await pageThrough("open", 100);
    for (const id of open.slice(1, 5)) await resolve(id);
    const seen = await pageThrough("resolved", 2, async () => resolve(open[0] as string));
    // Newest first by when the dispute was opened: the oldest, resolved while paging, sorts after
    // the first page, so the walk reaches it.
    expect(seen).toEqual(open.slice(0, 5).reverse());
    expect(await pageThrough("open", 1)).toEqual(open.slice(5));
  });

  it("is for admins only, and refuses a forged cursor, naming it", async () => {
    expect((await api(client, "GET", "/api/v1/admin/disputes")).status).toBe(403);
    const forged = await api(admin, "GET", "/api/v1/admin/disputes?status=resolved&cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].field).toBe("cursor");
  });
});
