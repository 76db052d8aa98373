import { formatMicros, parseMicros, type ReceiptKeySet, verifyCallReceipt, verifyReceipt } from "@agora/contracts";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { decodePaymentSignatureHeader } from "@x402/core/http";
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
import { mcpToolNames } from "./mcp.server";

// The MCP server driven by the official MCP client over real HTTP, as an LLM client would: find an
// agent, hire it, pay by stream with verified receipts, review, and be refused what the key may not do.

let server: TestServer;
let client: Browser;
let owner: Browser;
let agentId: string;
let perMinuteServiceId: string;
let fixedServiceId: string;
const clients: Client[] = [];

/** Everything a client needs, enough to hire, fund, stream and review. */
const agentScopes = ["agents:read", "contracts:read", "contracts:write", "streams:write", "wallet:read"];

async function createKey(browser: Browser, scopes: string[] = agentScopes): Promise<string> {
  return (await createApiKey(browser, scopes, "mcp")).secret;
}

/** An MCP client connected to `/mcp` of `on` (the file's server by default) with `key`. */
async function connect(key: string, on: TestServer = server): Promise<Client> {
  const mcp = new Client({ name: "agora-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", on.baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await mcp.connect(transport);
  clients.push(mcp);
  return mcp;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the tools' JSON answers and assert their shape.
type Json = any;

/** Calls `name` and parses its JSON text answer; `isError` tells a refusal. */
async function call(
  mcp: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ isError: boolean; body: Json }> {
  const result = (await mcp.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  if (first?.type !== "text") throw new Error(`${name}: no text content`);
  return { isError: result.isError === true, body: JSON.parse(first.text) };
}

/** Calls `name` and fails with the problem when the tool refused. */
async function success(mcp: Client, name: string, args: Record<string, unknown> = {}): Promise<Json> {
  const { isError, body } = await call(mcp, name, args);
  if (isError) throw new Error(`${name} refused: ${JSON.stringify(body)}`);
  return body;
}

async function available(browser: Browser): Promise<string> {
  return (await ok(await api(browser, "GET", "/api/v1/wallet"), "wallet")).available as string;
}

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server, "client@mcp.test");
  owner = await signedIn(server, "owner@mcp.test");
  agentId = await createAgent(owner, {
    name: "Kaito Translation Desk",
    tagline: "Japanese & English technical translation",
    description: "Translates technical manuals and documentation between Japanese and English.",
    skills: ["japanese", "translation", "technical-writing"],
    endpointUrl: "https://kaito.example/a2a",
  });
  perMinuteServiceId = await createPerMinuteService(owner, agentId, "Manual translation by the minute");
  fixedServiceId = await createFixedService(owner, agentId, "One manual chapter", { min: "20", max: "40" });
  await depositTestFunds(client, "100");
});
afterAll(async () => {
  for (const mcp of clients) await mcp.close();
  await server?.close();
});

describe("MCP server at /mcp", () => {
  it("lists every tool with a JSON Schema of its arguments, and the agent card template", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...mcpToolNames].sort());
    expect(mcpToolNames).toHaveLength(18);
    const hire = tools.find((t) => t.name === "hire_service");
    expect(hire?.inputSchema.required).toEqual(["service_id"]);
    expect(Object.keys(hire?.inputSchema.properties ?? {}).sort()).toEqual(
      ["amount", "idempotency_key", "message", "prepaid", "service_id"].sort(),
    );
    expect(hire?.annotations?.readOnlyHint).toBe(false);
    const { resourceTemplates } = await mcp.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["agora://agents/{id}"]);
  });

  it("finds the agent by search and by a need in other words, and reads its card", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const found = await success(mcp, "search_agents", { q: "translation", skills: "japanese" });
    expect(found.data.map((a: Json) => a.id)).toEqual([agentId]);

    const matched = await success(mcp, "match_agents", { description: "translate our Japanese pump manuals" });
    expect(matched.data[0].agent.id).toBe(agentId);
    expect(matched.data[0].reasons.length).toBeGreaterThan(0);

    const profile = await success(mcp, "get_agent", { agent_id: agentId });
    expect(profile.agent.name).toBe("Kaito Translation Desk");
    expect(profile.reputation).toHaveProperty("components");

    const services = await success(mcp, "list_services", { agent_id: agentId });
    expect(services.data.map((s: Json) => s.id).sort()).toEqual([perMinuteServiceId, fixedServiceId].sort());

    // The card: the public profile, then the A2A Agent Card of an agent that lists an endpoint.
    const card = await mcp.readResource({ uri: `agora://agents/${agentId}` });
    const texts = card.contents.map((c) => ("text" in c ? JSON.parse(c.text) : undefined));
    expect(texts[0]).toMatchObject({ id: agentId, name: "Kaito Translation Desk" });
    expect(card.contents[1]?.uri).toBe(`${server.baseUrl}/api/v1/agents/${agentId}/agent-card.json`);
    expect(texts[1]).toMatchObject({
      name: "Kaito Translation Desk",
      supportedInterfaces: [expect.objectContaining({ url: "https://kaito.example/a2a" })],
    });
    const bySlug = await mcp.readResource({ uri: `agora://agents/${texts[0].slug}` });
    expect(bySlug.contents).toHaveLength(2);
    await expect(mcp.readResource({ uri: "agora://agents/no-such-agent" })).rejects.toThrow(/not found/i);
  });

  it("hires, is accepted, funds, streams with verified receipts, stops, and reviews", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const before = await available(client);
    const { offer } = await success(mcp, "hire_service", { service_id: perMinuteServiceId });
    expect(offer.status).toBe("pending");
    expect((await success(mcp, "get_offer", { offer_id: offer.id })).contractId).toBeNull();

    // The agent's owner accepts through the REST API, as an agent runtime does.
    await ok(await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`), "accept");
    const { contractId } = await success(mcp, "get_offer", { offer_id: offer.id });
    expect(contractId).toEqual(expect.any(String));

    const funded = await success(mcp, "fund_contract", { contract_id: contractId, amount: "10" });
    expect(funded.contract).toMatchObject({ status: "active", escrow: "10.00" });
    expect(await available(client)).toBe((Number(before) - 10).toFixed(2));

    const keySet = (await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agora-receipts.json"))
      .body as ReceiptKeySet;
    const { stream } = await success(mcp, "start_stream", { contract_id: contractId });
    expect(stream.status).toBe("active");
    expect(await verifyReceipt(stream.receipt, keySet)).toBe(true);

    const read = await success(mcp, "get_contract", { contract_id: contractId });
    expect(read.streams.map((s: Json) => s.id)).toEqual([stream.id]);
    expect(await verifyReceipt(read.streams[0].receipt, keySet)).toBe(true);

    const stopped = await success(mcp, "stop_stream", { stream_id: stream.id });
    expect(stopped.stream.status).toBe("settled");
    expect(stopped.stream.receipt.final).toBe(true);
    expect(await verifyReceipt(stopped.stream.receipt, keySet)).toBe(true);
    // A receipt changed by one cent no longer verifies.
    expect(await verifyReceipt({ ...stopped.stream.receipt, gross: "9.99" }, keySet)).toBe(false);

    // Per-minute work closes when the client approves the contract, which refunds what is left.
    const approved = await success(mcp, "approve_delivery", { contract_id: contractId });
    expect(approved.contract.status).toBe("completed");
    const { review } = await success(mcp, "leave_review", {
      contract_id: contractId,
      stars: 5,
      text: "Fast and exact",
    });
    expect(review).toMatchObject({ stars: 5, agentId });
    const { reputation } = await success(mcp, "get_agent", { agent_id: agentId });
    expect(reputation.counts).toMatchObject({ reviews: 1, completed: 1 });
  });

  it("replays a money tool retried with the same idempotency key, moving the money once", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const { offer } = await success(mcp, "hire_service", { service_id: fixedServiceId, amount: "30" });
    await ok(await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`), "accept");
    const { contractId } = await success(mcp, "get_offer", { offer_id: offer.id });
    const before = await available(client);

    const args = { contract_id: contractId, amount: "30", idempotency_key: "fund-chapter-1" };
    const first = await success(mcp, "fund_contract", args);
    const again = await success(mcp, "fund_contract", args);
    expect(first).toMatchObject({ idempotency_key: "fund-chapter-1", replayed: false });
    expect(again).toMatchObject({ idempotency_key: "fund-chapter-1", replayed: true });
    expect(again.contract).toEqual(first.contract);
    expect(await available(client)).toBe((Number(before) - 30).toFixed(2));

    // The same key with other arguments is refused, and a call without a key gets a fresh one.
    const reused = await call(mcp, "fund_contract", { ...args, amount: "5" });
    expect(reused.isError).toBe(true);
    expect(reused.body.code).toBe("idempotency_key_reused");
    const hired = await success(mcp, "hire_service", { service_id: fixedServiceId, amount: "20" });
    expect(hired.idempotency_key).toEqual(expect.any(String));

    // The agent's owner delivers through MCP with a key of their own; the client approves and pays.
    const ownerMcp = await connect(await createKey(owner, ["contracts:read", "contracts:write"]));
    const delivered = await success(ownerMcp, "deliver_work", {
      contract_id: contractId,
      note: "Chapter 1 translated",
      url: "https://example.com/chapter-1.pdf",
    });
    expect(delivered.contract.status).toBe("delivered");
    const approved = await success(mcp, "approve_delivery", { contract_id: contractId });
    expect(approved.contract).toMatchObject({ status: "completed", escrow: "0.00", paidOut: "30.00" });

    // Pleased, the client pays a bonus on the completed contract; the owner cannot pay themselves one.
    const beforeBonus = await available(client);
    const { bonus } = await success(mcp, "pay_bonus", { contract_id: contractId, amount: "5" });
    expect(bonus).toMatchObject({ contractId, amount: "5.00", fee: "0.005", net: "4.995" });
    expect(await available(client)).toBe((Number(beforeBonus) - 5).toFixed(2));
    const own = await call(ownerMcp, "pay_bonus", { contract_id: contractId, amount: "5" });
    expect(own).toMatchObject({ isError: true, body: { code: "forbidden" } });
  });

  it("hires within the key's mandate and is refused beyond it, naming the limit and what is left", async () => {
    const key = await ok(
      await api(client, "POST", "/api/v1/api-keys", { name: "mandated", scopes: agentScopes }),
      "key",
    );
    await ok(
      await api(client, "POST", "/api/v1/mandates", { apiKeyId: key.id, perJobMax: "25", perDayMax: "30" }),
      "mandate",
    );
    const mcp = await connect(key.secret as string);

    const tooDear = await call(mcp, "hire_service", { service_id: fixedServiceId, amount: "30" });
    expect(tooDear).toMatchObject({
      isError: true,
      body: { code: "mandate_exceeded", status: 403, limit: "perJobMax" },
    });

    const { offer } = await success(mcp, "hire_service", { service_id: fixedServiceId, amount: "20" });
    await ok(await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`), "accept");
    const { contractId } = await success(mcp, "get_offer", { offer_id: offer.id });
    expect((await success(mcp, "fund_contract", { contract_id: contractId, amount: "20" })).contract.escrow).toBe(
      "20.00",
    );

    // $20 of the day's $30 is spent: a second $20 job would pass the per-day limit.
    const before = await available(client);
    const refused = await call(mcp, "hire_service", { service_id: fixedServiceId, amount: "20" });
    expect(refused).toMatchObject({
      isError: true,
      body: { code: "mandate_exceeded", limit: "perDayMax", remaining: "10.00" },
    });
    expect(refused.body.detail).toEqual(expect.any(String));
    expect(await available(client)).toBe(before);
  });

  it("answers a refusal as a tool error with the problem's code and detail", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const missing = await call(mcp, "get_contract", { contract_id: "00000000-0000-4000-8000-000000000000" });
    expect(missing).toMatchObject({ isError: true, body: { code: "not_found", status: 404 } });
    // Arguments that fail the tool's schema are refused before it runs, naming the field.
    const invalid = (await mcp.callTool({
      name: "fund_contract",
      arguments: { contract_id: "00000000-0000-4000-8000-000000000000", amount: "ten dollars" },
    })) as CallToolResult;
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.type === "text" && invalid.content[0].text).toMatch(/decimal dollar amount.* at amount/);
    const tooPoor = await call(mcp, "hire_service", { service_id: fixedServiceId, amount: "1000" });
    expect(tooPoor.isError).toBe(true);
    expect(tooPoor.body.detail).toEqual(expect.any(String));
  });

  it("refuses a tool whose scope the key lacks, naming the scope", async () => {
    const mcp = await connect(await createKey(client, ["agents:read"]));
    const refused = await call(mcp, "hire_service", { service_id: perMinuteServiceId });
    expect(refused).toMatchObject({ isError: true, body: { code: "forbidden", status: 403 } });
    expect(refused.body.detail).toContain("contracts:write");
    expect((await call(mcp, "get_wallet")).body.detail).toContain("wallet:read");
    expect((await call(mcp, "search_agents", { q: "translation" })).isError).toBe(false);
  });

  it("refuses a request without a key (401), with a bad key (401) and with a session cookie (403)", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    const accept = { accept: "application/json, text/event-stream" };
    expect((await api({ baseUrl: server.baseUrl }, "POST", "/mcp", initialize, accept)).status).toBe(401);
    const badKey = { baseUrl: server.baseUrl, bearer: "agora_sk_not-a-key" };
    expect((await api(badKey, "POST", "/mcp", initialize, accept)).status).toBe(401);
    const session = await api(client, "POST", "/mcp", initialize, accept);
    expect(session.status).toBe(403);
    const noKeyClient = new Client({ name: "anonymous", version: "1.0.0" });
    await expect(
      noKeyClient.connect(new StreamableHTTPClientTransport(new URL("/mcp", server.baseUrl))),
    ).rejects.toThrow();
  });
});

describe("MCP rate limits", () => {
  const windowMs = 3_600_000;
  let limited: TestServer;
  afterAll(async () => limited?.close());

  it(
    "counts hire_service against the hire budget it shares with the REST hire route",
    ...inOneWindow(windowMs, 60_000, async () => {
      limited = await startTestServer({ RATE_LIMIT_WINDOW_MS: String(windowMs), RATE_LIMIT_ROUTES: "hire=2" });
      const hirer = await signedIn(limited, "hirer@mcp.test");
      const seller = await signedIn(limited, "seller@mcp.test");
      const service = await createPerMinuteService(
        seller,
        await createAgent(seller, { name: "Busy Agent" }),
        "Research by the minute",
      );
      const key = await createKey(hirer);
      // One hire through REST with the key, one through MCP: the budget of 2 is spent.
      const rest = await api({ baseUrl: limited.baseUrl, bearer: key }, "POST", `/api/v1/services/${service}/hire`, {});
      expect(rest.status).toBe(201);
      const mcp = await connect(key, limited);
      await success(mcp, "hire_service", { service_id: service });
      const refused = await call(mcp, "hire_service", { service_id: service });
      expect(refused).toMatchObject({ isError: true, body: { code: "rate_limited", status: 429 } });
      expect(refused.body.detail).toContain("hire requests");
      // Reads are not counted against it.
      expect((await call(mcp, "get_wallet")).isError).toBe(false);
    }),
  );
});

describe("MCP JSON-RPC batches", () => {
  const accept = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" };
  const matchCall = (id: number) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "match_agents", arguments: { description: "translate our Japanese pump manuals" } },
  });

  it("refuses a batch of 100 calls at once, naming why, without running any of them", async () => {
    const key = await createKey(client, ["agents:read"]);
    const started = performance.now();
    const batch = await api(
      { baseUrl: server.baseUrl, bearer: key },
      "POST",
      "/mcp",
      Array.from({ length: 100 }, (_, i) => matchCall(i + 1)),
      accept,
    );
    const tookMs = performance.now() - started;
    expect(batch.status).toBe(400);
    expect(batch.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(batch.body.error.message).toMatch(/batches are not accepted \(MCP removed them in its 2025-06-18/);
    // Running the 100 matches took seconds; the refusal reads the body and nothing else.
    expect(tookMs).toBeLessThan(2000);
    // A batch of one is a batch too; the same call alone is answered.
    const one = await api({ baseUrl: server.baseUrl, bearer: key }, "POST", "/mcp", [matchCall(1)], accept);
    expect(one.status).toBe(400);
    const single = await api({ baseUrl: server.baseUrl, bearer: key }, "POST", "/mcp", matchCall(1), accept);
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { content: [{ type: "text" }] } });
    expect(single.body.result.isError).toBeUndefined();
  });

  it(
    "counts every call against the key's budget, as one request each",
    ...inOneWindow(3_600_000, 60_000, async () => {
      const limited = await startTestServer({ RATE_LIMIT_WINDOW_MS: "3600000", RATE_LIMIT_KEY_MAX: "3" });
      try {
        const key = await createKey(await signedIn(limited, "budget@mcp.test"), ["agents:read"]);
        const as = { baseUrl: limited.baseUrl, bearer: key };
        // Calls sent one per POST: the fourth is past the key's budget of 3.
        for (const id of [1, 2, 3]) expect((await api(as, "POST", "/mcp", matchCall(id), accept)).status).toBe(200);
        const fourth = await api(as, "POST", "/mcp", matchCall(4), accept);
        expect(fourth.status).toBe(429);
        expect(fourth.body).toMatchObject({ code: "rate_limited" });
        expect(fourth.body.detail).toContain("changes with this API key");
      } finally {
        await limited.close();
      }
    }),
  );
});

describe("MCP malformed requests", () => {
  const headers = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" };
  let key: string;
  beforeAll(async () => {
    key = await createKey(client, ["agents:read"]);
  });

  /** POSTs `body` as it is (not re-encoded) to `/mcp` with the key, as `application/json`. */
  async function raw(body: string): Promise<{ status: number; body: Json }> {
    const res = await fetch(new URL("/mcp", server.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...headers },
      body,
    });
    return { status: res.status, body: await res.json() };
  }

  const listTools = { jsonrpc: "2.0", id: 9, method: "tools/list", params: {} };

  it("answers malformed JSON with HTTP 400 and -32700 Parse error, id null, as the SDK's transport does", async () => {
    for (const body of ['{"jsonrpc": "2.0", "id": 1, "method": "tools/list"', "not json", ""]) {
      const res = await raw(body);
      expect(res.status, body).toBe(400);
      expect(res.body, body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
    }
  });

  it("answers a message without jsonrpc, with jsonrpc 1.0, without a method or not an object with 400 and -32600", async () => {
    const { jsonrpc: _, ...withoutVersion } = listTools;
    const { method: __, ...withoutMethod } = listTools;
    for (const [body, id, names] of [
      [withoutVersion, 9, "`jsonrpc`"],
      [{ ...listTools, jsonrpc: "1.0" }, 9, "`jsonrpc`"],
      [withoutMethod, 9, "`method`"],
      [42, null, "object"],
      [null, null, "object"],
      ["tools/list", null, "object"],
    ] as const) {
      const res = await raw(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ jsonrpc: "2.0", id, error: { code: -32600 } });
      expect(res.body.error.message).toContain(names);
    }
  });

  it("refuses a body that is not application/json with 415, text/plain included", async () => {
    for (const type of ["text/plain", "application/xml"]) {
      const res = await fetch(new URL("/mcp", server.baseUrl), {
        method: "POST",
        headers: { "content-type": type, authorization: `Bearer ${key}`, ...headers },
        body: JSON.stringify(listTools),
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as Json).code).toBe("unsupported_media_type");
    }
  });

  it("answers an unknown method with -32601 and bad params with -32602, echoing the id", async () => {
    const unknown = await raw(JSON.stringify({ ...listTools, method: "tools/teleport" }));
    expect(unknown.body).toMatchObject({ jsonrpc: "2.0", id: 9, error: { code: -32601 } });
    const noName = await raw(JSON.stringify({ jsonrpc: "2.0", id: 10, method: "tools/call", params: {} }));
    expect(noName.body).toMatchObject({ jsonrpc: "2.0", id: 10, error: { code: -32602 } });
    expect(noName.body.error.message).toContain("params.name");
    const noUri = await raw(JSON.stringify({ jsonrpc: "2.0", id: "r", method: "resources/read", params: {} }));
    expect(noUri.body).toMatchObject({ jsonrpc: "2.0", id: "r", error: { code: -32602 } });
    expect(noUri.body.error.message).toContain("params.uri");
    // A method Agora does not serve stays -32601, whatever its params.
    const noPrompts = await raw(JSON.stringify({ jsonrpc: "2.0", id: 11, method: "prompts/get", params: {} }));
    expect(noPrompts.body).toMatchObject({ id: 11, error: { code: -32601 } });
  });

  it("answers GET and POST /mcp/nope with a 404 problem, never the web app", async () => {
    for (const bearer of [undefined, key]) {
      for (const method of ["GET", "POST"]) {
        for (const path of ["/mcp/nope", "/mcp/"]) {
          const res = await fetch(new URL(path, server.baseUrl), {
            method,
            headers: { accept: "text/html", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
            ...(method === "POST" ? { body: "{}" } : {}),
          });
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.headers.get("content-type")).toContain("application/problem+json");
          expect(((await res.json()) as Json).code).toBe("not_found");
        }
      }
    }
  });
});

describe("authorize_x402_payment", () => {
  it("answers a PAYMENT-SIGNATURE header the facilitator settles once, and needs x402:pay", async () => {
    const network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network as string;
    const accepted = {
      scheme: "exact",
      network,
      asset: "USD",
      amount: "2000",
      payTo: agentId,
      maxTimeoutSeconds: 60,
      extra: { decimals: 6 },
    };
    const resource = "https://kaito.example/v1/translate";
    const before = await available(client);
    const mcp = await connect(await createKey(client, ["x402:pay"]));
    const answer = await success(mcp, "authorize_x402_payment", { accepted, resource });
    const paymentPayload = decodePaymentSignatureHeader(answer.payment_signature_header);
    expect(paymentPayload).toMatchObject({ x402Version: 2, resource: { url: resource }, accepted });
    expect(paymentPayload.payload).toEqual(answer.authorization);
    // Authorizing charges nothing; the resource's settle does.
    expect(await available(client)).toBe(before);
    const settled = await api(server, "POST", "/x402/settle", {
      x402Version: 2,
      paymentPayload,
      paymentRequirements: accepted,
    });
    expect(settled.body).toMatchObject({ success: true, amount: "2000" });
    expect(await available(client)).toBe(formatMicros((parseMicros(before) ?? 0n) - 2000n));

    const withoutScope = await connect(await createKey(client, agentScopes));
    const refused = await call(withoutScope, "authorize_x402_payment", { accepted, resource });
    expect(refused).toMatchObject({ isError: true, body: { status: 403, code: "forbidden" } });
  });
});

describe("MCP per-call tools (decision 086)", () => {
  it("hires a per-call service with prepaid escrow, makes calls with verified receipts, and lists them", async () => {
    const mcp = await connect(await createKey(client, agentScopes));
    const serviceId = await createPerCallService(owner, agentId, "Glossary lookup per call", "0.30");
    const hired = await success(mcp, "hire_service", { service_id: serviceId, prepaid: "0.50" });
    expect(hired.offer.status).toBe("accepted");
    expect(hired.contract).toMatchObject({ status: "active", escrow: "0.50", pricePerCall: "0.30" });
    const keySet = (await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agora-receipts.json")).body;
    const made = await success(mcp, "make_call", { contract_id: hired.contract.id, idempotency_key: "mcp-call-1" });
    expect(made.call).toMatchObject({ seq: 1, price: "0.30", spent: "0.30" });
    expect(await verifyCallReceipt(made.call.receipt, keySet)).toBe(true);
    const again = await success(mcp, "make_call", { contract_id: hired.contract.id, idempotency_key: "mcp-call-1" });
    expect(again.call).toEqual(made.call);
    const short = await call(mcp, "make_call", { contract_id: hired.contract.id });
    expect(short.isError).toBe(true);
    expect(short.body.code).toBe("insufficient_funds");
    const listed = await success(mcp, "list_calls", { contract_id: hired.contract.id });
    expect(listed.data.map((c: Json) => c.seq)).toEqual([1]);
  });
});
