import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, dataOf, getErrorMessage, isUnauthorizedError, nullOn } from "./api";

const problem401 = {
  type: "/problems/unauthorized",
  title: "Unauthorized",
  status: 401,
  code: "unauthorized",
  detail: "Sign in first.",
};

/** Answers every request with a fresh copy of `response`. */
function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200, contentType = "application/json") {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": contentType } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The generated client sends through apiRequest: same paths, headers, credentials and errors as
// the hand-written fetchers it replaced.
describe("api (generated client)", () => {
  it("sends a same-origin path with the JSON body, the Idempotency-Key and credentials", async () => {
    const fetchMock = stubFetch(json({ id: "c1" }));

    const data = await dataOf(
      api.POST("/api/v1/contracts/{id}/fund", {
        params: { path: { id: "c 1" }, header: { "idempotency-key": "k-1" } },
        body: { amount: "25.00" },
      }),
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/contracts/c%201/fund");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    // The exact casing the app always sent, as a plain object (tests read it by name).
    expect(init?.headers).toMatchObject({ "Idempotency-Key": "k-1" });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ amount: "25.00" });
    expect(data).toEqual({ id: "c1" });
  });

  it("writes queries as URLSearchParams does and leaves out undefined values", async () => {
    const fetchMock = stubFetch(json({ data: [] }));

    await dataOf(api.GET("/api/v1/jobs", { params: { query: { scope: "open", skill: "data science" } } }));
    await dataOf(api.GET("/api/v1/jobs", { params: { query: { scope: "mine", skill: undefined } } }));

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/v1/jobs?scope=open&skill=data+science",
      "/api/v1/jobs?scope=mine",
    ]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Content-Type")).toBe(false);
  });

  it("passes an abort signal on: aborting the caller's aborts the request", async () => {
    const fetchMock = stubFetch(json({ data: [] }));
    const controller = new AbortController();

    await dataOf(api.GET("/api/v1/offers", { params: { query: { role: "client" } }, signal: controller.signal }));
    controller.abort();

    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it("reads a GET with credentials and no Content-Type, and gives the parsed body", async () => {
    const fetchMock = stubFetch(json({ id: "a1", name: "Scout" }));

    const data = await dataOf(api.GET("/api/v1/agents/{id}", { params: { path: { id: "a1" } } }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/agents/a1");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
    expect(data).toEqual({ id: "a1", name: "Scout" });
  });

  it("throws a recognisable unauthorised error for a 401 the caller does not turn into null", async () => {
    stubFetch(json(problem401, 401, "application/problem+json"));

    const error = await dataOf(api.GET("/api/v1/api-keys")).catch((e: unknown) => e);

    expect(error instanceof Error && error.message).toBe(`401: ${JSON.stringify(problem401)}`);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(getErrorMessage(error)).toBe("Sign in first.");
  });

  it('throws ApiError "{status}: {body}" with the problem for a non-OK answer', async () => {
    const problem = { type: "/problems/conflict", title: "Conflict", status: 409, code: "insufficient_funds" };
    stubFetch(json(problem, 409, "application/problem+json"));

    const error = await dataOf(api.GET("/api/v1/wallet")).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.message).toBe(`409: ${JSON.stringify(problem)}`);
    expect(error instanceof ApiError && error.problem?.code).toBe("insufficient_funds");
  });

  it("nullOn turns the named statuses into null and rethrows others", async () => {
    stubFetch(json({ title: "Unauthorized", status: 401 }, 401, "application/problem+json"));
    await expect(nullOn([401], dataOf(api.GET("/api/auth/user")))).resolves.toBeNull();
    stubFetch(json(problem401, 401, "application/problem+json"));
    await expect(nullOn([401], dataOf(api.GET("/api/auth/user")))).resolves.toBeNull();

    stubFetch(new Response("nope", { status: 500, statusText: "Internal Server Error" }));
    await expect(nullOn([401], dataOf(api.GET("/api/auth/user")))).rejects.toThrow("500: nope");
  });
});
