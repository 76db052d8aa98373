/** JSON-RPC 2.0's "Invalid Request" error code (JSON-RPC 2.0 §5.1). */
export const jsonRpcInvalidRequest = -32600;

/** A JSON-RPC 2.0 error response with no request id, as sent for a request that could not be read. */
export interface JsonRpcRefusal {
  jsonrpc: "2.0";
  id: null;
  error: { code: number; message: string };
}

/**
 * The refusal of a JSON-RPC batch (a JSON array body) at `/mcp` and `/a2a` (decision 057), sent
 * with HTTP 400 before any call in it runs. One HTTP request is one call: the rate limits count
 * requests, so a batch would run many calls for the price of one. MCP removed batches in its
 * 2025-06-18 revision; the official A2A SDK's handler reads one request object per POST.
 * @param why why the protocol has no batches, for the message, e.g. "MCP removed them in 2025-06-18".
 * @returns the response body, or undefined when `body` is not an array.
 */
export function batchRefusal(body: unknown, why: string): JsonRpcRefusal | undefined {
  if (!Array.isArray(body)) return undefined;
  return {
    jsonrpc: "2.0",
    id: null,
    error: {
      code: jsonRpcInvalidRequest,
      message:
        `Invalid Request: JSON-RPC batches are not accepted (${why}); ` +
        "send each message in a POST of its own, which the rate limits count as one request",
    },
  };
}
