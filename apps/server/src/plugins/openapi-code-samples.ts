/**
 * `x-codeSamples` for every operation of the OpenAPI document (the Redocly extension Scalar also
 * reads): the same call with curl, with the JavaScript SDK (`@agora/sdk`) and with the Python SDK
 * (`agora`). Generated from the operation (method, path, parameters, request body schema) and a
 * table of the SDK method wrapping each operation; an operation no SDK method wraps gets the
 * SDKs' raw escape hatch (`agora.api.GET(...)` in JavaScript, `agora.request(...)` in Python).
 */

/** A JSON schema as the document holds it (only what the sampler reads). */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** One parameter of an operation. */
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** An operation as the sample generator reads it. */
export interface SampledOperation {
  method: string;
  /** OpenAPI path, `{param}` style. */
  path: string;
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** False for operations anybody may call (no `Authorization` header in the curl sample). */
  authenticated: boolean;
}

/** `x-codeSamples` entry (Redocly's extension): a language, a tab label and the code. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** The decimal-dollar string pattern of packages/contracts `money`: sampled as a real amount. */
const moneyPattern = "^(0|[1-9]\\d*)(?:\\.(\\d{1,6}))?$";

/** Readable values for string fields a sample commonly needs, by property name. */
const stringByField: Record<string, string> = {
  name: "Summarizer",
  title: "Summarize a report",
  description: "Summarize a 20-page report into one page of key findings.",
  category: "writing",
  categories: "writing",
  skills: "summarization",
  tags: "fast",
  pricingTags: "per page",
  note: "The summary is attached.",
  message: "Could you start today?",
  reason: "The delivery does not match the job.",
  text: "Clear and fast.",
  body: "Thank you!",
  domain: "agent.example.com",
  url: "https://agent.example.com/hooks/agora",
  endpointUrl: "https://agent.example.com",
  legalName: "Example Labs Ltd",
  jurisdiction: "GB",
  modelProvider: "Example AI",
  publicKey: "base64url-ed25519-public-key",
};

/** Resolves a local `$ref` against the document. */
function resolve(schema: JsonSchema | undefined, document: object): JsonSchema | undefined {
  if (!schema?.$ref?.startsWith("#/")) return schema;
  let node: unknown = document;
  for (const part of schema.$ref.slice(2).split("/")) node = (node as Record<string, unknown> | undefined)?.[part];
  return resolve(node as JsonSchema | undefined, document);
}

/**
 * A small, valid example of `schema`: required properties only, enums' first value, amounts as
 * "5.00", readable strings by field name. openapi-sampler was tried and gave pattern soup for the
 * money strings and `"string"` for names, which reads badly in a code sample.
 */
export function sampleValue(input: JsonSchema | undefined, document: object, field = "", depth = 0): unknown {
  const schema = resolve(input, document);
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const chosen = variants.map((v) => resolve(v, document)).find((v) => v && v.type !== "null");
    return sampleValue(chosen, document, field, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name));
      return Object.fromEntries(entries.map(([name, prop]) => [name, sampleValue(prop, document, name, depth + 1)]));
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValue(schema.items, document, field, depth + 1),
      );
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return schema.default ?? true;
    default:
      return sampleString(schema, field);
  }
}

/** A string sample: amounts, formats, then a readable value by field name, at least minLength long. */
function sampleString(schema: JsonSchema, field: string): string {
  if (schema.pattern === moneyPattern) return "5.00";
  if (schema.format === "date-time") return "2030-01-01T12:00:00Z";
  if (schema.format === "uri") return stringByField[field] ?? "https://agent.example.com";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (typeof schema.default === "string" && schema.default) return schema.default;
  const value = stringByField[field] ?? (field ? field.replace(/([A-Z])/g, " $1").toLowerCase() : "text");
  return value.padEnd(schema.minLength ?? 0, ".");
}

/** `agentId` for `{id}` after `/agents/`; other path parameters keep their name. */
function argumentName(path: string, param: string): string {
  if (param !== "id") return param;
  const before = /\/([a-z-]+)\/\{id\}/.exec(path)?.[1] ?? "resource";
  const singular = before.replace(/ies$/, "y").replace(/s$/, "");
  return `${singular.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Id`;
}

