import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
  hireAndAccept,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// Threads (decision 039): who may read them, unread counts per reader, live delivery, paging.

let server: TestServer;
let client: Browser;
let owner: Browser;
let stranger: Browser;
let admin: Browser;
let serviceId: string;
let contractId: string;

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server, { email: "chat-client@example.com", firstName: "Cleo", lastName: "Client" });
  owner = await signedIn(server, { email: "chat-owner@example.com", firstName: "Omar", lastName: "Owner" });
  stranger = await signedIn(server, "chat-stranger@example.com");
  admin = await signedIn(server, "admin@agora.local");
  const agentId = await createAgent(owner, { name: "Chatty" });
  serviceId = await createFixedService(owner, agentId, "Market memo", { min: "10", max: "100" });
  await depositTestFunds(client, "200");
  contractId = await fundedFixedContract(client, owner, serviceId, "20");
});
afterAll(async () => server?.close());

const say = (who: Browser, path: string, body: string, links?: string[]) =>
  api(who, "POST", path, { body, ...(links ? { links } : {}) });

async function inboxRow(who: Browser, kind: string, id: string) {
  const inbox = await api(who, "GET", "/api/v1/threads?limit=100");
  expect(inbox.status).toBe(200);
  return { row: inbox.body.data.find((t: { kind: string; id: string }) => t.kind === kind && t.id === id), inbox };
}

describe("contract threads", () => {
  it("open with the note the client sent with the hire", async () => {
    const hired = await hireAndAccept(client, owner, serviceId, {
      amount: "15",
      message: "Please cover the Nordic markets and cite every figure.",
    });
    const thread = await api(owner, "GET", `/api/v1/contracts/${hired.contractId}/messages?limit=20`);
    expect(thread.status).toBe(200);
    expect(thread.body.data).toEqual([
      expect.objectContaining({
        kind: "offer",
        threadKind: "contract",
        authorName: "Cleo Client",
        body: "Please cover the Nordic markets and cite every figure.",
      }),
    ]);
  });

  it("carries messages between the parties, counts unread per reader and clears them on opening", async () => {
    const path = `/api/v1/contracts/${contractId}/messages`;
    const first = await say(client, path, "Could you add **sources**?", ["https://example.com/brief"]);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      threadKind: "contract",
      threadId: contractId,
      kind: "message",
      authorName: "Cleo Client",
      body: "Could you add **sources**?",
      links: ["https://example.com/brief"],
    });
    await ok(await say(client, path, "And a summary table."), "second message");

    const forOwner = await inboxRow(owner, "contract", contractId);
    expect(forOwner.row).toMatchObject({
      title: "Market memo",
      counterpartName: "Cleo Client",
      lastMessage: "And a summary table.",
      unread: 2,
    });
    expect(forOwner.inbox.body.unreadTotal).toBeGreaterThanOrEqual(2);
    // The author has read what they wrote.
    expect((await inboxRow(client, "contract", contractId)).row.unread).toBe(0);

    const page = await api(owner, "GET", `${path}?limit=1`);
    expect(page.body.data.map((m: { body: string }) => m.body)).toEqual(["And a summary table."]);
    const older = await api(owner, "GET", `${path}?limit=1&cursor=${page.body.nextCursor}`);
    expect(older.body.data.map((m: { body: string }) => m.body)).toEqual(["Could you add **sources**?"]);

    expect((await api(owner, "POST", `${path}/read`)).status).toBe(204);
    expect((await inboxRow(owner, "contract", contractId)).row.unread).toBe(0);
    await ok(await say(client, path, "Thanks!"), "third message");
    expect((await inboxRow(owner, "contract", contractId)).row.unread).toBe(1);
  });

  it("is a 404 to everyone but the parties, admins included, and stores nothing for them", async () => {
    const path = `/api/v1/contracts/${contractId}/messages`;
    for (const outsider of [stranger, admin]) {
      expect((await api(outsider, "GET", path)).status).toBe(404);
      expect((await say(outsider, path, "Let me in")).status).toBe(404);
      expect((await api(outsider, "POST", `${path}/read`)).status).toBe(404);
      expect((await inboxRow(outsider, "contract", contractId)).row).toBeUndefined();
    }
    const all = await api(client, "GET", `${path}?limit=100`);
    expect(all.body.data.map((m: { body: string }) => m.body)).not.toContain("Let me in");
  });

  it("names every bad field at once and stores nothing", async () => {
    const path = `/api/v1/contracts/${contractId}/messages`;
    const before = (await api(client, "GET", `${path}?limit=100`)).body.data.length;
    const res = await api(client, "POST", path, {
      body: "x".repeat(5_001),
      links: ["javascript:alert(1)", "https://ok.example"],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["body", "links.0"]);
    expect((await api(client, "GET", `${path}?limit=100`)).body.data.length).toBe(before);
  });

  it("delivers the message live to the other party over the WebSocket", async () => {
    const cookie = await owner.jar.getCookieString(server.baseUrl);
    const ws = new WebSocket(`${server.baseUrl.replace("http", "ws")}/api/v1/ws`, {
      headers: { cookie, origin: server.baseUrl },
    });
    const received: Record<string, unknown>[] = [];
    ws.on("message", (m) => received.push(JSON.parse(String(m))));
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    ws.send(JSON.stringify({ type: "subscribe", channel: "user" }));
    await expect.poll(() => received.some((m) => m.type === "subscribed")).toBe(true);
    const sent = await say(client, `/api/v1/contracts/${contractId}/messages`, "Live one");
    await expect
      .poll(() => received.find((m) => m.event === "message.received"), { timeout: 5000 })
      .toMatchObject({
        event: "message.received",
        data: { threadKind: "contract", threadId: contractId, messageId: sent.body.id, contractId },
      });
    ws.close();
  });
});

