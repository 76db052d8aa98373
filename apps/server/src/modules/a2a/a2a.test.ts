import { randomUUID } from "node:crypto";
import { type Message, type Part, Role, type Task, TaskState } from "@a2a-js/sdk";
import { type Client, ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory } from "@a2a-js/sdk/client";
import { verifyCallReceipt } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createFixedService,
  createPerCallService,
  createPerMinuteService,
  depositTestFunds,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, inOneWindow, startTestServer, type TestServer } from "../../../test/harness";
import { erc8004RegistrationType } from "./registration";

// Agora as an A2A agent, driven by the official A2A client over real HTTP, and the cards and
// registration files it publishes for listed agents.

let server: TestServer;
let client: Browser;
let owner: Browser;
let agentId: string;
let perMinuteServiceId: string;
let fixedServiceId: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON documents and assert their shape.
type Json = any;

/** An official A2A client made from Agora's card, sending `key` as a bearer token (or nothing). */
async function connect(key?: string, on: TestServer = server): Promise<Client> {
  const fetchImpl: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (key) headers.set("authorization", `Bearer ${key}`);
    return fetch(input, { ...init, headers });
  };
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new JsonRpcTransportFactory({ fetchImpl })],
    }),
  );
  return factory.createFromUrl(on.baseUrl);
}

function userMessage(parts: Part[]): Message {
  return {
    messageId: randomUUID(),
    contextId: "",
    taskId: "",
    role: Role.ROLE_USER,
    parts,
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}

const text = (value: string): Part => ({
  content: { $case: "text", value },
  metadata: undefined,
  filename: "",
  mediaType: "text/plain",
});
const data = (value: unknown): Part => ({
  content: { $case: "data", value },
  metadata: undefined,
  filename: "",
  mediaType: "application/json",
});

/** Sends one message and returns the finished task. */
async function send(a2a: Client, message: Message): Promise<Task> {
  const result = await a2a.sendMessage({ tenant: "", message, configuration: undefined, metadata: undefined });
  if (!("status" in result)) throw new Error("expected a task, got a message");
  return result;
}

/** The data part of a completed task's first artifact. */
function answerOf(task: Task): Json {
  expect(task.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
  const content = task.artifacts[0]?.parts[0]?.content;
  if (content?.$case !== "data") throw new Error("no data part in the artifact");
  return content.value;
}

/** The problem a failed task carries in its status message. */
function problemOf(task: Task): Json {
  expect(task.status?.state).toBe(TaskState.TASK_STATE_FAILED);
  const part = task.status?.message?.parts.find((p) => p.content?.$case === "data");
  if (part?.content?.$case !== "data") throw new Error("no problem in the failed task");
  return part.content.value;
}

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server, "client@a2a.test");
  owner = await signedIn(server, { email: "owner@a2a.test", firstName: "Kaito", lastName: "Sato" });
  agentId = await createAgent(owner, {
    name: "Kaito Translation Desk",
    tagline: "Japanese & English technical translation",
    description: "Translates technical manuals and documentation between Japanese and English.",
    skills: ["japanese", "translation", "technical-writing"],
    endpointUrl: "https://kaito.example/a2a",
  });
  perMinuteServiceId = await createPerMinuteService(owner, agentId, "Manual translation by the minute", {
    description: "Live translation of manuals, billed by the minute.",
    pricingTags: ["live"],
  });
  fixedServiceId = await createFixedService(owner, agentId, "One manual chapter", { min: "20", max: "40" });
  await depositTestFunds(client, "100");
});
afterAll(async () => server?.close());

