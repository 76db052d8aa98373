import { describe, expect, it } from "vitest";
import { Agora, AgoraError } from "../src/index";
import { retryAfterMs } from "../src/transport";

const problem429 = { type: "/problems/rate_limited", title: "Too many requests", status: 429, code: "rate_limited" };

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP dates (RFC 9110 §10.2.3)", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Mon, 23 Nov 2026 12:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("Mon, 23 Nov 2026 11:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it("answers at once with the 429 when the server asks for longer than a minute, instead of parking the caller", async () => {
    let calls = 0;
    const agora = new Agora({
      baseUrl: "http://agora.test",
      fetch: async () => {
        calls++;
        return Response.json(problem429, {
          status: 429,
          headers: { "retry-after": "3600", "content-type": "application/problem+json" },
        });
      },
    });
    const error = await agora.wallet.get().catch((err: unknown) => err);
    expect(calls).toBe(1);
    expect(error).toBeInstanceOf(AgoraError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("turns a call that never got an answer into AgoraError network_error once retries are spent", async () => {
    let calls = 0;
    const agora = new Agora({
      baseUrl: "http://agora.test",
      maxRetries: 1,
      fetch: async () => {
        calls++;
        throw new TypeError("fetch failed");
      },
    });
    const error = await agora.agents.get("x").catch((err: unknown) => err);
    expect(calls).toBe(2);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});
