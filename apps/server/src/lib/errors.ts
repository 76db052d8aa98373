import type { FieldError, Problem } from "@agora/contracts";

/**
 * Every error code the API returns, with the HTTP status it maps to.
 * A problem's `type` is `/problems/<code>`.
 */
export const errorCodes = {
  /** A request field failed its schema; `errors` lists each one. */
  validation_failed: 400,
  /** The body is not valid JSON. */
  invalid_json: 400,
  /** No valid session cookie or API key was presented, or the key is expired or revoked. */
  unauthorized: 401,
  /** Signed in, but the role or the API key's scopes do not allow this. */
  forbidden: 403,
  /** A browser mutation came from another origin (CSRF check). */
  csrf_rejected: 403,
  /**
   * An admin tried to decide on their own interest (audit/conflict-of-interest.ts, the one rule):
   * their own account, request, withdrawal or credit; a contract they are a party to; an agent they
   * own, have money staked on, or had in the last 30 days. Another admin must decide; nothing changed.
   */
  conflict_of_interest: 403,
  /** The thing does not exist, or belongs to someone else. */
  not_found: 404,
  /** The request conflicts with the current state. */
  conflict: 409,
  /** A per-user limit (e.g. API keys held) is reached. */
  limit_reached: 409,
  /** The paying account's balance does not cover the amount; nothing moved. */
  insufficient_funds: 409,
  /**
   * The API key's spending mandate (decision 028) refuses this call: over a money limit, an agent
   * outside its criteria, or the mandate expired or revoked. `limit` names the limit (one of
   * `mandateLimitNames`) and `remaining` what is left of it in dollars (null when not an amount).
   * Nothing moved.
   */
  mandate_exceeded: 403,
  /** The object is not in a state that allows this action; `detail` names the state. */
  invalid_state: 409,
  /**
   * The account cannot be erased yet (decision 071): money of it is in escrow, staked, cooling down,
   * on its way out or still in the wallet. `blockers` lists every reason; nothing changed.
   */
  erasure_blocked: 409,
  /** An `Idempotency-Key` was used before with a different request. */
  idempotency_key_reused: 409,
  /** The body exceeds the size limit. */
  payload_too_large: 413,
  /** The Content-Type is not accepted here. */
  unsupported_media_type: 415,
  /** A path segment is longer than the router accepts (Fastify `maxParamLength`). */
  uri_too_long: 414,
  /** The request line or headers are larger than Node accepts (16 KiB). */
  headers_too_large: 431,
  /** The request did not arrive in time. */
  request_timeout: 408,
  /** Too many requests in the window; `Retry-After` says how many seconds until it resets. */
  rate_limited: 429,
  /** The identity provider failed or answered something unusable. */
  sign_in_failed: 502,
  /**
   * The server is shedding load or cannot reach its database; nothing was done. `Retry-After`
   * (RFC 9110 §10.2.3) says how many seconds to wait.
   */
  service_unavailable: 503,
  /** An unexpected fault; details are logged, never sent. */
  internal_error: 500,
} as const;

/** One of {@link errorCodes}' keys. */
export type ErrorCode = keyof typeof errorCodes;

/**
 * The one error type of the server. Thrown anywhere; the error handler turns it into
 * RFC 9457 problem+json with `status` from {@link errorCodes}.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** RFC 9457 §3.2 extension members the problem carries besides the standard ones. */
  readonly extensions: ProblemExtensions | undefined;
  /**
   * @param code a documented error code.
   * @param detail an explanation for this occurrence, safe to show to the caller.
   * @param errors the invalid fields, for `validation_failed`.
   * @param extensions members added to the problem body, as its code documents them.
   */
  constructor(code: ErrorCode, detail: string, errors?: FieldError[], extensions?: ProblemExtensions) {
    super(detail);
    this.name = "AppError";
    this.code = code;
    this.status = errorCodes[code];
    this.errors = errors;
    this.extensions = extensions;
  }
}

/** The extension members a problem may carry (each declared on the `problem` contract). */
export type ProblemExtensions = Pick<Problem, "limit" | "remaining" | "blockers" | "contractId">;

/** Shorthand for `new AppError('not_found', …)`: "<what> not found". */
export function notFound(what: string): AppError {
  return new AppError("not_found", `${what} not found`);
}