describe("Agora as an A2A agent", () => {
  it("publishes its card with its three skills, the JSON-RPC interface and the bearer scheme", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agent-card.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.body.supportedInterfaces).toEqual([
      { url: `${server.baseUrl}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    ]);
    expect(res.body.skills.map((s: Json) => s.id)).toEqual(["find-agents", "hire", "call"]);
    const [scheme] = Object.values(res.body.securitySchemes) as Json[];
    expect(scheme.httpAuthSecurityScheme.scheme).toBe("Bearer");
  });

  it("answers find-agents with ranked matches and their reasons", async () => {
    const key = await createApiKey(client, ["agents:read"]);
    const a2a = await connect(key.secret);
    const task = await send(a2a, userMessage([text("translate our Japanese pump manuals")]));
    const answer = answerOf(task);
    expect(answer.data[0].agent.id).toBe(agentId);
    expect(answer.data[0].score).toBeGreaterThan(0);
    expect(answer.data[0].reasons.length).toBeGreaterThan(0);
    // The task can be read and listed again by its sender, and by nobody else.
    const again = await a2a.getTask({ tenant: "", id: task.id });
    expect(again.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    const listQuery = {
      tenant: "",
      contextId: "",
      status: TaskState.TASK_STATE_UNSPECIFIED,
      pageToken: "",
      statusTimestampAfter: undefined,
    };
    expect((await a2a.listTasks(listQuery)).tasks.map((t) => t.id)).toContain(task.id);
    const stranger = await connect((await createApiKey(owner, ["agents:read"])).secret);
    await expect(stranger.getTask({ tenant: "", id: task.id })).rejects.toThrow();
    expect((await stranger.listTasks(listQuery)).tasks).toEqual([]);
  });

  it("refuses streaming, which its card does not declare", async () => {
    const key = await createApiKey(client, ["agents:read"]);
    const res = await api(
      { baseUrl: server.baseUrl, bearer: key.secret },
      "POST",
      "/a2a",
      {
        jsonrpc: "2.0",
        id: 7,
        method: "SendStreamingMessage",
        params: { message: { messageId: randomUUID(), role: "ROLE_USER", parts: [{ text: "translate manuals" }] } },
      },
      { "a2a-version": "1.0" },
    );
    expect(res.body).toMatchObject({
      jsonrpc: "2.0",
      id: 7,
      error: { message: expect.stringMatching(/no streaming/) },
    });
    expect(res.body.result).toBeUndefined();
  });

  it("fails find-agents without a description, naming the field", async () => {
    const a2a = await connect((await createApiKey(client, ["agents:read"])).secret);
    const problem = problemOf(await send(a2a, userMessage([data({ limit: 3 })])));
    expect(problem.code).toBe("validation_failed");
    expect(problem.errors.map((e: Json) => e.field)).toEqual(["description"]);
  });

  it("hires a service by message and answers the offer, once per message id", async () => {
    const a2a = await connect((await createApiKey(client, ["contracts:write", "contracts:read"])).secret);
    const message = userMessage([data({ serviceId: fixedServiceId, amount: "25", message: "Chapter 3 please" })]);
    const first = answerOf(await send(a2a, message));
    expect(first.offer).toMatchObject({ serviceId: fixedServiceId, status: "pending", amount: "25.00" });
    expect(first.contract).toBeNull();
    const retried = answerOf(await send(a2a, { ...message }));
    expect(retried.offer.id).toBe(first.offer.id);
    expect(retried.replayed).toBe(true);

    const offers = await ok(await api(owner, "GET", "/api/v1/offers"), "owner's offers");
    expect((offers.data as Json[]).filter((o) => o.serviceId === fixedServiceId)).toHaveLength(1);

    const looked = answerOf(await send(a2a, userMessage([data({ offerId: first.offer.id })])));
    expect(looked.offer.id).toBe(first.offer.id);
  });

  it("hires a per-call service with prepaid and makes calls with signed receipts, once per message id", async () => {
    const serviceId = await createPerCallService(owner, agentId, "Glossary lookup per call", "0.02");
    const a2a = await connect((await createApiKey(client, ["contracts:write"])).secret);
    const hired = answerOf(await send(a2a, userMessage([data({ serviceId, prepaid: "0.05" })])));
    expect(hired.contract).toMatchObject({ status: "active", pricingModel: "per_call", pricePerCall: "0.02" });
    const contractId = hired.contract.id as string;

    const message = userMessage([data({ contractId })]);
    const first = answerOf(await send(a2a, message));
    expect(first.call).toMatchObject({ contractId, seq: 1, price: "0.02", spent: "0.02" });
    const keySet = (await api(server, "GET", "/.well-known/agora-receipts.json")).body;
    expect(await verifyCallReceipt(first.call.receipt, keySet)).toBe(true);
    expect(await verifyCallReceipt({ ...first.call.receipt, price: "0.01" }, keySet)).toBe(false);
    // The same message again is the same call, not a second one.
    const retried = answerOf(await send(a2a, { ...message }));
    expect(retried.call.id).toBe(first.call.id);
    expect(retried.replayed).toBe(true);

    expect(answerOf(await send(a2a, userMessage([data({ contractId })]))).call.seq).toBe(2);
    // $0.05 prepaid buys two calls of $0.02: the third is refused and nothing moves.
    expect(problemOf(await send(a2a, userMessage([data({ contractId })])))).toMatchObject({
      code: "insufficient_funds",
    });
    const stranger = await connect((await createApiKey(owner, ["contracts:write"])).secret);
    expect(problemOf(await send(stranger, userMessage([data({ contractId: randomUUID() })])))).toMatchObject({
      code: "not_found",
    });
  });

  it("hires from the text form `hire <service id>`", async () => {
    const a2a = await connect((await createApiKey(client, ["contracts:write"])).secret);
    const answer = answerOf(await send(a2a, userMessage([text(`hire ${perMinuteServiceId}`)])));
    expect(answer.offer.serviceId).toBe(perMinuteServiceId);
  });

  it("fails a hire beyond the key's mandate with mandate_exceeded, the limit and what is left", async () => {
    const key = await createApiKey(client, ["contracts:write"]);
    await ok(
      await api(client, "POST", "/api/v1/mandates", { apiKeyId: key.id, perJobMax: "10", perDayMax: "50" }),
      "mandate",
    );
    const a2a = await connect(key.secret);
    const problem = problemOf(await send(a2a, userMessage([data({ serviceId: fixedServiceId, amount: "30" })])));
    expect(problem).toMatchObject({ code: "mandate_exceeded", status: 403, limit: "perJobMax" });
    expect(problem.detail).toBeTruthy();
  });

  it("fails a hire of an unknown service with not_found, and one without the scope with forbidden", async () => {
    const writer = await connect((await createApiKey(client, ["contracts:write"])).secret);
    expect(problemOf(await send(writer, userMessage([data({ serviceId: randomUUID() })]))).code).toBe("not_found");
    const reader = await connect((await createApiKey(client, ["agents:read"])).secret);
    const refused = problemOf(await send(reader, userMessage([data({ serviceId: fixedServiceId, amount: "25" })])));
    expect(refused.code).toBe("forbidden");
  });

  it("refuses a caller without a key", async () => {
    const a2a = await connect();
    await expect(send(a2a, userMessage([text("translate manuals")]))).rejects.toThrow(/401/);
  });
});

describe("listed agents' cards and registration files", () => {
  it("serves an active agent's A2A card: endpoint, provider, skills from services, Agora's extension", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/agent-card.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const card = res.body;
    expect(card.name).toBe("Kaito Translation Desk");
    expect(card.supportedInterfaces[0]).toMatchObject({ url: "https://kaito.example/a2a", protocolVersion: "1.0" });
    expect(card.provider.organization).toBe("Kaito Sato");
    expect(card.skills.map((s: Json) => s.id)).toEqual(expect.arrayContaining([perMinuteServiceId, fixedServiceId]));
    const live = card.skills.find((s: Json) => s.id === perMinuteServiceId);
    expect(live).toMatchObject({ name: "Manual translation by the minute" });
    expect(live.tags).toEqual(expect.arrayContaining(["Research", "live", "per-minute"]));
    const [extension] = card.capabilities.extensions;
    expect(extension.uri).toBe(`${server.baseUrl}/a2a/extensions/agora-listing/v1`);
    expect(extension.params).toMatchObject({
      verificationLevel: expect.any(Number),
      reputation: expect.stringMatching(/^\d+\.\d{2}$/),
      badges: expect.any(Array),
      pricing: { basePerMinuteRate: "0.60" },
    });
    const fixed = extension.params.pricing.services.find((s: Json) => s.id === fixedServiceId);
    expect(fixed.priceRange).toEqual({ min: "20.00", max: "40.00" });
    // A per-call service (the earlier per-call test listed one) says so, with its price.
    const perCall = card.skills.find((s: Json) => s.name === "Glossary lookup per call");
    expect(perCall.tags).toContain("per-call");
    expect(extension.params.pricing.services.find((s: Json) => s.id === perCall.id)).toMatchObject({
      pricingModel: "per_call",
      pricePerCall: "0.02",
      callCap: null,
    });
    // The same card by slug.
    const bySlug = await api(
      { baseUrl: server.baseUrl },
      "GET",
      "/api/v1/agents/kaito-translation-desk/agent-card.json",
    );
    expect(bySlug.body.name).toBe(card.name);
  });

  it("serves its ERC-8004 registration file with the A2A card, MCP, trust and links", async () => {
    const res = await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/registration.json`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: erc8004RegistrationType,
      name: "Kaito Translation Desk",
      supportedTrust: ["reputation"],
      active: true,
    });
    const services = Object.fromEntries(res.body.services.map((s: Json) => [s.name, s.endpoint]));
    expect(services.A2A).toBe(`${server.baseUrl}/api/v1/agents/${agentId}/agent-card.json`);
    expect(services.MCP).toBe(`${server.baseUrl}/mcp`);
    const reputation = await api({ baseUrl: server.baseUrl }, "GET", new URL(res.body.agora.reputation).pathname);
    expect(reputation.status).toBe(200);
    const profile = await api({ baseUrl: server.baseUrl }, "GET", new URL(res.body.agora.badges).pathname);
    expect(profile.body.badges).toEqual(expect.any(Array));
  });

  it("answers 404 for draft and paused agents, and no card for an agent without an endpoint", async () => {
    const draft = await createAgent(owner, { name: "Draft Desk", status: "draft", endpointUrl: "https://d.example" });
    const paused = await createAgent(owner, { name: "Paused Desk", endpointUrl: "https://p.example" });
    await ok(await api(owner, "PATCH", `/api/v1/agents/${paused}`, { status: "paused" }), "pause");
    const anon = { baseUrl: server.baseUrl };
    for (const id of [draft, paused]) {
      expect((await api(anon, "GET", `/api/v1/agents/${id}/agent-card.json`)).status).toBe(404);
      expect((await api(anon, "GET", `/api/v1/agents/${id}/registration.json`)).status).toBe(404);
    }
    const silent = await createAgent(owner, { name: "Silent Desk" });
    expect((await api(anon, "GET", `/api/v1/agents/${silent}/agent-card.json`)).status).toBe(404);
    const registration = await api(anon, "GET", `/api/v1/agents/${silent}/registration.json`);
    expect(registration.body.services.map((s: Json) => s.name)).toEqual(["MCP", "web"]);
  });
});

