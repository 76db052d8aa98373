import type { FieldError } from "@agora/contracts";
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type ErrorCode } from "../lib/errors";
import { sendProblem } from "../lib/problem";

type Part = FieldError["in"];

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
 * Maps every error to RFC 9457 problem+json: {@link AppError}s with their code, schema failures
 * as `validation_failed` naming each field, Fastify's own 4xx errors by status, and anything else
 * as an opaque 500 whose details go only to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.status, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
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
