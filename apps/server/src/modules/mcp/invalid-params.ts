import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ClientRequestSchema, ErrorCode, isJSONRPCErrorResponse } from "@modelcontextprotocol/sdk/types.js";

/** The SDK's own schema of each request a client may send, by method name. */
const requestSchemas: ReadonlyMap<string, (typeof ClientRequestSchema.options)[number]> = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema]),
);

/**
 * Makes `transport` answer -32602 Invalid params (JSON-RPC 2.0 §5.1), naming every bad field, where
 * the SDK answers -32603 Internal error: its request dispatch parses the params with the method's
 * schema and reports the ZodError it throws as an internal error, with the issues as raw JSON in
 * the message. Only an answer the SDK already gave as -32603, to a request `body` whose params its
 * own schema for that method rejects, is rewritten: an unknown method keeps -32601, and a handler
 * that failed on valid params keeps -32603.
 * @param transport the request's transport, before the server is connected to it.
 * @param body the request's parsed JSON-RPC message (one message: batches are refused earlier).
 */
export function answerBadParamsAsInvalidParams(transport: Transport, body: unknown): void {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (!isJSONRPCErrorResponse(message) || message.error.code !== ErrorCode.InternalError)
      return send(message, options);
    const method = (body as { method?: unknown }).method;
    const parsed = typeof method === "string" ? requestSchemas.get(method)?.safeParse(body) : undefined;
    if (!parsed || parsed.success) return send(message, options);
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    const error = { code: ErrorCode.InvalidParams, message: `Invalid params: ${fields.join("; ")}` };
    return send({ ...message, error }, options);
  };
}