describe("A2A rate limits", () => {
  const windowMs = 3_600_000;
  let limited: TestServer;
  afterAll(async () => limited?.close());

  it(
    "counts a hire against the hire budget it shares with the REST hire route",
    ...inOneWindow(windowMs, 60_000, async () => {
      limited = await startTestServer({ RATE_LIMIT_WINDOW_MS: String(windowMs), RATE_LIMIT_ROUTES: "hire=2" });
      const hirer = await signedIn(limited, "hirer@a2a.test");
      const seller = await signedIn(limited, "seller@a2a.test");
      const service = await createPerMinuteService(
        seller,
        await createAgent(seller, { name: "Busy Agent" }),
        "Research by the minute",
      );
      const key = (await createApiKey(hirer, ["contracts:write", "agents:read"])).secret;
      // One hire through REST with the key, one through A2A: the budget of 2 is spent.
      const rest = await api({ baseUrl: limited.baseUrl, bearer: key }, "POST", `/api/v1/services/${service}/hire`, {});
      expect(rest.status).toBe(201);
      const a2a = await connect(key, limited);
      answerOf(await send(a2a, userMessage([data({ serviceId: service })])));
      const refused = problemOf(await send(a2a, userMessage([data({ serviceId: service })])));
      expect(refused).toMatchObject({ code: "rate_limited", status: 429 });
      // Finding agents is not counted against it.
      answerOf(await send(a2a, userMessage([text("research")])));
    }),
  );
});

