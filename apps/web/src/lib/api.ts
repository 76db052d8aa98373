import type { FieldError, Problem } from "@agora/contracts";
import type { QueryFunction } from "@tanstack/react-query";

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

/** Reads a problem+json body without trusting it: anything not shaped like a problem gives null. */
function parseProblem(text: string): Problem | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && "status" in value && "title" in value) {
      return value as Problem;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, plain text): the message keeps the raw text.
  }
  return null;
}

/** @throws ApiError when `res` is not OK, carrying the body text (or the status text if empty). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new ApiError(res.status, text, parseProblem(text));
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

/** What a query does with a 401: treat it as "no data" (signed out) or as an error. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * Builds the query function used by every query: the query key's parts joined with "/" are the
 * path, e.g. `["/api/v1/api-keys"]` or `["/api/agents", id]`.
 * @returns the parsed JSON body; null for a 204, or for a 401 when `on401` is "returnNull".
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    if (res.status === 204) return null as T;
    return (await res.json()) as T;
  };
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
