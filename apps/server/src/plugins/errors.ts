import type { FieldError, Problem } from "@agora/contracts";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifySchemaValidationError } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type ErrorCode } from "../lib/errors";
import { problemBody, sendProblem } from "../lib/problem";

type Part = FieldError["in"];

/**
 * An {@link AppError} worth retrying later: the error handler adds `Retry-After` (RFC 9110
 * §10.2.3) with {@link retryAfterS}. Thrown by the rate limits (429) and load shedding (503).
 */
export class RetryLaterError extends AppError {
  /** Seconds the caller should wait before retrying (≥ 1). */
  readonly retryAfterS: number;
  /**
   * @param code `rate_limited` (429) or `service_unavailable` (503).
   * @param detail why, safe to show to the caller (names the limit that was hit).
   * @param retryAfterS seconds to wait; rounded up, at least 1.
   */
  constructor(code: "rate_limited" | "service_unavailable", detail: string, retryAfterS: number) {
    super(code, detail);
    this.name = "RetryLaterError";
    this.retryAfterS = Math.max(1, Math.ceil(retryAfterS));
  }
}

/**
 * Seconds a client is told to wait when the database is unreachable: a PostgreSQL restart or a
 * managed failover takes seconds, and clients retrying at once would only add to the pile.
 */
export const databaseDownRetryAfterS = 5;

/**
 * SQLSTATEs meaning "the database is not there right now" (PostgreSQL appendix A): class 08
 * connection exceptions, `57P01 admin_shutdown`, `57P02 crash_shutdown`, `57P03
 * cannot_connect_now` (starting up or in recovery) and `53300 too_many_connections`.
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** postgres.js's own codes for a connection that closed, ended or never opened. */
const driverConnectionCodes = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/**
 * Socket errors. They only count when the driver raised them (the error itself, or the cause of
 * Drizzle's query error): the same codes from an outbound call (a KYA check's fetch) are not a
 * database outage.
 */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Whether `error` means the database could not be reached (refused, terminated, shutting down,
 * starting up), as opposed to a query that failed on a working database.
 * @param error anything thrown; Drizzle's `DrizzleQueryError` is unwrapped through `cause`, and an
 *   `AggregateError` (several addresses refused) through `errors`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  const isDown = (e: unknown, raisedByDriver: boolean): boolean => {
    const code = codeOf(e);
    if (typeof code === "string") {
      if (unavailableSqlStates.test(code) || driverConnectionCodes.has(code)) return true;
      if (raisedByDriver && socketCodes.has(code)) return true;
    }
    const inner = (e as { errors?: unknown } | null)?.errors;
    return raisedByDriver && e instanceof AggregateError && Array.isArray(inner) && inner.some((x) => isDown(x, true));
  };
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const isTop = depth === 0;
    const wrappedByDrizzle = current instanceof DrizzleQueryError;
    if (isDown(current, isTop)) return true;
    const cause = (current as { cause?: unknown }).cause;
    if (wrappedByDrizzle && isDown(cause, true)) return true;
    current = cause;
  }
  return false;
}

/** Fastify's own 4xx error codes that deserve a specific problem code. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "validation_failed",
};

/** Turns a schema validation failure into one {@link FieldError} per bad field. */
export function toFieldErrors(issues: FastifySchemaValidationError[], part: Part): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
    const keys = (issue.params as { keys?: unknown }).keys;
    // A strict object names its unknown keys in `keys`, with an empty path: report each key.
    if (issue.keyword === "unrecognized_keys" && Array.isArray(keys)) {
      return keys.map((k) => ({
        in: part,
        field: path ? `${path}.${String(k)}` : String(k),
        message: "is not allowed",
      }));
    }
    return [{ in: part, field: path || "(root)", message: issue.message ?? "is invalid" }];
  });
}

/**
 * The RFC 9457 body the REST API would have answered for `error`, for answers that are not HTTP
 * replies (MCP tool results, A2A tasks): an AppError with its code, detail, invalid fields and
 * extension members (a mandate refusal's `limit` and `remaining`); an unreachable database as
 * `service_unavailable`; anything else as an opaque `internal_error`, whose details go only to the log.
 * @param context what failed, for the log line (e.g. `mcp hire_service`, `a2a find-agents`).
 */
export function problemOf(error: unknown, log: FastifyBaseLogger, context: string): Problem {
  if (error instanceof AppError) {
    return { ...problemBody(error.status, error.code, error.message, error.errors), ...error.extensions };
  }
  if (isDatabaseUnavailable(error))
    return problemBody(503, "service_unavailable", "The database is unavailable; retry later.");
  log.error({ err: error, context }, "call failed");
  return problemBody(500, "internal_error", "An unexpected error occurred.");
}

/**
 * Maps every error to RFC 9457 problem+json: {@link AppError}s with their code (and `Retry-After`
 * for a {@link RetryLaterError}), an unreachable database as a 503 `service_unavailable` with
 * `Retry-After` ({@link isDatabaseUnavailable}), schema failures as `validation_failed` naming each
 * field, Fastify's own 4xx errors by status, and anything else as an opaque 500 whose details go
 * only to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLaterError) {
      reply.header("retry-after", String(error.retryAfterS));
      return sendProblem(reply, error.status, error.code, error.message);
    }
    if (error instanceof AppError) {
      return sendProblem(reply, error.status, error.code, error.message, error.errors, error.extensions);
    }
    // A database outage is not the request's fault nor a bug: a 503 tells clients and load
    // balancers to come back, where an opaque 500 would tell them nothing.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(databaseDownRetryAfterS));
      return sendProblem(reply, 503, "service_unavailable", "The database is unavailable; retry later.");
    }
    if (error.code === "FST_ERR_VALIDATION" && error.validation) {
      const part = (error.validationContext ?? "body") as Part;
      const errors = toFieldErrors(error.validation, part);
      const fields = errors.map((e) => e.field).join(", ");
      return sendProblem(reply, 400, "validation_failed", `Invalid ${part}: ${fields}`, errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return sendProblem(reply, 500, "internal_error", "An unexpected error occurred.");
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 429 ? "rate_limited" : statusCode(status));
      return sendProblem(reply, status, code, error.message);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(reply, 500, "internal_error", "An unexpected error occurred.");
  });
}

function statusCode(status: number): ErrorCode {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  return "validation_failed";
}
