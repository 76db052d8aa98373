import { STATUS_CODES } from "node:http";
import type { FieldError, Problem } from "@agora/contracts";
import type { FastifyReply } from "fastify";
import type { ErrorCode } from "./errors";

/** Content type of every error answer (RFC 9457 §3). */
export const problemContentType = "application/problem+json";

/**
 * Sends an RFC 9457 problem. `type` is `/problems/<code>`; `title` is the status's reason phrase.
 * @returns the reply, for `return sendProblem(...)` in handlers.
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: FieldError[],
): FastifyReply {
  const body = problemBody(status, code, detail, errors, String(reply.request.id));
  return reply.code(status).type(problemContentType).send(body);
}

/**
 * The RFC 9457 body itself, for the few answers written without a reply (Node's parser errors).
 * @returns `{type: "/problems/<code>", title, status, code, detail?, errors?, requestId?}`.
 */
export function problemBody(
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: FieldError[],
  requestId?: string,
): Problem {
  return {
    type: `/problems/${code}`,
    title: STATUS_CODES[status] ?? "Error",
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors?.length ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
