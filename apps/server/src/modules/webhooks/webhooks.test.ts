import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookEndpointsPerUserMax } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  depositTestFunds,
  fundContract,
  hireAndAccept,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, createTestDatabase, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { eventsAfter } from "../realtime/events";
import { users } from "../users/users.tables";
import { createEndpoint, enqueueWebhookEvent, unresolvableHostMessage } from "./webhooks.service";
import { deliverDue } from "./webhooks.worker";

// A real local receiver plays every endpoint: its behaviour follows from the path.
//   /ok/*     answers 200
//   /flaky/*  answers 500 three times, then 200
//   /dead/*   always answers 500
//   /hang/*   holds the request open while `hang` is true, else answers 200
interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}
const received: Received[] = [];
const flakyCounts = new Map<string, number>();
const held: ServerResponse[] = [];
let hang = true;

function startReceiver(): Promise<Server> {
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      const path = req.url ?? "";
      received.push({ path, headers: req.headers, body, at: performance.now() });
      if (path.startsWith("/hang/") && hang) return void held.push(res);
      if (path.startsWith("/dead/")) return void res.writeHead(500).end("down");
      if (path.startsWith("/flaky/")) {
        const n = (flakyCounts.get(path) ?? 0) + 1;
        flakyCounts.set(path, n);
        if (n <= 3) return void res.writeHead(500).end("not yet");
      }
      res.writeHead(200).end("ok");
    });
  });
  return new Promise((resolve) => receiver.listen(0, "127.0.0.1", () => resolve(receiver)));
}

let receiver: Server;
let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let serviceId: string;

const hook = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;
const at = (path: string) => received.filter((r) => r.path === path);

/** Polls `check` every 50 ms until it returns a value other than undefined/false, or fails after `ms`. */
async function until<T>(check: () => T | Promise<T>, ms = 10_000): Promise<Exclude<T, false | null | undefined>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined>;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The `Agora-Signature` header checked as a receiver would (Stripe's scheme). */
function verifies(header: string, body: string, secret: string): { ok: boolean; t: number } {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return { ok: parts.v1 === expected, t };
}

async function createHook(who: Browser, path: string, events: string[]) {
  const res = await api(who, "POST", "/api/v1/webhooks", { url: hook(path), events, description: path });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: string }; secret: string };
}

async function fundedContract(): Promise<string> {
  const { contractId } = await hireAndAccept(client, owner, serviceId, { amount: "10" });
  await fundContract(client, contractId, "10");
  return contractId;
}

/** The sealed secret of endpoint `id` as the database holds it. */
async function storedSecret(on: TestServer, id: string): Promise<string> {
  const [row] = await executeRows<{ secret: string }>(
    on.database.db,
    sql`select secret from webhook_endpoints where id = ${id}::uuid`,
  );
  return row?.secret ?? "";
}

/** 1 while the database keeps a generated webhook key, else 0. */
async function generatedKeyCount(on: TestServer): Promise<number> {
  const rows = await executeRows(on.database.db, sql`select 1 from app_secrets where name = 'webhook-secrets'`);
  return rows.length;
}

async function userId(who: Browser): Promise<string> {
  return (await api(who, "GET", "/api/auth/user")).body.id as string;
}

const fastRetries = {
  STREAM_SWEEP_MS: "0",
  WEBHOOK_RETRY_BASE_MS: "200",
  WEBHOOK_DISABLE_AFTER_FAILURES: "5",
  WEBHOOK_DISABLE_AFTER_MS: "0",
};

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer(fastRetries);
  owner = await signedIn(server, "hook-owner@example.com");
  client = await signedIn(server, "hook-client@example.com");
  stranger = await signedIn(server, "hook-stranger@example.com");
  const agentId = await createAgent(owner, { name: "Hook Agent" });
  serviceId = await createFixedService(owner, agentId, "Hooked report", { min: "10", max: "10" });
  await depositTestFunds(client, "500");
});

afterAll(async () => {
  for (const res of held) res.destroy();
  await server?.close();
  await new Promise((r) => receiver?.close(r));
});

