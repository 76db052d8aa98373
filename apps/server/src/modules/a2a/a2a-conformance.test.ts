import { randomUUID } from "node:crypto";
import { AgentCard } from "@a2a-js/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createApiKey, signedIn } from "../../../test/fixtures-hiring";
import { type Browser, startTestServer, type TestServer } from "../../../test/harness";

// The checks of the A2A 1.0 conformance kit that apply to Agora's own agent (card at the well-known
// path, JSON-RPC at /a2a), sent as the kit sends them: raw JSON-RPC over HTTP with
// `A2A-Version: 1.0`, not through the SDK's client, so a fault the client would smooth over shows.
// The kit's checks that do not apply are listed, with why, in docs/a2a-extension.md.

let server: TestServer;
let client: Browser;
let key: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON-RPC answers and assert their shape.
type Json = any;

/** POSTs `body` (encoded as JSON unless it is a string) to `/a2a` with the key and A2A-Version 1.0. */
async function rpc(
  body: unknown,
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; contentType: string; body: Json }> {
  const sent: Record<string, string> = {
    "content-type": "application/json",
    authorization: `Bearer ${key}`,
    "a2a-version": "1.0",
  };
  for (const [name, value] of Object.entries(headers))
    if (value === undefined) delete sent[name];
    else sent[name] = value;
  const res = await fetch(new URL("/a2a", server.baseUrl), {
    method: "POST",
    headers: sent,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", body: await res.json() };
}

const call = (method: string, params: unknown, id: string | number = randomUUID()) => ({
  jsonrpc: "2.0",
  id,
  method,
  params,
});

/** A SendMessage request with one text part, as the kit's `message/send` check sends it. */
const sendMessage = (text: string, id?: string | number) =>
  call(
    "SendMessage",
    { message: { messageId: randomUUID(), role: "ROLE_USER", parts: [{ text }] }, configuration: { blocking: true } },
    id,
  );

/** The task a finished SendMessage answered. */
async function finishedTask(): Promise<Json> {
  const res = await rpc(sendMessage("translate our Japanese pump manuals"));
  expect(res.body.error).toBeUndefined();
  return res.body.result.task;
}

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server, "client@conformance.test");
  const owner = await signedIn(server, "owner@conformance.test");
  await createAgent(owner, {
    name: "Kaito Translation Desk",
    description: "Translates technical manuals between Japanese and English.",
    skills: ["japanese", "translation"],
  });
  key = (await createApiKey(client, ["agents:read"])).secret;
});
afterAll(async () => server?.close());

