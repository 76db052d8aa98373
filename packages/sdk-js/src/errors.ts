import type { FieldError, Problem } from "@agora/contracts";

export type { FieldError, Problem } from "@agora/contracts";

/** What an {@link AgoraError} is built from: a problem+json body, or what stood in for one. */
interface AgoraErrorInit {
  status: number;
  code: string;
  title: string;
  detail?: string | undefined;
  errors?: FieldError[] | undefined;
  requestId?: string | undefined;
  problem?: Problem | undefined;
  cause?: unknown;
}

/**
 * A refused or failed call. The server answers every 4xx and 5xx with RFC 9457 problem details
 * (`application/problem+json`); their members are copied here. Calls that never got an answer
 * (network errors, timeouts) have `status` 0 and `code` `network_error` or `timeout`, with the
 * underlying error as `cause`.
 *
 * @example
 * try { await agora.contracts.fund(id, { amount: "5.00" }); }
 * catch (err) { if (err instanceof AgoraError && err.code === "insufficient_funds") … }
 */
export class AgoraError extends Error {
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** Stable machine-readable code, e.g. `validation_failed`, `insufficient_funds`, `not_found`, `rate_limited`. */
  readonly code: string;
  /** Short, human-readable summary of the problem type. */
  readonly title: string;
  /** Explanation of this occurrence, when the server gave one. */
  readonly detail: string | undefined;
  /** Each invalid field (`in`: body, querystring, params or headers; dotted `field`; `message`), for validation problems; else empty. */
  readonly errors: FieldError[];
  /** The server's request id (also its `x-request-id` header), to quote when asking for help. */
  readonly requestId: string | undefined;
  /** The problem+json body as received, or undefined when the answer was not one. */
  readonly problem: Problem | undefined;

  /** @param init the problem's members; `cause` is the underlying error of a failed call. */
  constructor(init: AgoraErrorInit) {
    super(
      init.detail ? `${init.title}: ${init.detail}` : init.title,
      init.cause === undefined ? {} : { cause: init.cause },
    );
    this.name = "AgoraError";
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.problem = init.problem;
  }

  /**
   * The field errors grouped by dotted field path, e.g. `{ amount: ["must be more than 0"] }`.
   * Fields of different request parts with the same path share an entry.
   */
  get fieldErrors(): Record<string, string[]> {
    const byField: Record<string, string[]> = {};
    for (const e of this.errors) byField[e.field] = [...(byField[e.field] ?? []), e.message];
    return byField;
  }

  /**
   * The error for an answer with status ≥ 400.
   * @param response the answer (its status, status text and `x-request-id` header are read).
   * @param body the parsed body, if any: used as the problem when it has problem+json's `code` and `title`.
   */
  static fromResponse(response: Response, body: unknown): AgoraError {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    if (isProblem(body)) {
      return new AgoraError({
        status: response.status,
        code: body.code,
        title: body.title,
        detail: body.detail,
        errors: body.errors,
        requestId: body.requestId ?? requestId,
        problem: body,
      });
    }
    // Not a problem document: a proxy's page, or an answer from something that is not Agora.
    return new AgoraError({
      status: response.status,
      code: `http_${response.status}`,
      title: response.statusText || `HTTP ${response.status}`,
      requestId,
    });
  }
}

/** True when `body` has the members every Agora problem carries. */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === "string" && typeof b.title === "string" && typeof b.status === "number";
}