/** `contractId` → `contract_id`. */
const snake = (name: string) => name.replace(/([A-Z])/g, "_$1").toLowerCase();

/** A path parameter with the names a sample gives it, or its fixed value when it is an enum. */
interface PathArgument {
  name: string;
  fixed?: string;
}

function pathArguments(op: SampledOperation): PathArgument[] {
  return (op.parameters ?? [])
    .filter((p) => p.in === "path")
    .map((p) => {
      const first = p.schema?.enum?.[0];
      return typeof first === "string" ? { name: p.name, fixed: first } : { name: argumentName(op.path, p.name) };
    });
}

/** The request body's example, or undefined when the operation takes none. */
function bodyOf(op: SampledOperation, document: object): Record<string, unknown> | undefined {
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  return schema ? (sampleValue(schema, document) as Record<string, unknown>) : undefined;
}

const takesIdempotencyKey = (op: SampledOperation) =>
  (op.parameters ?? []).some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key");

/** Literals up to this many characters stay on one line. */
const inlineMax = 50;

/** JSON as a JavaScript object literal (unquoted keys where valid). */
function jsLiteral(value: unknown, indent = ""): string {
  if (Array.isArray(value)) return `[${value.map((v) => jsLiteral(v, indent)).join(", ")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    const inline = `{ ${entries.map(([k, v]) => `${key(k)}: ${jsLiteral(v)}`).join(", ")} }`;
    if (inline.length <= inlineMax) return inline;
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)},`);
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** JSON as a Python literal (True/False/None). */
function pyLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return `[${value.map((v) => pyLiteral(v, indent)).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inline = `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v)}`).join(", ")}}`;
    if (inline.length <= inlineMax) return inline;
    const inner = `${indent}    `;
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pyLiteral(v, inner)},`).join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** How an SDK method wrapping one operation is called. */
interface SdkMethod {
  /** `resource.method` in JavaScript; Python uses the snake_case of each part. */
  method: string;
  /** Lists: an iterator over every page (`for await` / `for`). */
  iterate?: boolean;
  /** An iterator in Python only (the JavaScript method returns an array). */
  iteratesInPython?: boolean;
  /** Search filters shown in the sample (list operations). */
  query?: Record<string, string>;
  /** The body is not passed (e.g. `offers.accept(id)` for `POST /offers/{id}/accept`). */
  noBody?: boolean;
}

/**
 * The SDK method wrapping each operation, by operationId (the same in both SDKs, snake_case in
 * Python). Kept in step with packages/sdk-js and sdks/python: the snippet test
 * (apps/server/test/snippets.test.ts) checks that each one exists in both.
 */
export const sdkMethods: Readonly<Record<string, SdkMethod>> = {
  searchAgents: { method: "agents.list", iterate: true, query: { q: "summarize" } },
  listMyAgents: { method: "agents.mine" },
  getAgent: { method: "agents.get" },
  createAgent: { method: "agents.create" },
  updateAgent: { method: "agents.update" },
  getAgentReputation: { method: "agents.reputation" },
  listAgentReviews: { method: "agents.reviews", iterate: true },
  listAgentServices: { method: "agents.services" },
  saveAgent: { method: "savedAgents.save" },
  unsaveAgent: { method: "savedAgents.unsave" },
  listSavedAgents: { method: "savedAgents.list", iterate: true },
  listSavedAgentIds: { method: "savedAgents.ids" },
  searchServices: { method: "services.list", iterate: true, query: { q: "summarize" } },
  getService: { method: "services.get" },
  createService: { method: "services.create" },
  updateService: { method: "services.update" },
  hireService: { method: "services.hire" },
  createJob: { method: "jobs.create" },
  listJobs: { method: "jobs.list", iterate: true },
  getJob: { method: "jobs.get" },
  closeJob: { method: "jobs.close" },
  listJobOffers: { method: "jobs.offers" },
  createJobOffer: { method: "jobs.propose" },
  listOffers: { method: "offers.list", iterate: true, query: { status: "pending" } },
  getOffer: { method: "offers.get" },
  decideOffer: { method: "offers.accept", noBody: true },
  counterOffer: { method: "offers.counter" },
  listContracts: { method: "contracts.list", iterate: true },
  getContract: { method: "contracts.get" },
  fundContract: { method: "contracts.fund" },
  deliverContract: { method: "contracts.deliver" },
  approveContract: { method: "contracts.approve" },
  cancelContract: { method: "contracts.cancel" },
  openDispute: { method: "contracts.dispute" },
  uploadDisputeEvidence: { method: "disputes.uploadEvidence" },
  getDisputeEvidence: { method: "disputes.downloadEvidence" },
  listContractStreams: { method: "contracts.streams" },
  startStream: { method: "streams.start" },
  getStream: { method: "streams.get" },
  controlStream: { method: "streams.pause", noBody: true },
  getWallet: { method: "wallet.get" },
  listWalletTransactions: { method: "wallet.transactions", iterate: true },
  createTestDeposit: { method: "wallet.testDeposit" },
  requestWithdrawal: { method: "wallet.withdraw" },
  listWithdrawals: { method: "wallet.withdrawals", iterate: true },
  getReceiptKeys: { method: "receipts.keys" },
  createReview: { method: "reviews.create" },
  replyToReview: { method: "reviews.reply" },
  updateReview: { method: "reviews.update" },
  listContractReviews: { method: "reviews.list" },
  createWebhook: { method: "webhooks.create" },
  listWebhooks: { method: "webhooks.list", iteratesInPython: true },
  deleteWebhook: { method: "webhooks.delete" },
  listWebhookDeliveries: { method: "webhooks.deliveries", iterate: true },
  resendWebhookDelivery: { method: "webhooks.resend" },
  createMandate: { method: "mandates.create" },
  listMandates: { method: "mandates.list", iteratesInPython: true },
  getMandate: { method: "mandates.get" },
  updateMandate: { method: "mandates.update" },
  revokeMandate: { method: "mandates.revoke" },
  listMandateSpends: { method: "mandates.spends", iterate: true },
  getMandateDocument: { method: "mandates.document" },
  matchAgents: { method: "matches.find" },
  listJobMatches: { method: "matches.forJob" },
  getVerification: { method: "verification.get" },
  startDomainVerification: { method: "verification.startDomain" },
  checkDomainVerification: { method: "verification.checkDomain" },
  registerEndpointKey: { method: "verification.registerEndpoint" },
  challengeEndpoint: { method: "verification.challengeEndpoint" },
  requestKyaReview: { method: "verification.requestKya" },
};

const jsSetup = `import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });
`;

const pySetup = `import os
from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])
`;

function curlSample(op: SampledOperation, args: PathArgument[], body: unknown): string {
  let path = op.path;
  for (const [i, p] of (op.parameters ?? []).filter((x) => x.in === "path").entries()) {
    const arg = args[i];
    path = path.replace(`{${p.name}}`, arg?.fixed ?? `$${snake(arg?.name ?? p.name).toUpperCase()}`);
  }
  const method = op.method.toUpperCase();
  const lines = [`curl ${method === "GET" ? "" : `-X ${method} `}"$AGORA_BASE_URL${path}"`];
  if (op.authenticated) lines.push(`-H "Authorization: Bearer $AGORA_API_KEY"`);
  if (takesIdempotencyKey(op)) lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
  if (body !== undefined) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d '${JSON.stringify(body)}'`);
  }
  return lines.join(" \\\n  ");
}

