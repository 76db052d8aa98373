import { createAgoraClient } from "@agora/client";
import type { FieldError, Problem } from "@agora/contracts";

/**
 * A non-OK answer. The message is exactly "{status}: {body text or status text}" (docs/product/product-spec.md §8), so
 * code that only looks at messages keeps working; `problem` holds the parsed RFC 9457 body when
 * the server sent one, for showing `detail` and field messages.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, text: string, problem: Problem | null) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.problem = problem;
  }
}

/** The request parts a field error may name; `satisfies` keeps it equal to the contract's list. */
const fieldLocations = { body: true, querystring: true, params: true, headers: true } satisfies Record<
  FieldError["in"],
  true
>;

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === "string";
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== "object" || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.in === "string" &&
    Object.hasOwn(fieldLocations, e.in) &&
    typeof e.field === "string" &&
    typeof e.message === "string"
  );
}

/**
 * Reads a problem+json body without trusting it: anything not shaped like a problem gives null.
 * RFC 9457 makes every member optional and Agora's own always add `type` and `code`; a status and
 * title are what make a body worth reading as one. A missing `type` is "about:blank" (RFC 9457
 * §4.2.1), a missing `code` "unknown". Only the members the web shows are kept (`title`, `detail`,
 * `code`, `errors`, `blockers`, with `type`, `status` and `requestId`).
 *
 * Checked by hand rather than with the contract's `problem` schema: every page loads this file, and
 * that schema brings zod (about 25 KB gzip, zod/mini as much) to the landing page (decision 076).
 * The result is typed as the contract's `Problem`, so a new required member there fails to compile here.
 */
/**
 * An erasure blocker as the problem lists it. Its kind is not checked against the contract's list:
 * importing that list would bring zod to every page (see below), and the dialog shows `detail`.
 */
function isErasureBlocker(value: unknown): value is NonNullable<Problem["blockers"]>[number] {
  if (typeof value !== "object" || value === null) return false;
  const { kind, detail } = value as Record<string, unknown>;
  return typeof kind === "string" && typeof detail === "string";
}

function parseProblem(text: string): Problem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page, plain text): the message keeps the raw text.
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { type, title, status, detail, code, errors, requestId, blockers, contractId } = value as Record<
    string,
    unknown
  >;
  if (typeof title !== "string" || typeof status !== "number" || !Number.isInteger(status)) return null;
  if (!isOptionalString(type) || !isOptionalString(detail) || !isOptionalString(code)) return null;
  if (!isOptionalString(requestId)) return null;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  const problem: Problem = { type: type ?? "about:blank", title, status, code: code ?? "unknown" };
  if (detail !== undefined) problem.detail = detail;
  if (errors !== undefined)
    problem.errors = errors.map(({ in: location, field, message }) => ({ in: location, field, message }));
  if (requestId !== undefined) problem.requestId = requestId;
  // `erasure_blocked` names every reason (decision 071); the delete-account dialog lists them.
  if (Array.isArray(blockers) && blockers.every(isErasureBlocker))
    problem.blockers = blockers.map(({ kind, detail }) => ({ kind, detail }));
  // A second per-call hire names the open contract to fund instead (decision 086).
  if (typeof contractId === "string") problem.contractId = contractId;
  return problem;
}

/**
 * The {@link ApiError} for a non-OK answer read some other way than `fetch` (an upload sent with
 * XMLHttpRequest for its progress events).
 * @param text the body text, or the status text when the body is empty; a problem+json body is parsed.
 */
export function apiErrorOf(status: number, text: string): ApiError {
  return new ApiError(status, text, parseProblem(text));
}

/** @throws ApiError when `res` is not OK, carrying the body text (or the status text if empty). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw apiErrorOf(res.status, text);
}

/** What a request can add: headers (an `Idempotency-Key` on money-moving POSTs), an abort signal. */
export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request to the API. The JSON content type is sent only when there is a body, and
 * cookies always go along (docs/product/product-spec.md §7).
 * @param options.headers sent along with the content type (they win over it).
 * @param options.signal aborts the request, e.g. a query's signal when the query is cancelled.
 * @returns the OK response, body unread (a 204 has none).
 * @throws ApiError for any non-OK answer; TypeError when the network fails.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  { headers, signal }: RequestOptions = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
    ...(signal ? { signal } : {}),
  });
  await throwIfResNotOk(res);
  return res;
}

/** A header name as the app has always sent it: `idempotency-key` → `Idempotency-Key`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/**
 * The generated client's transport: sends the `Request` it built through {@link apiRequest}, so
 * every call keeps the same URL (a same-origin path), headers, credentials and errors.
 * @throws ApiError for any non-OK answer, before the client reads the body.
 */
async function sendRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.origin === apiOrigin ? url.pathname + url.search : url.href;
  // The client serialised the body as JSON; apiRequest serialises it again, the same way.
  const text = await request.text();
  const body: unknown = text === "" ? undefined : JSON.parse(text);
  const headers = Object.fromEntries([...request.headers].map(([name, value]) => [headerName(name), value]));
  return apiRequest(request.method, path, body, { headers, signal: request.signal });
}

/** The page's own origin: the API is same-origin (a browser `Request` needs an absolute URL in tests). */
const apiOrigin = globalThis.location?.origin ?? "http://localhost";

/**
 * The typed API client generated from the server's OpenAPI document (packages/client). Paths,
 * parameters, bodies and answers are checked against it; a non-OK answer throws {@link ApiError}.
 * Read an answer with {@link dataOf}.
 */
export const api = createAgoraClient({ baseUrl: apiOrigin, fetch: sendRequest, querySerializer: searchOf });

/**
 * Query strings as the app has always written them (URLSearchParams: `+` for spaces): arrays
 * repeat the name, undefined and null values are left out.
 */
function searchOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  return search.toString();
}

/**
 * The body of an OK answer of {@link api}, typed by the OpenAPI document.
 * @throws ApiError for a non-OK answer (thrown by the transport), or when an OK answer has no body.
 */
export async function dataOf<T>(pending: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await pending;
  if (data === undefined) throw new ApiError(response.status, response.statusText || "No content", null);
  return data;
}

/**
 * `pending`'s value, or null when it fails with one of `statuses` (e.g. 401 "signed out", 404
 * "none yet"). Other failures are rethrown.
 * @throws whatever `pending` throws, unless an ApiError with one of `statuses`.
 */
export async function nullOn<T>(statuses: readonly number[], pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) return null;
    throw error;
  }
}

/** Whether `error` is the API's 401 answer (docs/product/product-spec.md §8: a message "401: …Unauthorized"). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The problem's `detail`, else its title, else the error's message: one line fit to show a user. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.problem) return error.problem.detail ?? error.problem.title;
  if (error instanceof ApiError && error.status >= 500) return "The server could not complete the request.";
  if (error instanceof TypeError) return "Could not reach the server. Check your connection and try again.";
  return error instanceof Error ? error.message : String(error);
}

/**
 * The problem's field messages keyed by the top-level field (`scopes.0` counts as `scopes`);
 * the first message per field wins. Empty when the error has no field list.
 */
export function getFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors: FieldError[] = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
  for (const { field, message } of errors) {
    const key = field.split(".")[0] ?? field;
    fields[key] ??= message;
  }
  return fields;
}
