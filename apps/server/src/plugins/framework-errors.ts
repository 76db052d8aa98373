import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "../lib/errors";
import { problemBody, problemContentType, sendProblem } from "../lib/problem";

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route runs (a path parameter
 * longer than `maxParamLength`, a malformed URL) answered as RFC 9457 problem+json like every other
 * error, instead of Fastify's plain JSON.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const code: ErrorCode = tooLong ? "uri_too_long" : "validation_failed";
  void sendProblem(reply, tooLong ? 414 : 400, code, tooLong ? "A path segment is too long" : "The URL is malformed");
}

/** Node's client errors that still deserve an answer, by Node's error code. */
const clientErrors: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: "headers_too_large", detail: "The request line or headers are too large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "request_timeout", detail: "The request took too long to arrive" },
};

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before a request exists (headers
 * or URL over 16 KiB, a malformed request line). There is no reply object yet, so the problem+json
 * answer is written to the socket by hand, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) return;
  const known = clientErrors[error.code ?? ""] ?? {
    status: 400,
    code: "validation_failed" as const,
    detail: "The request is malformed",
  };
  const body = JSON.stringify(problemBody(known.status, known.code, known.detail));
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: ${problemContentType}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