/** JavaScript and Python calls of a wrapped operation. */
function sdkSamples(sdk: SdkMethod, args: PathArgument[], body: unknown): [string, string] {
  const ids = args.filter((a) => !a.fixed).map((a) => a.name);
  // An empty body (`{}`: every field optional) is the SDK methods' default: leave it out.
  const withBody = body !== undefined && !sdk.noBody && Object.keys(body as object).length > 0;
  const jsArgs = [...ids, ...(withBody ? [jsLiteral(body)] : []), ...(sdk.query ? [jsLiteral(sdk.query)] : [])];
  const pyArgs = [
    ...ids.map(snake),
    ...(withBody ? [pyLiteral(body)] : []),
    ...Object.entries(sdk.query ?? {}).map(([k, v]) => `${snake(k)}=${JSON.stringify(v)}`),
  ];
  const jsCall = `agora.${sdk.method}(${jsArgs.join(", ")})`;
  const pyCall = `agora.${sdk.method.split(".").map(snake).join(".")}(${pyArgs.join(", ")})`;
  const idDeclarations = (style: "js" | "py") =>
    ids
      .map((id) =>
        style === "js"
          ? `const ${id} = process.env.${snake(id).toUpperCase()};\n`
          : `${snake(id)} = os.environ["${snake(id).toUpperCase()}"]\n`,
      )
      .join("");
  const js = sdk.iterate
    ? `${jsSetup}${idDeclarations("js")}\nfor await (const item of ${jsCall}) {\n  console.log(item);\n}\n`
    : `${jsSetup}${idDeclarations("js")}\nconst result = await ${jsCall};\nconsole.log(result);\n`;
  const py =
    sdk.iterate || sdk.iteratesInPython
      ? `${pySetup}${idDeclarations("py")}\nfor item in ${pyCall}:\n    print(item)\n`
      : `${pySetup}${idDeclarations("py")}\nresult = ${pyCall}\nprint(result)\n`;
  return [js, py];
}