describe("A2A 1.0 conformance: the agent card", () => {
  it("serves a card with the required fields at /.well-known/agent-card.json, without authentication", async () => {
    const res = await fetch(new URL("/.well-known/agent-card.json", server.baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const card = (await res.json()) as Json;
    for (const field of ["name", "description", "version"]) expect(typeof card[field], field).toBe("string");
    expect(card.capabilities).toEqual(expect.any(Object));
    expect(card.defaultInputModes.length).toBeGreaterThan(0);
    expect(card.defaultOutputModes.length).toBeGreaterThan(0);
    expect(card.skills.length).toBeGreaterThan(0);
    for (const skill of card.skills) {
      for (const field of ["id", "name", "description"]) expect(typeof skill[field], field).toBe("string");
      expect(skill.tags.length, skill.id).toBeGreaterThan(0);
    }
    // The SDK reads it back to the same card: nothing in it is outside the 1.0 schema's shape.
    expect(AgentCard.toJSON(AgentCard.fromJSON(card))).toEqual(card);
  });

  it("declares one JSON-RPC interface at an absolute URL that answers JSON-RPC, and the scheme it needs", async () => {
    const card = (await (await fetch(new URL("/.well-known/agent-card.json", server.baseUrl))).json()) as Json;
    expect(card.supportedInterfaces).toEqual([
      { url: `${server.baseUrl}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    ]);
    // Capabilities it does not have are declared false, so the kit skips their checks.
    expect(card.capabilities).toMatchObject({ streaming: false, pushNotifications: false });
    const schemes = Object.keys(card.securitySchemes);
    expect(card.securityRequirements.flatMap((r: Json) => Object.keys(r.schemes))).toEqual(schemes);
    const res = await rpc(call("GetTask", { id: randomUUID() }));
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body.jsonrpc).toBe("2.0");
  });
});

describe("A2A 1.0 conformance: core methods", () => {
  it("answers SendMessage with a finished task echoing the request id", async () => {
    const res = await rpc(sendMessage("translate our Japanese pump manuals", 41));
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 41 });
    const task = res.body.result.task;
    expect(task.id).toEqual(expect.any(String));
    expect(task.contextId).toEqual(expect.any(String));
    expect(task.status.state).toBe("TASK_STATE_COMPLETED");
    expect(task.artifacts[0].parts[0].data).toEqual(expect.any(Object));
  });

  it("answers GetTask with the task, and an unknown or another caller's task with -32001 TaskNotFound", async () => {
    const task = await finishedTask();
    const again = await rpc(call("GetTask", { id: task.id }, "g"));
    expect(again.body).toMatchObject({ id: "g", result: { id: task.id, status: { state: "TASK_STATE_COMPLETED" } } });
    const unknown = await rpc(call("GetTask", { id: randomUUID() }, "u"));
    expect(unknown.body).toMatchObject({ jsonrpc: "2.0", id: "u", error: { code: -32001 } });
    expect(unknown.body.result).toBeUndefined();
    const stranger = (await createApiKey(await signedIn(server, "stranger@conformance.test"), ["agents:read"])).secret;
    const foreign = await rpc(call("GetTask", { id: task.id }), { authorization: `Bearer ${stranger}` });
    expect(foreign.body.error.code).toBe(-32001);
  });

  it("answers CancelTask of a finished task with -32002 TaskNotCancelable, of an unknown one with -32001", async () => {
    const task = await finishedTask();
    const finished = await rpc(call("CancelTask", { id: task.id }, 3));
    expect(finished.body).toMatchObject({ jsonrpc: "2.0", id: 3, error: { code: -32002 } });
    const stillDone = await rpc(call("GetTask", { id: task.id }));
    expect(stillDone.body.result.status.state).toBe("TASK_STATE_COMPLETED");
    const unknown = await rpc(call("CancelTask", { id: randomUUID() }, 4));
    expect(unknown.body).toMatchObject({ id: 4, error: { code: -32001 } });
  });

  it("lists the caller's tasks within a bounded page, refusing a page size over 100 with -32602", async () => {
    const task = await finishedTask();
    const listed = await rpc(call("ListTasks", { pageSize: 100 }));
    expect(listed.body.result.tasks.map((t: Json) => t.id)).toContain(task.id);
    const tooMany = await rpc(call("ListTasks", { pageSize: 101 }, 5));
    expect(tooMany.body).toMatchObject({ id: 5, error: { code: -32602 } });
  });
});

describe("A2A 1.0 conformance: what the card does not declare", () => {
  it("refuses streaming methods with -32004 UnsupportedOperation", async () => {
    const streaming = await rpc({ ...sendMessage("translate manuals", 6), method: "SendStreamingMessage" });
    expect(streaming.body).toMatchObject({ jsonrpc: "2.0", id: 6, error: { code: -32004 } });
    const task = await finishedTask();
    const subscribe = await rpc(call("SubscribeToTask", { id: task.id }, 7));
    expect(subscribe.body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32004 } });
  });

  it("refuses push notification configs with -32003 PushNotificationNotSupported", async () => {
    const task = await finishedTask();
    const config = { taskId: task.id, url: "https://hooks.example/a2a", id: "c1" };
    const create = await rpc(call("CreateTaskPushNotificationConfig", config, 8));
    expect(create.body).toMatchObject({ id: 8, error: { code: -32003 } });
    const list = await rpc(call("ListTaskPushNotificationConfigs", { taskId: task.id }, 9));
    expect(list.body).toMatchObject({ id: 9, error: { code: -32003 } });
  });

  it("refuses the extended card, which the card says it has not, with -32004 as the SDK does", async () => {
    // -32007 ExtendedAgentCardNotConfigured is for an agent that declares one and has none to give.
    const res = await rpc(call("GetExtendedAgentCard", {}, 10));
    expect(res.body).toMatchObject({ id: 10, error: { code: -32004 } });
  });

  it("answers the 0.3 method names with -32601 under A2A-Version 1.0", async () => {
    for (const method of ["message/send", "tasks/get", "tasks/cancel"]) {
      const res = await rpc(call(method, { id: randomUUID() }, method));
      expect(res.body, method).toMatchObject({ id: method, error: { code: -32601 } });
    }
  });
});

describe("A2A 1.0 conformance: transport", () => {
  it("answers a body that is not application/json with -32005 ContentTypeNotSupported and id null", async () => {
    for (const type of ["text/plain", "application/xml", "application/x-www-form-urlencoded"]) {
      const res = await rpc(JSON.stringify(call("GetTask", { id: randomUUID() })), { "content-type": type });
      expect(res.status, type).toBe(200);
      expect(res.body, type).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32005 } });
      expect(res.body.error.message).toContain(type);
    }
    // Without a Content-Type there is no telling what the body is.
    const untyped = await rpc(JSON.stringify(call("GetTask", { id: randomUUID() })), { "content-type": undefined });
    expect(untyped.body).toMatchObject({ id: null, error: { code: -32005 } });
    const withCharset = await rpc(call("GetTask", { id: randomUUID() }, 11), {
      "content-type": "application/json; charset=utf-8",
    });
    expect(withCharset.body).toMatchObject({ id: 11, error: { code: -32001 } });
  });

  it("answers a missing or unsupported A2A-Version with -32009 VersionNotSupported naming 1.0", async () => {
    for (const version of [undefined, "0.3", "2.0", "1"]) {
      const res = await rpc(call("GetTask", { id: randomUUID() }, 12), { "a2a-version": version });
      expect(res.status, String(version)).toBe(200);
      expect(res.body, String(version)).toMatchObject({ jsonrpc: "2.0", id: 12, error: { code: -32009 } });
      expect(res.body.error.message).toContain("1.0");
    }
  });

  it("answers every JSON-RPC error as a response object with either result or error, never both", async () => {
    const answers = await Promise.all([
      rpc("{"),
      rpc({ id: 1, method: "GetTask" }),
      rpc(call("Nope", {}, 2)),
      rpc(call("GetTask", "x", 3)),
      rpc(call("GetTask", { id: randomUUID() }, 4)),
    ]);
    expect(answers.map((a) => a.body.error.code)).toEqual([-32700, -32600, -32601, -32602, -32001]);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["error", "id", "jsonrpc"]);
      expect(body.error.message).toEqual(expect.any(String));
    }
  });
});