describe("webhook deliveries", () => {
  it("sends contract.funded to the subscribed party, signed and fresh, and nothing it did not subscribe to", async () => {
    const { endpoint, secret } = await createHook(owner, "/ok/owner", ["contract.funded"]);
    const contractId = await fundedContract();
    const [delivery] = await until(() => at("/ok/owner").length > 0 && at("/ok/owner"));
    if (!delivery) throw new Error("no delivery");
    const event = JSON.parse(delivery.body);
    expect(Object.keys(event)).toEqual(["id", "type", "createdAt", "data"]);
    expect(event).toMatchObject({ type: "contract.funded", data: { contractId, status: "active" } });
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(delivery.headers["user-agent"]).toMatch(/^Agora-Webhooks\//);
    const { ok, t } = verifies(String(delivery.headers["agora-signature"]), delivery.body, secret);
    expect(ok).toBe(true);
    expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
    // A wrong secret does not verify: the signature is over these exact bytes with this secret.
    expect(verifies(String(delivery.headers["agora-signature"]), delivery.body, "whsec_other").ok).toBe(false);

    // The offer it also took part in (offer.received, offer.accepted) was not subscribed to.
    const page = await api(owner, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({
      id: delivery.headers["agora-delivery-id"],
      eventId: event.id,
      eventType: "contract.funded",
      status: "delivered",
      attempt: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(page.body.data[0].latencyMs).toBeGreaterThanOrEqual(0);
    expect(at("/ok/owner")).toHaveLength(1);
  });

  it("resends the same event (same id) as a new delivery", async () => {
    const { endpoint } = await createHook(owner, "/ok/resend", ["offer.received"]);
    await hireAndAccept(client, owner, serviceId, { amount: "10" });
    await until(() => at("/ok/resend").length === 1);
    const first = (await api(owner, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).body.data[0];
    const resent = await api(owner, "POST", `/api/v1/webhook-deliveries/${first.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ eventId: first.eventId, eventType: "offer.received", status: "pending" });
    expect(resent.body.id).not.toBe(first.id);
    const [a, b] = await until(() => at("/ok/resend").length === 2 && at("/ok/resend"));
    expect(JSON.parse(b?.body ?? "{}").id).toBe(JSON.parse(a?.body ?? "{}").id);
    expect(b?.headers["agora-delivery-id"]).toBe(resent.body.id);
  });

  it("retries after 500s with growing gaps, then delivers", async () => {
    const { endpoint } = await createHook(client, "/flaky/client", ["contract.funded"]);
    await fundedContract();
    const attempts = await until(() => at("/flaky/client").length === 4 && at("/flaky/client"));
    const gaps = attempts.slice(1).map((a, i) => a.at - (attempts[i]?.at ?? 0));
    // Base 200 ms doubling with equal jitter: 100–200, 200–400, 400–800 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(90);
    expect(gaps[2]).toBeGreaterThan(gaps[0] ?? 0);
    expect(gaps[2]).toBeGreaterThanOrEqual(390);
    const delivered = await until(async () => {
      const [d] = (await api(client, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).body.data;
      return d?.status === "delivered" && d;
    });
    expect(delivered).toMatchObject({ attempt: 4, lastStatusCode: 200, lastError: null });
    const listed = (await api(client, "GET", "/api/v1/webhooks")).body.data;
    expect(listed.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      status: "active",
      consecutiveFailures: 0,
    });
  });

  it("disables an endpoint that keeps failing and tells its owner", async () => {
    const { endpoint } = await createHook(stranger, "/dead/stranger", ["offer.received"]);
    const strangerId = await userId(stranger);
    // The stranger becomes a provider: its own agent, hired by the client.
    const agentId = await createAgent(stranger, { name: "Dead Hook Agent" });
    const service = await createFixedService(stranger, agentId, "Never answers", { min: "5", max: "5" });
    await api(client, "POST", `/api/v1/services/${service}/hire`, { amount: "5" });
    const disabled = await until(async () => {
      const list = (await api(stranger, "GET", "/api/v1/webhooks")).body.data as { id: string; status: string }[];
      return list.find((e) => e.id === endpoint.id && e.status === "disabled");
    });
    expect(disabled).toMatchObject({ consecutiveFailures: 5 });
    expect((disabled as unknown as { disabledReason: string }).disabledReason).toMatch(/5 failed deliveries in a row/);
    expect(at("/dead/stranger")).toHaveLength(5);
    const [delivery] = (await api(stranger, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).body.data;
    expect(delivery).toMatchObject({ status: "failed", attempt: 5, lastStatusCode: 500 });
    const events = await eventsAfter(server.database.db, `user:${strangerId}`, "0");
    expect(events.filter((e) => e.event === "webhook.disabled").map((e) => e.data)).toEqual([
      expect.objectContaining({ endpointId: endpoint.id, url: hook("/dead/stranger") }),
    ]);
    // Nothing more is sent to a disabled endpoint.
    await api(client, "POST", `/api/v1/services/${service}/hire`, { amount: "5" });
    await new Promise((r) => setTimeout(r, 700));
    expect(at("/dead/stranger")).toHaveLength(5);
  });
});

describe("webhook endpoints", () => {
  it("hides another user's endpoint and delivery (404) and lets the owner delete", async () => {
    const { endpoint } = await createHook(owner, "/ok/private", ["offer.received"]);
    await hireAndAccept(client, owner, serviceId, { amount: "10" });
    const [delivery] = await until(
      async () => (await api(owner, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).body.data,
    );
    expect((await api(stranger, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await api(stranger, "DELETE", `/api/v1/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await api(stranger, "POST", `/api/v1/webhook-deliveries/${delivery.id}/resend`)).status).toBe(404);
    const mine = (await api(stranger, "GET", "/api/v1/webhooks")).body.data as { id: string }[];
    expect(mine.map((e) => e.id)).not.toContain(endpoint.id);
    expect((await api(owner, "DELETE", `/api/v1/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await api(owner, "GET", `/api/v1/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
  });

  it("names every bad field and never shows the secret again", async () => {
    const bad = await api(owner, "POST", "/api/v1/webhooks", {
      url: "ftp://example.com/hook",
      events: ["contract.funded", "contract.exploded"],
      description: "x".repeat(300),
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["url", "description"]));
    expect(fields.some((f) => f.startsWith("events"))).toBe(true);
    const empty = await api(owner, "POST", "/api/v1/webhooks", { url: hook("/ok/x"), events: [] });
    expect(empty.status).toBe(400);
    expect((empty.body.errors as { field: string }[]).map((e) => e.field)).toEqual(["events"]);
    const listed = await api(owner, "GET", "/api/v1/webhooks");
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");
  });

  it("caps endpoints per user with a clear 409", async () => {
    const capped = await signedIn(server, "hook-capped@example.com");
    for (let i = 0; i < webhookEndpointsPerUserMax; i++) await createHook(capped, `/ok/cap${i}`, ["review.created"]);
    const over = await api(capped, "POST", "/api/v1/webhooks", { url: hook("/ok/over"), events: ["review.created"] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "limit_reached" });
    expect(over.body.detail).toContain(String(webhookEndpointsPerUserMax));
  });
});

describe("webhook safety and durability", () => {
  it("refuses private targets at creation and never connects to them", async () => {
    let connections = 0;
    const target = createServer((_req, res) => res.end("ok"));
    target.on("connection", () => connections++);
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    const strict = await startTestServer({ STREAM_SWEEP_MS: "0", VERIFICATION_ALLOW_PRIVATE: "false" });
    try {
      const who = await signedIn(strict, "hook-strict@example.com");
      const port = (target.address() as AddressInfo).port;
      for (const url of [
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/hook",
        `http://127.0.0.1:${port}/hook`,
        `http://[::1]:${port}/hook`,
        `http://localhost:${port}/hook`,
      ]) {
        const res = await api(who, "POST", "/api/v1/webhooks", { url, events: ["contract.funded"] });
        expect(res.status, url).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(["url"]);
      }
      expect((await api(who, "GET", "/api/v1/webhooks")).body.data).toEqual([]);
      expect(connections).toBe(0);
    } finally {
      await strict.close();
      await new Promise((r) => target.close(r));
    }
  });

  it("says the same of a name that does not resolve and of one that resolves to a private address", async () => {
    // Were the two told apart, creating endpoints would map which internal names exist.
    const strict = await startTestServer({
      STREAM_SWEEP_MS: "0",
      VERIFICATION_ALLOW_PRIVATE: "false",
      VERIFICATION_RESOLVE: "billing.internal.test=10.1.2.3,metadata.internal.test=169.254.169.254",
    });
    try {
      const who = await signedIn(strict, "hook-names@example.com");
      const answers = [];
      for (const url of [
        "https://billing.internal.test/hook",
        "https://metadata.internal.test/hook",
        "https://no-such-host.invalid/hook",
      ]) {
        const res = await api(who, "POST", "/api/v1/webhooks", { url, events: ["contract.funded"] });
        expect(res.status, url).toBe(400);
        answers.push({ detail: res.body.detail, errors: res.body.errors });
      }
      expect(answers[0]?.errors).toEqual([{ in: "body", field: "url", message: unresolvableHostMessage }]);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    } finally {
      await strict.close();
    }
  });

  it("moves the secrets to a configured key and leaves nothing in the database that opens them", async () => {
    const database = await createTestDatabase();
    const first = await startTestServer({ STREAM_SWEEP_MS: "0" }, database);
    let created: { endpoint: { id: string }; secret: string };
    let stored: string;
    let service: string;
    try {
      const provider = await signedIn(first, "hook-rekey-owner@example.com");
      const agentId = await createAgent(provider, { name: "Rekey Agent" });
      service = await createFixedService(provider, agentId, "Rekeyed", { min: "5", max: "5" });
      created = await createHook(provider, "/ok/rekey", ["offer.received"]);
      stored = await storedSecret(first, created.endpoint.id);
      expect(await generatedKeyCount(first)).toBe(1);
    } finally {
      await first.app.close();
    }
    const key = "an operator's key of more than thirty-two characters";
    const second = await startTestServer({ STREAM_SWEEP_MS: "0", WEBHOOK_SECRETS_KEY: key }, database);
    try {
      // The generated key is gone and the secret was sealed again: the database alone opens nothing.
      expect(await generatedKeyCount(second)).toBe(0);
      expect(await storedSecret(second, created.endpoint.id)).not.toBe(stored);
      const buyer = await signedIn(second, "hook-rekey-client@example.com");
      await depositTestFunds(buyer, "10");
      await api(buyer, "POST", `/api/v1/services/${service}/hire`, { amount: "5" });
      const [delivery] = await until(() => at("/ok/rekey").length === 1 && at("/ok/rekey"));
      const signature = String(delivery?.headers["agora-signature"]);
      expect(verifies(signature, delivery?.body ?? "", created.secret).ok).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("delivers at least once across a restart in the middle of an attempt", async () => {
    const database = await createTestDatabase();
    const env = { ...fastRetries, WEBHOOK_LEASE_MS: "1000" };
    const first = await startTestServer(env, database);
    const provider = await signedIn(first, "hook-restart-owner@example.com");
    const buyer = await signedIn(first, "hook-restart-client@example.com");
    const agentId = await createAgent(provider, { name: "Restart Agent" });
    const service = await createFixedService(provider, agentId, "Survives", { min: "5", max: "5" });
    await createHook(provider, "/hang/restart", ["offer.received"]);
    await api(buyer, "POST", `/api/v1/services/${service}/hire`, { amount: "5" });
    // The first server claimed it and is waiting for the answer when it goes away.
    await until(() => at("/hang/restart").length === 1);
    await first.app.close();
    hang = false;
    const second = await startTestServer(env, database);
    try {
      // After the lease the second server sends it again, and records it.
      const [row] = await until(async () => {
        const rows = await executeRows<{ status: string; attempt: number; id: string }>(
          second.database.db,
          sql`select id, status, attempt from webhook_deliveries`,
        );
        return rows[0]?.status === "delivered" && rows;
      });
      expect(row).toMatchObject({ status: "delivered", attempt: 2 });
      const attempts = at("/hang/restart");
      expect(attempts).toHaveLength(2);
      expect(attempts.map((a) => a.headers["agora-delivery-id"])).toEqual([row?.id, row?.id]);
      expect(attempts[1]?.body).toBe(attempts[0]?.body);
    } finally {
      await second.close();
    }
  });

  it("never sends one delivery from two workers at once, and sends each", async () => {
    const database = await createTestDatabase();
    try {
      const db = database.db;
      const [user] = await db.insert(users).values({ oidcIssuer: "test", oidcSubject: "two-workers" }).returning();
      const ownerId = user?.id as string;
      const policy = { production: false, allowPrivate: true, resolve: new Map<string, string>() };
      await createEndpoint(db, ownerId, { url: "https://receiver.test/hook", events: ["review.created"] }, policy);
      for (let i = 0; i < 40; i++)
        await db.transaction((tx) =>
          enqueueWebhookEvent(tx, [ownerId], "review.created", {
            reviewId: `r${i}`,
            contractId: "c",
            agentId: "a",
            stars: 5,
            authorSide: "client",
          }),
        );
      const sent: string[] = [];
      const settings = {
        retryBaseMs: 1000,
        leaseMs: 30_000,
        disableAfterFailures: 20,
        disableAfterMs: 0,
        batch: 7,
        concurrency: 3,
        lanes: 1,
        transport: async (_url: URL, _body: string, headers: Record<string, string>) => {
          sent.push(String(headers["agora-delivery-id"]));
          await new Promise((r) => setTimeout(r, 5));
          return { status: 204, body: "" };
        },
      };
      const worker = async () => {
        while ((await deliverDue(db, settings)).claimed > 0) {}
      };
      await Promise.all([worker(), worker()]);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
      const states = await executeRows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from webhook_deliveries group by status`,
      );
      expect(states).toEqual([{ status: "delivered", n: 40 }]);
    } finally {
      await database.close();
    }
  });
});