/** JavaScript and Python calls through the SDKs' raw clients, for operations no method wraps. */
function rawSamples(op: SampledOperation, args: PathArgument[], body: unknown): [string, string] {
  const method = op.method.toUpperCase();
  const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
  const jsPath = pathParams.length
    ? `path: { ${pathParams.map((p, i) => `${p.name}: ${args[i]?.fixed ? JSON.stringify(args[i].fixed) : args[i]?.name}`).join(", ")} }`
    : "";
  const jsHeader = takesIdempotencyKey(op) ? `header: { "idempotency-key": crypto.randomUUID() }` : "";
  const jsParams = [jsPath, jsHeader].filter(Boolean).join(", ");
  const jsOptions = [
    jsParams ? `params: { ${jsParams} }` : "",
    body !== undefined ? `body: ${jsLiteral(body, "  ")}` : "",
  ]
    .filter(Boolean)
    .join(",\n  ");
  const ids = args.filter((a) => !a.fixed).map((a) => a.name);
  const jsIds = ids.map((id) => `const ${id} = process.env.${snake(id).toUpperCase()};\n`).join("");
  const js = `${jsSetup}${jsIds}\nconst { data, error } = await agora.api.${method}("${op.path}"${jsOptions ? `, {\n  ${jsOptions},\n}` : ""});\nconsole.log(error ?? data);\n`;
  let pyPath = op.path;
  for (const [i, p] of pathParams.entries()) {
    const arg = args[i];
    pyPath = pyPath.replace(`{${p.name}}`, arg?.fixed ?? `{${snake(arg?.name ?? p.name)}}`);
  }
  const pyIds = ids.map((id) => `${snake(id)} = os.environ["${snake(id).toUpperCase()}"]\n`).join("");
  const pyArgs = [
    JSON.stringify(method),
    `${ids.length ? "f" : ""}"${pyPath}"`,
    ...(body !== undefined ? [`json=${pyLiteral(body)}`] : []),
  ];
  const py = `${pySetup}${pyIds}\nresult = agora.request(${pyArgs.join(", ")})\nprint(result)\n`;
  return [js, py];
}

/**
 * The three samples of one operation: curl, JavaScript SDK, Python SDK.
 * @param document the whole OpenAPI document (to resolve `$ref`s of the body schema).
 */
export function codeSamplesFor(op: SampledOperation, document: object): CodeSample[] {
  const args = pathArguments(op);
  const sdk = op.operationId ? sdkMethods[op.operationId] : undefined;
  const binaryType = binaryBodyTypeOf(op);
  if (binaryType) return sdk ? sdkUploadSamples(op, sdk, args, binaryType) : binaryUploadSamples(op, binaryType);
  const body = bodyOf(op, document);
  const [js, py] = sdk ? sdkSamples(sdk, args, body) : rawSamples(op, args, body);
  return [
    { lang: "Shell", label: "curl", source: curlSample(op, args, body) },
    { lang: "JavaScript", label: "JavaScript SDK", source: js },
    { lang: "Python", label: "Python SDK", source: py },
  ];
}

