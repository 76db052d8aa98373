import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getErrorMessage, getFieldErrors, isUnauthorizedError } from "./api";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200, contentType = "application/json") {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": contentType } });
}

/** The init of the only fetch call, with its headers as a plain object. */
function onlyCall(fetchMock: ReturnType<typeof stubFetch>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends no content type and no body when there is no body, and always includes credentials", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    const res = await apiRequest("DELETE", "/api/v1/api-keys/k1");

    const { url, init, headers } = onlyCall(fetchMock);
    expect(url).toBe("/api/v1/api-keys/k1");
    expect(init?.method).toBe("DELETE");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBeUndefined();
    expect(headers.has("Content-Type")).toBe(false);
    expect(res.status).toBe(204);
  });

  it("sends the body as JSON with the JSON content type", async () => {
    const fetchMock = stubFetch(json({ id: "k1" }, 201));

    const res = await apiRequest("POST", "/api/v1/api-keys", { name: "ci", scopes: ["jobs:read"] });

    const { init, headers } = onlyCall(fetchMock);
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "ci", scopes: ["jobs:read"] });
    await expect(res.json()).resolves.toEqual({ id: "k1" });
  });

  it("sends custom headers along with the JSON content type", async () => {
    const fetchMock = stubFetch(json({ id: "d1" }, 201));

    await apiRequest(
      "POST",
      "/api/v1/wallet/test-deposits",
      { amount: "25" },
      { headers: { "Idempotency-Key": "k-1" } },
    );

    const { init, headers } = onlyCall(fetchMock);
    expect(headers.get("Idempotency-Key")).toBe("k-1");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual({ amount: "25" });
  });

  it("sends custom headers without a body or content type, and passes the abort signal", async () => {
    const fetchMock = stubFetch(json({ id: "s1" }));
    const { signal } = new AbortController();

    await apiRequest("POST", "/api/v1/streams/s1/pause", undefined, { headers: { "Idempotency-Key": "k-2" }, signal });

    const { init, headers } = onlyCall(fetchMock);
    expect(headers.get("Idempotency-Key")).toBe("k-2");
    expect(headers.has("Content-Type")).toBe(false);
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBe(signal);
  });

  it('throws "{status}: {body}" with the parsed problem for a non-OK answer', async () => {
    const body = {
      type: "/problems/validation_failed",
      title: "Bad Request",
      status: 400,
      code: "validation_failed",
      detail: "The request is invalid.",
      errors: [
        { in: "body", field: "scopes.0", message: "unknown scope" },
        { in: "body", field: "scopes.1", message: "second message is dropped" },
        { in: "body", field: "name", message: "too long" },
      ],
    };
    stubFetch(json(body, 400, "application/problem+json"));

    const error = await apiRequest("POST", "/api/v1/api-keys", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem?.code).toBe("validation_failed");
    expect(getErrorMessage(error)).toBe("The request is invalid.");
    expect(getFieldErrors(error)).toEqual({ scopes: "unknown scope", name: "too long" });
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));

    await expect(apiRequest("GET", "/api/anything")).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("keeps a non-JSON body verbatim and has no problem", async () => {
    stubFetch(new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }));

    const error = (await apiRequest("GET", "/api/anything").catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe("502: <html>Bad Gateway</html>");
    expect(error.problem).toBeNull();
    expect(getErrorMessage(error)).toBe("The server could not complete the request.");
  });
});

describe("isUnauthorizedError", () => {
  it("recognises only 401 messages that mention Unauthorized", () => {
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"title":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error("401: session expired"))).toBe(false);
    expect(isUnauthorizedError(new Error('403: {"title":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});
