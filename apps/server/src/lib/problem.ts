import { STATUS_CODES } from "node:http";
import { type FieldError, type Problem, problem } from "@agora/contracts";
import type { FastifyReply } from "fastify";
import type { ErrorCode, ProblemExtensions } from "./errors";

/** Content type of every error answer (RFC 9457 §3). */
export const problemContentType = "application/problem+json";

/**
 * Sends an RFC 9457 problem. `type` is `/problems/<code>`; `title` is the status's reason phrase;
 * `extensions` are added as members (RFC 9457 §3.2).
 * @returns the reply, for `return sendProblem(...)` in handlers.
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail?: string,
  errors?: FieldError[],
  extensions?: ProblemExtensions,
): FastifyReply {
  const body = { ...problemBody(status, code, detail, errors, String(reply.request.id)), ...extensions };
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

/**
 * What each documented 4xx status means on this API: the response description in the OpenAPI
 * document. Every status answers with {@link problem} as `application/problem+json`.
 */
export const problemStatusDescriptions = {
  400: "Invalid request: a field fails validation (`validation_failed`, listed in `errors`) or a rule refuses it.",
  401: "Not signed in, or the API key is unknown, expired or revoked.",
  403: "Not allowed: the API key lacks the scope, the caller is not a party or not an admin, a foreign origin, or the key's spending mandate refuses the call (`mandate_exceeded`, naming `limit` and `remaining`).",
  404: "No such resource, or it is not visible to the caller.",
  409: "The resource's state refuses this (e.g. funding a contract twice), or an idempotency key was reused.",
  413: "The body is larger than this operation accepts (`payload_too_large`); nothing changed.",
  415: "The body's `Content-Type`, or the bytes themselves, are not a type this operation accepts (`unsupported_media_type`, naming the header or the body in `errors`).",
  429: "Over a rate limit: `Retry-After` gives the seconds until the window resets.",
} as const;

/** A 4xx status this API documents ({@link problemStatusDescriptions}). */
export type ProblemStatus = keyof typeof problemStatusDescriptions;

/** One documented problem answer, in the route-schema form Fastify and the zod type provider accept. */
export interface ProblemResponse {
  description: string;
  content: { [problemContentType]: { schema: typeof problem } };
}

/**
 * The `response` entries of a route schema for the given 4xx statuses: each a problem+json body
 * ({@link problem}) with its description. Spread it next to the success answer:
 * `response: { 200: offer, ...problems(404, 409) }`. The statuses every route shares (400 for input,
 * 401/403 for access, 429 for mutations) are added from the route's declaration by
 * `plugins/openapi.ts`, so a route lists only its own.
 * @returns `{[status]: {description, content: {"application/problem+json": {schema: problem}}}}`.
 */
export function problems<S extends ProblemStatus>(...statuses: S[]): Record<S, ProblemResponse> {
  return Object.fromEntries(statuses.map((status) => [status, problemResponse(status)])) as Record<S, ProblemResponse>;
}

function problemResponse(status: ProblemStatus): ProblemResponse {
  return { description: problemStatusDescriptions[status], content: { [problemContentType]: { schema: problem } } };
}
