import { apiKeyScopes } from "@agora/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, startTestServer, type TestServer } from "./harness";
import { hostileArbitrary, type JsonSchema, type Resolver, resolverFor } from "./schema-arbitrary";
import { buildWorld, type Resource, resourceOf, type World } from "./world";

// The contract fuzzer: walks /api/v1/openapi.json and throws generated requests at every operation
// as a signed-in admin with a key holding every scope. Whatever it sends, the answer is never a 5xx,
// every 4xx is RFC 9457 problem+json, and the ledger still balances afterwards.
//
// FUZZ_SECONDS sets the budget (default 60 s, split evenly over the operations); FUZZ_SEED replays
// a run (the seed of every failure is in the failure message).

const budgetMs = Number(process.env.FUZZ_SECONDS ?? 60) * 1000;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

type OpenApi = { paths: Record<string, Record<string, Record<string, unknown>>> };

let server: TestServer;
let world: World;
let secret: string;
let doc: OpenApi;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0", ADMIN_EMAILS: "fuzz-client@example.com" });
  world = await buildWorld(server, "fuzz");
  const key = await api(world.client, "POST", "/api/v1/api-keys", { name: "fuzzer", scopes: [...apiKeyScopes] });
  if (key.status !== 201) throw new Error(`fuzzer key: ${key.status} ${JSON.stringify(key.body)}`);
  secret = key.body.secret;
  doc = (await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/openapi.json")).body;
}, 120_000);
afterAll(async () => server?.close());

function operationsOf(openapi: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.["application/json"]?.schema,
      });
    }
  }
  return operations;
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A path parameter: an id of the world's (so deep code runs), a stranger's uuid, or junk. */
function pathValue(param: Parameter, path: string, resolve: Resolver, ids: Record<Resource, string>) {
  const own = ids[resourceOf(path.replace(/\{(\w+)\}/g, ":$1")) as Resource];
  const choices: fc.Arbitrary<unknown>[] = [fc.uuid(), hostileArbitrary(param.schema, resolve)];
  if (param.schema.enum) choices.push(fc.constantFrom(...param.schema.enum));
  if (own && param.name === "id") choices.push(fc.constant(own));
  // A lone surrogate cannot be percent-encoded; it reaches the server as U+FFFD, as from a browser.
  return fc
    .oneof(...choices)
    .map((v) =>
      encodeURIComponent((typeof v === "string" ? v : String(JSON.stringify(v))).replace(loneSurrogate, "\ufffd")),
    );
}

function requestArbitrary(op: Operation, resolve: Resolver) {
  const path = fc.record(
    Object.fromEntries(
      op.parameters.filter((p) => p.in === "path").map((p) => [p.name, pathValue(p, op.path, resolve, world.ids)]),
    ),
  );
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, hostileArbitrary(p.schema, resolve)])), {
    requiredKeys: [],
  });
  const body = op.body ? hostileArbitrary(op.body, resolve) : fc.constant(undefined);
  return fc.record({ path, query, body, idempotencyKey: fc.option(fc.uuid(), { nil: undefined }) });
}

function urlOf(op: Operation, path: Record<string, string>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? "x");
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v])
      search.append(k, typeof item === "string" ? item : JSON.stringify(item));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

describe("contract fuzzer", () => {
  it(
    "answers every generated request with a 2xx, 3xx or a problem+json 4xx, never a 5xx",
    async () => {
      const resolve = resolverFor(doc);
      const operations = operationsOf(doc);
      const perOperationMs = Math.max(200, Math.floor(budgetMs / operations.length));
      const failures: string[] = [];
      let sent = 0;
      // FUZZ_ONLY narrows a replay to the operations whose "METHOD /path" matches it.
      const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
      for (const op of operations.filter((o) => !only || only.test(`${o.method} ${o.path}`))) {
        const property = fc.asyncProperty(requestArbitrary(op, resolve), async (req) => {
          sent++;
          const url = urlOf(op, req.path as Record<string, string>, req.query as Record<string, unknown>);
          const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
          if (req.idempotencyKey) headers["idempotency-key"] = req.idempotencyKey;
          const init: RequestInit = { method: op.method, headers };
          if (req.body !== undefined && op.method !== "GET") {
            headers["content-type"] = "application/json";
            init.body = JSON.stringify(req.body);
          }
          const res = await fetch(new URL(url, server.baseUrl), init);
          const text = await res.text();
          if (res.status >= 500) {
            // The cause is only in the server's log: put it and the body sent in the failure.
            const requestId = res.headers.get("x-request-id");
            const cause = server.logs.find((l) => l.reqId === requestId && l.err)?.err as { message?: string };
            throw new Error(
              `${op.method} ${url} → ${res.status}; body ${String(init.body).slice(0, 300)}; cause: ${cause?.message ?? "?"}`,
            );
          }
          if (res.status >= 400) {
            const type = res.headers.get("content-type") ?? "";
            if (!type.startsWith("application/problem+json"))
              throw new Error(`${op.method} ${url} → ${res.status} as ${type}, not problem+json`);
            const problem = JSON.parse(text) as { status?: number; title?: string };
            if (problem.status !== res.status || !problem.title)
              throw new Error(`${op.method} ${url} → ${res.status}: problem without status/title ${text}`);
          }
        });
        let result = await fc.check(property, {
          seed,
          numRuns: 100_000,
          interruptAfterTimeLimit: perOperationMs,
          endOnFailure: true,
        });
        // fast-check counts a time limit reached before any request completed as a failure with no
        // counterexample: a slow first request (a cold index on a loaded machine) is not a 5xx.
        // Such an operation gets one request without the limit, which is still checked in full.
        if (result.failed && result.interrupted && result.counterexample === null)
          result = await fc.check(property, { seed, numRuns: 1 });
        if (result.failed) {
          const error =
            result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          // Generated URLs can be 10 k characters long: the seed and path replay them in full.
          const shown = error.length > 400 ? `${error.slice(0, 200)} … ${error.slice(-200)}` : error;
          failures.push(`${op.method} ${op.path} (seed ${result.seed}, path ${result.counterexamplePath}): ${shown}`);
        }
      }
      console.info(
        `contract fuzzer: ${operations.length} operations, ${sent} requests, seed ${seed}, ${failures.length} failing`,
      );
      if (!only) expect(operations.length).toBeGreaterThan(50);
      expect(failures).toEqual([]);

      const ledger = await api(world.client, "GET", "/api/v1/admin/ledger/check");
      expect(ledger.status).toBe(200);
      expect(ledger.body.ok).toBe(true);
      // Nothing the fuzzer did may take the server down for the next honest caller.
      expect((await api(world.client, "GET", `/api/v1/contracts/${world.ids.contracts}`)).status).toBe(200);
    },
    budgetMs + 120_000,
  );
});