describe("offer threads", () => {
  it("holds the negotiation's offers and messages as one thread, whichever offer is named", async () => {
    const hire = await ok(
      await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "30", message: "Can you do 30?" }),
      "hire",
    );
    const firstId = (hire.offer as { id: string }).id;
    const counter = await ok(
      await api(owner, "POST", `/api/v1/offers/${firstId}/counter`, { amount: "40", message: "40 with sources" }),
      "counter",
    );
    const counterId = (counter.offer as { id: string }).id;
    const note = await say(client, `/api/v1/offers/${counterId}/messages`, "Why 40?");
    expect(note.body).toMatchObject({ threadKind: "offer" });
    expect(note.body.threadId).toBe(firstId);

    const thread = await api(owner, "GET", `/api/v1/offers/${firstId}/messages`);
    expect(thread.body.data.map((m: { kind: string; body: string }) => [m.kind, m.body])).toEqual([
      ["message", "Why 40?"],
      ["offer", "40 with sources"],
      ["offer", "Can you do 30?"],
    ]);
    const { row } = await inboxRow(owner, "offer", firstId);
    expect(row).toMatchObject({ title: "Market memo", counterpartName: "Cleo Client", unread: 2 });
    expect((await api(stranger, "GET", `/api/v1/offers/${counterId}/messages`)).status).toBe(404);
  });
});

describe("dispute threads", () => {
  it("are read by the parties and by admins, and count the other side's replies as unread", async () => {
    const disputed = await fundedFixedContract(client, owner, serviceId, "15");
    const opened = await ok(
      await api(client, "POST", `/api/v1/contracts/${disputed}/disputes`, { reason: "Nothing was delivered at all." }),
      "dispute",
    );
    const disputeId = opened.id as string;
    await ok(
      await api(owner, "POST", `/api/v1/disputes/${disputeId}/messages`, { body: "It is on its way." }),
      "reply",
    );
    const { row } = await inboxRow(client, "dispute", disputeId);
    expect(row).toMatchObject({ title: "Dispute: Market memo", contractId: disputed, unread: 1 });
    const asAdmin = await api(admin, "GET", `/api/v1/disputes/${disputeId}/messages`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.map((m: { body: string }) => m.body)).toContain("It is on its way.");
    expect((await api(stranger, "GET", `/api/v1/disputes/${disputeId}/messages`)).status).toBe(404);
  });
});

describe("the inbox", () => {
  it("pages by most recent activity without repeating or skipping while messages arrive", async () => {
    const pager = await signedIn(server, "chat-pager@example.com");
    await depositTestFunds(pager, "100");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await fundedFixedContract(pager, owner, serviceId, "10"));
    const first = await api(pager, "GET", "/api/v1/threads?kind=contract&limit=2");
    expect(first.body.data).toHaveLength(2);
    // A message on a thread already seen moves it to the top; the rest of the walk is unchanged.
    await ok(await say(owner, `/api/v1/contracts/${first.body.data[0].id}/messages`, "bump"), "bump");
    const seen = first.body.data.map((t: { id: string }) => t.id);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await api(pager, "GET", `/api/v1/threads?kind=contract&limit=2&cursor=${cursor}`);
      seen.push(...next.body.data.map((t: { id: string }) => t.id));
      cursor = next.body.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    const unreadOnly = await api(pager, "GET", "/api/v1/threads?unread=true");
    expect(unreadOnly.body.data.map((t: { id: string }) => t.id)).toEqual([first.body.data[0].id]);
  });
});
