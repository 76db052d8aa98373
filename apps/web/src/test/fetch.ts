import { vi } from "vitest";

/** Answers one request; `body` is the parsed JSON body, if any. */
export type Handler = (request: { url: string; init: RequestInit | undefined; body: unknown }) => Response;

/** A JSON answer, or a problem+json one for statuses of 400 and up. */
export function jsonResponse(body: unknown, status = 200): Response {
  const type = status >= 400 ? "application/problem+json" : "application/json";
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });
}

/**
 * Replaces `fetch` with a tiny router keyed by "METHOD /path". Unknown requests answer 404, so a
 * test fails loudly instead of hanging.
 * @returns the mock, to inspect the calls.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = routes[`${method} ${url}`];
    if (!handler) return jsonResponse({ title: "Not Found", status: 404, code: "not_found" }, 404);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return handler({ url, init, body });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made with `method` to `url`, each as its init. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, url: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? "GET").toUpperCase() === method)
    .map(([, init]) => init ?? {});
}
