import { ApiError } from "@/lib/api";

// `apiRequest` (lib/api.ts) sends no custom headers, and every money-moving POST must carry an
// `Idempotency-Key` (STYLE.md rule 3), so the funds endpoints post through this one function.
// It answers errors exactly like `apiRequest`: an ApiError with the problem+json body.

/** Reads a problem+json body without trusting it, like lib/api.ts: anything else gives null. */
function parseProblem(text: string): ApiError["problem"] {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && "status" in value && "title" in value) {
      return value as ApiError["problem"];
    }
  } catch {
    // Not JSON (a proxy's error page): the error's message keeps the raw text.
  }
  return null;
}

/**
 * POSTs `body` as JSON with `Idempotency-Key: key`, cookies included.
 * @returns the parsed JSON answer.
 * @throws ApiError for any non-OK answer; TypeError when the network fails (the answer is
 *   unknown then, so the caller retries with the same key).
 */
export async function postMoney<T>(url: string, body: unknown, key: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new ApiError(res.status, text, parseProblem(text));
  }
  return (await res.json()) as T;
}
