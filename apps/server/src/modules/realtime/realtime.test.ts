import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { verifyReceipt } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api, type Browser, freePort, signIn, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let contractId: string;

/** A WebSocket to `server` as `browser` (its session cookie and the site's Origin), with a message inbox. */
async function connect(target: { baseUrl: string }, as: Browser | { bearer: string }, origin = target.baseUrl) {
  const headers =
    "bearer" in as
      ? { authorization: `Bearer ${as.bearer}` }
      : { cookie: await as.jar.getCookieString(target.baseUrl), origin };
  const ws = new WebSocket(`${target.baseUrl.replace("http", "ws")}/api/v1/ws`, { headers });
  const inbox: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (m) => {
    inbox.push(JSON.parse(String(m)));
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => {
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    ws.once("error", reject);
  });
  /** Resolves with the first message matching `test`, waiting up to `ms`. */
  const next = async (test: (m: Record<string, unknown>) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = inbox.findIndex(test);
      if (i >= 0) return inbox.splice(i, 1)[0] as Record<string, unknown> & { data: Record<string, unknown> };
      if (Date.now() > deadline) throw new Error(`no matching message in ${ms} ms; got ${JSON.stringify(inbox)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  const send = (m: unknown) => ws.send(JSON.stringify(m));
  return { ws, inbox, next, send };
}

async function perMinuteContract(target: TestServer, c: Browser, o: Browser, agentName: string) {
  const agent = await api(o, "POST", "/api/v1/agents", {
    name: agentName,
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    status: "active",
  });
  const service = await api(o, "POST", `/api/v1/agents/${agent.body.id}/services`, {
    title: "Streamed research",
    category: "Research",
    perMinutePricing: true,
  });
  await api(c, "POST", "/api/v1/wallet/test-deposits", { amount: "100" });
  const hired = await api(c, "POST", `/api/v1/services/${service.body.id}/hire`, {});
  const accepted = await api(o, "POST", `/api/v1/offers/${hired.body.offer.id}/accept`);
  await api(c, "POST", `/api/v1/contracts/${accepted.body.contract.id}/fund`, { amount: "10" });
  void target;
  return accepted.body.contract.id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = (await signIn(server, { email: "ws-owner@example.com" })).browser;
  client = (await signIn(server, { email: "ws-client@example.com" })).browser;
  stranger = (await signIn(server, { email: "ws-stranger@example.com" })).browser;
  contractId = await perMinuteContract(server, client, owner, "Realtime Test Agent");
});
afterAll(async () => server?.close());

describe("realtime", () => {
  it("refuses visitors and cookies sent from another site", async () => {
    await expect(
      connect(server, new (owner.constructor as new (u: string) => Browser)(server.baseUrl)),
    ).rejects.toThrow("HTTP 401");
    await expect(connect(server, client, "https://evil.example")).rejects.toThrow("HTTP 403");
  });

  it("pushes a signed confirmation for every billing step of a stream, verifiable offline", async () => {
    const keys = (await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agora-receipts.json")).body;
    const socket = await connect(server, client);
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    socket.send({ type: "subscribe", channel: `stream:${started.id}` });
    expect((await socket.next((m) => m.type === "subscribed")).channel).toBe(`stream:${started.id}`);
    await socket.next((m) => m.event === "confirmation"); // the snapshot sent on subscribing
    const first = await socket.next((m) => m.event === "confirmation");
    const second = await socket.next((m) => m.event === "confirmation");
    const [a, b] = [first.data.receipt, second.data.receipt] as { seq: number; at: string; accrued: string }[];
    expect(b?.seq).toBe((a?.seq ?? 0) + 1);
    expect(Date.parse(b?.at ?? "") - Date.parse(a?.at ?? "")).toBe(1000);
    expect(await verifyReceipt(first.data.receipt, keys)).toBe(true);
    // The step's instant is the billing boundary (1 ms past a whole second of active time).
    expect((Date.parse(a?.at ?? "") - Date.parse(started.startedAt)) % 1000).toBe(1);
    const stop = await api(client, "POST", `/api/v1/streams/${started.id}/stop`);
    const settled = await socket.next((m) => m.event === "stream.settled");
    expect(settled.data).toMatchObject({ status: "settled", stopReason: "client", accrued: stop.body.accrued });
    socket.ws.close();
  });

  it("replays what a reconnecting client missed after lastEventId, and only to the parties", async () => {
    const socket = await connect(server, owner);
    socket.send({ type: "subscribe", channel: `contract:${contractId}`, lastEventId: "0" });
    const replayed = await socket.next((m) => m.event === "stream.started");
    expect(replayed.id).toMatch(/^\d+$/);
    await socket.next((m) => m.event === "stream.settled");
    socket.send({ type: "subscribe", channel: `contract:${contractId}`, lastEventId: String(replayed.id) });
    const after = await socket.next((m) => m.event === "stream.settled");
    expect(Number(after.id)).toBeGreaterThan(Number(replayed.id));
    const other = await connect(server, stranger);
    other.send({ type: "subscribe", channel: `contract:${contractId}` });
    expect(await other.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    other.send({ type: "subscribe", channel: "everything" });
    expect(await other.next((m) => m.type === "error")).toMatchObject({ code: "validation_failed" });
    socket.ws.close();
    other.ws.close();
  });

  it("takes the provider's heartbeat over the socket", async () => {
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    const socket = await connect(server, owner);
    socket.send({ type: "heartbeat", streamId: started.id });
    expect(await socket.next((m) => m.type === "heartbeat")).toMatchObject({ streamId: started.id });
    const clientSocket = await connect(server, client);
    clientSocket.send({ type: "heartbeat", streamId: started.id });
    expect(await clientSocket.next((m) => m.type === "error")).toMatchObject({ code: "forbidden" });
    await api(client, "POST", `/api/v1/streams/${started.id}/stop`);
    socket.ws.close();
    clientSocket.ws.close();
  });
});

/** Starts `src/server.ts` as a separate process on `databaseUrl`; resolves once it answers. */
async function spawnServer(databaseUrl: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = fileURLToPath(new URL("../../server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/api/performance/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 150 || child.exitCode !== null) throw new Error("second server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)("two server processes on one PostgreSQL", () => {
  it("confirms a stream started through one instance to a WebSocket client of the other, and settles once", async () => {
    const second = await spawnServer(server.database.url as string);
    try {
      // Users are keyed by their sign-in issuer, which differs per server; an API key works on both.
      const created = await api(client, "POST", "/api/v1/api-keys", {
        name: "second instance",
        scopes: ["contracts:read", "streams:write"],
      });
      const c2 = { baseUrl: second.baseUrl, bearer: created.body.secret as string };
      const socket = await connect(second, c2);
      const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
      socket.send({ type: "subscribe", channel: `stream:${started.id}` });
      await socket.next((m) => m.type === "subscribed");
      const confirmation = await socket.next((m) => m.event === "confirmation");
      expect((confirmation.data.receipt as { streamId: string }).streamId).toBe(started.id);
      const stops = await Promise.all([
        api(client, "POST", `/api/v1/streams/${started.id}/stop`),
        api(c2, "POST", `/api/v1/streams/${started.id}/stop`),
      ]);
      expect(stops.map((s) => s.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      // The settlement made through this instance reaches the other process's subscriber.
      await socket.next((m) => m.event === "stream.settled");
      const admin = (await signIn(server, { email: "admin@agora.local" })).browser;
      expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body.ok).toBe(true);
      const settled = (await api(client, "GET", `/api/v1/contracts/${contractId}/streams`)).body.data.filter(
        (s: { id: string }) => s.id === started.id,
      );
      expect(settled[0].status).toBe("settled");
      socket.ws.close();
    } finally {
      await second.stop();
    }
  });
});
