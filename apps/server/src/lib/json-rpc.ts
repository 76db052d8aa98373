import type { FastifyError } from "fastify";

/** A JSON-RPC 2.0 request id (JSON-RPC 2.0 §4); null in an answer to a request whose id could not be read. */
export type JsonRpcId = string | number | null;

/** The `error` member of a JSON-RPC 2.0 response (§5.1). `code` comes from the protocol SDK's own constants. */
export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/** A JSON-RPC 2.0 error response (§5). */
export interface JsonRpcErrorResponse {
  jsonrpc: "2.0";
  id: JsonRpcId;
  error: JsonRpcErrorObject;
}

/** Wraps `error` in a JSON-RPC 2.0 error response answering the request `id`. */
export function jsonRpcErrorResponse(id: JsonRpcId, error: JsonRpcErrorObject): JsonRpcErrorResponse {
  return { jsonrpc: "2.0", id, error };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The `id` of a request body when it can be read (a string or an integer, §4), else null, as
 * §5 asks of an error answer whose request id could not be detected.
 */
export function jsonRpcIdOf(body: unknown): JsonRpcId {
  const id = isPlainObject(body) ? body.id : undefined;
  return typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : null;
}

/**
 * Why `body` is not one JSON-RPC 2.0 request object (§4), naming every bad member, or undefined
 * when it is one. What this does not look at (the method's name, its params) is the protocol
 * SDK's to judge: it answers -32601 and -32602 for those.
 *
 * A batch (a JSON array) is refused at `/mcp` and `/a2a` before any call in it runs (decision
 * 057): one HTTP request is one call, so the rate limits, which count requests, count each call.
 * MCP removed batches in its 2025-06-18 revision; A2A 1.0's JSON-RPC binding and the official
 * A2A SDK read one request object per POST.
 * @param batchWhy why the protocol has no batches, for the message, e.g. "MCP removed them in 2025-06-18".
 * @param options.acceptsResponses true where a client may also POST a response object (§5: `result`
 *   or `error`, no `method`), as MCP's Streamable HTTP allows.
 * @returns the message of a -32600 Invalid Request error, starting "Invalid Request: ".
 */
export function invalidRequestReason(
  body: unknown,
  batchWhy: string,
  options: { acceptsResponses?: boolean } = {},
): string | undefined {
  if (Array.isArray(body))
    return (
      `Invalid Request: JSON-RPC batches are not accepted (${batchWhy}); ` +
      "send each message in a POST of its own, which the rate limits count as one request"
    );
  if (!isPlainObject(body)) return "Invalid Request: the body must be one JSON-RPC 2.0 request object";
  const faults: string[] = [];
  if (body.jsonrpc !== "2.0") faults.push('`jsonrpc` must be "2.0"');
  const isResponse = options.acceptsResponses === true && ("result" in body || "error" in body);
  if (!isResponse && (typeof body.method !== "string" || body.method === ""))
    faults.push("`method` must be a non-empty string");
  if ("id" in body && body.id !== null && jsonRpcIdOf(body) === null)
    faults.push("`id` must be a string, an integer or null");
  return faults.length > 0 ? `Invalid Request: ${faults.join("; ")}` : undefined;
}

/**
 * Whether Fastify's JSON body parser refused the body as not JSON at all (malformed or empty),
 * which JSON-RPC 2.0 answers with -32700 Parse error rather than an HTTP problem.
 */
export function isUnparsableJsonBody(error: FastifyError): boolean {
  return error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY";
}

/**
 * Whether a request's `Content-Type` header names JSON-RPC's media type, `application/json`, with
 * any parameters (`; charset=utf-8`). Fastify also parses `text/plain` by default, which the JSON-RPC
 * endpoints must refuse rather than read as a string.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/** Whether Fastify refused the request because no body parser takes its `Content-Type`. */
export function isUnsupportedMediaType(error: FastifyError): boolean {
  return error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE";
}
