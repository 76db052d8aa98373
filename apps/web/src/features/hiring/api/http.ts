import type { Problem } from "@agora/contracts";
import { ApiError } from "@/lib/api";

// `apiRequest` (lib/api.ts) sends no custom headers and takes no abort signal; hiring needs both
// (an `Idempotency-Key` on every money-moving POST, STYLE.md rule 3, and cancellable polls), so
// its endpoints go through these two functions. Errors are the same ApiError as everywhere else.

/** Reads a problem+json body without trusting it, like lib/api.ts: anything else gives null. */
function parseProblem(text: string): Problem | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && "status" in value && "title" in value) {
      return value as Problem;
    }
  } catch {
    // Not JSON (a proxy's error page): the error's message keeps the raw text.
  }
  return null;
}

async function readJson<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new ApiError(res.status, text, parseProblem(text));
  }
  return (await res.json()) as T;
}

/**
 * GETs `url` with the session cookie.
 * @returns the parsed JSON answer.
 * @throws ApiError for any non-OK answer; TypeError when the network fails.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await fetch(url, { credentials: "include", ...(signal ? { signal } : {}) }));
}

/**
 * POSTs `body` as JSON (no body when undefined), with `Idempotency-Key: key` when given.
 * @returns the parsed JSON answer.
 * @throws ApiError for any non-OK answer; TypeError when the network fails (the answer is unknown
 *   then, so the caller retries with the same key).
 */
export async function postJson<T>(url: string, body?: unknown, key?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (key) headers["Idempotency-Key"] = key;
  const res = await fetch(url, {
    method: "POST",
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    credentials: "include",
  });
  return readJson<T>(res);
}

/** `id` as one path segment. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