/**
 * The first media type of an operation whose body is raw bytes (`format: binary`, e.g. the avatar
 * upload), or undefined when its body is JSON or absent.
 */
function binaryBodyTypeOf(op: SampledOperation): string | undefined {
  const content = op.requestBody?.content ?? {};
  return Object.keys(content).find((type) => type !== "application/json" && content[type]?.schema?.format === "binary");
}

/**
 * Samples of a file upload an SDK method wraps (the dispute evidence): curl's `--data-binary` with
 * the path's ids and the required query (the file's `name`), and the SDK method called with the ids
 * and the file: its bytes and `{ name }` in JavaScript, the open file in Python (which names it).
 */
function sdkUploadSamples(op: SampledOperation, sdk: SdkMethod, args: PathArgument[], type: string): CodeSample[] {
  const file = `file.${type.split("/")[1] ?? "bin"}`;
  const ids = args.filter((a) => !a.fixed).map((a) => a.name);
  const query = (op.parameters ?? [])
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${p.name}=${p.name === "name" ? file : encodeURIComponent(sampleString(p.schema ?? {}, p.name))}`);
  const curl = curlSample(op, args, undefined).replace(
    /^(curl -X \w+ "[^"]*)"/,
    `$1${query.length ? `?${query.join("&")}` : ""}"`,
  );
  const curlLines = [curl, `-H "Content-Type: ${type}"`, `--data-binary @${file}`].join(" \\\n  ");
  const jsIds = ids.map((id) => `const ${id} = process.env.${snake(id).toUpperCase()};\n`).join("");
  const js = `import { readFile } from "node:fs/promises";
${jsSetup}${jsIds}
const result = await agora.${sdk.method}(${[...ids, `await readFile("${file}")`, `{ name: "${file}" }`].join(", ")});
console.log(result);
`;
  const pyIds = ids.map((id) => `${snake(id)} = os.environ["${snake(id).toUpperCase()}"]\n`).join("");
  const pyMethod = sdk.method.split(".").map(snake).join(".");
  const py = `${pySetup}${pyIds}
with open("${file}", "rb") as f:
    result = agora.${pyMethod}(${[...ids.map(snake), "f"].join(", ")})
print(result)
`;
  return [
    { lang: "Shell", label: "curl", source: curlLines },
    { lang: "JavaScript", label: "JavaScript SDK", source: js },
    { lang: "Python", label: "Python SDK", source: py },
  ];
}

/**
 * Samples of an operation that takes a file as its body: curl's `--data-binary`, the JavaScript
 * SDK's raw client with the bytes passed through unserialized, and httpx (the Python SDK's own HTTP
 * library) because the Python SDK's `request` sends JSON only. Path parameters are not expected.
 */
function binaryUploadSamples(op: SampledOperation, type: string): CodeSample[] {
  const method = op.method.toUpperCase();
  const file = `file.${type.split("/")[1] ?? "bin"}`;
  const curl = [
    `curl -X ${method} "$AGORA_BASE_URL${op.path}"`,
    ...(op.authenticated ? [`-H "Authorization: Bearer $AGORA_API_KEY"`] : []),
    `-H "Content-Type: ${type}"`,
    `--data-binary @${file}`,
  ].join(" \\\n  ");
  const js = `import { readFile } from "node:fs/promises";
${jsSetup}
const { data, error } = await agora.api.${method}("${op.path}", {
  body: (await readFile("${file}")) as never,
  bodySerializer: (bytes) => bytes,
  headers: { "Content-Type": "${type}" },
});
console.log(error ?? data);
`;
  const py = `import os
import httpx

# The SDK's request() sends JSON; a file goes as the raw body, with httpx (which the SDK installs).
with open("${file}", "rb") as f:
    res = httpx.${method.toLowerCase()}(
        os.environ["AGORA_BASE_URL"] + "${op.path}",
        content=f.read(),
        headers={"Authorization": "Bearer " + os.environ["AGORA_API_KEY"], "Content-Type": "${type}"},
    )
print(res.json())
`;
  return [
    { lang: "Shell", label: "curl", source: curl },
    { lang: "JavaScript", label: "JavaScript SDK", source: js },
    { lang: "Python", label: "Python SDK", source: py },
  ];
}
