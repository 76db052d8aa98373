import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import {
  closePolicyViolation,
  closeTooManyConnections,
  closeUnauthorized,
  serverMessage,
  verifyReceipt,
} from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import WebSocket from "ws";
import {
  createAgent,
  createApiKey,
  createPerMinuteService,
  depositTestFunds,
  fundContract,
  hireAndAccept,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, freePort, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { heartbeatBatchMs } from "../streams/heartbeat-batch";
import { credentialCheckIntervalMs } from "./connections";
import { connectionsPerUserMax, messageBurstMax } from "./socket-limits";

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let contractId: string;
/** Messages received that the contract's `serverMessage` schema refuses (checked after each test). */
const malformed: string[] = [];

/** A WebSocket to `server` as `browser` (its session cookie and the site's Origin), with a message inbox. */
async function connect(target: { baseUrl: string }, as: Browser | { bearer: string }, origin = target.baseUrl) {
  const headers =
    "bearer" in as
      ? { authorization: `Bearer ${as.bearer}` }
      : { cookie: await as.jar.getCookieString(target.baseUrl), origin };
  const ws = new WebSocket(`${target.baseUrl.replace("http", "ws")}/api/v1/ws`, { headers });
  const inbox: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  /** Resolves when the server (or the test) closes the socket, with the code, reason and instant (ms). */
  const closed = new Promise<{ code: number; reason: string; atMs: number }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: String(reason), atMs: Date.now() })),
  );
  ws.on("message", (m) => {
    const message = JSON.parse(String(m));
    if (!serverMessage.safeParse(message).success) malformed.push(String(m));
    inbox.push(message);
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
  /** The close, or a failure naming `ms` when the socket is still open after that long. */
  const closedWithin = (ms: number) =>
    Promise.race([
      closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
    ]);
  return { ws, inbox, next, send, closed, closedWithin };
}

/** A new API key of `owner` with `scopes`: its id and secret. */
/** The stream's stored last-heartbeat instant, ms since the epoch, read from the database. */
async function storedHeartbeatMs(streamId: string): Promise<number> {
  const [row] = await executeRows<{ ms: number | string }>(
    server.database.db,
    sql`select (extract(epoch from last_heartbeat_at) * 1000)::float8 as ms from streams where id = ${streamId}`,
  );
  return Number(row?.ms);
}

/** Resolves after `ms` milliseconds. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Messages of `socket`'s inbox (not taken out) matching `test`. */
const countIn = (socket: { inbox: Record<string, unknown>[] }, test: (m: Record<string, unknown>) => boolean) =>
  socket.inbox.filter(test).length;

async function perMinuteContract(target: TestServer, c: Browser, o: Browser, agentName: string) {
  const agentId = await createAgent(o, { name: agentName });
  const serviceId = await createPerMinuteService(o, agentId, "Streamed research");
  await depositTestFunds(c, "100");
  const { contractId } = await hireAndAccept(c, o, serviceId);
  await fundContract(c, contractId, "10");
  void target;
  return contractId;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server, "ws-owner@example.com");
  client = await signedIn(server, "ws-client@example.com");
  stranger = await signedIn(server, "ws-stranger@example.com");
  contractId = await perMinuteContract(server, client, owner, "Realtime Test Agent");
});
afterAll(async () => server?.close());
// Every message any socket of these tests received is one the contract describes.
afterEach(() => {
  expect(malformed.splice(0)).toEqual([]);
});

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
    const third = await socket.next((m) => m.event === "confirmation");
    const [a, b, c] = [first, second, third].map((m) => m.data.receipt) as { seq: number; at: string }[];
    // One confirmation per step, never the same step twice (a timer firing a millisecond early did that).
    expect([b?.seq, c?.seq]).toEqual([(a?.seq ?? 0) + 1, (a?.seq ?? 0) + 2]);
    expect(Date.parse(b?.at ?? "") - Date.parse(a?.at ?? "")).toBe(1000);
    expect(await verifyReceipt(first.data.receipt, keys)).toBe(true);
    // Live confirmations share their batch's signature, with an inclusion proof (decision 051).
    expect(first.data.receipt).toMatchObject({ proof: { index: expect.any(Number), size: expect.any(Number) } });
    // Nobody but the parties may watch it: the same answer as for a stream that does not exist.
    const other = await connect(server, stranger);
    other.send({ type: "subscribe", channel: `stream:${started.id}` });
    expect(await other.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    other.send({ type: "subscribe", channel: "stream:00000000-0000-4000-8000-000000000000" });
    expect(await other.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    other.ws.close();
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

  it("answers a burst of subscribes in the order sent, refusals in their place", async () => {
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    const socket = await connect(server, client);
    const missing = "stream:00000000-0000-4000-8000-000000000000";
    // Their reads start together (decision 052); they still take effect and answer one by one.
    for (const channel of [`stream:${started.id}`, missing, "user", `contract:${contractId}`, "everything"])
      socket.send({ type: "subscribe", channel });
    const answers: Record<string, unknown>[] = [];
    for (let i = 0; i < 5; i++) answers.push(await socket.next((m) => m.type === "subscribed" || m.type === "error"));
    expect(answers.map((m) => m.channel ?? m.code)).toEqual([
      `stream:${started.id}`,
      "not_found",
      expect.stringMatching(/^user:/),
      `contract:${contractId}`,
      "validation_failed",
    ]);
    expect(await socket.next((m) => m.event === "confirmation")).toMatchObject({ channel: `stream:${started.id}` });
    await api(client, "POST", `/api/v1/streams/${started.id}/stop`);
    socket.ws.close();
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

describe("websocket authority", () => {
  /** The longest a revoked, expired or signed-out socket may stay open (the hardening issue's promise), ms. */
  const revocationCloseMaxMs = 5_000;

  it("checks each message's scope: a contracts:read key may watch but not heartbeat; streams:write may", async () => {
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    // Stopped even when an assertion fails, so the next test can start the contract's one stream.
    onTestFinished(async () => void (await api(client, "POST", `/api/v1/streams/${started.id}/stop`)));
    const readOnly = await createApiKey(owner, ["contracts:read"]);
    const writer = await createApiKey(owner, ["contracts:read", "streams:write"]);
    const reader = await connect(server, { bearer: readOnly.secret });
    reader.send({ type: "subscribe", channel: `stream:${started.id}` });
    await reader.next((m) => m.type === "subscribed");
    await sleep(20); // so that a heartbeat written now would move the stored instant
    const before = await storedHeartbeatMs(started.id);
    reader.send({ type: "heartbeat", streamId: started.id });
    expect(await reader.next((m) => m.type === "error")).toMatchObject({ code: "forbidden" });
    reader.send({ type: "ping" });
    await reader.next((m) => m.type === "pong"); // the heartbeat was handled before the ping
    expect(await storedHeartbeatMs(started.id)).toBe(before);
    expect(countIn(reader, (m) => m.event === "stream.heartbeat")).toBe(0);

    const beater = await connect(server, { bearer: writer.secret });
    beater.send({ type: "heartbeat", streamId: started.id });
    expect(await beater.next((m) => m.type === "heartbeat" || m.type === "error")).toMatchObject({
      type: "heartbeat",
      streamId: started.id,
    });
    expect(await storedHeartbeatMs(started.id)).toBeGreaterThan(before);
    reader.ws.close();
    beater.ws.close();
  });

  it("writes 50 heartbeats of one stream sent within a second once, and a pause still takes effect", async () => {
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    // Stopped even when an assertion fails, so the next test can start the contract's one stream.
    onTestFinished(async () => void (await api(client, "POST", `/api/v1/streams/${started.id}/stop`)));
    const watcher = await connect(server, client);
    watcher.send({ type: "subscribe", channel: `stream:${started.id}` });
    await watcher.next((m) => m.type === "subscribed");
    // Two sockets of the provider, 25 each: within one socket's burst, and racing each other.
    const beaters = [await connect(server, owner), await connect(server, owner)];
    await sleep(20);
    const before = await storedHeartbeatMs(started.id);
    const sentAt = Date.now();
    for (let i = 0; i < 25; i++) for (const b of beaters) b.send({ type: "heartbeat", streamId: started.id });
    for (const b of beaters) {
      for (let i = 0; i < 25; i++)
        expect(await b.next((m) => m.type === "heartbeat" || m.type === "error")).toMatchObject({ type: "heartbeat" });
    }
    const answeredAt = Date.now();
    await sleep(300); // lets every write's notification arrive
    // Each write announces itself once (pg_notify in the same statement), so this counts writes.
    expect(countIn(watcher, (m) => m.event === "stream.heartbeat")).toBeLessThanOrEqual(2);
    // The first is written at once, the other 49 together a second later.
    expect(answeredAt - sentAt).toBeLessThan(heartbeatBatchMs + 500);
    const stored = await storedHeartbeatMs(started.id);
    expect(stored).toBeGreaterThan(before);
    // The stored instant lags the last answered heartbeat by less than the window (far below the
    // 30 s after which a silent stream pauses at its stored heartbeat).
    expect(answeredAt - stored).toBeLessThan(heartbeatBatchMs + 300);

    // A heartbeat right after the client's pause is refused, not waved through by the batch.
    expect((await api(client, "POST", `/api/v1/streams/${started.id}/pause`)).status).toBe(200);
    await watcher.next((m) => m.event === "stream.paused");
    beaters[0]?.send({ type: "heartbeat", streamId: started.id });
    expect(await beaters[0]?.next((m) => m.type === "heartbeat" || m.type === "error")).toMatchObject({
      type: "error",
      code: "invalid_state",
    });
    for (const socket of [watcher, ...beaters]) socket.ws.close();
  });

  it("rate limits each socket, stays responsive to others, and closes a socket that keeps flooding", async () => {
    const flooder = await connect(server, owner);
    const unknownStream = randomUUID();
    for (let i = 0; i < 100; i++) flooder.send({ type: "heartbeat", streamId: unknownStream });
    const startedAt = Date.now();
    const unrelated = await api(client, "GET", "/api/auth/user");
    const unrelatedMs = Date.now() - startedAt;
    expect(unrelated.status).toBe(200);
    // The reported regression was 5.5 s; one socket's admitted burst must not come near it.
    expect(unrelatedMs).toBeLessThan(2_000);
    // Every message is answered: the burst is handled (the stream does not exist), the rest
    // refused for rate. A few tokens may come back while the 100 arrive, hence the margin.
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await flooder.next((m) => m.type === "error"));
    const limited = answers.filter((m) => m.code === "rate_limited").length;
    expect(limited).toBeGreaterThanOrEqual(100 - messageBurstMax - 10);
    expect(100 - limited).toBeGreaterThanOrEqual(messageBurstMax);
    expect(flooder.ws.readyState).toBe(WebSocket.OPEN);
    // Persistent abuse: the socket is closed with 1008 policy violation.
    for (let i = 0; i < 200; i++) flooder.send({ type: "ping" });
    const closed = await flooder.closedWithin(5_000);
    expect(closed.code).toBe(closePolicyViolation);
  });

  it(`refuses a user's socket beyond ${connectionsPerUserMax} with 4429 and a reason`, async () => {
    const many = (await signIn(server, { email: "ws-many@example.com" })).browser;
    const open = [];
    for (let i = 0; i < connectionsPerUserMax; i++) open.push(await connect(server, many));
    const extra = await connect(server, many);
    const refused = await extra.closedWithin(2_000);
    expect(refused.code).toBe(closeTooManyConnections);
    expect(refused.reason).toMatch(/too many connections/);
    // The others still work; closing one frees a place.
    open[0]?.send({ type: "ping" });
    await open[0]?.next((m) => m.type === "pong");
    open[0]?.ws.close();
    await open[0]?.closed;
    await sleep(100); // the server handles the close frame
    const again = await connect(server, many);
    again.send({ type: "ping" });
    await again.next((m) => m.type === "pong");
    for (const socket of [...open, again]) socket.ws.close();
  });

  it("closes a key's socket with 4401 within 5 s of the key's revocation", async () => {
    const key = await createApiKey(owner, ["contracts:read"]);
    const socket = await connect(server, { bearer: key.secret });
    socket.send({ type: "subscribe", channel: "user" });
    await socket.next((m) => m.type === "subscribed");
    const revokedAt = Date.now();
    expect((await api(owner, "DELETE", `/api/v1/api-keys/${key.id}`)).status).toBe(204);
    const closed = await socket.closedWithin(revocationCloseMaxMs);
    expect(closed.code).toBe(closeUnauthorized);
    expect(closed.atMs - revokedAt).toBeLessThanOrEqual(revocationCloseMaxMs);
  });

  it("closes a key's socket with 4401 within 5 s of the key's expiry", async () => {
    const key = await createApiKey(owner, ["contracts:read"]);
    const socket = await connect(server, { bearer: key.secret });
    const expiredAt = Date.now();
    await executeRows(
      server.database.db,
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${key.id}`,
    );
    const closed = await socket.closedWithin(revocationCloseMaxMs);
    expect(closed.code).toBe(closeUnauthorized);
    expect(closed.atMs - expiredAt).toBeLessThanOrEqual(revocationCloseMaxMs);
  });

  it("closes a session's socket with 4401 within 5 s of signing out, and keeps other sessions' open", async () => {
    const leaving = (await signIn(server, { email: "ws-logout@example.com" })).browser;
    const staying = (await signIn(server, { email: "ws-logout@example.com" })).browser;
    const socket = await connect(server, leaving);
    const other = await connect(server, staying);
    const loggedOutAt = Date.now();
    expect((await leaving.fetch("/api/logout")).status).toBe(302);
    const closed = await socket.closedWithin(revocationCloseMaxMs);
    expect(closed.code).toBe(closeUnauthorized);
    expect(closed.atMs - loggedOutAt).toBeLessThanOrEqual(revocationCloseMaxMs);
    await sleep(credentialCheckIntervalMs); // one more check: the other session's socket survives it
    other.send({ type: "ping" });
    await other.next((m) => m.type === "pong");
    other.ws.close();
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
  let second: { baseUrl: string; stop: () => Promise<void> };
  beforeAll(async () => {
    second = await spawnServer(server.database.url as string);
  });
  afterAll(async () => second?.stop());

  it("confirms a stream started through one instance to a WebSocket client of the other, and settles once", async () => {
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
  });

  it("closes a socket on one instance with 4401 when its key is revoked through the other", async () => {
    // Users are keyed by their sign-in issuer, which differs per server; an API key works on both.
    const key = await createApiKey(client, ["contracts:read"]);
    const socket = await connect(second, { bearer: key.secret });
    socket.send({ type: "subscribe", channel: "user" });
    await socket.next((m) => m.type === "subscribed");
    const revokedAt = Date.now();
    expect((await api(client, "DELETE", `/api/v1/api-keys/${key.id}`)).status).toBe(204);
    const closed = await socket.closedWithin(5_000);
    expect(closed.code).toBe(closeUnauthorized);
    expect(closed.atMs - revokedAt).toBeLessThanOrEqual(5_000);
  });
});