describe("A2A JSON-RPC batches", () => {
  it("refuses a batch of 100 messages at once, naming why, without running any of them", async () => {
    const key = (await createApiKey(client, ["agents:read"])).secret;
    const request = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "SendMessage",
      params: {
        message: { messageId: randomUUID(), role: "ROLE_USER", parts: [{ text: "translate our Japanese manuals" }] },
      },
    });
    const as = { baseUrl: server.baseUrl, bearer: key };
    const version = { "a2a-version": "1.0" };
    const started = performance.now();
    const batch = await api(
      as,
      "POST",
      "/a2a",
      Array.from({ length: 100 }, (_, i) => request(i + 1)),
      version,
    );
    const tookMs = performance.now() - started;
    // HTTP 200, as the SDK answers every JSON-RPC error at /a2a (decision 068).
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(batch.body.error.message).toMatch(/batches are not accepted/);
    expect(tookMs).toBeLessThan(2000);
    // The same message alone is answered with a task.
    const single = await api(as, "POST", "/a2a", request(1), version);
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ jsonrpc: "2.0", id: 1 });
    expect(single.body.result.task.status.state).toBe("TASK_STATE_COMPLETED");
  });
});

describe("A2A malformed requests", () => {
  const version = { "a2a-version": "1.0" };
  let key: string;
  beforeAll(async () => {
    key = (await createApiKey(client, ["agents:read"])).secret;
  });

  /** POSTs `body` as it is (not re-encoded) to `/a2a` with the key, as `application/json` unless told. */
  async function raw(body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
    const res = await fetch(new URL("/a2a", server.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...version, ...headers },
      body,
    });
    return { status: res.status, body: await res.json() };
  }

  const getTask = { jsonrpc: "2.0", id: 5, method: "GetTask", params: { id: randomUUID() } };

  it("answers malformed JSON with -32700 Parse error, id null, HTTP 200 as the SDK does", async () => {
    for (const body of ['{"jsonrpc": "2.0", "id": 1, "method": "GetTask"', "not json", ""]) {
      const res = await raw(body);
      expect(res.status, body).toBe(200);
      expect(res.body, body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    }
  });

  it("answers a request without jsonrpc, with jsonrpc 1.0 or without a method with -32600, echoing the id", async () => {
    const { jsonrpc: _, ...withoutVersion } = getTask;
    const { method: __, ...withoutMethod } = getTask;
    const cases: [unknown, string][] = [
      [withoutVersion, "`jsonrpc`"],
      [{ ...getTask, jsonrpc: "1.0" }, "`jsonrpc`"],
      [withoutMethod, "`method`"],
      [{ ...getTask, method: 42 }, "`method`"],
    ];
    for (const [body, names] of cases) {
      const res = await raw(JSON.stringify(body));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 5, error: { code: -32600 } });
      expect(res.body.error.message).toContain(names);
    }
    // Both faults at once are both named.
    const both = await raw(JSON.stringify({ id: 5, params: {} }));
    expect(both.body.error.message).toMatch(/`jsonrpc`.*`method`/);
  });

  it("answers a body that is not a request object with -32600 and id null", async () => {
    for (const body of ["42", '"GetTask"', "null", "true"]) {
      const res = await raw(body);
      expect(res.status, body).toBe(200);
      expect(res.body, body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    }
    // An id of the wrong type cannot be echoed.
    const badId = await raw(JSON.stringify({ ...getTask, id: { n: 1 } }));
    expect(badId.body).toMatchObject({ id: null, error: { code: -32600, message: expect.stringContaining("`id`") } });
  });

  it("answers an unknown method with -32601 and bad params with -32602, echoing the id", async () => {
    const unknown = await raw(JSON.stringify({ ...getTask, method: "message/teleport" }));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ jsonrpc: "2.0", id: 5, error: { code: -32601 } });
    for (const params of [[1, 2], "task", {}]) {
      const res = await raw(JSON.stringify({ ...getTask, params }));
      expect(res.body, JSON.stringify(params)).toMatchObject({ jsonrpc: "2.0", id: 5, error: { code: -32602 } });
    }
    const noMessage = await raw(JSON.stringify({ jsonrpc: "2.0", id: "s", method: "SendMessage", params: {} }));
    expect(noMessage.body).toMatchObject({ id: "s", error: { code: -32602 } });
  });

  it("still answers 401 problem+json without a key, before reading the body", async () => {
    const res = await fetch(new URL("/a2a", server.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", ...version },
      body: "not json",
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
  });
});

describe("unknown paths under /a2a", () => {
  it("answers GET and POST /a2a/nope with a 404 problem, never the web app", async () => {
    const key = (await createApiKey(client, ["agents:read"])).secret;
    for (const as of [{ baseUrl: server.baseUrl }, { baseUrl: server.baseUrl, bearer: key }]) {
      for (const method of ["GET", "POST"]) {
        for (const path of ["/a2a/nope", "/a2a/extensions/agora-listing/v1/x", "/a2a/"]) {
          const res = await fetch(new URL(path, as.baseUrl), {
            method,
            headers: { accept: "text/html", ...(as.bearer ? { authorization: `Bearer ${as.bearer}` } : {}) },
            ...(method === "POST" ? { body: "{}" } : {}),
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.headers.get("content-type")).toContain("application/problem+json");
          expect(((await res.json()) as Json).code).toBe("not_found");
        }
      }
    }
    // The real routes under and beside it still answer.
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agent-card.json")).status).toBe(200);
    expect((await api({ baseUrl: server.baseUrl }, "GET", `/api/v1/agents/${agentId}/agent-card.json`)).status).toBe(
      200,
    );
  });
});
